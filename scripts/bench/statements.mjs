// Issue 37's budgets for reading statements: reading passages at indexing, judging a learner's message
// against a session's passages, and the offline tutor's reply with the reader in use. Retrieval over the
// stored passages (10,000 of them) is PostgreSQL full-text search, measured by `npm run bench -- knowledge`;
// the reader judges only the passages it returns.
import { percentile, report, inform } from './report.mjs';

const FACTS = [
  'Photosynthesis takes place in the chloroplasts of plant cells.',
  'The light-dependent reactions happen in the thylakoid membranes.',
  'Chlorophyll absorbs mostly red and blue light and reflects green light.',
  'In 1771, Joseph Priestley showed that a sprig of mint could restore air in which a candle had burned.',
  'After five years the tree had gained about 74 kilograms while the soil had lost only 57 grams.',
  'On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder.',
  'The Convention put Louis XVI on trial for treason, and the king was executed by guillotine in Paris on 21 January 1793.',
  'Pumice can float on water because it is full of gas bubbles, which give it a low density.',
  'Obsidian is a volcanic glass that forms when lava cools very quickly, so crystals do not have time to grow.',
  'In April 1815, Mount Tambora on the island of Sumbawa in Indonesia produced the largest eruption in recorded history.',
  'When the price of a good rises, the quantity demanded falls, as long as other things stay the same.',
  'A net force of 10 newtons gives a 2 kilogram mass an acceleration of 5 metres per second squared.',
  'Romeo and Juliet is a tragedy written by William Shakespeare about two young lovers.',
  'The smallest Pythagorean triple is 3, 4 and 5, because 9 plus 16 equals 25.',
  'Breaking a chemical bond always absorbs energy, and forming a bond always releases energy.',
  'Most volcanoes form at the boundaries of tectonic plates.',
];
const MESSAGES = [
  'Plants absorb oxygen during photosynthesis, right?',
  'The crowds stormed the Bastille in 1790.',
  'Pumice sinks in water because it is heavy, right?',
  'Obsidian forms when lava cools very slowly.',
  'When the price of a good rises, the quantity demanded rises too.',
  'Where does photosynthesis take place?',
  'I think the king was executed in 1793.',
  'Mount Tambora erupted in 1815 in Indonesia, right?',
];

function passage(id) {
  const body = Array.from({ length: 4 }, (_, k) => FACTS[(id * 3 + k) % FACTS.length]).join(' ');
  return {
    id,
    body,
    sectionPath: `Source ${id} › Section ${id % 7}`,
    score: 0.5,
    matchedAllWords: true,
    citation: {
      kind: 'wikipedia',
      title: `Source ${id}`,
      section: `Section ${id % 7}`,
      url: `https://en.wikipedia.org/wiki/Source_${id}`,
      licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
      fetchedAt: new Date(),
    },
  };
}

export async function statementReading() {
  const { judgeLearnerMessage } =
    await import('../../apps/server/dist/knowledge/statements/source-verdicts.js');
  const { prepareStatementReader, withStatements } =
    await import('../../apps/server/dist/knowledge/statements/passage-statements.js');
  const { writeTutorReply } = await import('../../apps/server/dist/coach/offline/tutor/tutor-reply.js');
  const { tutorRequest } = await import('../../apps/server/dist/coach/offline/tutor/tutor-test-request.js');
  await prepareStatementReader();

  // Indexing: 500 passages of four sentences each, read into statements.
  const passages = Array.from({ length: 500 }, (_, id) => passage(id + 1));
  const started = performance.now();
  const stored = await withStatements(
    passages.map((p) => ({ sectionPath: p.sectionPath, body: p.body })),
    'Benchmark',
  );
  const statements = stored.reduce((n, p) => n + p.statements.statements.length, 0);
  const indexing = performance.now() - started;
  report(
    'reading 500 passages at indexing',
    `${(indexing / 1000).toFixed(2)} s (${statements} statements)`,
    '< 5 s',
    indexing < 5000,
  );

  // A message judged against the passages retrieval returns for it (3 for a reply, as the chat asks).
  for (const k of [3, 20]) {
    const durations = [];
    for (let i = 0; i < 1000; i++) {
      const chosen = Array.from({ length: k }, (_, j) => passages[(i * 7 + j) % passages.length]);
      const begun = performance.now();
      await judgeLearnerMessage(MESSAGES[i % MESSAGES.length], 'Photosynthesis', chosen);
      durations.push(performance.now() - begun);
    }
    const p99 = percentile(durations, 99);
    const name = `reading a learner message and judging it against ${k} retrieved passages, p99 of 1000`;
    if (k === 3)
      report(
        name,
        `${p99.toFixed(2)} ms (median ${percentile(durations, 50).toFixed(2)} ms)`,
        '< 30 ms',
        p99 < 30,
      );
    else inform(name, `${p99.toFixed(2)} ms`, 'the chat retrieves 3; this shows how judging grows with more');
  }

  // The offline tutor's reply with the reader in use: claims and questions against three passages.
  const durations = [];
  for (let i = 0; i < 300; i++) {
    const chosen = Array.from({ length: 3 }, (_, j) => passages[(i * 5 + j) % passages.length]);
    const history = [{ role: 'user', content: MESSAGES[i % MESSAGES.length] }];
    const begun = performance.now();
    await writeTutorReply({ ...tutorRequest('Photosynthesis', history), passages: chosen });
    durations.push(performance.now() - begun);
  }
  const p99 = percentile(durations, 99);
  report(
    'offline tutor reply with statements read, p99 of 300',
    `${p99.toFixed(2)} ms (median ${percentile(durations, 50).toFixed(2)} ms)`,
    '< 100 ms',
    p99 < 100,
  );
}
