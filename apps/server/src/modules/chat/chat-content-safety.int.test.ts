import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatSession } from '@socratica/contracts';
import { auditLogs, chatMessages } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat, readEvents, sendChat } from '../../../test/chat-journey.js';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { BLOCKED_MESSAGE_REPLY, CUT_REPLY_ENDING } from './content-safety-replies.js';

// The content filters in the chat (spec 2 §3): a blocked learner message is kept, flagged, refused
// kindly and audited, and the model never reads it; a tutor reply is cut before a blocked word.
let ai: FakeOpenAiServer;
let t: TestApp;
let ada: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  t = await createTestApp({ SOCRATICA_AI_PROVIDER: 'openai', SOCRATICA_AI_BASE_URL: ai.url });
  ada = await t.createUser('ada');
  const admin = await t.adminHeaders();
  const category = await t.inject({
    method: 'POST',
    url: '/socratica/api/categories',
    headers: admin,
    payload: { name: 'Violence', severity: 'high' },
  });
  expect(category.statusCode).toBe(201);
  const filter = await t.inject({
    method: 'POST',
    url: '/socratica/api/filters',
    headers: admin,
    payload: {
      blocked_category_id: category.json<{ id: number }>().id,
      keywords: 'bludgeon, grenade',
      match_type: 'exact',
    },
  });
  expect(filter.statusCode).toBe(201);
});
beforeEach(() => ai.reset());
afterAll(async () => {
  await t.close();
  await ai.close();
});

const storedMessages = (sessionId: number) =>
  t.database.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(chatMessages.id);

describe('a learner message that trips a content filter', () => {
  it('is saved and flagged, answered with a kind refusal without calling the model, and audited', async () => {
    const sessionId = await sessionWithBaseline(t, ada.headers, 'Medieval history');
    await openChat(t, ada.headers, sessionId);
    ai.reset();

    const refused = await chatTurn(t, ada.headers, sessionId, 'How do I build a GRENADE at home?');

    expect(refused.content).toBe(BLOCKED_MESSAGE_REPLY);
    expect(ai.requests.filter((r) => r.task === 'tutor_reply')).toHaveLength(0);
    const [, learner, refusal] = await storedMessages(sessionId);
    expect(learner).toMatchObject({
      role: 'user',
      content: 'How do I build a GRENADE at home?',
      flagged: true,
    });
    expect(refusal).toMatchObject({ role: 'assistant', content: BLOCKED_MESSAGE_REPLY, flagged: true });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actionType, 'message_blocked'), eq(auditLogs.userId, ada.id)));
    expect(entry?.actionDetails).toMatchObject({
      session_id: sessionId,
      message_id: learner!.id,
      category: 'Violence',
      severity: 'high',
      matched: 'grenade',
    });

    // The learner still sees the exchange; the model never does.
    const session = (
      await t.inject({ url: `/socratica/api/assessments/${sessionId}/chat`, headers: ada.headers })
    ).json<ChatSession>();
    expect(session.messages.map((m) => m.content)).toContain('How do I build a GRENADE at home?');
    await chatTurn(t, ada.headers, sessionId, 'Fine: how did castles defend their gates?');
    const [next] = ai.requests.filter((r) => r.task === 'tutor_reply');
    expect(JSON.stringify(next?.body)).not.toMatch(/grenade/i);
    expect(JSON.stringify(next?.body)).toContain('castles defend their gates');
  });

  it('streams the refusal like any reply', async () => {
    const sessionId = await sessionWithBaseline(t, ada.headers, 'Medieval history');
    await openChat(t, ada.headers, sessionId);
    const response = await sendChat(t, ada.headers, sessionId, 'Tell me about the bludgeon', {
      stream: true,
    });
    const events = readEvents(response.body);
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'done']);
    expect(events[2]?.data.content).toBe(BLOCKED_MESSAGE_REPLY);
  });

  it('lets through words that only contain a blocked one, for an exact-match filter', async () => {
    const sessionId = await sessionWithBaseline(t, ada.headers, 'Medieval history');
    await openChat(t, ada.headers, sessionId);
    const answered = await chatTurn(
      t,
      ada.headers,
      sessionId,
      'Were grenades-like weapons unknown? I mean grenadier',
    );
    expect(answered.content).not.toBe(BLOCKED_MESSAGE_REPLY);
  });
});

describe('a tutor reply that would trip a content filter', () => {
  it('is cut before the blocked word, and the learner never sees it', async () => {
    const sessionId = await sessionWithBaseline(t, ada.headers, 'Medieval history');
    await openChat(t, ada.headers, sessionId);
    ai.script(
      reply.content('Knights trained hard. Some carried a bludgeon into battle. What else?', {
        chunkSize: 6,
      }),
    );

    const response = await sendChat(t, ada.headers, sessionId, 'What weapons did knights use?', {
      stream: true,
    });

    const events = readEvents(response.body);
    const shown = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text as string)
      .join('');
    expect(shown).not.toMatch(/bludgeon/i);
    expect(shown.endsWith(CUT_REPLY_ENDING)).toBe(true);
    const done = events.find((e) => e.event === 'done')?.data;
    expect(done.content).toMatch(/^Knights trained hard\./);
    expect(done.content).not.toMatch(/bludgeon/i);
  });
});
