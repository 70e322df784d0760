// The built server with an installation's worth of learning, for the review benchmark of `npm run bench`
// (issue 40): 10,000 completed sessions of 200 learners, 100,000 post-assessment answers, and a review card
// for each answer that missed, due from 30 days ago to 60 days ahead. Inserted in one SQL statement each.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../dist/modules/users/password-hashing.js';
import { startBenchApp } from './bench-app.mjs';
import { seedCompletedSessions } from './seed-sessions.mjs';

const SESSIONS = Number(process.env.BENCH_REVIEW_SESSIONS ?? 10_000);
const ANSWERS = Number(process.env.BENCH_REVIEW_ANSWERS ?? 100_000);
/** The learners the benchmark signs in as, among the 200 seeded. */
const REVIEWERS = 20;
const PASSWORD = 'review-bench-password';

/** Ten answers per session, four in ten of them missed in full or in part. */
async function seedAnswers(db, count) {
  await db.execute(sql`
    insert into assessment_responses (session_id, phase, question_number, question_id, question_text,
      user_answer, time_spent, score, correct)
    select s.id, 'post', q, 'q' || q, 'Question ' || q || ' of session ' || s.id, 'an answer', 20,
      case when (s.id * 7 + q * 13) % 10 < 4 then ((s.id + q) % 3) / 2.0 else 1 end,
      (s.id * 7 + q * 13) % 10 >= 4
    from (select id from assessment_sessions order by id limit ${Math.ceil(count / 10)}) s,
      generate_series(1, 10) q`);
}

async function seedCards(db) {
  await db.execute(sql`
    insert into review_cards (user_id, session_id, origin, item_ref, topic, question, source, due, stability,
      difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
    select s.user_id, s.id, 'missed_item', r.question_id, s.topic,
      jsonb_build_object('id', r.question_id, 'text', r.question_text, 'type', 'short_answer',
        'purpose', '', 'options', '[]'::jsonb, 'learning_objective', null, 'bloom_level', null,
        'context_field', null, 'scale', null,
        'key', jsonb_build_object('acceptedAnswer', 'The accepted answer.')),
      null, now() + ((r.id * 7919) % 90 - 30) * interval '1 day', 2.3, 5, 0, 1, 0, 1, 0, 2, now()
    from assessment_responses r join assessment_sessions s on s.id = r.session_id
    where r.phase = 'post' and r.score < 1`);
}

const { database, listen, maintenance } = await startBenchApp('review');
const started = performance.now();
await seedCompletedSessions(database.db, SESSIONS);
await seedAnswers(database.db, ANSWERS);
await seedCards(database.db);
const passwordHash = await hashPassword(PASSWORD);
await database.db.execute(
  sql`update users set password_hash = ${passwordHash} where username in (select 'seed' || g from generate_series(1, ${REVIEWERS}) g)`,
);
await maintenance.runOnce();
const counted = await database.db.execute(sql`
  select (select count(*) from assessment_sessions) as sessions,
    (select count(*) from assessment_responses) as answers, (select count(*) from review_cards) as cards`);
const [figures] = counted.rows ?? counted;
const seedSeconds = (performance.now() - started) / 1000;
process.send?.({
  port: await listen(),
  sessions: Number(figures.sessions),
  answers: Number(figures.answers),
  cards: Number(figures.cards),
  reviewers: Array.from({ length: REVIEWERS }, (_, i) => `seed${i + 1}`),
  password: PASSWORD,
  seedSeconds,
});
