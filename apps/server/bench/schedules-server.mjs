// The built server with an installation's worth of podcast schedules, for the schedules benchmark of
// `npm run bench`: first 500 (the admin's list), then, when asked, as many more as make 10,000, of which 100
// are due, and one tick of the scheduler, timed here in the server that runs it.
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app.mjs';

const LISTED = Number(process.env.BENCH_LISTED_SCHEDULES ?? 500);
const TICKED = Number(process.env.BENCH_TICKED_SCHEDULES ?? 10_000);
const DUE = Number(process.env.BENCH_DUE_SCHEDULES ?? 100);
const FREQUENCIES = ['daily', 'weekly', 'monthly'];

/**
 * Schedules `from` to `to` of the admin, each at its own minute of the day, next due tomorrow or later;
 * `dueFrom` onwards have their slot a minute ago, today, as a busy installation's are at a busy minute.
 */
async function seedSchedules(db, from, to, dueFrom = to + 1) {
  await db.execute(sql`
    insert into podcast_schedules (owner_id, personal, title, topic, description, frequency, generation_time,
      duration_minutes, voice, use_o3_model, is_active, anchor_date, next_generation_time)
    select 1, false, 'Schedule ' || n, 'Topic ' || (n % 40), 'What the episode covers: part ' || n || '.',
      (${sql.raw(`array['${FREQUENCIES.join("','")}']`)})[1 + n % 3],
      case when n >= ${dueFrom} then to_char(slot at time zone 'America/New_York', 'HH24:MI')
        else lpad(((n / 60) % 24)::text, 2, '0') || ':' || lpad((n % 60)::text, 2, '0') end,
      5 * (1 + n % 6), 'nova', false, true, (slot at time zone 'America/New_York')::date,
      case when n >= ${dueFrom} then slot else now() + interval '1 day' + (n % 1440) * interval '1 minute' end
    from generate_series(${from}::int, ${to}::int) as n,
      (select date_trunc('minute', now()) - interval '1 minute' as slot) as due_slot`);
}

const { services, database, maintenance, listen } = await startBenchApp('schedules');
await seedSchedules(database.db, 1, LISTED);
await maintenance.runOnce();

process.on('message', async (message) => {
  if (message !== 'grow and tick') return;
  await seedSchedules(database.db, LISTED + 1, TICKED, TICKED - DUE + 1);
  await maintenance.runOnce();
  services.scheduleTicker.schedulesChanged();
  const started = performance.now();
  const result = await services.scheduleTicker.tick(new Date());
  const tickMs = performance.now() - started;
  process.send({ schedules: TICKED, due: DUE, jobs: result.jobIds.length, tickMs });
});

process.send?.({ port: await listen(), schedules: LISTED });
