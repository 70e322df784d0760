import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession } from '@socratica/contracts';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { openChat, sendChat } from '../../../test/chat-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ChatRepository } from './chat.repository.js';

// A server that dies mid-reply (kill -9, a crash) leaves its session's reply lease behind; the
// restarted instance frees it, keeping the cut reply as an interrupted message.
let t: TestApp;
let ada: { id: number; headers: { authorization: string } };
let repository: ChatRepository;
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser('ada');
  repository = new ChatRepository(t.database.db);
});
afterAll(() => t.close());

const chatOf = async (sessionId: number) =>
  (
    await t.inject({
      method: 'GET',
      url: `/socratica/api/assessments/${sessionId}/chat`,
      headers: ada.headers,
    })
  ).json<ChatSession>();

/** A session whose reply was under way on `owner` when that process died. */
async function cutMidReply(owner: string, draft: string) {
  const sessionId = await sessionWithBaseline(t, ada.headers);
  expect((await openChat(t, ada.headers, sessionId)).statusCode).toBe(200);
  expect(
    await repository.saveLearnerMessageUnderLease(sessionId, 'Why are leaves green?', false, owner),
  ).not.toBe(null);
  await repository.saveReplyDraft(sessionId, owner, draft);
  return sessionId;
}

describe('replies cut short by a stopped process', () => {
  it('hold the session until the restart frees it, keeping the draft as an interrupted reply', async () => {
    const sessionId = await cutMidReply('old-host:8080', '  Chlorophyll absorbs red and blue light, so ');
    const busy = await sendChat(t, ada.headers, sessionId, 'Hello?');
    expect(busy.statusCode).toBe(409);

    expect(await t.services.chat.recoverCutReplies('every instance')).toBe(1);

    const chat = await chatOf(sessionId);
    expect(chat.messages.at(-2)).toMatchObject({ role: 'user', content: 'Why are leaves green?' });
    expect(chat.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Chlorophyll absorbs red and blue light, so',
      interrupted: true,
    });
    const next = await sendChat(t, ada.headers, sessionId, 'Go on, please.');
    expect(next.statusCode).toBe(200);
    expect(await t.services.chat.recoverCutReplies('every instance')).toBe(0);
  });

  it('frees only the leases of the instance that restarted, when instances share the database', async () => {
    const mine = await cutMidReply('host-a:8080', 'Mine');
    const theirs = await cutMidReply('host-b:8080', 'Theirs');
    expect(await repository.recoverCutReplies('host-a:8080')).toBe(1);
    expect((await sendChat(t, ada.headers, mine, 'Free?')).statusCode).toBe(200);
    // Another live instance is still writing that reply: its session stays held.
    expect((await sendChat(t, ada.headers, theirs, 'Free?')).statusCode).toBe(409);
    expect((await chatOf(theirs)).messages.some((m) => m.content === 'Theirs')).toBe(false);
  });

  it('frees a lease with no draft without writing an empty message', async () => {
    const sessionId = await cutMidReply('host-c:8080', '   ');
    const before = (await chatOf(sessionId)).messages.length;
    expect(await repository.recoverCutReplies('host-c:8080')).toBe(1);
    expect((await chatOf(sessionId)).messages.length).toBe(before);
  });

  it('keeps a draft only while its writer holds the lease', async () => {
    const sessionId = await cutMidReply('host-d:8080', 'Draft');
    await repository.releaseReplyLease(sessionId);
    // A save that lands after the reply finished (and released) changes nothing.
    await repository.saveReplyDraft(sessionId, 'host-d:8080', 'Late draft');
    expect(await repository.recoverCutReplies('host-d:8080')).toBe(0);
    expect((await chatOf(sessionId)).messages.some((m) => m.content.includes('Draft'))).toBe(false);
  });
});
