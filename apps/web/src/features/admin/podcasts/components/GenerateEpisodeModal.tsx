import {
  ADMIN_PODCAST_DURATIONS,
  PODCAST_OUTLINE_MAX_LENGTH,
  PODCAST_TITLE_MAX_LENGTH,
  PODCAST_TOPIC_MAX_LENGTH,
  PODCAST_VOICE_LABELS,
  PODCAST_VOICES,
  type GeneratePodcastResponse,
} from '@socratica/contracts';
import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { PremiumModelCheckbox } from '../../../../components/PremiumModelCheckbox';
import { actionFailureText } from '../../shell/admin-failure-text';
import { ResponsiveModal } from '../../../../components/ResponsiveModal';
import { NEW_PODCAST_VALUES, toPodcastRequest } from '../../../../lib/podcast-request-values';
import { useSchemaForm } from '../../../../lib/schema-form';
import { AdminGeneratePodcastRequest } from '../admin-generation-rules';
import { useGeneratePodcastMutation } from '../api/generate-podcast';
import { CharacterCount } from './CharacterCount';

interface GenerateEpisodeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The server took the request: its job runs in the background. */
  onStarted: (started: GeneratePodcastResponse) => void;
}

/** Spec 2 §2's Generate New Episode modal; closing it and opening it again starts from the defaults. */
export function GenerateEpisodeModal({ opened, onClose, onStarted }: GenerateEpisodeModalProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Generate New Episode" size="lg">
      <GenerateEpisodeForm onStarted={onStarted} onCancel={onClose} />
    </ResponsiveModal>
  );
}

// Spec 2 §9: the admin's four lengths, and the six voices as "nova (Neutral)".
const DURATIONS = ADMIN_PODCAST_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));
const VOICES = PODCAST_VOICES.map((voice) => ({
  value: voice,
  label: `${voice} (${PODCAST_VOICE_LABELS[voice]})`,
}));

function GenerateEpisodeForm({
  onStarted,
  onCancel,
}: {
  onStarted: GenerateEpisodeModalProps['onStarted'];
  onCancel: () => void;
}) {
  const generate = useGeneratePodcastMutation();
  const form = useSchemaForm(AdminGeneratePodcastRequest, NEW_PODCAST_VALUES, toPodcastRequest);
  const [failure, setFailure] = useState<string | null>(null);
  // Set at the submit itself: a double click submits twice before the button turns busy, and each
  // submission would start a job. After a success it stays set while the dialog fades out.
  const submitting = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const request = form.validate();
    if (!request) return;
    submitting.current = true;
    setFailure(null);
    generate.mutate(request, {
      onSuccess: onStarted,
      // The form stays open with everything typed, so the admin can correct what the server refused.
      onError: (error) => {
        submitting.current = false;
        // Said in the dialog only: the banner behind it would say it a second time.
        setFailure(actionFailureText('Failed to start podcast generation', error));
      },
    });
  }

  const { values } = form;
  return (
    <form onSubmit={submit} noValidate aria-label="Generate New Episode">
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          data-autofocus
          description={<CharacterCount value={values.title} max={PODCAST_TITLE_MAX_LENGTH} />}
          {...form.text('title')}
        />
        <TextInput
          label="Topic"
          required
          description={<CharacterCount value={values.topic} max={PODCAST_TOPIC_MAX_LENGTH} />}
          {...form.text('topic')}
        />
        <Textarea
          label="Outline"
          required
          autosize
          minRows={4}
          maxRows={12}
          description={<CharacterCount value={values.description} max={PODCAST_OUTLINE_MAX_LENGTH} />}
          {...form.text('description')}
        />
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <NativeSelect label="Duration" data={DURATIONS} miw={160} {...form.text('duration_minutes')} />
          <NativeSelect label="Voice" data={VOICES} miw={160} {...form.text('voice')} />
        </Group>
        <Checkbox label="Feature in everyone’s Latest Episodes" {...form.checked('is_featured')} />
        <PremiumModelCheckbox {...form.checked('use_o3_model')} />
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={generate.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={generate.isPending}>
            Generate Episode
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
