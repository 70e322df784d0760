import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ScriptedServer, type Scripted } from './scripted-server.js';
import { splitSections } from '../../src/knowledge/wikipedia/article-sections.js';
import { FAKE_ARTICLES, type FakeArticle } from './wikipedia-articles.js';

/**
 * A real MediaWiki Action API on 127.0.0.1 for tests (DESIGN §4): `GET /w/api.php` answering, with
 * formatversion=2's shapes, the two queries the knowledge layer makes:
 *
 * - search: `generator=search&gsrsearch=…&prop=info|pageprops&inprop=url&ppprop=disambiguation` →
 *   `query.pages[]` {pageid, ns, title, index, lastrevid, fullurl, pageprops.disambiguation}, in page-id
 *   order as the real API gives them (the rank is `index`); no `query` at all when nothing matches;
 * - text: `prop=extracts|info&pageids=…&explaintext=1&exsectionformat=wiki&meta=siteinfo&siprop=rightsinfo`
 *   → `query.pages[]` {pageid, title, extract, …} and `query.rightsinfo` {url, text}; an unknown id is
 *   `{pageid, missing: true}`.
 *
 * Like Wikimedia, it refuses (403) a request without a User-Agent or with a library's default one. Each
 * request takes the next scripted step, or the well-behaved answer when the script is empty; every request
 * is recorded.
 *
 *   const wikipedia = await startFakeWikipediaServer();
 *   wikipedia.script(wikipediaReply.tooManyRequests(1), wikipediaReply.ok());
 *   ... use wikipedia.url as SOCRATICA_WIKIPEDIA_BASE_URL ...
 *   expect(wikipedia.requests.map((r) => r.endpoint)).toEqual(['search', 'search', 'extracts']);
 */

interface RecordedWikipediaRequest {
  method: string;
  /** search (generator=search), extracts (prop=extracts), or other. */
  endpoint: 'search' | 'extracts' | 'other';
  params: Record<string, string>;
  userAgent: string | undefined;
  /** Set when the client closed the connection before the answer (a timeout). */
  disconnected: boolean;
}

export type WikipediaFakeReply =
  | { kind: 'default' }
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'text'; status: number; body: string; contentType: string; headers?: Record<string, string> }
  | { kind: 'hang' };

export interface FakeWikipediaServer extends Scripted<RecordedWikipediaRequest, WikipediaFakeReply> {
  /** The base URL to configure, like https://en.wikipedia.org. */
  url: string;
  /** The articles it serves; a test may add or change one. */
  articles: FakeArticle[];
}

const RIGHTS_INFO = {
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  text: 'Creative Commons Attribution-Share Alike 4.0',
};

