import { describe, expect, it } from 'vitest';
import { podcastGuid } from './podcast-guid.js';

describe('podcast:guid', () => {
  it('is the UUIDv5 the Podcast Index namespace gives for its own example', () => {
    // podcast-namespace docs/tags/guid.md: "podnews.net/rss" → 9b024349-ccf0-5f69-a609-6b82873eab3c
    expect(podcastGuid('https://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(podcastGuid('http://podnews.net/rss/')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
  });
});
