import { Box, Image } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { thumbnailUrl } from '../video-links';
import classes from './VideoThumbnail.module.css';

/**
 * The video's still, or a neutral placeholder when there is none to show (no YouTube id) or it fails to load:
 * never the browser's broken-image sign. Decorative either way: the title beside it says what it shows.
 */
export function VideoThumbnail({ videoId }: { videoId: string | null }) {
  const [failedId, setFailedId] = useState<string | null>(null);
  if (videoId === null || failedId === videoId) {
    return (
      <Box className={classes.thumb} data-placeholder="" aria-hidden>
        <IconVideo size={24} stroke={1.5} />
      </Box>
    );
  }
  return (
    <Image
      src={thumbnailUrl(videoId)}
      alt=""
      radius="sm"
      loading="lazy"
      className={classes.thumb}
      onError={() => setFailedId(videoId)}
    />
  );
}
