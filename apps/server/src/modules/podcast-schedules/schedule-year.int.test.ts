import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ScheduleFrequency } from '@socratica/contracts';
import { freshDatabase } from '../../../test/test-database.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { podcastJobs, podcastSchedules } from '../../db/schema/index.js';
import { PodcastSchedulesRepository } from './podcast-schedules.repository.js';
import { easternInstant, nextSlotAfter } from './schedule-slots.js';
import { SCHEDULES_CHANGED_CHANNEL, ScheduleTicker, slotJobId } from './schedule-ticker.js';

// Issue 14: a year of one-minute ticks from three app instances sharing one PostgreSQL database.
const onPostgres = Boolean(inject('postgresTemplateUrl'));
const MINUTE = 60_000;
const YEAR_START = new Date('2026-01-01T05:00:00Z'); // midnight Eastern
const YEAR_END = new Date('2027-01-01T05:00:00Z');
const TIMES = ['01:30', '02:30', '09:00'];
const FREQUENCIES: ScheduleFrequency[] = ['daily', 'weekly', 'monthly'];
const PROVIDERS = { script: 'offline', speech: 'offline' } as const;
const quiet = { info: () => undefined, error: () => undefined };

let first: DatabaseHandle;
const instances: DatabaseHandle[] = [];
let ownerId: number;
/** The instances' clock: the simulation moves it; their own timers read it too. */
let clock = YEAR_START;

beforeAll(async () => {
  if (!onPostgres) return;
  first = await freshDatabase();
  instances.push(
    first,
    await openPostgres(first.connectionString!),
    await openPostgres(first.connectionString!),
  );
  const result = await first.db.execute<{ id: number }>(sql`
    insert into users (username, email, password_hash, role)
    values ('year-admin', 'year-admin@example.com', 'not-a-hash', 'admin') returning id`);
  ownerId = (result as { rows: { id: number }[] }).rows[0]!.id;
});
beforeEach(async () => {
  if (!onPostgres) return;
  await first.db.delete(podcastSchedules);
  await first.db.delete(podcastJobs);
});
afterAll(async () => {
  for (const instance of instances.slice(1)) await instance.close();
  await first?.close();
});

/** Three tickers, one per instance, each hearing the others' changes; `sent` collects what they queue. */
async function startInstances(sent: string[]) {
  return Promise.all(
    instances.map(async (database) => {
      const ticker = new ScheduleTicker({
        repository: new PodcastSchedulesRepository(database.db),
        enqueueMany: async (jobIds) => void sent.push(...jobIds),
        providers: PROVIDERS,
        listen: (onChange) => database.listen(SCHEDULES_CHANGED_CHANNEL, onChange, onChange),
        log: quiet,
        now: () => clock,
      });
      await ticker.start();
      return ticker;
    }),
  );
}

async function addSchedule(frequency: ScheduleFrequency, time: string, anchorDate: string, title: string) {
  const [row] = await first.db
    .insert(podcastSchedules)
    .values({
      ownerId,
      personal: false,
      title,
      topic: 'Astronomy',
      frequency,
      generationTime: time,
      durationMinutes: 5,
      voice: 'nova',
      anchorDate,
      nextGenerationTime: easternInstant(anchorDate, time),
    })
    .returning();
  return row!;
}

/** Every slot of a schedule from its first to the end, from the slot rule (itself checked against an oracle). */
function expectedSlots(row: typeof podcastSchedules.$inferSelect, end: Date): Date[] {
  const slots: Date[] = [];
  for (let at = row.nextGenerationTime!; at < end; at = nextSlotAfter(row, at)) slots.push(at);
  return slots;
}

