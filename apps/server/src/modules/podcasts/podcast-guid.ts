import { uuidV5 } from '../../lib/uuid-v5.js';

/** The Podcast Index namespace's own UUID namespace for `podcast:guid`. */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/**
 * `podcast:guid`: the UUIDv5 of the feed's URL without its scheme and trailing slashes
 * (podcast-namespace `guid.md`).
 */
export const podcastGuid = (feedUrl: string): string =>
  uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);
