import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { PodcastVoice } from '@socratica/contracts';
import { IconMicrophone } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ApiError } from '../../../lib/api-error';
import { useGeneratePodcast } from '../api/generate-podcast';
import { useSinglePodcastForm } from '../hooks/use-single-podcast-form';
import { DURATION_OPTIONS, VOICE_OPTIONS } from '../../../lib/podcast-choices';

export const GENERATION_FAILED = 'Failed to start podcast generation. Please try again.';

/** A generation the server accepted: the notice follows its job. */
export interface StartedGeneration {
  jobId: string;
  title: string;
  isFeatured: boolean;
}

interface SinglePodcastFormProps {
  /** D17: an admin's episode is for everyone and may be featured; a learner's is only theirs. */
  isAdmin: boolean;
  onStarted: (generation: StartedGeneration) => void;
}

/** The Schedule tab's "Create Single Podcast" button and its form (spec 2 §2, §3, §5). */
export function SinglePodcastForm({ isAdmin, onStarted }: SinglePodcastFormProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const form = useSinglePodcastForm(isAdmin);
  const generate = useGeneratePodcast();
  const { values, errors, set } = form;

  const closeForm = () => {
    close();
    generate.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generate.isPending) return;
    const request = form.validate();
    if (request === null) return;
    generate.mutate(request, {
      onSuccess: (reply) => {
        form.reset();
        closeForm();
        onStarted({ jobId: reply.job_id, title: request.title, isFeatured: request.is_featured ?? false });
      },
    });
  };

  return (
    <>
      <Button leftSection={<IconMicrophone size={16} aria-hidden />} onClick={open}>
        Create Single Podcast
      </Button>
      <Modal
        opened={opened}
        onClose={closeForm}
        title="Create Single Podcast"
        centered
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submit} noValidate aria-label="Create Single Podcast">
          <Stack gap="sm">
            <TextInput
              label="Title"
              required
              value={values.title}
              onChange={(event) => set('title', event.currentTarget.value)}
              error={errors.title}
            />
            <TextInput
              label="Topic"
              required
              value={values.topic}
              onChange={(event) => set('topic', event.currentTarget.value)}
              error={errors.topic}
            />
            <Textarea
              label="Description"
              description="Optional: what the episode should cover."
              autosize
              minRows={3}
              value={values.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              error={errors.description}
            />
            <Group grow align="flex-start">
              <NativeSelect
                label="Duration"
                data={DURATION_OPTIONS}
                value={values.duration_minutes}
                onChange={(event) => set('duration_minutes', event.currentTarget.value)}
                error={errors.duration_minutes}
              />
              <NativeSelect
                label="Voice"
                data={VOICE_OPTIONS}
                value={values.voice}
                onChange={(event) => set('voice', event.currentTarget.value as PodcastVoice)}
                error={errors.voice}
              />
            </Group>
            {isAdmin && (
              <Checkbox
                label="Feature this episode"
                description="Featured episodes appear in everyone’s Latest Episodes."
                checked={values.is_featured}
                onChange={(event) => set('is_featured', event.currentTarget.checked)}
              />
            )}
            <Checkbox
              label="Use premium model (o3-mini)"
              checked={values.use_o3_model}
              onChange={(event) => set('use_o3_model', event.currentTarget.checked)}
            />
            {generate.error && <ErrorAlert>{failureText(generate.error)}</ErrorAlert>}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeForm}>
                Cancel
              </Button>
              <Button type="submit" loading={generate.isPending}>
                Generate Podcast
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** The server's own sentence (a learner's daily cap, the premium model) when it gave one. */
function failureText(error: Error): string {
  return error instanceof ApiError && error.detail ? error.detail : GENERATION_FAILED;
}
