import { AspectRatio } from '@mantine/core';
import { embedUrl } from '../video-links';

/** The privacy-enhanced YouTube player: no YouTube cookies until the learner plays the video. */
export function VideoPlayer({ videoId, title }: { videoId: string; title: string }) {
  return (
    <AspectRatio ratio={16 / 9} maw={560} w="100%">
      <iframe
        src={embedUrl(videoId)}
        title={title || 'YouTube video'}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
      />
    </AspectRatio>
  );
}
