import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodcastSchedule } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { slotJobId } from './schedule-ticker.js';

const API = '/socratica/api/podcasts/schedules';
let clock = new Date('2026-11-23T13:00:00Z'); // 08:00 Eastern
let t: TestApp;
let admin: { authorization: string };
let ana: { id: number; headers: { authorization: string } };
let ben: { id: number; headers: { authorization: string } };

const valid = {
  title: 'Morning science',
  topic: 'Photosynthesis',
  frequency: 'daily',
  generation_time: '09:00',
};

beforeAll(async () => {
  t = await createTestApp({ SOCRATICA_PODCAST_LEARNER_SCHEDULES: '2' }, { now: () => clock });
  await storeTopicArticle(t.database, 'Photosynthesis');
  await storeTopicArticle(t.database, 'Tides');
  admin = await t.adminHeaders();
  ana = await t.createUser('schedule-ana');
  ben = await t.createUser('schedule-ben');
});
afterAll(() => t.close());

async function create(headers: { authorization: string }, body: object = valid) {
  return t.inject({ method: 'POST', url: API, headers, payload: body });
}

describe('podcast schedules', () => {
  it('creates a schedule with the spec’s defaults, its first slot today at 09:00 Eastern', async () => {
    const response = await create(ana.headers);
    expect(response.statusCode).toBe(201);
    const { schedule } = response.json<{ schedule: PodcastSchedule }>();
    expect(schedule).toMatchObject({
      title: 'Morning science',
      duration_minutes: 15,
      voice: 'nova',
      use_o3_model: false,
      is_active: true,
      is_personal: true,
      next_generation_time: '2026-11-23T14:00:00.000Z',
      next_generation_date: '2026-11-23',
      total_episodes_generated: 0,
      generating: false,
      last_run: null,
      owner: { id: ana.id, username: 'schedule-ana' },
    });
  });

  it('refuses bad input with a detail and stores nothing', async () => {
    const before = (await t.inject({ method: 'GET', url: API, headers: ana.headers })).json<{
      schedules: unknown[];
    }>().schedules.length;
    const bad = [
      { ...valid, title: undefined },
      { ...valid, topic: '  ' },
      { ...valid, frequency: undefined },
      { ...valid, generation_time: undefined },
      { ...valid, generation_time: '24:00' },
      { ...valid, generation_time: '9:5' },
      { ...valid, frequency: 'hourly' },
      { ...valid, duration_minutes: 7 },
      { ...valid, voice: 'robot' },
    ];
    for (const body of bad) {
      const response = await create(ana.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    const after = (await t.inject({ method: 'GET', url: API, headers: ana.headers })).json<{
      schedules: unknown[];
    }>().schedules;
    expect(after).toHaveLength(before);
  });

  it('names the writers behind the premium choice for every form, not only the schedule list', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: '/socratica/api/podcasts/model-labels',
      headers: ana.headers,
    });
    expect(reply.statusCode).toBe(200);
    const offline = 'Offline script writer (no AI model)';
    expect(reply.json()).toEqual({ success: true, model_labels: { standard: offline, premium: offline } });
  });

  it('shows a learner their own schedules and an admin everyone’s; another learner gets 404', async () => {
    const { schedule } = (
      await create(admin, { ...valid, title: 'Weekly history', frequency: 'weekly' })
    ).json<{
      schedule: PodcastSchedule;
    }>();
    expect(schedule.is_personal).toBe(false);
    const anas = (await t.inject({ method: 'GET', url: API, headers: ana.headers })).json<{
      schedules: PodcastSchedule[];
      model_labels: { standard: string };
    }>();
    expect(anas.schedules.map((s) => s.owner.username)).toEqual(['schedule-ana']);
    expect(anas.model_labels.standard).toBe('Offline script writer (no AI model)');
    const all = (await t.inject({ method: 'GET', url: API, headers: admin })).json<{
      schedules: PodcastSchedule[];
    }>();
    expect(all.schedules.map((s) => s.title)).toContain('Morning science');
    const anasId = anas.schedules[0]!.id;
    for (const request of [
      {
        method: 'PUT' as const,
        url: `${API}/${anasId}`,
        payload: { ...valid, next_generation_date: '2026-12-01' },
      },
      { method: 'POST' as const, url: `${API}/${anasId}/toggle` },
      { method: 'POST' as const, url: `${API}/${anasId}/generate-now` },
      { method: 'DELETE' as const, url: `${API}/${anasId}` },
    ]) {
      const response = await t.inject({ ...request, headers: ben.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(
        `There is no podcast schedule ${anasId}, or it is not yours to change.`,
      );
    }
  });

  it('moves the next run on edit, refusing a date in the past or one that does not exist', async () => {
    const id = (await t.inject({ method: 'GET', url: API, headers: ana.headers })).json<{
      schedules: PodcastSchedule[];
    }>().schedules[0]!.id;
    const edit = (payload: object) =>
      t.inject({ method: 'PUT', url: `${API}/${id}`, headers: ana.headers, payload });
    const past = await edit({ ...valid, next_generation_date: '2026-11-22' });
    expect(past.statusCode).toBe(400);
    expect(past.json().detail).toMatch(/in the past/);
    for (const date of ['2026-02-30', 'soon']) {
      const refused = await edit({ ...valid, next_generation_date: date });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toMatch(/next generation date/);
    }
    const moved = await edit({ ...valid, frequency: 'monthly', next_generation_date: '2027-01-31' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().schedule).toMatchObject({
      frequency: 'monthly',
      next_generation_time: '2027-01-31T14:00:00.000Z',
      is_active: true,
    });
  });

  it('pauses and resumes, holding a learner to the cap on active schedules', async () => {
    expect((await create(ana.headers, { ...valid, title: 'Second' })).statusCode).toBe(201);
    const third = await create(ana.headers, { ...valid, title: 'Third' });
    expect(third.statusCode).toBe(403);
    expect(third.json().detail).toBe(
      'You can have 2 active schedules, and you have. Pause or delete one first.',
    );
    const second = (await t.inject({ method: 'GET', url: API, headers: ana.headers }))
      .json<{
        schedules: PodcastSchedule[];
      }>()
      .schedules.find((s) => s.title === 'Second')!;
    const paused = await t.inject({
      method: 'POST',
      url: `${API}/${second.id}/toggle`,
      headers: ana.headers,
    });
    expect(paused.json().schedule.is_active).toBe(false);
    expect((await create(ana.headers, { ...valid, title: 'Third' })).statusCode).toBe(201);
    const resumed = await t.inject({
      method: 'POST',
      url: `${API}/${second.id}/toggle`,
      headers: ana.headers,
    });
    expect(resumed.statusCode).toBe(403);
  });

  it('generates now once: a second request while it runs is refused with the spec’s words', async () => {
    const { schedule } = (await create(admin, { ...valid, title: 'Now or never' })).json<{
      schedule: PodcastSchedule;
    }>();
    const url = `${API}/${schedule.id}/generate-now`;
    const [first, second] = await Promise.all([
      t.inject({ method: 'POST', url, headers: admin }),
      t.inject({ method: 'POST', url, headers: admin }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().detail).toBe('Generation is already in progress for this schedule.');
    const started = (first.statusCode === 202 ? first : second).json<{
      schedule: PodcastSchedule;
      job_id: string;
    }>();
    expect(started.schedule.generating).toBe(true);
    expect(started.schedule.last_run).toMatchObject({ job_id: started.job_id, state: 'waiting' });
    // Today's 09:00 slot is still ahead (it is 08:00 Eastern), and stays where it is.
    expect(started.schedule.next_generation_time).toBe('2026-11-23T14:00:00.000Z');
  });

  it('never moves a slot still ahead, however often it is pressed, and never caps an admin', async () => {
    clock = new Date('2026-11-23T13:00:00Z'); // 08:00 Eastern
    const cy = await t.createUser('schedule-cy');
    const { schedule } = (await create(cy.headers, { ...valid, title: 'Pressed often' })).json<{
      schedule: PodcastSchedule;
    }>();
    // The admin has made a learner's daily cap of episodes (3) already.
    for (let made = 0; made < 3; made++) {
      const generated = await t.inject({
        method: 'POST',
        url: '/socratica/api/podcasts/generate',
        headers: admin,
        payload: { title: `Admin episode ${made}`, topic: 'Tides' },
      });
      expect(generated.statusCode, generated.body).toBe(202);
    }
    const url = `${API}/${schedule.id}/generate-now`;
    // More presses than that cap, each once the one before has finished.
    for (let press = 0; press < 4; press++) {
      const response = await t.inject({ method: 'POST', url, headers: admin });
      expect(response.statusCode, response.body).toBe(202);
      const { job_id: jobId, schedule: after } = response.json<{
        job_id: string;
        schedule: PodcastSchedule;
      }>();
      expect(after.next_generation_time).toBe('2026-11-23T14:00:00.000Z');
      await t.database.db.execute(sql`update podcast_jobs set state = 'completed' where id = ${jobId}::uuid`);
    }
  });

  it('runs a slot already due when pressed, and the next is the slot after now', async () => {
    clock = new Date('2026-11-23T13:00:00Z');
    const { schedule } = (await create(admin, { ...valid, title: 'Overdue press' })).json<{
      schedule: PodcastSchedule;
    }>();
    clock = new Date('2026-11-23T15:30:00Z'); // 10:30 Eastern: today's 09:00 slot is due and not yet run
    const response = await t.inject({
      method: 'POST',
      url: `${API}/${schedule.id}/generate-now`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<{ schedule: PodcastSchedule }>().schedule.next_generation_time).toBe(
      '2026-11-24T14:00:00.000Z',
    );
    clock = new Date('2026-11-23T13:00:00Z'); // as the tests below expect it
  });

  it('runs a due slot once from the tick, with a job id derived from the schedule and the slot', async () => {
    const { schedule } = (await create(admin, { ...valid, title: 'Ticked' })).json<{
      schedule: PodcastSchedule;
    }>();
    clock = new Date('2026-11-23T14:00:30Z');
    const first = await t.services.scheduleTicker.tick(clock);
    expect(first.jobIds).toContain(slotJobId(schedule.id, new Date('2026-11-23T14:00:00Z')));
    const again = await t.services.scheduleTicker.tick(clock);
    expect(again.jobIds).not.toContain(slotJobId(schedule.id, new Date('2026-11-23T14:00:00Z')));
    const after = (await t.inject({ method: 'GET', url: API, headers: admin }))
      .json<{ schedules: PodcastSchedule[] }>()
      .schedules.find((s) => s.id === schedule.id)!;
    expect(after.next_generation_time).toBe('2026-11-24T14:00:00.000Z');
    expect(after.last_run?.job_id).toBe(slotJobId(schedule.id, new Date('2026-11-23T14:00:00Z')));
    expect(after.last_run?.state).toBe('waiting');
  });

  it('runs a tick asked for during another after it, at its own moment', async () => {
    clock = new Date('2026-11-23T14:30:00Z'); // 09:30 Eastern
    const { schedule } = (
      await create(admin, { ...valid, title: 'Overlapping ticks', generation_time: '10:00' })
    ).json<{ schedule: PodcastSchedule }>();
    const slot = new Date('2026-11-23T15:00:00Z');
    const [before, at] = await Promise.all([
      t.services.scheduleTicker.tick(new Date('2026-11-23T14:59:00Z')),
      t.services.scheduleTicker.tick(new Date('2026-11-23T15:00:30Z')),
    ]);
    expect(before.jobIds).not.toContain(slotJobId(schedule.id, slot));
    expect(at.jobIds).toContain(slotJobId(schedule.id, slot));
  });

  it('deletes a schedule', async () => {
    const { schedule } = (await create(admin, { ...valid, title: 'Short-lived' })).json<{
      schedule: PodcastSchedule;
    }>();
    const gone = await t.inject({ method: 'DELETE', url: `${API}/${schedule.id}`, headers: admin });
    expect(gone.json()).toMatchObject({ success: true });
    const list = (await t.inject({ method: 'GET', url: API, headers: admin })).json<{
      schedules: PodcastSchedule[];
    }>();
    expect(list.schedules.map((s) => s.id)).not.toContain(schedule.id);
  });
});
