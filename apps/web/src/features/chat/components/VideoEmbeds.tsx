import type { Video } from '@socratica/contracts';
import { AspectRatio, Stack, Text } from '@mantine/core';

// YouTube ids are 11 characters of this alphabet; anything else is not put into a URL.
const VIDEO_ID = /^[\w-]{11}$/;

/** Suggested videos under a reply, as privacy-enhanced embeds: no YouTube cookies until the learner plays one. */
export function VideoEmbeds({ videos }: { videos: Video[] }) {
  const playable = videos.filter((video) => VIDEO_ID.test(video.video_id));
  if (playable.length === 0) return null;
  return (
    <Stack gap="sm" mt="sm">
      {playable.map((video) => (
        <Stack key={video.video_id} gap={4} component="figure" m={0}>
          <AspectRatio ratio={16 / 9} maw={560}>
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${video.video_id}`}
              title={video.title}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
            />
          </AspectRatio>
          <Text component="figcaption" size="sm" c="dimmed">
            {video.title}
            {video.channel && ` · ${video.channel}`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