export const wikipediaReply = {
  /** The well-behaved answer, for scripting it between misbehaving ones. */
  ok: (): WikipediaFakeReply => ({ kind: 'default' }),
  json: (body: unknown, status = 200, headers?: Record<string, string>): WikipediaFakeReply => ({
    kind: 'json',
    status,
    body,
    ...(headers ? { headers } : {}),
  }),
  /** Wikimedia's rate limit: 429 with Retry-After in seconds, and a short text body. */
  tooManyRequests: (retryAfterSeconds: number): WikipediaFakeReply => ({
    kind: 'text',
    status: 429,
    body: 'Too many requests. Please respect our robot policy https://w.wiki/4wJS.',
    contentType: 'text/plain; charset=utf-8',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  unavailable: (retryAfterSeconds: number): WikipediaFakeReply => ({
    kind: 'text',
    status: 503,
    body: 'Service Temporarily Unavailable',
    contentType: 'text/html; charset=utf-8',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  /** An Action API maxlag error: HTTP 200, with Retry-After (Manual:Maxlag_parameter). */
  maxlag: (retryAfterSeconds: number): WikipediaFakeReply => ({
    kind: 'json',
    status: 200,
    body: {
      error: {
        code: 'maxlag',
        info: 'Waiting for 10.64.16.1: 7 seconds lagged.',
        host: '10.64.16.1',
        lag: 7,
      },
      servedby: 'mw-api-ext.fake',
    },
    headers: { 'retry-after': String(retryAfterSeconds), 'x-database-lag': '7' },
  }),
  serverError: (): WikipediaFakeReply => ({
    kind: 'text',
    status: 500,
    body: '<!DOCTYPE html><title>Wikimedia Error</title><p>Our servers are currently under maintenance.</p>',
    contentType: 'text/html; charset=utf-8',
  }),
  /** A 200 whose JSON is cut off in the middle. */
  malformedJson: (): WikipediaFakeReply => ({
    kind: 'text',
    status: 200,
    body: '{"batchcomplete":true,"query":{"pages":[{"pageid":24544,"ns":0,"title":"Photo',
    contentType: 'application/json; charset=utf-8',
  }),
  /** Never answers, until the client gives up or the server closes. */
  hang: (): WikipediaFakeReply => ({ kind: 'hang' }),
};

/** User-Agents of HTTP libraries, which Wikimedia throttles and blocks. */
const LIBRARY_DEFAULTS = /^(node|undici|python-requests|curl|axios|got)\b/i;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A rough relevance, enough to rank a handful of articles: title words count most. */
function relevance(article: FakeArticle, query: string): number {
  const title = new Set(words(article.title));
  const text = new Set(words(article.extract));
  return words(query).reduce((sum, word) => sum + (title.has(word) ? 10 : 0) + (text.has(word) ? 1 : 0), 0);
}

/** A disambiguation page named like the query comes first, as it does on Wikipedia for an ambiguous title. */
const namesQuery = (article: FakeArticle, query: string) =>
  article.disambiguation === true &&
  article.title.replace(/ \(disambiguation\)$/, '').toLowerCase() === query.trim().toLowerCase();

export async function startFakeWikipediaServer({ port: wanted = 0 } = {}): Promise<FakeWikipediaServer> {
  const articles = [...FAKE_ARTICLES];
  let url = '';

  const pageUrl = (article: FakeArticle) =>
    `${url}/wiki/${encodeURIComponent(article.title.replaceAll(' ', '_'))}`;
  const info = (article: FakeArticle) => ({
    contentmodel: 'wikitext',
    pagelanguage: 'en',
    pagelanguagehtmlcode: 'en',
    pagelanguagedir: 'ltr',
    touched: '2026-05-01T12:00:00Z',
    lastrevid: article.lastrevid,
    length: article.extract.length * 3,
    fullurl: pageUrl(article),
    editurl: `${pageUrl(article)}?action=edit`,
    canonicalurl: pageUrl(article),
  });

  function search(params: Record<string, string>) {
    const query = params.gsrsearch ?? '';
    const limit = Number(params.gsrlimit ?? 10);
    const ranked = articles
      .map((article) => ({
        article,
        score: relevance(article, query) + (namesQuery(article, query) ? 1000 : 0),
      }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
    if (ranked.length === 0) return { batchcomplete: true };
    const pages = ranked
      .map(({ article }, rank) => ({
        pageid: article.pageid,
        ns: 0,
        title: article.title,
        index: rank + 1,
        ...info(article),
        ...(article.disambiguation ? { pageprops: { disambiguation: '' } } : {}),
      }))
      .sort((a, b) => a.pageid - b.pageid);
    return { batchcomplete: true, continue: { gsroffset: limit, continue: 'gsroffset||' }, query: { pages } };
  }

  function extracts(params: Record<string, string>) {
    const pages = (params.pageids ?? '')
      .split('|')
      .filter(Boolean)
      .map((id) => {
        const article = articles.find((candidate) => candidate.pageid === Number(id));
        return article
          ? {
              pageid: article.pageid,
              ns: 0,
              title: article.title,
              extract: article.extract,
              ...info(article),
            }
          : { pageid: Number(id), missing: true };
      });
    return {
      batchcomplete: true,
      query: { pages, ...(params.meta === 'siteinfo' ? { rightsinfo: RIGHTS_INFO } : {}) },
    };
  }

  function defaultAnswer(request: RecordedWikipediaRequest): { status: number; body: unknown } {
    if (!request.userAgent || LIBRARY_DEFAULTS.test(request.userAgent)) {
      return {
        status: 403,
        body: { error: { code: 'forbidden', info: 'Please set a user-agent and respect our robot policy.' } },
      };
    }
    if (request.params.format !== 'json' || request.params.formatversion !== '2') {
      return {
        status: 200,
        body: { error: { code: 'badformat', info: 'This fake speaks formatversion=2 JSON only.' } },
      };
    }
    if (request.endpoint === 'search') return { status: 200, body: search(request.params) };
    if (request.endpoint === 'extracts') return { status: 200, body: extracts(request.params) };
    return { status: 200, body: { error: { code: 'badvalue', info: 'Unrecognized query.' } } };
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain', String(error));
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestUrl = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (requestUrl.pathname.startsWith('/wiki/')) {
      articlePage(requestUrl.pathname, res);
      return;
    }
    if (requestUrl.pathname !== '/w/api.php') {
      send(res, 404, 'text/plain', 'Not Found');
      return;
    }
    const params = Object.fromEntries(requestUrl.searchParams);
    const recorded: RecordedWikipediaRequest = {
      method: req.method ?? 'GET',
      endpoint:
        params.generator === 'search' ? 'search' : params.prop?.includes('extracts') ? 'extracts' : 'other',
      params,
      userAgent: req.headers['user-agent'],
      disconnected: false,
    };
    const answer = await scripted.answer(recorded, res);
    if (answer.kind === 'hang' || scripted.closing) return;
    if (answer.kind === 'text') {
      send(res, answer.status, answer.contentType, answer.body, answer.headers);
      return;
    }
    const { status, body, headers } =
      answer.kind === 'json' ? answer : { ...defaultAnswer(recorded), headers: undefined };
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
  }

  /**
   * The article as a reader's page, like /wiki/Title on Wikipedia: its title, and each section under a heading
   * whose id is the section's anchor, so that a link the tutor shows can be followed in a browser.
   */
  function articlePage(pathname: string, res: ServerResponse) {
    const title = decodeURIComponent(pathname.slice('/wiki/'.length)).replaceAll('_', ' ');
    const article = articles.find((candidate) => candidate.title === title);
    if (!article) {
      send(
        res,
        404,
        'text/html; charset=utf-8',
        '<!doctype html><title>Not found</title><p>No such article.</p>',
      );
      return;
    }
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const body = splitSections(article.extract)
      .map((section) => {
        const heading = section.headings.at(-1);
        const anchor = heading
          ? `<h2 id="${escape(heading.replaceAll(' ', '_'))}">${escape(heading)}</h2>`
          : '';
        return `${anchor}<p>${escape(section.text)}</p>`;
      })
      .join('\n');
    send(
      res,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><html lang="en"><title>${escape(article.title)} - Wikipedia</title><h1>${escape(article.title)}</h1>\n${body}</html>`,
    );
  }

  const scripted = new ScriptedServer<RecordedWikipediaRequest, WikipediaFakeReply>(server, () => ({
    kind: 'default',
  }));
  const port = await scripted.listen(wanted);
  url = `http://127.0.0.1:${port}`;
  return { url, articles, ...scripted.scripting() };
}

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(body);
}