describe.runIf(onPostgres)('a simulated year of schedules on three instances', () => {
  it('makes exactly one job per slot: none twice, none missed, across both daylight-saving changes', async () => {
    const schedules = [];
    for (const frequency of FREQUENCIES) {
      for (const time of TIMES) {
        const anchor = frequency === 'monthly' ? '2026-01-31' : '2026-01-01';
        schedules.push(await addSchedule(frequency, time, anchor, `${frequency} ${time}`));
      }
    }
    const sent: string[] = [];
    clock = YEAR_START;
    const tickers = await startInstances(sent);
    for (let at = YEAR_START.getTime(); at < YEAR_END.getTime(); at += MINUTE) {
      clock = new Date(at);
      await Promise.all(tickers.map((ticker) => ticker.tick(clock)));
    }
    for (const ticker of tickers) await ticker.stop();

    const expected = schedules.flatMap((row) =>
      expectedSlots(row, YEAR_END).map((slot) => slotJobId(row.id, slot)),
    );
    // 365 daily, 53 weekly (2026 begins on a Thursday) and 12 monthly slots per time of day.
    expect(expected).toHaveLength(3 * (365 + 53 + 12));
    expect(new Set(sent).size).toBe(sent.length);
    expect([...sent].sort()).toEqual([...expected].sort());
    const jobs = await first.db.select({ id: podcastJobs.id }).from(podcastJobs);
    expect(jobs.map((job) => job.id).sort()).toEqual([...expected].sort());
    // 525,600 minutes on three instances: about 25 s on a quiet machine, 75 s with both cores busy.
  }, 600_000);

  it('makes one job when all three instances press Generate Now at once', async () => {
    const row = await addSchedule('weekly', '09:00', '2026-03-01', 'Pressed thrice');
    const claims = await Promise.all(
      instances.map((database, n) =>
        new PodcastSchedulesRepository(database.db).claimGenerateNow(
          {
            scheduleId: row.id,
            jobId: crypto.randomUUID(),
            jobTitle: `Pressed by instance ${n}`,
            next: null,
          },
          PROVIDERS,
        ),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const jobs = await first.db
      .select()
      .from(podcastJobs)
      .where(sql`${podcastJobs.scheduleId} = ${row.id}`);
    expect(jobs).toHaveLength(1);
  });

  it('after 3 hours of downtime runs the missed slot once; after 8 hours leaves it Overdue', async () => {
    const row = await addSchedule('daily', '09:00', '2027-02-01', 'Restarted');
    const slot = new Date('2027-02-01T14:00:00Z');
    const sent: string[] = [];
    // The instances start again 3 hours after the 09:00 slot: starting, each ticks at once.
    clock = new Date('2027-02-01T17:00:00Z');
    const restarted = await startInstances(sent);
    await Promise.all(restarted.map((ticker) => ticker.tick(clock)));
    expect(sent).toEqual([slotJobId(row.id, slot)]);
    for (const ticker of restarted) await ticker.stop();
    await first.db.delete(podcastSchedules).where(eq(podcastSchedules.id, row.id));

    const late = await addSchedule('daily', '09:00', '2027-03-01', 'Down too long');
    const lateSent: string[] = [];
    clock = new Date('2027-03-01T22:00:00Z');
    const again = await startInstances(lateSent);
    // Their start-up ticks have looked already; asked to look again, they still leave it.
    for (const ticker of again) ticker.schedulesChanged();
    const results = await Promise.all(again.map((ticker) => ticker.tick(clock)));
    expect(lateSent).toEqual([]);
    expect(results.some((result) => result.leftOverdue === 1)).toBe(true);
    const [kept] = await first.db
      .select()
      .from(podcastSchedules)
      .where(sql`${podcastSchedules.id} = ${late.id}`);
    expect(kept!.nextGenerationTime?.toISOString()).toBe('2027-03-01T14:00:00.000Z');
    // The next day's slot runs as usual.
    clock = new Date('2027-03-02T14:00:00Z');
    await Promise.all(again.map((ticker) => ticker.tick(clock)));
    expect(lateSent).toEqual([slotJobId(late.id, new Date('2027-03-02T14:00:00Z'))]);
    for (const ticker of again) await ticker.stop();
  });
});
