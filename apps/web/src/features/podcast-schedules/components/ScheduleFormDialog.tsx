import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { ScheduleModelLabels } from '@socratica/contracts';
import type { FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { DURATION_OPTIONS, VOICE_OPTIONS } from '../../../lib/podcast-choices';
import type { useSchemaForm } from '../../../lib/schema-form';
import { formFailureText, SCHEDULE_FAILURES } from '../schedule-failure-text';
import { FREQUENCY_OPTIONS, type ScheduleFormValues } from '../schedule-form-values';
import { PremiumModelCheckbox } from '../../../components/PremiumModelCheckbox';

/** The bindings the fields need, whichever request the form checks. */
type ScheduleFormFields = Pick<
  ReturnType<typeof useSchemaForm<ScheduleFormValues, unknown>>,
  'text' | 'checked'
>;

/** Spec 2 §2's save buttons say "Creating..." or "Updating..." while the server answers. */
const FORM_TEXTS = {
  create: {
    title: 'Create New Schedule',
    submit: 'Create Schedule',
    saving: 'Creating...',
    failure: SCHEDULE_FAILURES.create,
  },
  edit: {
    title: 'Edit Schedule',
    submit: 'Update Schedule',
    saving: 'Updating...',
    failure: SCHEDULE_FAILURES.update,
  },
} as const;

interface ScheduleFormDialogProps {
  /** The edit form also has the "Next generation date" (spec 2 §5). */
  mode: keyof typeof FORM_TEXTS;
  /** The save request: while it runs the button is busy; its refusal is shown, the fields keeping what was typed. */
  save: { isPending: boolean; error: Error | null };
  fields: ScheduleFormFields;
  /** Unknown until the list has loaded. */
  modelLabels: ScheduleModelLabels | undefined;
  onSubmit: () => void;
  onClose: () => void;
}

/** The create and edit schedule forms (spec 2 §2, §3, §5); they close on the overlay or the close button. */
export function ScheduleFormDialog({
  mode,
  save,
  fields,
  modelLabels,
  onSubmit,
  onClose,
}: ScheduleFormDialogProps) {
  const texts = FORM_TEXTS[mode];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) onSubmit();
  };

  return (
    <ResponsiveModal opened onClose={onClose} title={texts.title} size="lg">
      <form onSubmit={submit} noValidate aria-label={texts.title}>
        <Stack gap="sm">
          <TextInput label="Title" required {...fields.text('title')} />
          <TextInput label="Topic" required {...fields.text('topic')} />
          <Textarea
            label="Description"
            description="Optional: what each episode should cover."
            autosize
            minRows={3}
            {...fields.text('description')}
          />
          <Group grow align="flex-start">
            <NativeSelect label="Frequency" required data={FREQUENCY_OPTIONS} {...fields.text('frequency')} />
            <TextInput
              type="time"
              label="Generation time"
              description="Eastern Time (ET)"
              required
              {...fields.text('generation_time')}
            />
          </Group>
          {mode === 'edit' && (
            <TextInput
              type="date"
              label="Next generation date"
              description="The Eastern Time (ET) day of the next episode, made at the generation time."
              required
              {...fields.text('next_generation_date')}
            />
          )}
          <Group grow align="flex-start">
            <NativeSelect label="Duration" data={DURATION_OPTIONS} {...fields.text('duration_minutes')} />
            <NativeSelect label="Voice" data={VOICE_OPTIONS} {...fields.text('voice')} />
          </Group>
          <PremiumModelCheckbox labels={modelLabels} {...fields.checked('use_o3_model')} />
          {save.error && <ErrorAlert>{formFailureText(texts.failure, save.error)}</ErrorAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? texts.saving : texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
