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

/**
 * Twelve crops, each with its own facts: every sentence below differs from the others in its words, as a real
 * source's do. The writer never says a sentence twice (issue 39), so a source of repeated sentences would
 * measure a short episode, not a ten-minute one.
 */
const CROPS = [
  [
    'Maize',
    'the American Midwest',
    'hot',
    'nitrogen well',
    'red',
    'dark green',
    1921,
    'Iowa',
    62,
    'at dawn',
    'its C4 leaves lose little water',
    4,
    9,
    40,
    'wheat',
  ],
  [
    'Rice',
    'the river deltas of Asia',
    'humid',
    'standing water',
    'blue',
    'bright green',
    1965,
    'Manila',
    35,
    'early in the morning',
    'the paddy keeps its roots wet',
    5,
    12,
    55,
    'barley',
  ],
  [
    'Sugarcane',
    'Brazil and India',
    'long',
    'deep moisture',
    'red',
    'olive',
    1893,
    'Honolulu',
    80,
    'before noon',
    'its sugar is moved to the stem quickly',
    12,
    14,
    70,
    'maize',
  ],
  [
    'Wheat',
    'the plains of Ukraine',
    'mild',
    'clay and silt',
    'blue',
    'golden',
    1908,
    'Kyiv',
    28,
    'in the cool hours',
    'its thin leaves heat slowly',
    8,
    2,
    45,
    'oats',
  ],
  [
    'Cassava',
    'West Africa',
    'wet',
    'little phosphorus',
    'red',
    'grey-green',
    1974,
    'Ibadan',
    30,
    'after the rain',
    'its roots store what the leaves make',
    10,
    30,
    38,
    'yam',
  ],
  [
    'Soybean',
    'Argentina',
    'warm',
    'its own nitrogen',
    'blue',
    'yellow-green',
    1936,
    'Urbana',
    25,
    'in the late morning',
    'its nodules feed the plant',
    5,
    7,
    42,
    'peanut',
  ],
  [
    'Potato',
    'the Andes',
    'cool',
    'loose loam',
    'red',
    'deep green',
    1845,
    'Dublin',
    22,
    'at first light',
    'its tubers draw sugar downward',
    4,
    18,
    36,
    'tomato',
  ],
  [
    'Barley',
    'Scandinavia',
    'short',
    'poor sand',
    'blue',
    'pale green',
    1899,
    'Copenhagen',
    20,
    'during cloudy spells',
    'its awns shade the grain',
    3,
    3,
    33,
    'rye',
  ],
  [
    'Sorghum',
    'the Sahel',
    'dry',
    'cracked earth',
    'red',
    'silvery',
    1958,
    'Khartoum',
    58,
    'only briefly at midday',
    'its waxy leaves reflect heat',
    4,
    11,
    48,
    'millet',
  ],
  [
    'Tea',
    'the hills of Assam',
    'misty',
    'acid soil',
    'blue',
    'glossy',
    1839,
    'Calcutta',
    12,
    'under shade trees',
    'the bushes are pruned low',
    36,
    4,
    29,
    'coffee',
  ],
  [
    'Cotton',
    'Uzbekistan',
    'sunny',
    'irrigated fields',
    'red',
    'dusty green',
    1927,
    'Tashkent',
    40,
    'through the afternoon',
    'its bolls need steady sugar',
    6,
    5,
    51,
    'flax',
  ],
  [
    'Oil palm',
    'Malaysia',
    'rainy',
    'peat and clay',
    'blue',
    'very dark',
    1917,
    'Kuala Lumpur',
    95,
    'all day long',
    'its fronds stand in full sun',
    30,
    20,
    64,
    'coconut',
  ],
];

function cropSection([
  crop,
  region,
  climate,
  soil,
  colour,
  look,
  year,
  city,
  grams,
  time,
  reason,
  months,
  percent,
  chloroplasts,
  rival,
]) {
  const plant = crop.toLowerCase();
  return [
    `${crop} grows mostly in ${region}, where summers are ${climate} and the soil holds ${soil}.`,
    `Its leaves absorb ${colour} light most strongly, so a field of ${plant} looks ${look} from above.`,
    `In ${year}, botanists in ${city} found that one ${plant} plant fixed about ${grams} grams of carbon in a day.`,
    `${crop} opens its stomata ${time}, which saves water because ${reason}.`,
    `Growers harvest ${plant} after ${months} months, once stored sugar makes up ${percent} percent of the crop.`,
    `Each cell of a ${plant} leaf holds roughly ${chloroplasts} chloroplasts, more than ${rival} has.`,
  ];
}

/**
 * The cached source the episode is made from, stored once as a document an admin added: twelve sections of
 * distinct prose, enough for a ten-minute episode.
 */
async function storeSource(knowledge) {
  const sections = CROPS.map((crop) => {
    const sentences = cropSection(crop);
    return `## ${crop[0]}\n\n${sentences.slice(0, 3).join(' ')}\n\n${sentences.slice(3).join(' ')}`;
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
  // Every thread of the process: speech, mixing and encoding run in workers.
  const cpuAtStart = process.cpuUsage();
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
        cpuSeconds: ((cpu) => (cpu.user + cpu.system) / 1e6)(process.cpuUsage(cpuAtStart)),
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
