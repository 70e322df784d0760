// Teaching from sources (issue 23, D19), on the embedded database with the 10,000 passages of the retrieval
// benchmark stored beside each case:
// - the offline tutor's reply with its retrieval (passagesFor, then tutorReply with the passages), for
//   learners on topics that have documents: what a chat message costs the server, Wikipedia excluded;
// - a topic whose article is cached: how many requests Wikipedia gets (a loopback server that counts);
// - a 50-page PDF read into passages and stored, with the event loop's delay measured meanwhile.
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { seedPassages } from './knowledge.mjs';
import { benchTutorRequest } from './offline-coach.mjs';
import { percentile, report } from './report.mjs';

const ROUNDS = 40;

/** What a school might upload, one document a topic, and learners' messages on it. */
const DOCUMENTS = [
  {
    title: 'Photosynthesis notes',
    topic: 'Photosynthesis',
    text: `# Light reactions
Chlorophyll in the thylakoid membranes absorbs red and blue light and reflects green, which is why leaves look green. The energy splits water molecules, which releases oxygen as a by-product.

# The Calvin cycle
In the stroma, the enzyme RuBisCO fixes carbon dioxide from the air into sugars. It uses the ATP and NADPH that the light reactions made.

# Where the mass comes from
Most of a plant's dry mass comes from carbon dioxide in the air, not from the soil. Soil supplies water and minerals such as nitrogen.`,
    messages: [
      'Where does the oxygen come from?',
      'Plants get most of their mass from the soil',
      'Why are leaves green?',
      'Just tell me what the Calvin cycle does',
      'What is chlorophyll?',
    ],
  },
  {
    title: 'The French Revolution',
    topic: 'The French Revolution',
    text: `# Causes
The causes of the French Revolution include a fiscal crisis, a rigid social order and new political ideas. Bread prices rose sharply after poor harvests in 1788.

# The Estates-General
Louis XVI called the Estates-General in May 1789 to raise taxes. The Third Estate declared itself the National Assembly in June.

# The Terror
Robespierre led the Committee of Public Safety during the Reign of Terror of 1793 and 1794. He was executed in July 1794.`,
    messages: [
      'What caused the French Revolution?',
      'Who was Robespierre?',
      'Napoleon started the revolution in 1789, right?',
      'please just tell me the answer',
      'Why did bread prices matter?',
    ],
  },
];

async function serverModules() {
  const dist = '../../apps/server/dist';
  return {
    ...(await import(`${dist}/config/env.js`)),
    ...(await import(`${dist}/db/client.js`)),
    ...(await import(`${dist}/db/embedded-maintenance.js`)),
    ...(await import(`${dist}/knowledge/create-knowledge.js`)),
    ...(await import(`${dist}/coach/create-coach.js`)),
    ...(await import(`${dist}/coach/retrieval-query.js`)),
  };
}

/** An admin to upload as, as the Sources tab has one. */
async function adminId(db) {
  const { rows } = await db.execute(sql`
    insert into users (username, email, password_hash, role) values ('bench-admin', 'bench@example.com', 'x', 'admin')
    returning id`);
  return rows[0].id;
}

