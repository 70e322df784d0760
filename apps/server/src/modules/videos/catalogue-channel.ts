import { createHash } from 'node:crypto';

const DERIVED_PREFIX = 'catalogue-';

/**
 * A curated video's channel identity, so that blacklisting a channel works for the catalogue as for YouTube:
 * the YouTube channel id when the admin gave one, else an id derived from the channel's name (the same name,
 * whatever its case or spacing, is the same channel). A hash keeps it within the 64 characters a report may
 * carry. Blank when the video names no channel at all: there is then no channel to blacklist.
 */
export function catalogueChannelId(channelId: string, channelName: string): string {
  const given = channelId.trim();
  if (given) return given;
  const name = channelName.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!name) return '';
  return DERIVED_PREFIX + createHash('sha256').update(name).digest('hex').slice(0, 24);
}
