import { Anchor } from '@mantine/core';
import { truncate } from './TruncatedText';

interface VideoLinkProps {
  url: string;
  /** Shown instead of the address; cut at `max` characters, the whole text on hover. */
  text?: string;
  max?: number;
}

/** A video's address as a link that opens in a new tab; its text is rendered as text, never as HTML. */
export function VideoLink({ url, text = url, max = 40 }: VideoLinkProps) {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow" size="sm" title={text}>
      {truncate(text, max)}
    </Anchor>
  );
}
