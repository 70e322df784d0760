import type { Video } from '@socratica/contracts';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatVideoDuration } from '../../../lib/video-format';
import { playableVideoId } from '../video-links';
import classes from './VideoResultCard.module.css';
import { VideoThumbnail } from './VideoThumbnail';

/** A compact video card (a search result, a video the tutor suggests); the whole card opens the video dialog. */
export function VideoResultCard({ video, onOpen }: { video: Video; onOpen: (video: Video) => void }) {
  const id = playableVideoId(video);
  const duration = formatVideoDuration(video.duration);
  const byline = [video.channel, duration].filter(Boolean).join(' · ');
  return (
    <UnstyledButton className={classes.card} onClick={() => onOpen(video)} aria-haspopup="dialog">
      <Paper withBorder radius="md" p="xs" className={classes.surface}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <VideoThumbnail videoId={id} />
          <Stack gap={2} miw={0}>
            <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'break-word' }}>
              {video.title || 'Untitled video'}
            </Text>
            {byline && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {byline}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
