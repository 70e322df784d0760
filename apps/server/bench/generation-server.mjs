// The built server, with its job queue, for the generation benchmark of `npm run bench`: on request it
// queues a 10-minute episode on a topic whose source is stored (issue 24), so what is measured is the script
// from that source, speech, the mix, levelling, encoding and publishing, and it reports its own event loop's
// delay while the job ran. It also times the script writer alone.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { writeOfflinePodcastScript } from '../dist/coach/offline/podcast/offline-podcast-script.js';
import { podcastEpisodes, podcastJobs } from '../dist/db/schema/index.js';
import { startBenchApp } from './bench-app.mjs';

const TOPIC = 'Photosynthesis for the benchmark';

/** Ordinary explanatory English, about 35 words a sentence, as a source's prose has it. */
const PROSE = [
  'Photosynthesis is how green plants turn the energy of light into chemical energy that they can store and use later, mostly as sugar built from carbon dioxide and water.',
  'Inside the leaf, chloroplasts hold a green pigment called chlorophyll, which absorbs red and blue light and reflects much of the green, which is why leaves look green to us.',
  'The first stage needs light, because water molecules are split, oxygen is released into the air, and the energy captured is held for a moment in two small carrier molecules.',
  'The second stage is the Calvin cycle, which does not need light directly and uses those carriers to fix carbon dioxide into the sugars the plant grows from.',
  'On a sunny afternoon a tree is quietly building sugar out of air and water, and the oxygen it gives off is the same oxygen that people and animals breathe.',
  'Green light is common in sunlight, yet leaves reflect much of it, and botanists still discuss why plants evolved pigments that leave so much of that energy unused.',
  'Much of the oxygen in the atmosphere comes from tiny algae in the oceans, whose photosynthesis matters as much for the planet as that of the forests on land.',
];

/**
 * The cached source the episode is made from, stored once as a document an admin added: twelve sections of
 * ordinary prose (about 3,000 words), enough for a ten-minute episode.
 */
async function storeSource(knowledge) {
  const sections = Array.from({ length: 12 }, (_, section) => {
    const sentences = PROSE.map((_, at) => PROSE[(section + at) % PROSE.length]);
    return `## Part ${section + 1}\n\n${sentences.slice(0, 4).join(' ')}\n\n${sentences.slice(4).join(' ')}`;
  });
  await knowledge.documents.add({
    title: TOPIC,
    topics: [TOPIC],
    fileName: 'photosynthesis.md',
    bytes: new TextEncoder().encode(`# ${TOPIC}\n\n${sections.join('\n\n')}`),
    uploadedBy: null,
  });
}

/** The offline writer alone, from the stored sections, as the job calls it (median of 5 runs, ms). */
async function scriptWritingMs(knowledge) {
  const sources = await knowledge.topicSources(TOPIC);
  const times = [];
  let words = 0;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const script = await writeOfflinePodcastScript({
      title: 'Benchmark episode',
      topic: TOPIC,
      outline: '',
      durationMinutes: 10,
      wordsPerMinute: 169,
      premium: false,
      sessionConcepts: [],
      sources,
      coveredSections: [],
    });
    times.push(performance.now() - start);
    words = script.segments.flatMap((s) => s.turns).reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  }
  return { ms: times.sort((a, b) => a - b)[2], words };
}

// The source is stored: the measure is of making the episode, not of asking Wikipedia (the knowledge bench's).
const bench = await startBenchApp('generation', { SOCRATICA_WIKIPEDIA: 'false' });
const port = await bench.listen();
const admin = await bench.services.users.findByUsername('admin');
await storeSource(bench.services.knowledge);

process.on('message', async (question) => {
  if (question === 'write a script') {
    process.send(await scriptWritingMs(bench.services.knowledge));
    return;
  }
  if (question !== 'make an episode') return;
  const id = randomUUID();
  await bench.database.db.insert(podcastJobs).values({
    id,
    requestedBy: admin?.id ?? null,
    requestedByName: 'admin',
    personal: false,
    title: 'Benchmark episode',
    topic: TOPIC,
    description: '',
    durationMinutes: 10,
    voice: 'nova',
    isFeatured: false,
    useO3Model: false,
    scriptProvider: 'offline',
    speechProvider: 'offline',
  });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  await bench.services.podcastGeneration.enqueue(id);
  /** Each stage as it was seen, in seconds from the queueing: where the time goes. */
  const stages = [];
  for (;;) {
    const [job] = await bench.database.db.select().from(podcastJobs).where(eq(podcastJobs.id, id));
    // The re-plan's script is written in milliseconds: a second pass shows as speaking again after mixing.
    if (stages.at(-1)?.stage !== job.stage) {
      stages.push({ stage: job.stage, at: ((performance.now() - start) / 1000).toFixed(1) });
    }
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'skipped') {
      delay.disable();
      const [episode] = job.episodeId
        ? await bench.database.db
            .select({
              durationSeconds: podcastEpisodes.durationSeconds,
              audioBytes: podcastEpisodes.audioBytes,
              integratedLufs: podcastEpisodes.integratedLufs,
              truePeakDbtp: podcastEpisodes.truePeakDbtp,
            })
            .from(podcastEpisodes)
            .where(eq(podcastEpisodes.id, job.episodeId))
        : [];
      process.send({
        state: job.state,
        error: job.error,
        seconds: (performance.now() - start) / 1000,
        episode,
        replanned: stages.filter(({ stage }) => stage === 'mixing').length > 1,
        stages,
        loopP99Ms: delay.percentile(99) / 1e6,
        loopMaxMs: delay.max / 1e6,
      });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

process.send({ port });
