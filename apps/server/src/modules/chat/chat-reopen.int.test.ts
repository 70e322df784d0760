import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSession, OpenSessionReply } from '@socratica/contracts';
import { assessmentSessions } from '../../db/schema/index.js';
import { sessionWithBaseline, startSession } from '../../../test/assessment-journey.js';
import { chatTurn, openChat, sendChat } from '../../../test/chat-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 38: a chat that was never paused reopens in another browser, which has no copy of its own: the
// server names the learner's open session, as it names a paused one for Resume (D9).
let t: TestApp;
let ada: { id: number; headers: { authorization: string } };
let bob: { id: number; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser('ada-reopens');
  bob = await t.createUser('bob-reopens');
});
afterAll(() => t.close());

const openFor = async (headers: { authorization: string }) => {
  const response = await t.inject({ method: 'GET', url: '/socratica/api/chat/open', headers });
  expect(response.statusCode).toBe(200);
  return OpenSessionReply.parse(response.json()).open;
};
const post = (url: string, payload?: object) =>
  t.inject({
    method: 'POST',
    url: `/socratica/api${url}`,
    headers: ada.headers,
    ...(payload ? { payload } : {}),
  });

describe('reopening an open chat from another browser', () => {
  let volcanoes: number;

  it('offers nothing before a baseline is done', async () => {
    expect(await openFor(ada.headers)).toBeNull();
    await startSession(t, ada.headers, 'Tides', [15]);
    expect(await openFor(ada.headers)).toBeNull();
  });

  it('offers the chat last used, which the other browser then reads whole', async () => {
    volcanoes = await sessionWithBaseline(t, ada.headers, 'Volcanoes', [15]);
    expect(await openFor(ada.headers)).toEqual({
      session_id: volcanoes,
      topic: 'Volcanoes',
      message_count: 0,
    });
    expect((await openChat(t, ada.headers, volcanoes)).statusCode).toBe(200);
    await chatTurn(t, ada.headers, volcanoes, 'Magma rises because it is lighter than the rock around it');

    const later = await sessionWithBaseline(t, ada.headers, 'Glaciers', [15]);
    expect((await openFor(ada.headers))?.session_id).toBe(later);
    await chatTurn(t, ada.headers, volcanoes, 'Lava is magma that reached the surface');
    expect(await openFor(ada.headers)).toEqual({
      session_id: volcanoes,
      topic: 'Volcanoes',
      message_count: 5,
    });

    const elsewhere = await t.inject({
      method: 'GET',
      url: `/socratica/api/assessments/${volcanoes}/chat`,
      headers: ada.headers,
    });
    const state = ChatSession.parse(elsewhere.json());
    expect(state.messages).toHaveLength(5);
    expect(state.paused_at).toBeNull();
    expect(state.timer.started_at).not.toBeNull();
  });

  it('lets one reply be written at a time, whichever browser sent the message, as after a resume', async () => {
    await t.database.db
      .update(assessmentSessions)
      .set({ replyLeaseUntil: sql`now() + interval '1 minute'`, replyLeaseOwner: 'the other browser' })
      .where(eq(assessmentSessions.id, volcanoes));
    const busy = await sendChat(t, ada.headers, volcanoes, 'And pumice?');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toMatch(/^The tutor is still answering your previous message/);
    await t.database.db
      .update(assessmentSessions)
      .set({ replyLeaseUntil: null, replyLeaseOwner: null })
      .where(eq(assessmentSessions.id, volcanoes));
    expect((await sendChat(t, ada.headers, volcanoes, 'And pumice?')).statusCode).toBe(200);
  });

  it("never offers another learner's chat", async () => {
    expect(await openFor(bob.headers)).toBeNull();
  });

  it('leaves a paused chat to Resume, and a chat whose post-assessment began to the post-assessment', async () => {
    const paused = await post(`/assessments/${volcanoes}/pause`, {});
    expect(paused.statusCode, paused.body).toBe(200);
    const glaciers = (await openFor(ada.headers))?.session_id;
    expect(glaciers).not.toBe(volcanoes);
    const shown = await post(`/assessments/${glaciers}/post-assessment`, {});
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await openFor(ada.headers)).toBeNull();
  });
});
