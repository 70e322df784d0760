import type { ChatSession } from '@socratica/contracts';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useState } from 'react';
import { formatEastern } from '../../../lib/time';
import { usePausedSessionQuery } from '../api/paused-session';
import { loadPausedSession, type PausedSession } from '../session-cache';
import { ResumeSessionModal, type PausedSummary } from './ResumeSessionModal';

interface PausedSessionPromptProps {
  /** The learner paused a moment ago: the dialog waits to be asked for instead of opening at once. */
  justPaused: boolean;
  /** `stored` is this browser's copy of the paused session, when it had one. */
  onResumed: (session: ChatSession, stored: PausedSession | null) => void;
  /** The learner dismissed the paused session: it is no longer offered. */
  onDismissed?: () => void;
}

/**
 * Spec 1 §2: on the landing page, a paused session is offered for Resume or Dismiss. This browser's copy comes
 * first; without one the server is asked, so a session paused in another browser is offered too (DESIGN D9).
 */
export function PausedSessionPrompt({ justPaused, onResumed, onDismissed }: PausedSessionPromptProps) {
  const [stored] = useState(loadPausedSession);
  const server = usePausedSessionQuery({ enabled: stored === null });
  const [dialogOpen, setDialogOpen] = useState(!justPaused);
  const [dismissed, setDismissed] = useState(false);

  const paused: PausedSummary | null = dismissed
    ? null
    : stored
      ? {
          session_id: stored.session_id,
          topic: stored.topic,
          paused_at: stored.pausedAt,
          message_count: stored.messages.length,
          remaining_seconds: stored.remainingSeconds,
        }
      : (server.data?.paused ?? null);
  if (!paused) return null;

  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Paused session">
        <Group justify="space-between" gap="md">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
              <IconPlayerPause size={20} />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                Paused session: {paused.topic}
              </Text>
              <Text size="sm" c="dimmed">
                Paused {formatEastern(paused.paused_at)}
              </Text>
            </Stack>
          </Group>
          <Button onClick={() => setDialogOpen(true)}>Resume or dismiss</Button>
        </Group>
      </Paper>
      <ResumeSessionModal
        paused={paused}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onResumed={(session) => onResumed(session, stored)}
        onDismissed={() => {
          setDismissed(true);
          setDialogOpen(false);
          onDismissed?.();
        }}
      />
    </>
  );
}
