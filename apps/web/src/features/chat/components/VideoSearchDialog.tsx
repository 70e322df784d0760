import type { Video } from '@socratica/contracts';
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchVideosMutation } from '../api/search-videos';
import type { ChatMessage } from '../chat-message';
import { useMobileChatLayout } from '../hooks/use-chat-layout';
import { VIDEO_QUERY_MAX_LENGTH, VIDEO_SEARCH_MAX_RESULTS } from '../video-limits';
import { NO_VIDEOS_FOUND, SEARCH_QUERY_MISSING, searchFailureText } from '../video-messages';
import { videoSearchRequest } from '../video-search-request';
import { NoVideosAddedYet } from './NoVideosAddedYet';
import { VideoResultCard } from './VideoResultCard';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface VideoSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  sessionId: number;
  /** The conversation: its last messages sharpen the search, and its videos are not suggested again. */
  messages: ChatMessage[];
  onOpenVideo: (video: Video) => void;
  /** The learner is an admin: an empty catalogue points them to video management. */
  canManageVideos: boolean;
  /** Its place in a Modal.Stack: the video dialog opens over it and closes back to the results. */
  stackId?: string;
}

/** Spec 1 §2, §5: the learner searches for more videos (a non-blank query, at most 5 results). */
export function VideoSearchDialog({ opened, onClose, stackId, ...search }: VideoSearchDialogProps) {
  const mobile = useMobileChatLayout();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      stackId={stackId}
      title="Find videos"
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': 'Close video search' }}
    >
      <VideoSearch {...search} />
    </Modal>
  );
}

function VideoSearch({
  sessionId,
  messages,
  onOpenVideo,
  canManageVideos,
}: Pick<VideoSearchDialogProps, 'sessionId' | 'messages' | 'onOpenVideo' | 'canManageVideos'>) {
  const search = useSearchVideosMutation();
  const [query, setQuery] = useState('');
  const [blank, setBlank] = useState(false);
  const problemId = useId();
  const videos = search.data?.videos.slice(0, VIDEO_SEARCH_MAX_RESULTS);
  const catalogueEmpty = search.data?.catalogue_empty === true;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (search.isPending) return;
    const isBlank = query.trim() === '';
    setBlank(isBlank);
    if (isBlank) return;
    search.mutate(videoSearchRequest(query, messages, sessionId));
  }

  return (
    <Stack gap="md">
      <form onSubmit={handleSubmit} noValidate role="search" aria-label="Videos">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label="What would you like to watch?"
            description="Recent messages in this chat help pick the videos."
            placeholder="For example: spring and neap tides"
            data-autofocus
            autoComplete="off"
            maxLength={VIDEO_QUERY_MAX_LENGTH}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              if (blank && event.currentTarget.value.trim()) setBlank(false);
            }}
            error={blank}
            aria-errormessage={blank ? problemId : undefined}
            style={{ flex: 1 }}
          />
          {/* Busy, not disabled: a disabled button would drop the keyboard focus during the search. */}
          <Button
            type="submit"
            leftSection={
              search.isPending ? (
                <Loader size={14} color="currentColor" aria-hidden />
              ) : (
                <IconSearch size={18} aria-hidden />
              )
            }
            data-disabled={search.isPending || undefined}
            aria-disabled={search.isPending}
          >
            {search.isPending ? 'Searching…' : 'Search'}
          </Button>
        </Group>
      </form>
      {blank && <ErrorAlert id={problemId}>{SEARCH_QUERY_MISSING}</ErrorAlert>}
      {search.isError && <ErrorAlert>{searchFailureText(search.error)}</ErrorAlert>}
      <div role="status">
        {catalogueEmpty ? (
          <NoVideosAddedYet canManageVideos={canManageVideos} />
        ) : (
          <Text size="sm" c={videos?.length === 0 ? undefined : 'dimmed'}>
            {videos && (videos.length === 0 ? NO_VIDEOS_FOUND : foundText(videos.length))}
          </Text>
        )}
      </div>
      {videos && videos.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Videos found">
          {videos.map((video) => (
            <li key={video.video_id}>
              <VideoResultCard video={video} onOpen={onOpenVideo} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function foundText(count: number): string {
  return `${count} ${count === 1 ? 'video' : 'videos'} found. Choose one to watch it and give feedback.`;
}
