// The built server with a busy installation's tested learning, for the `learning` group of `npm run bench`:
// 10,000 completed sessions on 50 topics (seed-sessions.mjs), each with a post-assessment of 10 items drawn from its topic's 20
// (100,000 item answers), half of them with an answered knowledge pre-check, and some replaced replies.
// Inserted in one SQL statement each; no ANALYZE, as an embedded installation runs none.
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app.mjs';
import { seedCompletedSessions } from './seed-sessions.mjs';

const SESSIONS = Number(process.env.BENCH_LEARNING_SESSIONS ?? 10_000);
const ITEMS_PER_SESSION = 10;
const TOPICS = 50;
const DAY_MS = 24 * 3600_000;

/** The item a session's k-th question is: one of its topic's 20, the same text wherever it is asked. */
const ITEM_TEXT = sql.raw(`'Item ' || ((s.id + k * 3) % 20) || ' of ' || s.topic || '?'`);

async function seed(db) {
  // Sessions over the last 90 days; a session's id (its learner's ability, 0–99) decides its answers.
  await seedCompletedSessions(db, SESSIONS, { topics: TOPICS, days: 90 });
  await db.execute(sql`
    update assessment_sessions s set post_questions = (
      select jsonb_agg(jsonb_build_object('id', 'p' || k, 'text', ${ITEM_TEXT}, 'type', 'multiple_choice',
        'purpose', 'bench', 'options', jsonb_build_array('a', 'b', 'c', 'd'), 'learning_objective', 'bench',
        'bloom_level', 'remember', 'context_field', null, 'scale', null,
        'key', jsonb_build_object('correctOptions', jsonb_build_array('a'), 'source', 'knowledge_base',
          'pattern', 'pattern-' || (k % 4))) order by k)
      from generate_series(1, ${ITEMS_PER_SESSION}) k)`);
  await db.execute(sql`
    insert into assessment_responses (session_id, phase, question_number, question_id, question_text, user_answer,
      time_spent, score, correct)
    select s.id, 'post', k, 'p' || k, ${ITEM_TEXT}, case when a.right then 'a' else 'b' end, 10,
      case when a.right then 1 else 0 end, a.right
    from assessment_sessions s, generate_series(1, ${ITEMS_PER_SESSION}) k,
      lateral (select ((s.id * 7919 + k * 104729) % 100) < 20 + (s.id * 31) % 70 as right) a`);
  await db.execute(sql`
    update assessment_sessions s set post_score = 10.0 * (
      select count(*) from assessment_responses r where r.session_id = s.id and r.correct)`);
  await db.execute(sql`
    update assessment_sessions s set precheck = jsonb_build_object('outcome', 'answered', 'questions', '[]'::jsonb,
      'parallels', jsonb_build_array(jsonb_build_object('id', 'p1'), jsonb_build_object('id', 'p2')),
      'score', (s.id * 13) % 67)
    where s.id % 2 = 0`);
  await db.execute(sql`
    insert into chat_messages (session_id, role, content, answered_offline)
    select s.id, 'assistant', 'A reply the offline coach wrote.', true
    from assessment_sessions s where s.id % 7 = 0`);
}

const { database, listen } = await startBenchApp('learning');
const started = performance.now();
await seed(database.db);
const seedSeconds = (performance.now() - started) / 1000;
const [{ answers }] = (
  await database.db.execute(sql`select count(*)::int as answers from assessment_responses`)
).rows;
process.send?.({
  port: await listen(),
  sessions: SESSIONS,
  answers,
  seedSeconds,
  earliest: new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10),
});

/**
 * A learner completes one more session (a copy of a seeded one, its ten answers with it), as the benchmark
 * asks between two reads: the read after it is the first with a new answer.
 */
process.on('message', async (message) => {
  if (message !== 'answer') return;
  await database.db.execute(sql`
    with source as (select id from assessment_sessions order by random() limit 1),
      copy as (
        insert into assessment_sessions (user_id, topic, topic_key, requested_difficulty, chosen_times, total_minutes,
          pre_minutes, chat_minutes, post_minutes, status, baseline_questions, post_questions, post_score, precheck)
        select user_id, topic, topic_key, requested_difficulty, chosen_times, total_minutes, pre_minutes,
          chat_minutes, post_minutes, status, baseline_questions, post_questions, post_score, precheck
        from assessment_sessions where id = (select id from source)
        returning id)
    insert into assessment_responses (session_id, phase, question_number, question_id, question_text, user_answer,
      time_spent, score, correct)
    select copy.id, r.phase, r.question_number, r.question_id, r.question_text, r.user_answer, r.time_spent, r.score,
      r.correct
    from copy, assessment_responses r where r.session_id = (select id from source)`);
  process.send('answered');
});
