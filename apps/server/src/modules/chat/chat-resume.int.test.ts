import type { ChatSession } from '@socratica/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, chatMessages } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat } from '../../../test/chat-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 11: a session saved when its time ran out keeps "Time's up" in its history, and a resume opens with the
// tutor's welcome back, which starts the new stretch's clock, in the phase the time left puts it.

let t: TestApp;
let learner: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  learner = (await t.createUser('rosa')).headers;
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await t.inject({
    method,
    url: `/socratica/api/${url}`,
    headers: learner,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatSession>();
};

/** As if everything so far had happened `seconds` earlier: the stretch's start and every message. */
async function startedAgo(sessionId: number, seconds: number) {
  const shift = sql`make_interval(secs => ${seconds})`;
  await t.database.db
    .update(assessmentSessions)
    .set({ chatStretchStartedAt: sql`${assessmentSessions.chatStretchStartedAt} - ${shift}` })
    .where(eq(assessmentSessions.id, sessionId));
  await t.database.db
    .update(chatMessages)
    .set({ createdAt: sql`${chatMessages.createdAt} - ${shift}` })
    .where(eq(chatMessages.sessionId, sessionId));
}

async function chattedSession(topic: string) {
  const sessionId = await sessionWithBaseline(t, learner, topic);
  await openChat(t, learner, sessionId);
  for (const text of ['Rocks melt deep down', 'Pressure drops as magma rises', 'Gas bubbles push it out'])
    await chatTurn(t, learner, sessionId, text);
  return sessionId;
}

const contents = (session: ChatSession) => session.messages.map((m) => m.content);

describe('a session whose time ran out, saved and resumed', () => {
  let sessionId: number;
  let paused: ChatSession;

  beforeAll(async () => {
    sessionId = await chattedSession('Volcanoes');
    const { timer } = await call('GET', `assessments/${sessionId}/chat`);
    await startedAgo(sessionId, timer.allotted_seconds + 30);
    paused = await call('POST', `assessments/${sessionId}/pause`, { notes: '' });
  });

  it("keeps Time's up in the history, once however often it is saved", async () => {
    expect(paused.timer.remaining_seconds).toBe(0);
    expect(contents(paused).at(-1)).toMatch(/^Time's up!/);
    const again = await call('POST', `assessments/${sessionId}/pause`, { notes: 'Magma' });
    expect(contents(again).filter((c) => c.startsWith("Time's up!"))).toHaveLength(1);
  });

  it('opens the resume with a welcome back that starts the clock, in the phase of the time left', async () => {
    const resumed = await call('POST', `assessments/${sessionId}/resume`, { minutes: 15 });

    expect(contents(resumed).at(-2)).toMatch(/^Time's up!/);
    const welcome = resumed.messages.at(-1)!;
    expect(welcome.role).toBe('assistant');
    expect(welcome.content).toMatch(/^Welcome back! You have 15 more minutes/);
    expect(resumed.timer.started_at).not.toBeNull();
    expect(resumed.timer.allotted_seconds).toBe(900);
    // The whole chat time is spent and 15 minutes are left: past the middle of the arc, no longer where the
    // paused session stood (consolidation, with no time left).
    expect(paused.timer.phase).toBe('consolidation');
    const share = resumed.timer.elapsed_seconds / (resumed.timer.elapsed_seconds + 900);
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.8);
    expect(resumed.timer.phase).toBe('challenge');

    const reread = await call('GET', `assessments/${sessionId}/chat`);
    expect(reread.timer.started_at).toBe(resumed.timer.started_at);
    expect(contents(reread)).toEqual(contents(resumed));
  });
});

describe('a chat reloaded after its time ran out', () => {
  it("shows Time's up once, however often the page is opened", async () => {
    const sessionId = await chattedSession('Glaciers');
    const { timer } = await call('GET', `assessments/${sessionId}/chat`);
    await startedAgo(sessionId, timer.allotted_seconds + 5);

    const reloaded = await call('GET', `assessments/${sessionId}/chat`);
    expect(contents(reloaded).at(-1)).toMatch(/^Time's up!/);
    const again = await call('GET', `assessments/${sessionId}/chat`);
    expect(contents(again).filter((c) => c.startsWith("Time's up!"))).toHaveLength(1);
  });
});

describe("a learner who chatted on after Time's up", () => {
  it('is not told Time’s up after their own words when the session is saved', async () => {
    const sessionId = await chattedSession('Glaciers');
    const { timer } = await call('GET', `assessments/${sessionId}/chat`);
    await startedAgo(sessionId, timer.allotted_seconds + 30);
    await chatTurn(t, learner, sessionId, 'Ice carves valleys');

    const paused = await call('POST', `assessments/${sessionId}/pause`, { notes: '' });

    expect(contents(paused).some((c) => c.startsWith("Time's up!"))).toBe(false);
  });
});