/** A loopback stand-in for Wikipedia that counts what it is asked and finds nothing. */
async function countingWikipedia() {
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ batchcomplete: true, query: { search: [] } }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/w/api.php`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function tutorRepliesWithRetrieval(m, knowledge, uploader) {
  for (const document of DOCUMENTS) {
    await knowledge.documents.add({
      title: document.title,
      topics: [document.topic],
      fileName: `${document.title}.md`,
      bytes: new TextEncoder().encode(document.text),
      uploadedBy: uploader,
    });
  }
  const coach = m.createCoach(m.readEnv({ SOCRATICA_AI_PROVIDER: 'offline' }));
  const durations = [];
  let quoted = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const { topic, messages } of DOCUMENTS) {
      const history = [];
      for (const [turn, message] of messages.entries()) {
        history.push({ role: 'user', content: message });
        const started = performance.now();
        const passages = await knowledge.passagesFor(topic, m.retrievalQuery(topic, history), 3);
        let reply = '';
        for await (const piece of coach.tutorReply(
          benchTutorRequest(topic, history, turn, passages),
          new AbortController().signal,
        ))
          reply += piece;
        // The first round loads wink-nlp and WordNet, a one-off the coach benchmark measures.
        if (round > 0) durations.push(performance.now() - started);
        if (reply.includes('From the document')) quoted++;
        history.push({ role: 'assistant', content: reply });
      }
    }
  }
  const p99 = percentile(durations, 99);
  report(
    `offline tutor reply with retrieval (passagesFor + tutorReply), 10,000 passages stored, p99 of ${durations.length}`,
    `${p99.toFixed(2)} ms (median ${percentile(durations, 50).toFixed(2)} ms; ${quoted} of ${ROUNDS * 10} replies quoted a document)`,
    '< 100 ms',
    p99 < 100 && quoted > 0,
  );
}

async function cachedTopicRequests(m, db) {
  const wikipedia = await countingWikipedia();
  try {
    await db.execute(sql`
      insert into knowledge_sources (kind, title, url, licence_name, licence_url, external_key, revision, topic_keys)
      values ('wikipedia', 'Photosynthesis', 'https://en.wikipedia.org/wiki/Photosynthesis', 'CC BY-SA 4.0',
              'https://creativecommons.org/licenses/by-sa/4.0/', 'en.wikipedia.org:24544', '1', array['photosynthesis'])`);
    const quiet = { warn: () => undefined };
    const knowledge = m.createKnowledge(
      m.readEnv({ SOCRATICA_WIKIPEDIA: 'true', SOCRATICA_WIKIPEDIA_BASE_URL: wikipedia.url }),
      db,
      { log: quiet },
    );
    for (let i = 0; i < 200; i++)
      await knowledge.passagesFor('Photosynthesis', DOCUMENTS[0].messages[i % 5], 3);
    const cached = wikipedia.requests();
    await knowledge.passagesFor('Plate tectonics', 'What moves the plates?', 3);
    const uncached = wikipedia.requests() - cached;
    report(
      'requests to Wikipedia for 200 messages on a topic whose article is cached',
      `${cached} (an uncached topic: ${uncached})`,
      '0',
      cached === 0 && uncached > 0,
    );
  } finally {
    await wikipedia.close();
  }
}

async function fiftyPagePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < 50; page++) {
    const drawn = pdf.addPage();
    for (let line = 0; line < 40; line++) {
      drawn.drawText(
        `Page ${page + 1}, line ${line + 1}: the enzyme fixes carbon dioxide into sugar in the stroma.`,
        { x: 40, y: drawn.getHeight() - 40 - line * 16, size: 11, font },
      );
    }
  }
  return pdf.save();
}

async function pdfIndexing(knowledge, uploader) {
  const bytes = await fiftyPagePdf();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const stored = await knowledge.documents.add({
    title: 'Fifty pages',
    topics: ['Photosynthesis'],
    fileName: 'fifty.pdf',
    bytes,
    uploadedBy: uploader,
  });
  const ms = performance.now() - started;
  delay.disable();
  const p99 = delay.percentile(99) / 1e6;
  report(
    `a 50-page PDF (${(bytes.byteLength / 1024).toFixed(0)} KB) read in a worker and stored as ${stored.passageCount} passages`,
    `${ms.toFixed(0)} ms, event-loop delay p99 ${p99.toFixed(1)} ms (max ${(delay.max / 1e6).toFixed(1)} ms)`,
    '< 5,000 ms and p99 ≤ 50 ms',
    ms < 5_000 && p99 <= 50 && stored.pages === 50,
  );
}

export async function knowledgeSources() {
  const m = await serverModules();
  const database = await m.openPglite(mkdtempSync(join(tmpdir(), 'socratica-bench-sources-')));
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  try {
    await seedPassages(database.db);
    await new m.EmbeddedMaintenance(database.db, quiet).runOnce();
    const uploader = await adminId(database.db);
    const knowledge = m.createKnowledge(m.readEnv({ SOCRATICA_WIKIPEDIA: 'false' }), database.db, {
      log: quiet,
    });
    await tutorRepliesWithRetrieval(m, knowledge, uploader);
    await pdfIndexing(knowledge, uploader);
    await cachedTopicRequests(m, database.db);
  } finally {
    await database.close();
  }
}
