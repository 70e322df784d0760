// The built server without a YouTube key, so that video searches are answered from the curated
// catalogue, seeded with 10,000 videos, for the catalogue-search benchmark of `npm run bench`; and
// the learners who search it, each with a token.
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app.mjs';

const VIDEOS = Number(process.env.BENCH_CURATED_VIDEOS ?? 10_000);
/** At the default 10 searches a minute each, room for 20,000 searches in the benchmark's minute. */
const LEARNERS = Number(process.env.BENCH_SEARCHING_LEARNERS ?? 2_000);

/** What the catalogue is about: the subjects learners ask for, with their own words. */
export const TOPICS = [
  'Photosynthesis',
  'Cellular respiration',
  'Cell division',
  'Mitosis and meiosis',
  'DNA replication',
  'Protein synthesis',
  'Natural selection',
  'The immune system',
  'The nervous system',
  'Enzymes',
  'Plate tectonics',
  'Volcanoes',
  'Earthquakes',
  'The water cycle',
  'Ocean tides',
  'Climate change',
  'Weather fronts',
  'The rock cycle',
  'Glaciers',
  'Erosion',
  'Newton’s laws of motion',
  'Gravity',
  'Electric circuits',
  'Magnetism',
  'Light and optics',
  'Sound waves',
  'Thermodynamics',
  'Quantum mechanics',
  'Special relativity',
  'Nuclear fission',
  'The periodic table',
  'Chemical bonds',
  'Acids and bases',
  'Chemical equilibrium',
  'Organic chemistry',
  'Redox reactions',
  'Stoichiometry',
  'Fractions',
  'Linear equations',
  'Quadratic equations',
  'The Pythagorean theorem',
  'Trigonometry',
  'Derivatives',
  'Integrals',
  'Probability',
  'Statistics',
  'Prime numbers',
  'Vectors',
  'Matrices',
  'The French Revolution',
  'The Industrial Revolution',
  'World War I',
  'The Roman Empire',
  'Ancient Egypt',
  'The Renaissance',
  'The Cold War',
  'Supply and demand',
  'Inflation',
  'Democracy',
  'Shakespeare’s sonnets',
  'Persuasive writing',
  'Grammar basics',
  'Algorithms',
  'Recursion',
  'Machine learning',
  'Computer networks',
  'The solar system',
  'Black holes',
  'The Big Bang',
  'Stars and galaxies',
];
const STYLES = [
  'explained',
  'for beginners',
  'in ten minutes',
  'a lecture',
  'crash course',
  'made simple',
  'deep dive',
  'step by step',
  'an introduction',
  'worked examples',
  'common mistakes',
  'review',
];
const CHANNELS = [
  ['Khan Academy', 'UC4a-Gbdw7vOaccHmFo40b9g'],
  ['CrashCourse', 'UCX6b17PVsYBQ0ip5gyeme-Q'],
  ['TED-Ed', 'UCsooa4yRKGN_zEE8iknghZA'],
  ['Veritasium', 'UCHnyfMqiRRG1u-2MsSQLbXA'],
  ['SciShow', 'UCZYTClx2T1of7BRZ86-8fow'],
  ['MIT OpenCourseWare', 'UCEBb1b_L6zDS3xTUrIALZOw'],
  ['Amoeba Sisters', 'UCb2HGwORFBo94DmRx4oLzow'],
  ['Science Corner', 'UCbenchScienceCorner00000'],
  ['History Lessons', 'UCbenchHistoryLessons0000'],
  ['Math Made Easy', 'UCbenchMathMadeEasy000000'],
];
const OPENINGS = [
  'A clear look at',
  'Everything you need to know about',
  'We explore',
  'A visual tour of',
  'The key ideas behind',
  'Questions and answers on',
  'A short history of',
  'Experiments that show',
];
const CATEGORIES = [
  'Biology',
  'Earth science',
  'Physics',
  'Chemistry',
  'Mathematics',
  'History',
  'Economics and civics',
  'Language arts',
  'Computing',
  'Astronomy',
];

const literal = (values) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Inserts the catalogue in one statement: varied titles, channels, descriptions and scores. */
async function seedCatalogue(db, count) {
  await db.execute(
    sql`insert into video_categories (name, description, priority)
        select name, 'Curated ' || lower(name) || ' videos', ord::int
        from unnest(${literal(CATEGORIES)}) with ordinality as c(name, ord)`,
  );
  await db.execute(sql`
    with lists as (
      select ${literal(TOPICS)} as topics, ${literal(STYLES)} as styles,
             ${literal(CHANNELS.map(([name]) => name))} as channel_names,
             ${literal(CHANNELS.map(([, id]) => id))} as channel_ids,
             ${literal(OPENINGS)} as openings,
             (select array_agg(id order by id) from video_categories) as category_ids
    )
    insert into curated_videos
      (category_id, video_id, title, url, channel, channel_id, description, duration, view_count,
       quality_score, availability_status)
    select
      category_ids[1 + (n % cardinality(category_ids))],
      'B' || lpad(to_hex(n), 10, '0'),
      topics[1 + (n % cardinality(topics))] || ': ' || styles[1 + ((n / 7) % cardinality(styles))],
      'https://www.youtube.com/watch?v=' || 'B' || lpad(to_hex(n), 10, '0'),
      channel_names[1 + ((n / 3) % cardinality(channel_names))],
      channel_ids[1 + ((n / 3) % cardinality(channel_ids))],
      openings[1 + ((n / 11) % cardinality(openings))] || ' ' || lower(topics[1 + (n % cardinality(topics))])
        || ', and how it connects to ' || lower(topics[1 + ((n * 7 + 3) % cardinality(topics))])
        || '. Part ' || (1 + n / 700) || ' of the series.',
      'PT' || (2 + n % 40) || 'M' || (n % 60) || 'S',
      (n * 7919) % 5000000,
      ((n * 37) % 101) / 10.0,
      case when n % 50 = 0 then 'unavailable' else 'available' end
    from lists, generate_series(1, ${count}) as n`);
}

/**
 * The benchmark spreads its searches over many learners, as a busy installation sees them, so that
 * each stays within their searches per minute and the figure is of the search, not of the limiter.
 * They are inserted directly and handed tokens the server signs: signing in 2,000 learners through
 * argon2id would take longer than the benchmark.
 */
async function seedLearners(app, db, count) {
  const { rows } = await db.execute(sql`
    insert into users (username, email, password_hash, role)
    select 'searcher' || g, 'searcher' || g || '@example.com', 'not-a-hash', 'user'
    from generate_series(1, ${count}) g
    returning id, username, email, role, token_version`);
  return rows.map(
    (row) =>
      app.issueToken({
        id: row.id,
        username: row.username,
        email: row.email,
        role: row.role,
        tokenVersion: row.token_version,
      }).token,
  );
}

const { app, database, listen } = await startBenchApp('catalogue');
await seedCatalogue(database.db, VIDEOS);
const learnerTokens = await seedLearners(app, database.db, LEARNERS);
// What autovacuum would do after a bulk load (PGlite has none): fresh statistics for the planner.
await database.db.execute(sql`vacuum analyze curated_videos`);
process.send?.({ port: await listen(), topics: TOPICS, learnerTokens });
