import type { Video } from '@socratica/contracts';
import { Anchor, Group, Modal, Spoiler, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useMobileChatLayout } from '../hooks/use-chat-layout';
import { formatVideoDuration, formatViewCount } from '../../../lib/video-format';
import { playableVideoId, watchUrl } from '../video-links';
import { VideoFeedbackActions } from './VideoFeedbackActions';
import { VideoPlayer } from './VideoPlayer';

interface VideoDialogProps {
  /** The video shown; null when the dialog is closed. */
  video: Video | null;
  topic: string;
  onClose: () => void;
  /** Its place in a Modal.Stack, when it opens over another dialog. */
  stackId?: string;
}

/** Spec 1 §2: a video with its facts, and the learner's feedback on it. Phones get the whole screen. */
export function VideoDialog({ video, topic, onClose, stackId }: VideoDialogProps) {
  const mobile = useMobileChatLayout();
  // The last video stays in the dialog while it fades out, instead of an empty dialog.
  const [kept, setKept] = useState(video);
  if (video !== null && video !== kept) setKept(video);
  const shown = video ?? kept;
  return (
    <Modal
      opened={video !== null}
      onClose={onClose}
      stackId={stackId}
      title={shown?.title.trim() || 'Video'}
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': 'Close video' }}
      styles={{ title: { overflowWrap: 'anywhere', fontWeight: 600 } }}
    >
      {shown && <VideoDetails key={shown.video_id} video={shown} topic={topic} />}
    </Modal>
  );
}

// Title, channel and description come from YouTube or an admin: React renders them as text, never as HTML.
function VideoDetails({ video, topic }: { video: Video; topic: string }) {
  const id = playableVideoId(video);
  const duration = formatVideoDuration(video.duration);
  const views = formatViewCount(video.view_count);
  const description = video.description.trim();
  return (
    <Stack gap="md">
      {id && <VideoPlayer videoId={id} title={video.title} />}
      <Group component="dl" gap="lg" m={0} align="flex-start">
        {video.channel && <Fact label="Channel" value={video.channel} />}
        {duration && <Fact label="Length" value={duration} />}
        {views && <Fact label="Views" value={views} />}
      </Group>
      {description && (
        <Spoiler maxHeight={120} showLabel="Show the whole description" hideLabel="Show less">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        </Spoiler>
      )}
      {id && (
        <Anchor href={watchUrl(id)} target="_blank" rel="noopener noreferrer nofollow" size="sm">
          <Group component="span" gap={4} wrap="nowrap">
            Watch on YouTube (opens in a new tab)
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
      <VideoFeedbackActions video={video} topic={topic} />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
