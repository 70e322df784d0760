import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, knowledgeSources } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({
    SOCRATICA_AI_API_KEY: 'sk-very-secret-key',
    SOCRATICA_YOUTUBE_API_KEY: 'yt-very-secret',
  });
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

const dashboard = async () =>
  (await t.inject({ method: 'GET', url: '/socratica/api/admin/dashboard', headers: admin })).json();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
const login = (username: string, password: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/socratica/api/login', remoteAddress, payload: { username, password } });

describe('GET admin/dashboard', () => {
  it('counts users, active users and the audit rows of the last 24 hours', async () => {
    const { id } = await t.createUser('sleeper');
    await t.createUser('awake');
    await t.inject({
      method: 'PUT',
      url: `/socratica/api/admin/users/${id}/status`,
      headers: admin,
      payload: { status: 'inactive' },
    });
    const stats = await dashboard();
    expect(stats).toMatchObject({ total_users: 3, active_users: 2 });
    // admin sign-in, 2 creations, 2 learner sign-ins, 1 status change
    expect(stats.total_audit_logs).toBe(6);
    // The offline coach is the default: no model reply was checked (D20).
    expect(stats.model_replies).toEqual({
      checked: 0,
      reasked: 0,
      replaced: 0,
      trimmed: 0,
      unanswered: 0,
      failed_outside_chat: {
        baseline: 0,
        baseline_advice: 0,
        post_assessment: 0,
        marking: 0,
        learning_summary: 0,
        podcast_script: 0,
      },
    });
  });

  it('lists the topics of sessions with no article or document, most asked first, and not those with one', async () => {
    const learner = await t.createUser('curious');
    for (const topic of ['Plate tectonics', 'plate tectonics ', 'Subduction', 'Photosynthesis']) {
      await sessionWithBaseline(t, learner.headers, topic);
    }
    await t.database.db.insert(knowledgeSources).values({
      kind: 'wikipedia',
      title: 'Photosynthesis',
      url: 'https://en.wikipedia.org/wiki/Photosynthesis',
      licenceName: 'CC BY-SA 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      externalKey: 'en.wikipedia.org:1',
      topicKeys: ['photosynthesis'],
    });

    const topics = (await dashboard()).topics_without_source as { topic: string; sessions: number }[];
    expect(topics.map(({ topic, sessions }) => ({ topic: topic.trim(), sessions }))).toEqual([
      { topic: 'plate tectonics', sessions: 2 },
      { topic: 'Subduction', sessions: 1 },
    ]);
  });

  it('counts failed sign-ins of the last 7 days only', async () => {
    const before = await dashboard();
    await t.database.db.insert(auditLogs).values([
      { actionType: 'login_failed', username: 'x', actionDetails: { action: 'old' }, createdAt: daysAgo(3) },
      {
        actionType: 'login_failed',
        username: 'x',
        actionDetails: { action: 'too old' },
        createdAt: daysAgo(8),
      },
    ]);
    await login('awake', 'wrong', '10.0.0.5');
    const after = await dashboard();
    expect(after.failed_logins_7d - before.failed_logins_7d).toBe(2);
    expect(after.total_audit_logs - before.total_audit_logs).toBe(1);
  });

  it('counts VPN or hosting addresses and sign-ins from a country new for that user as suspicious', async () => {
    const { id } = await t.createUser('traveller', { password: 'trip' });
    const start = (await dashboard()).suspicious_activity_7d;

    await login('traveller', 'trip', '81.2.69.142'); // first located sign-in: GB sets the baseline
    await login('traveller', 'trip', '2.125.160.216'); // GB again
    expect((await dashboard()).suspicious_activity_7d).toBe(start);

    await login('traveller', 'trip', '89.160.20.112'); // SE: a new country
    expect((await dashboard()).suspicious_activity_7d).toBe(start + 1);
    await login('traveller', 'trip', '89.160.20.112'); // SE is known now
    expect((await dashboard()).suspicious_activity_7d).toBe(start + 1);

    await login('nobody', 'x', '5.9.1.1'); // a hosting network
    expect((await dashboard()).suspicious_activity_7d).toBe(start + 2);

    await t.database.db.insert(auditLogs).values({
      actionType: 'login_failed',
      userId: id,
      actionDetails: { action: 'old vpn' },
      isVpn: true,
      createdAt: daysAgo(9),
    });
    expect((await dashboard()).suspicious_activity_7d).toBe(start + 2);
  });
});

describe('GET admin/system-settings', () => {
  it('lists the effective settings and never a secret', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/system-settings',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const { settings } = response.json();
    const byName = Object.fromEntries(
      settings.map((s: { name: string; value: string }) => [s.name, s.value]),
    );
    expect(byName).toMatchObject({
      SOCRATICA_AI_PROVIDER: 'offline',
      SOCRATICA_AI_API_KEY: 'configured',
      SOCRATICA_YOUTUBE_API_KEY: 'configured',
    });
    const sources = Object.fromEntries(
      settings.map((s: { name: string; source: string }) => [s.name, s.source]),
    );
    expect(sources).toMatchObject({
      SOCRATICA_AI_API_KEY: 'environment',
      SOCRATICA_LOG_LEVEL: 'environment',
      PORT: 'default',
      SOCRATICA_CHAT_MESSAGES_PER_MINUTE: 'default',
    });
    expect(response.body).not.toContain('sk-very-secret-key');
    expect(response.body).not.toContain('yt-very-secret');
    expect(response.body).not.toContain('test-secret-that-is-long-enough');
  });
});
