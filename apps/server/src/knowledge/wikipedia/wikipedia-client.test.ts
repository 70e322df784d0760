import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeWikipediaServer,
  wikipediaReply,
  type FakeWikipediaServer,
} from '../../../test/fakes/wikipedia-server.js';
import { FRACTION, LEAF } from '../../../test/fakes/wikipedia-articles.js';
import { ActionApi } from './action-api.js';
import { WikipediaClient } from './wikipedia-client.js';

let wikipedia: FakeWikipediaServer;
let client: WikipediaClient;
beforeAll(async () => {
  wikipedia = await startFakeWikipediaServer();
  const api = new ActionApi({
    baseUrl: wikipedia.url,
    userAgent: 'Socratica/0.1.0 (ops@example.com) Node.js/20',
    timeoutMs: 2_000,
    maxBackOffMs: 0,
  });
  client = new WikipediaClient(api, wikipedia.url);
});
afterAll(() => wikipedia.close());
beforeEach(() => wikipedia.reset());

describe('WikipediaClient', () => {
  it('finds the best-ranked article for a topic, skipping a disambiguation page', async () => {
    expect(await client.searchArticle('leaf')).toEqual({
      pageId: LEAF.pageid,
      title: 'Leaf',
      url: `${wikipedia.url}/wiki/Leaf`,
      revisionId: LEAF.lastrevid,
    });
    expect(wikipedia.requests[0]?.params).toMatchObject({
      generator: 'search',
      gsrsearch: 'leaf',
      prop: 'info|pageprops',
      ppprop: 'disambiguation',
      redirects: '1',
    });
  });

  it('answers null when the search finds nothing', async () => {
    expect(await client.searchArticle('zzyzx')).toBeNull();
  });

  it("reads an article's plain text by section, with the wiki's licence", async () => {
    const article = await client.articleText(FRACTION.pageid);
    expect(article).toMatchObject({
      pageId: FRACTION.pageid,
      title: 'Fraction (mathematics)',
      url: `${wikipedia.url}/wiki/Fraction_(mathematics)`,
      licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
    });
    expect(article?.text).toContain('=== Addition ===');
    expect(wikipedia.requests[0]?.params).toMatchObject({
      prop: 'extracts|info',
      explaintext: '1',
      exsectionformat: 'wiki',
    });
    expect(await client.articleText(1)).toBeNull();
  });

  it('turns an answer in another shape into a bad_response failure', async () => {
    wikipedia.script(wikipediaReply.json({ query: { pages: { 24544: { title: 'Photosynthesis' } } } }));
    await expect(client.searchArticle('photosynthesis')).rejects.toMatchObject({ failure: 'bad_response' });
  });
});
