/**
 * Where the podcast area's files and pages are, as paths and, for podcast apps that need them, as
 * absolute URLs on the origin the request came to (behind a proxy, see SOCRATICA_TRUST_PROXY).
 */
export class PodcastUrls {
  constructor(
    private readonly apiPrefix: string,
    private readonly pageBase: string,
  ) {}

  media(key: string): string {
    return `${this.apiPrefix}/podcasts/media/${key}`;
  }

  cover(): string {
    return `${this.apiPrefix}/podcasts/cover.png`;
  }

  feed(token: string): string {
    return `${this.apiPrefix}/podcasts/rss/${token}.xml`;
  }

  /** The feed's address without its secret: the same whatever the token, for `podcast:guid`. */
  feedIdentity(): string {
    return `${this.apiPrefix}/podcasts/rss`;
  }

  podcastsPage(): string {
    return `${this.pageBase}podcasts`;
  }

  /** The podcasts page opened on one episode, scrolled to its card: an RSS item's `<link>` (issue 39). */
  episodePage(episodeId: number): string {
    return `${this.pageBase}podcasts?episode=${episodeId}`;
  }

  /** An episode's JSON chapters, behind the same secret as the feed that lists it. */
  chapters(token: string, guid: string): string {
    return `${this.apiPrefix}/podcasts/rss/${token}/chapters/${guid}.json`;
  }

  /** The public page the QR code opens (D15). */
  subscribePage(): string {
    return `${this.pageBase}podcast-subscribe`;
  }
}
