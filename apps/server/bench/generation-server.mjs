// The built server, with its job queue, for the generation benchmark of `npm run bench`: on request it
// queues a 10-minute episode whose script is already written, so what is measured is speech, the mix,
// levelling, encoding and publishing, and it reports its own event loop's delay while the job ran.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { podcastEpisodes, podcastJobs } from '../dist/db/schema/index.js';
import { startBenchApp } from './bench-app.mjs';

/** Ordinary explanatory English, about 40 words a turn, as a podcast script has it. */
const HOST_LINES = [
  'Photosynthesis is how green plants turn the energy of light into chemical energy that they can store and use later, mostly as sugar built from carbon dioxide and water.',
  'Inside the leaf, chloroplasts hold a green pigment called chlorophyll, which absorbs red and blue light and reflects much of the green, which is why leaves look green to us.',
  'The first stage needs light. Water molecules are split, oxygen is released into the air, and the energy captured is held for a moment in two small carrier molecules.',
  'The second stage is the Calvin cycle. It does not need light directly, and it uses those carriers to fix carbon dioxide into the sugars the plant grows from.',
];
const COHOST_LINES = [
  'So when I look at a tree on a sunny afternoon, it is quietly building sugar out of thin air and water? That sounds almost too simple to be true.',
  'Wait, why green, though? If green light is the most common colour in sunlight, would it not make more sense for leaves to absorb it rather than bounce it away?',
  'And that oxygen is the same oxygen we breathe? So every breath I take depends on this first step happening somewhere in a leaf or in the ocean.',
];

/** About ten minutes at espeak's 169 words a minute: 1,690 words in 11 segments of 4 turns. */
function tenMinuteScript() {
  const segments = [];
  let words = 0;
  for (let s = 0; words < 1690; s++) {
    const turns = [];
    for (let t = 0; t < 4 && words < 1690; t++) {
      const text =
        t % 2 === 0 ? HOST_LINES[(s + t) % HOST_LINES.length] : COHOST_LINES[(s + t) % COHOST_LINES.length];
      turns.push({ speaker: t % 2 === 0 ? 'host' : 'cohost', text });
      words += text.split(/\s+/).length;
    }
    segments.push({ title: `Part ${s + 1}`, minutes: 10 / 11, turns });
  }
  return {
    segments,
    thinkQuestions: [],
    sources: ['a benchmark script'],
    shortfallNote: 'A benchmark script.',
  };
}

const bench = await startBenchApp('generation');
const port = await bench.listen();
const admin = await bench.services.users.findByUsername('admin');

process.on('message', async (question) => {
  if (question !== 'make an episode') return;
  const id = randomUUID();
  await bench.database.db.insert(podcastJobs).values({
    id,
    requestedBy: admin?.id ?? null,
    requestedByName: 'admin',
    personal: false,
    title: 'Benchmark episode',
    topic: 'Photosynthesis',
    description: '',
    durationMinutes: 10,
    voice: 'nova',
    isFeatured: false,
    useO3Model: false,
    script: tenMinuteScript(),
    scriptProvider: 'offline',
    speechProvider: 'offline',
  });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  await bench.services.podcastGeneration.enqueue(id);
  for (;;) {
    const [job] = await bench.database.db.select().from(podcastJobs).where(eq(podcastJobs.id, id));
    if (job.state === 'completed' || job.state === 'failed') {
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
        loopP99Ms: delay.percentile(99) / 1e6,
        loopMaxMs: delay.max / 1e6,
      });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

process.send({ port });
