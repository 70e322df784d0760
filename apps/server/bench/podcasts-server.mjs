// The built server with an installation's worth of podcast episodes, for the podcasts benchmark of
// `npm run bench`: first 1,000 shared episodes (the RSS feed's budget), then, when the benchmark asks,
// as many more as make 10,000 (the archive's budget). A learner with a token, their own episodes, and
// ratings and progress on some shared ones, so that every archive page joins the caller's rows as it
// does for real. Rows are inserted in one SQL statement each; the files are not written, since
// neither the feed nor the archive reads them.
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app.mjs';

const FEED_EPISODES = Number(process.env.BENCH_FEED_EPISODES ?? 1_000);
const ARCHIVE_EPISODES = Number(process.env.BENCH_ARCHIVE_EPISODES ?? 10_000);

const TOPICS = [
  'Photosynthesis',
  'Cellular respiration',
  'Cell division',
  'DNA replication',
  'Natural selection',
  'The immune system',
  'Plate tectonics',
  'The water cycle',
  'Ocean tides',
  'Climate change',
  'Newton’s laws of motion',
  'Electric circuits',
  'Light and optics',
  'Thermodynamics',
  'Quantum mechanics',
  'The periodic table',
  'Acids and bases',
  'Organic chemistry',
  'Fractions',
  'Quadratic equations',
  'Trigonometry',
  'Derivatives',
  'Probability',
  'The French Revolution',
  'The Industrial Revolution',
  'The Roman Empire',
  'The Cold War',
  'Supply and demand',
  'Democracy',
  'Persuasive writing',
  'Algorithms',
  'Machine learning',
  'The solar system',
  'Black holes',
];

const ANGLES = [
  'explained',
  'for beginners',
  'step by step',
  'common mistakes',
  'in ten minutes',
  'a deep dive',
];

const literal = (values) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Episodes `from` to `to`, one every 3 hours (the last of the whole archive now), with the length of a
 * real one's title, description (about 300 characters), duration and audio size; `owner` null for
 * shared ones. Listens and ratings vary, so every sort has something to order.
 */
async function seedEpisodes(db, from, to, owner = null) {
  await db.execute(sql`
    with lists as (select ${literal(TOPICS)} as topics, ${literal(ANGLES)} as angles)
    insert into podcast_episodes
      (job_id, title, description, topic, owner_id, is_featured, voice, duration_seconds, audio_key,
       audio_bytes, transcript_key, integrated_lufs, true_peak_dbtp, script_provider, speech_provider,
       total_listens, total_ratings, rating_sum, publish_date, created_at)
    select gen_random_uuid(),
      topics[1 + n % cardinality(topics)] || ' ' || angles[1 + (n / 7) % cardinality(angles)] || ', part ' || n,
      'Our host walks through ' || lower(topics[1 + n % cardinality(topics)]) || ' from first principles, '
        || 'while the co-host asks what a listener would ask: where the idea comes from, how to picture it, '
        || 'and where it connects to ' || lower(topics[1 + (n * 7 + 3) % cardinality(topics)])
        || '. Three questions to pause and think about along the way, and a short recap at the end.',
      topics[1 + n % cardinality(topics)],
      ${owner}::int,
      n % 4 = 0,
      'nova',
      300 + (n * 37) % 1500,
      encode(sha256(('audio ' || n)::bytea), 'hex') || '.mp3',
      (300 + (n * 37) % 1500) * 8000,
      encode(sha256(('transcript ' || n)::bytea), 'hex') || '.vtt',
      -19, -1.5, 'offline', 'offline',
      (n * 7919) % 500,
      (n * 13) % 40,
      ((n * 13) % 40) * (1 + n % 5),
      now() - (${ARCHIVE_EPISODES}::int - n) * interval '3 hours',
      now() - (${ARCHIVE_EPISODES}::int - n) * interval '3 hours'
    from lists, generate_series(${from}::int, ${to}::int) as n`);
}

/** The learner the archive is read as, signed by the server (argon2 sign-in is not what is measured). */
async function seedLearner(app, db) {
  const { rows } = await db.execute(sql`
    insert into users (username, email, password_hash, role)
    values ('podcast-listener', 'podcast-listener@example.com', 'not-a-hash', 'user')
    returning id, username, email, role, token_version`);
  const row = rows[0];
  const token = app.issueToken({
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    tokenVersion: row.token_version,
  }).token;
  return { id: row.id, token };
}

/** Their rating of one shared episode in 20 and progress in one in 10, among the first `upTo`. */
async function seedListening(db, userId, upTo) {
  await db.execute(sql`
    insert into podcast_ratings (episode_id, user_id, rating)
    select id, ${userId}, 1 + id % 5 from podcast_episodes where owner_id is null and id % 20 = 0 and id <= ${upTo}
    on conflict do nothing`);
  await db.execute(sql`
    insert into podcast_progress (episode_id, user_id, furthest_percent, completed)
    select id, ${userId}, (id * 7) % 101, (id * 7) % 101 >= 95
    from podcast_episodes where owner_id is null and id % 10 = 0 and id <= ${upTo}
    on conflict do nothing`);
}

const { app, database, maintenance, listen } = await startBenchApp('podcasts');
const started = performance.now();
const learner = await seedLearner(app, database.db);
await seedEpisodes(database.db, 1, FEED_EPISODES);
await seedListening(database.db, learner.id, FEED_EPISODES);
await maintenance.runOnce();
const seedSeconds = (performance.now() - started) / 1000;

process.on('message', async (message) => {
  if (message !== 'grow the archive') return;
  const growing = performance.now();
  // The learner's own episodes (D17) among the shared ones, then the rest of the archive.
  await seedEpisodes(database.db, FEED_EPISODES + 1, FEED_EPISODES + 30, learner.id);
  await seedEpisodes(database.db, FEED_EPISODES + 31, ARCHIVE_EPISODES);
  await seedListening(database.db, learner.id, ARCHIVE_EPISODES);
  await maintenance.runOnce();
  process.send({ episodes: ARCHIVE_EPISODES, seedSeconds: (performance.now() - growing) / 1000 });
});

process.send?.({
  port: await listen(),
  episodes: FEED_EPISODES,
  learnerToken: learner.token,
  topics: TOPICS,
  seedSeconds,
});
