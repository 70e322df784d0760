import { describe, expect, it } from 'vitest';
import { educationalChannels, BUILT_IN_EDUCATIONAL_CHANNELS } from './educational-channels.js';
import type { CandidateVideo } from './video-provider.js';
import { rankVideos, upvoteBoost } from './video-ranking.js';

const candidate = (videoId: string, overrides: Partial<CandidateVideo> = {}): CandidateVideo => ({
  videoId,
  title: videoId,
  description: '',
  channel: 'Channel',
  channelId: 'UCother',
  thumbnail: '',
  duration: null,
  viewCount: null,
  publishedAt: null,
  quality: 5,
  relevance: 0.5,
  ...overrides,
});

const noSignals = { educationalChannels: new Map<string, string>(), upvotes: new Map<string, number>() };

describe('ranking', () => {
  it('orders by quality and relevance, keeping the provider order on ties', () => {
    const ranked = rankVideos(
      [candidate('a'), candidate('b', { quality: 7 }), candidate('c', { relevance: 1 }), candidate('d')],
      noSignals,
    );
    expect(ranked.map((v) => v.videoId)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('lifts educational channels and upvoted videos', () => {
    const ranked = rankVideos([candidate('a'), candidate('b', { channelId: 'UCedu' }), candidate('c')], {
      educationalChannels: new Map([['UCedu', 'Edu']]),
      upvotes: new Map([['c', 7]]),
    });
    expect(ranked.map((v) => v.videoId)).toEqual(['c', 'b', 'a']);
  });

  it('gives upvotes diminishing returns, at most 3 points', () => {
    expect(upvoteBoost(0)).toBe(0);
    expect(upvoteBoost(1)).toBe(1);
    expect(upvoteBoost(3)).toBe(2);
    expect(upvoteBoost(1000)).toBe(3);
  });
});

describe('educational channels', () => {
  it('are the built-in list when unset or blank', () => {
    expect(educationalChannels(undefined)).toBe(BUILT_IN_EDUCATIONAL_CHANNELS);
    expect(educationalChannels('  ')).toBe(BUILT_IN_EDUCATIONAL_CHANNELS);
    expect(BUILT_IN_EDUCATIONAL_CHANNELS.get('UC4a-Gbdw7vOaccHmFo40b9g')).toBe('Khan Academy');
    expect(BUILT_IN_EDUCATIONAL_CHANNELS.size).toBeGreaterThan(9);
  });

  it('read channel_id=Name entries, in order, and bare ids', () => {
    const channels = educationalChannels(' UCaaa=Alpha Lessons , UCbbb ,, UCccc=  ');
    expect([...channels.entries()]).toEqual([
      ['UCaaa', 'Alpha Lessons'],
      ['UCbbb', 'UCbbb'],
      ['UCccc', 'UCccc'],
    ]);
  });

  it('refuse an entry that is not a channel, naming it', () => {
    expect(() => educationalChannels('UCaaa=A, not a channel=B')).toThrow(
      /"not a channel=B" is not a channel/,
    );
  });
});
