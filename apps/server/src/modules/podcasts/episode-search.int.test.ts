import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodcastCatalog } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestEpisode } from '../../../test/podcast-episodes.js';

/**
 * Issue 39: the archive's search covers what the hosts say, not only titles and descriptions; input a
 * learner can type never becomes a 5xx. Runs on PGlite and on PostgreSQL (vitest.postgres.config.ts).
 */
const API = '/socratica/api/podcasts';

let t: TestApp;
let ana: { id: number; headers: { authorization: string } };
let ben: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp({ SOCRATICA_DATA_DIR: `/tmp/socratica-search-${process.pid}-${Date.now()}` });
  ana = await t.createUser('search-ana');
  ben = await t.createUser('search-ben');
  await publishTestEpisode(t, {
    title: 'Leaves at work',
    topic: 'Photosynthesis',
    description: 'A two-host conversation about Photosynthesis.',
    transcript: 'The light reactions come first.\nThen the Calvin cycle fixes carbon dioxide into sugar.',
  });
  await publishTestEpisode(t, {
    title: 'Paris, 1789',
    topic: 'French Revolution',
    description: 'A two-host conversation about French Revolution.',
    transcript: 'On 14 July 1789 a crowd stormed the Bastille, a fortress and prison.',
  });
  await publishTestEpisode(t, {
    title: 'Ben’s own review',
    topic: 'French Revolution',
    description: 'Questions to revisit.',
    transcript: 'The storming of the Bastille was a symbol more than a military victory.',
    ownerId: ben.id,
  });
});
afterAll(() => t.close());

async function search(q: string, headers = ana.headers) {
  const response = await t.inject({
    method: 'GET',
    url: `${API}/catalog?q=${encodeURIComponent(q)}`,
    headers,
  });
  return { status: response.statusCode, body: response.json<PodcastCatalog & { detail?: string }>() };
}
const titlesFor = async (q: string, headers = ana.headers) => {
  const { status, body } = await search(q, headers);
  expect(status, q).toBe(200);
  return body.episodes.map((episode) => episode.title).sort();
};

describe('the archive’s search over transcripts (issue 39)', () => {
  it('finds an episode by words only its hosts say, as whole words and as prefixes', async () => {
    expect(await titlesFor('Calvin')).toEqual(['Leaves at work']);
    expect(await titlesFor('calv')).toEqual(['Leaves at work']);
    expect(await titlesFor('Bastille')).toEqual(['Paris, 1789']);
    expect(await titlesFor('stormed bastille')).toEqual(['Paris, 1789']);
    expect(await titlesFor('"Calvin cycle"')).toEqual(['Leaves at work']);
  });

  it('searches another learner’s own episode for them only', async () => {
    expect(await titlesFor('bastille', ben.headers)).toEqual(['Ben’s own review', 'Paris, 1789']);
    expect(await titlesFor('symbol')).toEqual([]);
  });

  it('answers regular-expression and query-operator characters with results or none, never an error', async () => {
    for (const q of [
      'Calvin.*[a-z]+(',
      '^$\\d{3}|(?<x>)',
      ':* & ! | <->',
      '((((',
      "'; drop table x; --",
      '\\',
    ]) {
      const { status } = await search(q);
      expect(status, q).toBe(200);
    }
    expect(await titlesFor('Calvin.*[a-z]+(')).toEqual(['Leaves at work']);
    expect(await titlesFor('((((')).toEqual([]);
  });

  it('refuses a 10,000-character query with a detail a person can act on', async () => {
    const { status, body } = await search('calvin '.repeat(1_429).slice(0, 10_000));
    expect(status).toBe(422);
    expect(body.detail).toMatch(/200/);
  });
});
