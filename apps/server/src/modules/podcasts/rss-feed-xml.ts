import { Podcast, type FeedOptions } from 'podcast';

export interface RssEpisode {
  guid: string;
  title: string;
  description: string;
  topic: string;
  durationSeconds: number;
  publishDate: Date;
  audioUrl: string;
  audioBytes: number;
  transcriptUrl: string;
  /** The podcasts page opened on this episode: the item's `<link>`. */
  pageUrl: string;
  /** Its JSON chapters document, or null when it has none (published before chapters were kept). */
  chaptersUrl: string | null;
}

export interface RssChannel {
  title: string;
  description: string;
  author: string;
  /** Where directories write to verify ownership; undefined when no one configured it. */
  ownerEmail: string | undefined;
  feedUrl: string;
  siteUrl: string;
  coverUrl: string;
  /** `podcast:guid`, kept whatever the feed's address becomes. */
  podcastGuid: string;
  /** Off: `itunes:block` and `podcast:block` ask directories not to list the secret feed. */
  listedInDirectories: boolean;
}

/** Characters XML 1.0 cannot carry at all, even escaped: a title with one would break every reader. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what it removes.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/**
 * The package always writes `itunes:owner`, with an empty `itunes:email` when it has none; validators
 * flag that, and Apple does not require the owner, so without an address the element is left out.
 */
class PodcastWithOptionalOwner extends Podcast {
  protected override getITunesFeedElements(options: FeedOptions): object[] {
    const elements = super.getITunesFeedElements(options) as object[];
    return options.itunesOwner?.email ? elements : elements.filter((element) => !('itunes:owner' in element));
  }
}

/**
 * The podcast's RSS 2.0 document with the iTunes and Podcast Index tags podcast apps need (DESIGN §6,
 * research §3): Apple's required channel tags, and per episode a stable `guid` (not a permalink), an
 * RFC 2822 `pubDate`, `itunes:duration` in whole seconds, the MP3 enclosure with its exact length in
 * bytes, and the WebVTT transcript. Newest episode first.
 */
export function buildRssFeedXml(channel: RssChannel, episodes: readonly RssEpisode[]): string {
  const blocked = channel.listedInDirectories ? [] : [{ 'itunes:block': 'Yes' }, { 'podcast:block': 'yes' }];
  const feed = new PodcastWithOptionalOwner({
    title: xmlText(channel.title),
    description: xmlText(channel.description),
    feedUrl: channel.feedUrl,
    siteUrl: channel.siteUrl,
    imageUrl: channel.coverUrl,
    // No `author`: RSS 2.0 defines no channel-level <author> (issue 39); `itunes:author` names the podcast.
    language: 'en',
    generator: channel.author,
    ...(episodes[0] ? { pubDate: episodes[0].publishDate } : {}),
    namespaces: { iTunes: true, podcast: true, simpleChapters: false },
    itunesAuthor: channel.author,
    ...(channel.ownerEmail ? { itunesOwner: { name: channel.author, email: channel.ownerEmail } } : {}),
    itunesExplicit: false,
    itunesCategory: [{ text: 'Education' }],
    itunesImage: channel.coverUrl,
    itunesType: 'episodic',
    customElements: [
      { 'podcast:guid': channel.podcastGuid },
      // "Do not import this feed elsewhere"; the owner's address is how a host would ask.
      {
        'podcast:locked': channel.ownerEmail ? [{ _attr: { owner: channel.ownerEmail } }, 'yes'] : 'yes',
      },
      { 'podcast:medium': 'podcast' },
      ...blocked,
    ],
  });
  for (const episode of episodes) {
    feed.addItem({
      title: xmlText(episode.title),
      description: xmlText(episode.description || episode.topic),
      url: episode.pageUrl,
      // Each item's `dc:creator`, which the package took from the channel's author before.
      author: channel.author,
      guid: episode.guid,
      date: episode.publishDate,
      categories: [xmlText(episode.topic)],
      enclosure: { url: episode.audioUrl, size: episode.audioBytes, type: 'audio/mpeg' },
      // A string, which the package passes through: a number would become HH:MM:SS.
      itunesDuration: String(Math.round(episode.durationSeconds)),
      itunesExplicit: false,
      itunesEpisodeType: 'full',
      customElements: [
        {
          'podcast:transcript': {
            _attr: { url: episode.transcriptUrl, type: 'text/vtt', language: 'en', rel: 'captions' },
          },
        },
        ...(episode.chaptersUrl
          ? [
              {
                'podcast:chapters': {
                  _attr: { url: episode.chaptersUrl, type: 'application/json+chapters' },
                },
              },
            ]
          : []),
      ],
    });
  }
  return withLastBuildDateOf(feed.buildXml(), episodes);
}

/**
 * The `rss` package stamps `lastBuildDate` with the clock, so two instances building the same feed a
 * second apart sent different bytes and ETags (the three-instance CI run caught it). The channel's
 * content last changed when its newest episode was published; without episodes the element goes.
 */
function withLastBuildDateOf(xml: string, episodes: readonly RssEpisode[]): string {
  const newest = episodes.reduce<Date | null>(
    (latest, episode) => (latest && latest >= episode.publishDate ? latest : episode.publishDate),
    null,
  );
  return xml.replace(
    /<lastBuildDate>[^<]*<\/lastBuildDate>/,
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
  );
}
