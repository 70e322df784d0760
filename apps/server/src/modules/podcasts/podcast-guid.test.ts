import { describe, expect, it } from 'vitest';
import { podcastGuid, uuidV5 } from './podcast-guid.js';

describe('podcast:guid', () => {
  it('is the UUIDv5 the Podcast Index namespace gives for its own example', () => {
    // podcast-namespace docs/tags/guid.md: "podnews.net/rss" → 9b024349-ccf0-5f69-a609-6b82873eab3c
    expect(podcastGuid('https://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(podcastGuid('http://podnews.net/rss/')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
  });

  it('matches the RFC 9562 example of a version-5 UUID', () => {
    // RFC 9562 appendix A.4: www.example.com in the DNS namespace
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
