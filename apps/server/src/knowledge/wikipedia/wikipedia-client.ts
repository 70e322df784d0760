import { z } from 'zod';
import type { Licence } from '../licence.js';
import type { ActionApi } from './action-api.js';
import { licenceFrom } from './wikipedia-licence.js';
import { WikipediaError } from './wikipedia-error.js';

/** An article a search found. */
export interface ArticleHit {
  pageId: number;
  title: string;
  url: string;
  /** The article's current revision, to tell whether a stored copy is still current. */
  revisionId: number | null;
}

/** An article's plain text, headings written `== Heading ==`. */
export interface ArticleText extends ArticleHit {
  text: string;
  licence: Licence;
}

/** How many search results are read to find one article that is not a disambiguation page. */
const SEARCH_RESULTS = 5;

const Page = z
  .object({
    pageid: z.number().int().optional(),
    ns: z.number().int().optional(),
    /** Absent for a page id that does not exist. */
    title: z.string().optional(),
    /** The search rank of a generator=search result; pages come back in no set order. */
    index: z.number().optional(),
    missing: z.boolean().optional(),
    invalid: z.boolean().optional(),
    fullurl: z.string().optional(),
    lastrevid: z.number().int().optional(),
    extract: z.string().optional(),
    pageprops: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
type Page = z.infer<typeof Page>;

/** formatversion=2: query.pages is an array; a search without results has no `query` at all. */
const QueryReply = z
  .object({
    query: z
      .object({
        pages: z.array(Page).default([]),
        rightsinfo: z.object({ url: z.string().optional(), text: z.string().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

function parse(body: unknown, what: string): z.infer<typeof QueryReply> {
  const parsed = QueryReply.safeParse(body);
  if (!parsed.success) {
    throw new WikipediaError('bad_response', `Wikipedia's ${what} answer was not in the documented shape.`);
  }
  return parsed.data;
}

/** The article's own address, or one built from its title when the answer gave none. */
function articleUrl(page: ArticlePage, baseUrl: string): string {
  return (
    page.fullurl ??
    `${baseUrl.replace(/\/+$/, '')}/wiki/${encodeURIComponent(page.title.replaceAll(' ', '_'))}`
  );
}

type ArticlePage = Page & { pageid: number; title: string };

const isArticle = (page: Page): page is ArticlePage =>
  page.pageid !== undefined &&
  page.title !== undefined &&
  !page.missing &&
  !page.invalid &&
  (page.ns ?? 0) === 0;

/** The two Action API calls the knowledge layer makes: find a topic's article, then read it by section. */
export class WikipediaClient {
  constructor(
    private readonly api: ActionApi,
    private readonly baseUrl: string,
  ) {}

  /**
   * The best-ranked article for a topic that is not a disambiguation page (Disambiguator sets its
   * `disambiguation` page property), following redirects; null when there is none.
   */
  async searchArticle(topic: string): Promise<ArticleHit | null> {
    const reply = parse(
      await this.api.get({
        action: 'query',
        generator: 'search',
        gsrsearch: topic,
        gsrnamespace: '0',
        gsrlimit: String(SEARCH_RESULTS),
        prop: 'info|pageprops',
        inprop: 'url',
        ppprop: 'disambiguation',
        redirects: '1',
      }),
      'search',
    );
    const [best] = (reply.query?.pages ?? [])
      .filter(isArticle)
      .filter((page) => page.pageprops?.disambiguation === undefined)
      .sort((a, b) => (a.index ?? Infinity) - (b.index ?? Infinity));
    return best ? this.hit(best) : null;
  }

  /** The article's whole plain text with `== Heading ==` lines, and the wiki's licence; null if it is gone. */
  async articleText(pageId: number): Promise<ArticleText | null> {
    const reply = parse(
      await this.api.get({
        action: 'query',
        prop: 'extracts|info',
        pageids: String(pageId),
        explaintext: '1',
        exsectionformat: 'wiki',
        inprop: 'url',
        redirects: '1',
        meta: 'siteinfo',
        siprop: 'rightsinfo',
      }),
      'extracts',
    );
    const page = reply.query?.pages.find((candidate) => candidate.pageid === pageId);
    if (!page || !isArticle(page)) return null;
    if (page.extract === undefined) {
      throw new WikipediaError('bad_response', `Wikipedia sent no text for the article "${page.title}".`);
    }
    return { ...this.hit(page), text: page.extract, licence: licenceFrom(reply.query?.rightsinfo) };
  }

  private hit(page: ArticlePage): ArticleHit {
    return {
      pageId: page.pageid,
      title: page.title,
      url: articleUrl(page, this.baseUrl),
      revisionId: page.lastrevid ?? null,
    };
  }
}
