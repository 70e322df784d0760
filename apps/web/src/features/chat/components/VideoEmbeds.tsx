import type { Video } from '@socratica/contracts';
import { Stack } from '@mantine/core';
import { use } from 'react';
import { OpenVideoContext } from '../video-dialog-context';
import { playableVideoId } from '../video-links';
import { VideoResultCard } from './VideoResultCard';

/**
 * Videos the tutor suggests under a reply, as compact cards (thumbnail, title, channel). A card opens the video
 * dialog, which has the player and the feedback; a player inside the conversation would take a phone's screen.
 */
export function VideoEmbeds({ videos }: { videos: Video[] }) {
  const openVideo = use(OpenVideoContext);
  const playable = videos.filter((video) => playableVideoId(video) !== null);
  if (playable.length === 0 || !openVideo) return null;
  return (
    <Stack
      component="ul"
      gap="xs"
      mt="sm"
      mb={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Suggested videos"
    >
      {playable.map((video) => (
        <li key={video.video_id}>
          <VideoResultCard video={video} onOpen={openVideo} />
        </li>
      ))}
    </Stack>
  );
}
