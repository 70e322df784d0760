import { describe, expect, it } from 'vitest';
import { parseFeed } from 'podcast-partytime';
import { buildRssFeedXml, type RssChannel, type RssEpisode } from './rss-feed-xml.js';

const channel: RssChannel = {
  title: 'Socratica Educational Podcasts',
  description: 'Episodes.',
  author: 'Socratica',
  ownerEmail: undefined,
  feedUrl: 'https://learn.example.org/socratica/api/podcasts/rss/abc.xml',
  siteUrl: 'https://learn.example.org/socratica/podcasts',
  coverUrl: 'https://learn.example.org/socratica/api/podcasts/cover.png',
  podcastGuid: '9b024349-ccf0-5f69-a609-6b82873eab3c',
  listedInDirectories: false,
};

const episode: RssEpisode = {
  guid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  title: 'Bells\u0007 and\u0000 whistles',
  description: '',
  topic: 'Acoustics',
  durationSeconds: 59.5,
  publishDate: new Date('2026-01-02T03:04:05Z'),
  audioUrl: 'https://learn.example.org/a.mp3',
  audioBytes: 123_456,
  transcriptUrl: 'https://learn.example.org/a.vtt',
  pageUrl: 'https://learn.example.org/socratica/podcasts?episode=7',
  chaptersUrl: null,
};

describe('buildRssFeedXml', () => {
  it('dates the build by the newest episode, not the clock, so every instance sends the same bytes', () => {
    const older = { ...episode, guid: 'b', publishDate: new Date('2025-12-01T00:00:00Z') };
    const xml = buildRssFeedXml(channel, [older, episode]);
    expect(xml).toContain('<lastBuildDate>Fri, 02 Jan 2026 03:04:05 GMT</lastBuildDate>');
    expect(buildRssFeedXml(channel, [])).not.toContain('lastBuildDate');
  });

  it('drops characters XML cannot carry, so one bad title cannot break the feed', () => {
    const feed = parseFeed(buildRssFeedXml(channel, [episode]));
    expect(feed!.items[0]!.title).toBe('Bells and whistles');
  });

  it('rounds the duration to whole seconds and falls back to the topic without a description', () => {
    const xml = buildRssFeedXml(channel, [episode]);
    expect(xml).toContain('<itunes:duration>60</itunes:duration>');
    expect(parseFeed(xml)!.items[0]!.description).toBe('Acoustics');
  });

  it('locks the feed without an owner attribute when no owner email is configured', () => {
    const xml = buildRssFeedXml(channel, []);
    expect(xml).toContain('<podcast:locked>yes</podcast:locked>');
    expect(xml).toContain('<podcast:guid>9b024349-ccf0-5f69-a609-6b82873eab3c</podcast:guid>');
    expect(parseFeed(xml)).not.toBeNull();
  });

  it('names no owner rather than an empty itunes:email when no owner email is configured', () => {
    const without = buildRssFeedXml(channel, []);
    expect(without).not.toContain('itunes:owner');
    expect(without).not.toContain('itunes:email');
    // The other iTunes channel tags stay.
    expect(without).toContain('<itunes:author>Socratica</itunes:author>');
    expect(without).toContain('<itunes:category text="Education"/>');

    const withOwner = buildRssFeedXml({ ...channel, ownerEmail: 'podcasts@example.org' }, []);
    expect(withOwner).toContain(
      '<itunes:owner><itunes:name>Socratica</itunes:name><itunes:email>podcasts@example.org</itunes:email></itunes:owner>',
    );
    expect(parseFeed(withOwner)!.owner).toEqual({ name: 'Socratica', email: 'podcasts@example.org' });
  });

  it('links each item to its own episode, and names the author only in itunes:author (issue 39)', () => {
    const xml = buildRssFeedXml(channel, [episode]);
    const channelHead = xml.slice(0, xml.indexOf('<item>'));
    // RSS 2.0 defines no channel-level <author>; the package wrote one from the channel's author.
    expect(channelHead).not.toMatch(/<author>/);
    expect(channelHead).toContain('<itunes:author>Socratica</itunes:author>');
    const feed = parseFeed(xml)!;
    expect(feed.items[0]!.link).toBe('https://learn.example.org/socratica/podcasts?episode=7');
    expect(feed.link).toBe(channel.siteUrl);
  });

  it('points an episode with chapters to its JSON chapters, as podcast-partytime reads them', () => {
    const chaptersUrl = 'https://learn.example.org/socratica/api/podcasts/rss/abc/chapters/x.json';
    const xml = buildRssFeedXml(channel, [
      { ...episode, chaptersUrl },
      { ...episode, guid: 'other' },
    ]);
    const [withChapters, without] = parseFeed(xml)!.items;
    expect(withChapters!.podcastChapters).toEqual({ url: chaptersUrl, type: 'application/json+chapters' });
    expect(without!.podcastChapters).toBeUndefined();
  });
});
