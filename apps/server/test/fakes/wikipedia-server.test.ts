import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWikipediaServer, wikipediaReply, type FakeWikipediaServer } from './wikipedia-server.js';
import { LEAF, PHOTOSYNTHESIS } from './wikipedia-articles.js';
import type { Json } from './openai-server.js';

let wikipedia: FakeWikipediaServer;
beforeAll(async () => {
  wikipedia = await startFakeWikipediaServer();
});
afterAll(() => wikipedia.close());
beforeEach(() => wikipedia.reset());

const USER_AGENT = 'Socratica/0.1.0 (ops@example.com) Node.js/20';
const api = (params: Record<string, string>, userAgent = USER_AGENT) =>
  fetch(
    `${wikipedia.url}/w/api.php?${new URLSearchParams({ format: 'json', formatversion: '2', ...params }).toString()}`,
    {
      headers: { 'user-agent': userAgent },
    },
  );
const json = (response: Response): Promise<Json> => response.json();

describe('the fake Wikipedia Action API', () => {
  it('answers a generator search in formatversion=2 shape, ranked by index, disambiguation marked', async () => {
    const response = await api({ action: 'query', generator: 'search', gsrsearch: 'leaf', gsrlimit: '5' });
    expect(response.status).toBe(200);
    const body = await json(response);
    const byRank = [...body.query.pages].sort((a: Json, b: Json) => a.index - b.index);
    expect(byRank[0]).toMatchObject({ title: 'Leaf (disambiguation)', pageprops: { disambiguation: '' } });
    expect(byRank[1]).toMatchObject({
      pageid: LEAF.pageid,
      ns: 0,
      title: 'Leaf',
      lastrevid: LEAF.lastrevid,
      fullurl: `${wikipedia.url}/wiki/Leaf`,
    });
    expect(byRank[1].pageprops).toBeUndefined();
    expect(wikipedia.requests[0]).toMatchObject({ endpoint: 'search', userAgent: USER_AGENT });
    const none = await json(await api({ action: 'query', generator: 'search', gsrsearch: 'zzyzx' }));
    expect(none).toEqual({ batchcomplete: true });
  });

  it('answers extracts with the rights info, and marks an unknown page missing', async () => {
    const body = await json(
      await api({
        action: 'query',
        prop: 'extracts|info',
        pageids: `${PHOTOSYNTHESIS.pageid}|1`,
        explaintext: '1',
        meta: 'siteinfo',
        siprop: 'rightsinfo',
      }),
    );
    expect(body.query.pages[0]).toMatchObject({ title: 'Photosynthesis', extract: PHOTOSYNTHESIS.extract });
    expect(body.query.pages[1]).toEqual({ pageid: 1, missing: true });
    expect(body.query.rightsinfo.url).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
  });

  it("refuses a library's default User-Agent, as Wikimedia does", async () => {
    expect((await api({ action: 'query', generator: 'search', gsrsearch: 'x' }, 'node')).status).toBe(403);
  });

  it('misbehaves as scripted: 429 with Retry-After, maxlag, 500, cut JSON', async () => {
    wikipedia.script(
      wikipediaReply.tooManyRequests(3),
      wikipediaReply.maxlag(5),
      wikipediaReply.serverError(),
      wikipediaReply.malformedJson(),
    );
    const limited = await api({ action: 'query' });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3']);
    const lagged = await api({ action: 'query' });
    expect([lagged.status, lagged.headers.get('retry-after')]).toEqual([200, '5']);
    expect((await json(lagged)).error.code).toBe('maxlag');
    expect((await api({ action: 'query' })).status).toBe(500);
    await expect((await api({ action: 'query' })).json()).rejects.toThrow();
  });

  it('hangs until the client gives up, and records that it left', async () => {
    wikipedia.script(wikipediaReply.hang());
    const outcome = await fetch(`${wikipedia.url}/w/api.php?action=query`, {
      signal: AbortSignal.timeout(100),
    }).then(
      () => 'answered',
      () => 'gave up',
    );
    expect(outcome).toBe('gave up');
    await expect.poll(() => wikipedia.requests[0]?.disconnected).toBe(true);
  });
});
