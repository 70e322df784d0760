import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/test-database.js';
import { FRENCH_REVOLUTION, PHOTOSYNTHESIS } from '../../test/fakes/wikipedia-articles.js';
import {
  startFakeWikipediaServer,
  wikipediaReply,
  type FakeWikipediaServer,
} from '../../test/fakes/wikipedia-server.js';
import { readEnv } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';
import { knowledgePassages, knowledgeSources } from '../db/schema/index.js';
import { createKnowledge } from './create-knowledge.js';
import { PassagesRepository } from './passages/passages.repository.js';
import { prepareStatementReader } from './statements/passage-statements.js';
import { judgeLearnerMessage } from './statements/source-verdicts.js';
import { STATEMENT_READER_VERSION } from './statements/statement.js';

let database: DatabaseHandle;
let wikipedia: FakeWikipediaServer;
const warnings: string[] = [];
const log = { warn: (_: object, message: string) => warnings.push(message) };

beforeAll(async () => {
  [database, wikipedia] = await Promise.all([freshDatabase(), startFakeWikipediaServer()]);
  // The reader's dictionary loads on the thread that times Wikipedia's replies (0.5 s here); loaded
  // first, as the server does at boot, it cannot stall the first test's request on a busy machine.
  await prepareStatementReader();
});
afterAll(async () => {
  await Promise.all([database.close(), wikipedia.close()]);
});
beforeEach(async () => {
  wikipedia.reset();
  warnings.length = 0;
  await database.db.delete(knowledgeSources);
});

const DAY_MS = 24 * 60 * 60_000;
const START = new Date('2026-05-01T12:00:00Z');

/** A knowledge layer as the server builds it, on the fake Wikipedia, with its own clock. */
function knowledge(settings: Record<string, string> = {}, now: () => Date = () => START) {
  const env = readEnv({
    SOCRATICA_WIKIPEDIA_BASE_URL: wikipedia.url,
    SOCRATICA_WIKIPEDIA_CONTACT: 'ops@example.com',
    SOCRATICA_WIKIPEDIA_TIMEOUT_SECONDS: '0.5',
    ...settings,
  });
  return createKnowledge(env, database.db, { log, now });
}

const endpoints = () => wikipedia.requests.map((request) => request.endpoint);

async function stored() {
  const sources = await database.db.select().from(knowledgeSources).orderBy(knowledgeSources.id);
  const [passages] = await database.db.select({ n: sql<number>`count(*)::int` }).from(knowledgePassages);
  return { sources, passages: passages!.n };
}

