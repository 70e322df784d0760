import type { Video } from '@socratica/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { use } from 'react';
import { OpenVideoContext } from '../video-dialog-context';
import { playableVideoId } from '../video-links';
import { VideoPlayer } from './VideoPlayer';

/** Suggested videos under a reply, as privacy-enhanced embeds, each with a way to its details and feedback. */
export function VideoEmbeds({ videos }: { videos: Video[] }) {
  const openVideo = use(OpenVideoContext);
  const playable = videos.flatMap((video) => {
    const id = playableVideoId(video);
    return id ? [{ id, video }] : [];
  });
  if (playable.length === 0) return null;
  return (
    <Stack gap="md" mt="sm">
      {playable.map(({ id, video }) => (
        <Stack key={id} gap={4} align="flex-start">
          <Stack gap={4} component="figure" m={0} w="100%">
            <VideoPlayer videoId={id} title={video.title} />
            <Text component="figcaption" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {video.title}
              {video.channel && ` · ${video.channel}`}
            </Text>
          </Stack>
          {openVideo && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconInfoCircle size={16} aria-hidden />}
              onClick={() => openVideo(video)}
              aria-label={`Details and feedback: ${video.title}`}
              aria-haspopup="dialog"
            >
              Details and feedback
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
