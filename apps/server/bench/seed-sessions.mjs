// Fills the database with completed sessions, as a busy installation would have, in one SQL statement each.
import { sql } from 'drizzle-orm';

/**
 * `count` completed sessions of 200 learners ('seed1'…'seed200') on `topics` topics ('Topic 0'…), started
 * over the last `days` days (all now when 1).
 */
export async function seedCompletedSessions(db, count, { topics = 300, days = 1 } = {}) {
  await db.execute(sql`
    insert into users (username, email, password_hash, role)
    select 'seed' || g, 'seed' || g || '@example.com', 'not-a-hash', 'user' from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into assessment_sessions (user_id, topic, topic_key, requested_difficulty, chosen_times, total_minutes,
      pre_minutes, chat_minutes, post_minutes, status, baseline_questions, baseline_score, difficulty_level,
      post_score, baseline_completed_at, post_completed_at, created_at)
    select u.id, 'Topic ' || (g % ${topics}), 'topic ' || (g % ${topics}), 'beginner', '[15]'::jsonb, 15, 2.3, 10.5,
      2.3, 'completed', '[]'::jsonb, (g * 37) % 100, (array['beginner','intermediate','advanced'])[1 + g % 3],
      (g * 53) % 101, now(), now(), now() - (g % ${days}) * interval '1 day'
    from generate_series(1, ${count}) g
    join users u on u.username = 'seed' || (1 + g % 200)`);
}
