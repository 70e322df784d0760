import { Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { NOTES_MAX_LENGTH } from '../chat-limits';
import type { NotesSaveState } from '../hooks/use-notes-autosave';

interface NotesPanelProps {
  notes: string;
  onChange: (notes: string) => void;
  saveState: NotesSaveState;
  failure: string | null;
}

const STATE_TEXT: Record<Exclude<NotesSaveState, 'failed'>, string> = {
  saved: 'Saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
};

export function NotesPanel({ notes, onChange, saveState, failure }: NotesPanelProps) {
  return (
    <Stack gap="xs">
      <Textarea
        label="Notes"
        description="Your own notes for this session, saved as you type."
        placeholder="Key ideas, questions to come back to…"
        autosize
        minRows={8}
        maxRows={24}
        maxLength={NOTES_MAX_LENGTH}
        value={notes}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
        {saveState === 'saved' && <IconCheck size={16} aria-hidden color="var(--mantine-color-teal-9)" />}
        {saveState === 'failed' && (
          <IconAlertCircle size={16} aria-hidden color="var(--mantine-color-red-9)" />
        )}
        <Text size="sm" c={saveState === 'failed' ? 'red.9' : 'dimmed'}>
          {saveState === 'failed'
            ? `Not saved: ${failure ?? 'please try again'}. Your notes are still here.`
            : STATE_TEXT[saveState]}
        </Text>
      </Group>
    </Stack>
  );
}