describe('KnowledgeService.passagesFor', () => {
  it("fetches the topic's article, stores it by section, and ranks the passage that answers first", async () => {
    const passages = await knowledge().passagesFor(
      'Photosynthesis',
      'Where does the oxygen that plants release come from?',
      3,
    );
    expect(endpoints()).toEqual(['search', 'extracts']);
    expect(wikipedia.requests[0]?.userAgent).toMatch(
      /^Socratica\/0\.1\.0 \(ops@example\.com\) Node\.js\/\d+/,
    );
    expect(passages).toHaveLength(3);
    expect(passages[0]).toMatchObject({
      sectionPath: 'Photosynthesis › Light-dependent reactions › Water photolysis',
      matchedAllWords: true,
      citation: {
        kind: 'wikipedia',
        title: 'Photosynthesis',
        section: 'Water photolysis',
        url: `${wikipedia.url}/wiki/Photosynthesis#Water_photolysis`,
        licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
        fetchedAt: START,
      },
    });
    expect(passages[0]!.body).toContain('comes from this splitting of water');
    expect(passages.slice(1).every((passage) => !passage.matchedAllWords)).toBe(true);

    const { sources, passages: count } = await stored();
    expect(sources).toEqual([
      expect.objectContaining({
        kind: 'wikipedia',
        title: 'Photosynthesis',
        url: `${wikipedia.url}/wiki/Photosynthesis`,
        externalKey: `${new URL(wikipedia.url).host}:${PHOTOSYNTHESIS.pageid}`,
        revision: String(PHOTOSYNTHESIS.lastrevid),
        topicKeys: ['photosynthesis'],
      }),
    ]);
    // Lead, Overview, two reactions sections, Calvin cycle, Where it happens, History; no See also.
    expect(count).toBe(7);
  });

  it('stores what each sentence asserts with its passage, and hands the reading back with the passage', async () => {
    const [found] = await knowledge().passagesFor('French Revolution', 'When was the Bastille stormed?', 1);
    const [row] = await database.db
      .select({ statements: knowledgePassages.statements })
      .from(knowledgePassages)
      .where(eq(knowledgePassages.id, found!.id));
    expect(row?.statements?.reader).toBe(STATEMENT_READER_VERSION);
    const stormed = row?.statements?.statements.find((s) => s.predicate?.lemma === 'storm');
    expect(stormed).toMatchObject({ subject: ['crowd'], objects: expect.arrayContaining(['bastille']) });
    expect(stormed?.times.map((t) => t.text)).toEqual(['14 July 1789']);
    expect(found!.statements).toEqual(row!.statements!.statements);
  });

  it('judges by the stored reading, and reads again a passage stored by an older reader', async () => {
    await knowledge().passagesFor('French Revolution', 'Bastille', 1);
    const [row] = await database.db
      .select({ id: knowledgePassages.id, statements: knowledgePassages.statements })
      .from(knowledgePassages)
      .where(sql`${knowledgePassages.body} like '%stormed the Bastille%'`);
    // The stored reading says 1790: a claim of 1790 is then supported, which only the stored reading could say.
    const altered = row!.statements!.statements.map((s) =>
      s.predicate?.lemma === 'storm'
        ? { ...s, times: [{ from: 1790_01_01, to: 1790_12_31, text: '1790' }] }
        : s,
    );
    await database.db
      .update(knowledgePassages)
      .set({ statements: { reader: STATEMENT_READER_VERSION, statements: altered } })
      .where(eq(knowledgePassages.id, row!.id));
    const passages = await knowledge().passagesFor('French Revolution', 'Bastille', 1);
    const [byStored] = await judgeLearnerMessage(
      'Crowds stormed the Bastille in 1790.',
      'French Revolution',
      passages,
    );
    expect(byStored?.verdict.verdict).toBe('supported');

    await database.db
      .update(knowledgePassages)
      .set({ statements: { reader: STATEMENT_READER_VERSION - 1, statements: altered } })
      .where(eq(knowledgePassages.id, row!.id));
    const reread = await knowledge().passagesFor('French Revolution', 'Bastille', 1);
    expect(reread[0]!.statements).toBeUndefined();
    const [byReader] = await judgeLearnerMessage(
      'Crowds stormed the Bastille in 1790.',
      'French Revolution',
      reread,
    );
    expect(byReader?.verdict.verdict).toBe('contradicted');
  });

  it('makes no request for a cached topic, from this server or another on the same database', async () => {
    await knowledge().passagesFor('Photosynthesis', 'oxygen', 3);
    wikipedia.reset();
    const again = await knowledge().passagesFor('  photosynthesis. ', 'Calvin cycle', 3);
    expect(again[0]?.citation.section).toBe('Calvin cycle');
    const service = knowledge();
    await service.passagesFor('Photosynthesis', 'chlorophyll', 3);
    await service.passagesFor('Photosynthesis', 'mitochondria', 3);
    expect(wikipedia.requests).toHaveLength(0);
  });

  it("after the first look, remembers a current article and the topic's sources: later messages read no source list", async () => {
    const service = knowledge();
    await service.passagesFor('Photosynthesis', 'oxygen', 3);
    const looks = vi.spyOn(PassagesRepository.prototype, 'sourcesForTopic');
    try {
      await service.passagesFor('Photosynthesis', 'chlorophyll', 3);
      await service.passagesFor('Photosynthesis', 'Calvin cycle', 3);
      // Neither for the article's freshness nor for the topic's sources: each message only searches.
      expect(looks).not.toHaveBeenCalled();
    } finally {
      looks.mockRestore();
    }
  });

  it('teaches at once from an article it has just stored, though it read the topic before without one', async () => {
    let clock = START;
    const service = knowledge({}, () => clock);
    wikipedia.script(wikipediaReply.serverError());
    expect(await service.passagesFor('French Revolution', 'What caused the revolution?', 2)).toEqual([]);
    // Wikipedia is asked again a minute later; what it stores replaces the topic's remembered sources.
    clock = new Date(START.getTime() + 61_000);
    const passages = await service.passagesFor('French Revolution', 'What caused the revolution?', 2);
    expect(passages[0]?.citation).toMatchObject({ title: 'French Revolution', section: 'Causes' });
  });

  it('asks again after the cache days: one search when the revision is the same, both requests when not', async () => {
    await knowledge().passagesFor('Photosynthesis', 'oxygen', 3);
    wikipedia.reset();
    const later = new Date(START.getTime() + 31 * DAY_MS);
    await knowledge({}, () => later).passagesFor('Photosynthesis', 'oxygen', 3);
    expect(endpoints()).toEqual(['search']);
    expect((await stored()).sources[0]?.fetchedAt).toEqual(later);

    wikipedia.reset();
    const article = wikipedia.articles.find((candidate) => candidate.pageid === PHOTOSYNTHESIS.pageid)!;
    const original = { ...article };
    Object.assign(article, {
      lastrevid: article.lastrevid + 1,
      extract: 'Photosynthesis turns light into sugar.\n\n== Revised ==\nOnly one section now.',
    });
    try {
      const muchLater = new Date(START.getTime() + 62 * DAY_MS);
      const passages = await knowledge({}, () => muchLater).passagesFor('Photosynthesis', 'section', 3);
      expect(endpoints()).toEqual(['search', 'extracts']);
      expect(passages.map((passage) => passage.citation.section)).toEqual(['Revised']);
      expect(await stored()).toMatchObject({
        passages: 2,
        sources: [{ revision: String(article.lastrevid) }],
      });
    } finally {
      Object.assign(article, original);
    }
  });

  it('honours a 429 with Retry-After, then stores the article', async () => {
    wikipedia.script(wikipediaReply.tooManyRequests(1));
    const started = performance.now();
    const passages = await knowledge().passagesFor('French Revolution', 'What caused the revolution?', 2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(endpoints()).toEqual(['search', 'search', 'extracts']);
    expect(passages[0]?.citation).toMatchObject({ title: 'French Revolution', section: 'Causes' });
  });

  it.each([
    ['a 500 to the search', [wikipediaReply.serverError()]],
    ['malformed JSON for the text', [wikipediaReply.ok(), wikipediaReply.malformedJson()]],
    ['a hang on the text', [wikipediaReply.ok(), wikipediaReply.hang()]],
    ['a Retry-After too long to wait', [wikipediaReply.tooManyRequests(3600)]],
  ])('after %s: no throw, nothing half-stored, earlier sources untouched', async (_, replies) => {
    await knowledge().passagesFor('Photosynthesis', 'oxygen', 3);
    const before = await stored();
    wikipedia.reset();
    wikipedia.script(...replies);
    const service = knowledge();
    const started = performance.now();
    await expect(service.passagesFor('French Revolution', 'Robespierre', 3)).resolves.toEqual([]);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await stored()).toEqual(before);
    expect(warnings.join('\n')).toMatch(/Wikipedia article not fetched/);
    // It remembers: the next message neither waits nor asks, and the settings say Wikipedia is unreachable.
    const asked = wikipedia.requests.length;
    expect(await service.passagesFor('French Revolution', 'Bastille', 3)).toEqual([]);
    expect((await service.passagesFor('Photosynthesis', 'oxygen', 1))[0]?.citation.title).toBe(
      'Photosynthesis',
    );
    expect(wikipedia.requests).toHaveLength(asked);
    expect((await service.sourceAvailability(START))[0]).toEqual({
      kind: 'wikipedia',
      live: false,
      detail: expect.stringMatching(/Failed less than a minute ago; asked again in/),
    });
    // A minute later it asks again, and an answer makes it live.
    const later = new Date(START.getTime() + 61_000);
    expect((await service.sourceAvailability(later))[0]?.live).toBe(true);
  });

  it('never asks when Wikipedia is off, and answers from what the database has', async () => {
    await knowledge().passagesFor('Photosynthesis', 'oxygen', 3);
    wikipedia.reset();
    const off = knowledge({ SOCRATICA_WIKIPEDIA: 'false' });
    expect((await off.passagesFor('Photosynthesis', 'chlorophyll', 2))[0]?.citation.title).toBe(
      'Photosynthesis',
    );
    expect(await off.passagesFor('French Revolution', 'Robespierre', 2)).toEqual([]);
    expect(wikipedia.requests).toHaveLength(0);
    expect(await off.sourceAvailability()).toEqual([
      { kind: 'wikipedia', live: false, detail: 'Turned off (SOCRATICA_WIKIPEDIA=false).' },
      { kind: 'document', live: false, detail: 'No documents yet.' },
      { kind: 'wordnet', live: true, detail: expect.stringMatching(/WordNet 3\.1/) },
    ]);
  });

  it('skips a disambiguation page, and finds "leaves" when asked about a leaf', async () => {
    const passages = await knowledge().passagesFor('Leaf', 'Why is a leaf green?', 2);
    expect(passages[0]?.citation).toMatchObject({ title: 'Leaf', section: 'Colour' });
    expect(passages[0]?.body).toMatch(/^Leaves are green because of chlorophyll/);
  });

  it('searches once for a topic without an article, and shares one fetch between sessions at once', async () => {
    const service = knowledge();
    expect(await service.passagesFor('Zzyzx quux', 'anything', 3)).toEqual([]);
    expect(await service.passagesFor('zzyzx quux', 'anything', 3)).toEqual([]);
    expect(endpoints()).toEqual(['search']);
    expect((await service.sourceAvailability(START))[0]).toMatchObject({
      live: true,
      detail: /Last answered/,
    });

    wikipedia.reset();
    const both = await Promise.all([
      service.passagesFor('French Revolution', 'Bastille', 1),
      service.passagesFor('French Revolution', 'Terror', 1),
    ]);
    expect(endpoints()).toEqual(['search', 'extracts']);
    expect(both.map((passages) => passages[0]?.citation.section)).toEqual([
      'Storming of the Bastille',
      'Reign of Terror',
    ]);
    const [source] = await database.db
      .select({ topicKeys: knowledgeSources.topicKeys })
      .from(knowledgeSources)
      .where(eq(knowledgeSources.title, FRENCH_REVOLUTION.title));
    expect(source?.topicKeys).toEqual(['french revolution']);
  });
});
