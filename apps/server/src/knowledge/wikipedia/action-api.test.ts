import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  startFakeWikipediaServer,
  wikipediaReply,
  type FakeWikipediaServer,
} from '../../../test/fakes/wikipedia-server.js';
import { ActionApi, type ActionApiOptions } from './action-api.js';
import { WikipediaError } from './wikipedia-error.js';

let wikipedia: FakeWikipediaServer;
beforeAll(async () => {
  wikipedia = await startFakeWikipediaServer();
});
afterAll(() => wikipedia.close());
beforeEach(() => wikipedia.reset());

const USER_AGENT = 'Socratica/0.1.0 (ops@example.com) Node.js/20';
const apiFor = (options: Partial<ActionApiOptions> = {}) =>
  new ActionApi({
    baseUrl: wikipedia.url,
    userAgent: USER_AGENT,
    timeoutMs: 2_000,
    maxBackOffMs: 5_000,
    ...options,
  });
const SEARCH = { action: 'query', generator: 'search', gsrsearch: 'photosynthesis' };

async function failure(call: Promise<unknown>): Promise<WikipediaError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WikipediaError);
  return error as WikipediaError;
}

describe('ActionApi', () => {
  it('asks with our User-Agent, formatversion=2 JSON, and answers the parsed body', async () => {
    const body = await apiFor().get(SEARCH);
    expect(body).toMatchObject({ query: { pages: expect.any(Array) } });
    expect(wikipedia.requests[0]).toMatchObject({
      userAgent: USER_AGENT,
      params: { format: 'json', formatversion: '2', gsrsearch: 'photosynthesis' },
    });
  });

  it('sends one request at a time, however many calls wait', async () => {
    let active = 0;
    let most = 0;
    wikipedia.respondWith(async () => {
      active++;
      most = Math.max(most, active);
      await sleep(30);
      active--;
      return wikipediaReply.ok();
    });
    const api = apiFor();
    await Promise.all([api.get(SEARCH), api.get(SEARCH), api.get(SEARCH)]);
    expect(wikipedia.requests).toHaveLength(3);
    expect(most).toBe(1);
  });

  it('waits as long as a 429 or a maxlag error asks, then asks again', async () => {
    wikipedia.script(wikipediaReply.tooManyRequests(1), wikipediaReply.maxlag(1));
    const started = performance.now();
    await expect(apiFor().get(SEARCH)).resolves.toMatchObject({ query: expect.any(Object) });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_950);
    expect(wikipedia.requests).toHaveLength(3);
  });

  it('gives up at once when Retry-After asks for more than the wait allowed', async () => {
    wikipedia.script(wikipediaReply.unavailable(120));
    const started = performance.now();
    const error = await failure(apiFor().get(SEARCH));
    expect(error).toMatchObject({ failure: 'rate_limited', status: 503 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(wikipedia.requests).toHaveLength(1);
  });

  it('gives up after three tries however short the waits', async () => {
    wikipedia.script(...Array.from({ length: 5 }, () => wikipediaReply.tooManyRequests(0)));
    expect(await failure(apiFor().get(SEARCH))).toMatchObject({ failure: 'rate_limited' });
    expect(wikipedia.requests).toHaveLength(3);
  });

  it('names a 500, malformed JSON, an API error, a hang and a closed port as failures', async () => {
    wikipedia.script(wikipediaReply.serverError());
    expect(await failure(apiFor().get(SEARCH))).toMatchObject({ failure: 'http_error', status: 500 });
    wikipedia.script(wikipediaReply.malformedJson());
    expect(await failure(apiFor().get(SEARCH))).toMatchObject({ failure: 'bad_response' });
    expect(await failure(apiFor({ userAgent: 'node' }).get(SEARCH))).toMatchObject({
      failure: 'http_error',
      status: 403,
    });
    wikipedia.script(wikipediaReply.json({ error: { code: 'badvalue', info: 'Unrecognized value.' } }));
    expect((await failure(apiFor().get(SEARCH))).message).toMatch(/badvalue \(Unrecognized value\.\)/);
    wikipedia.script(wikipediaReply.hang());
    expect(await failure(apiFor({ timeoutMs: 200 }).get(SEARCH))).toMatchObject({ failure: 'timeout' });
    await expect.poll(() => wikipedia.requests.at(-1)?.disconnected).toBe(true);
    expect(await failure(apiFor({ baseUrl: 'http://127.0.0.1:9' }).get(SEARCH))).toMatchObject({
      failure: 'network',
    });
  });
});
