import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMicrophone } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PremiumModelCheckbox } from '../../../components/PremiumModelCheckbox';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ApiError } from '../../../lib/api-error';
import { useGeneratePodcast } from '../api/generate-podcast';
import { useSinglePodcastForm } from '../hooks/use-single-podcast-form';
import { DURATION_OPTIONS, VOICE_OPTIONS } from '../../../lib/podcast-choices';

const GENERATION_FAILED = 'Failed to start podcast generation. Please try again.';

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
  const form = useSinglePodcastForm(isAdmin);
  const generate = useGeneratePodcast();

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
      <ResponsiveModal opened={opened} onClose={closeForm} title="Create Single Podcast" size="lg">
        <form onSubmit={submit} noValidate aria-label="Create Single Podcast">
          <Stack gap="sm">
            <TextInput label="Title" required {...form.text('title')} />
            <TextInput label="Topic" required {...form.text('topic')} />
            <Textarea
              label="Description"
              description="Optional: what the episode should cover."
              autosize
              minRows={3}
              {...form.text('description')}
            />
            <Group grow align="flex-start">
              <NativeSelect label="Duration" data={DURATION_OPTIONS} {...form.text('duration_minutes')} />
              <NativeSelect label="Voice" data={VOICE_OPTIONS} {...form.text('voice')} />
            </Group>
            {isAdmin && (
              <Checkbox
                label="Feature this episode"
                description="Featured episodes appear in everyone’s Latest Episodes."
                {...form.checked('is_featured')}
              />
            )}
            <PremiumModelCheckbox {...form.checked('use_o3_model')} />
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
      </ResponsiveModal>
    </>
  );
}

/** The server's own sentence (a learner's daily cap, the premium model) when it gave one. */
function failureText(error: Error): string {
  return error instanceof ApiError && error.detail ? error.detail : GENERATION_FAILED;
}
