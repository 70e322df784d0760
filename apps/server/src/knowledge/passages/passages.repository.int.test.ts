import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { knowledgePassages, knowledgeSources } from '../../db/schema/index.js';
import { PassagesRepository, type NewSource } from './passages.repository.js';

let database: DatabaseHandle;
let repository: PassagesRepository;

beforeAll(async () => {
  database = await freshDatabase();
  repository = new PassagesRepository(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(knowledgeSources);
});

const source = (overrides: Partial<NewSource> = {}): NewSource => ({
  kind: 'wikipedia',
  title: 'Photosynthesis',
  url: 'https://en.wikipedia.org/wiki/Photosynthesis',
  licenceName: 'CC BY-SA 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  externalKey: 'en.wikipedia.org:24544',
  revision: '1',
  fetchedAt: new Date('2026-05-01T12:00:00Z'),
  topicKey: 'photosynthesis',
  ...overrides,
});

const PHOTOSYNTHESIS = [
  { sectionPath: 'Photosynthesis', body: 'Plants turn light into chemical energy and release oxygen.' },
  {
    sectionPath: 'Photosynthesis › Water photolysis',
    body: 'Water molecules are split; the oxygen released comes from water.',
  },
  { sectionPath: 'Photosynthesis › Calvin cycle', body: 'RuBisCO fixes carbon dioxide in the stroma.' },
  { sectionPath: 'Photosynthesis › Colour', body: 'Leaves are green because of chlorophyll.' },
];

async function count(table: typeof knowledgeSources | typeof knowledgePassages): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe('PassagesRepository', () => {
  it('ranks a passage whose heading names the words above one that only mentions them', async () => {
    await repository.replaceSource(source(), PHOTOSYNTHESIS);
    const found = await repository.search({ query: 'where does the oxygen come from? water', limit: 3 });
    expect(found.map((passage) => passage.sectionPath)).toEqual(['Photosynthesis › Water photolysis']);
    const heading = await repository.search({ query: 'calvin', limit: 3 });
    expect(heading[0]).toMatchObject({
      sectionPath: 'Photosynthesis › Calvin cycle',
      ordinal: 2,
      source: { kind: 'wikipedia', title: 'Photosynthesis', licenceName: 'CC BY-SA 4.0' },
    });
    expect(heading[0]!.score).toBeGreaterThan(0);
    expect(heading[0]!.score).toBeLessThan(1);
    const both = await repository.search({ query: 'oxygen', limit: 5 });
    expect(both.map((passage) => passage.ordinal)).toEqual(expect.arrayContaining([0, 1]));
    expect(both[0]!.score).toBeGreaterThanOrEqual(both[1]!.score);
  });

  it('finds "leaves" for "leaf" and the other way round, which the stemmer alone misses', async () => {
    await repository.replaceSource(source(), PHOTOSYNTHESIS);
    expect((await repository.search({ query: 'green leaf', limit: 3 }))[0]?.ordinal).toBe(3);
    await repository.replaceSource(source({ externalKey: 'x:1', title: 'Leaf' }), [
      { sectionPath: 'Leaf', body: 'A leaf has a flat blade.' },
    ]);
    const found = await repository.search({ query: 'leaves', limit: 5 });
    expect(found.map((passage) => passage.body)).toEqual(
      expect.arrayContaining(['A leaf has a flat blade.', 'Leaves are green because of chlorophyll.']),
    );
  });

  it('reads web-search syntax, and with match "any" finds passages with some of the words', async () => {
    await repository.replaceSource(source(), PHOTOSYNTHESIS);
    expect(await repository.search({ query: 'oxygen -water', limit: 5 })).toHaveLength(1);
    expect(await repository.search({ query: '"oxygen released"', limit: 5 })).toHaveLength(1);
    expect(await repository.search({ query: 'oxygen mitochondria', limit: 5 })).toEqual([]);
    const some = await repository.search({ query: 'oxygen mitochondria', limit: 5, match: 'any' });
    expect(some).toHaveLength(2);
    const rest = await repository.search({
      query: 'oxygen mitochondria',
      limit: 5,
      match: 'any',
      excludeIds: [some[0]!.id],
    });
    expect(rest.map((passage) => passage.id)).toEqual([some[1]!.id]);
  });

  it('filters by source kind and source id, and keeps to top k', async () => {
    const wikipedia = await repository.replaceSource(source(), PHOTOSYNTHESIS);
    const document = await repository.replaceSource(
      source({ kind: 'document', externalKey: 'doc-1', title: 'Class notes', url: null }),
      [{ sectionPath: 'Class notes', body: 'Oxygen leaves the leaf through the stomata.' }],
    );
    const all = await repository.search({ query: 'oxygen', limit: 10 });
    expect(new Set(all.map((passage) => passage.source.id))).toEqual(new Set([wikipedia, document]));
    const documents = await repository.search({ query: 'oxygen', limit: 10, kinds: ['document'] });
    expect(documents.map((passage) => passage.source.title)).toEqual(['Class notes']);
    const byId = await repository.search({ query: 'oxygen', limit: 10, sourceIds: [wikipedia] });
    expect(byId.every((passage) => passage.source.id === wikipedia)).toBe(true);
    expect(await repository.search({ query: 'oxygen', limit: 1 })).toHaveLength(1);
    expect(await repository.search({ query: 'oxygen', limit: 10, sourceIds: [] })).toEqual([]);
  });

  it('answers nothing for a query without words, or of stop words only', async () => {
    await repository.replaceSource(source(), PHOTOSYNTHESIS);
    expect(await repository.search({ query: '?!', limit: 5 })).toEqual([]);
    expect(await repository.search({ query: 'what is it', limit: 5 })).toEqual([]);
    expect(await repository.search({ query: 'what is it', limit: 5, match: 'any' })).toEqual([]);
  });

  it('replaces the passages of the same source, adds the topic, and finds sources by topic', async () => {
    const first = await repository.replaceSource(source(), PHOTOSYNTHESIS);
    const second = await repository.replaceSource(
      source({ revision: '2', topicKey: 'plants', fetchedAt: new Date('2026-06-01T00:00:00Z') }),
      PHOTOSYNTHESIS.slice(0, 2),
    );
    expect(second).toBe(first);
    expect(await count(knowledgePassages)).toBe(2);
    const [stored] = await repository.sourcesForTopic('plants');
    expect(stored).toMatchObject({ id: first, revision: '2', fetchedAt: new Date('2026-06-01T00:00:00Z') });
    expect((await repository.sourcesForTopic('photosynthesis', 'wikipedia')).map((s) => s.id)).toEqual([
      first,
    ]);
    expect(await repository.sourcesForTopic('photosynthesis', 'document')).toEqual([]);
    await repository.refreshSource(first, 'light', new Date('2026-07-01T00:00:00Z'));
    expect((await repository.sourcesForTopic('light'))[0]?.fetchedAt).toEqual(
      new Date('2026-07-01T00:00:00Z'),
    );
    expect(await repository.sourceByExternalKey('wikipedia', 'en.wikipedia.org:24544')).toMatchObject({
      id: first,
    });
  });

  it('stores nothing half-made: a failing passage leaves the earlier copy and no new source', async () => {
    await repository.replaceSource(source(), PHOTOSYNTHESIS);
    const broken = [{ sectionPath: 'Photosynthesis', body: null as unknown as string }];
    await expect(repository.replaceSource(source({ revision: '2' }), broken)).rejects.toThrow();
    await expect(
      repository.replaceSource(source({ externalKey: 'en.wikipedia.org:1', title: 'Other' }), broken),
    ).rejects.toThrow();
    expect(await count(knowledgeSources)).toBe(1);
    expect(await count(knowledgePassages)).toBe(PHOTOSYNTHESIS.length);
    expect((await repository.sourcesForTopic('photosynthesis'))[0]?.revision).toBe('1');
  });

  it('deletes the passages with their source', async () => {
    await repository.replaceSource(source(), PHOTOSYNTHESIS);
    await database.db.delete(knowledgeSources);
    expect(await count(knowledgePassages)).toBe(0);
  });
});
