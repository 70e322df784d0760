import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assessmentSessions } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { openChat } from '../../../test/chat-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ChatRepository } from './chat.repository.js';

let t: TestApp;
let repository: ChatRepository;
beforeAll(async () => {
  t = await createTestApp();
  repository = new ChatRepository(t.database.db);
});
afterAll(() => t.close());

it('saves the learner’s message under the lease and answers the session’s messages as a select would', async () => {
  const ada = await t.createUser('ada');
  const sessionId = await sessionWithBaseline(t, ada.headers);
  expect((await openChat(t, ada.headers, sessionId)).statusCode).toBe(200);

  const saved = await repository.saveLearnerMessageUnderLease(
    sessionId,
    'Why are leaves green?',
    false,
    'host-a',
  );
  expect(saved).not.toBe(null);
  const read = await repository.messages(sessionId);
  // Dates, JSON and flags mapped as drizzle maps them; the new message last, with its id.
  expect(saved!.messages).toEqual(read);
  expect(read.map((m) => m.role)).toEqual(['assistant', 'user']);
  expect(read.at(-1)).toMatchObject({ id: saved!.savedId, content: 'Why are leaves green?', flagged: false });
  expect(read[0]!.createdAt).toBeInstanceOf(Date);
  expect(Array.isArray(read[0]!.videoEmbeds)).toBe(true);

  // While that reply holds the lease, another message saves nothing.
  expect(await repository.saveLearnerMessageUnderLease(sessionId, 'Hello?', false, 'host-b')).toBe(null);
  expect(await repository.messages(sessionId)).toHaveLength(2);
});

it('stores a reply that ends after the learner paused without starting the clock again', async () => {
  const grace = await t.createUser('grace');
  const sessionId = await sessionWithBaseline(t, grace.headers);
  expect((await openChat(t, grace.headers, sessionId)).statusCode).toBe(200);
  expect(
    await repository.saveLearnerMessageUnderLease(sessionId, 'And the roots?', false, 'host-a'),
  ).not.toBe(null);
  // The learner pauses while the tutor is still writing: the clock stops.
  await repository.update(sessionId, { pausedAt: new Date(), chatStretchStartedAt: null });

  await repository.storeReplyAndRelease({ sessionId, role: 'assistant', content: 'Roots take in water.' });

  const [row] = await t.database.db
    .select()
    .from(assessmentSessions)
    .where(eq(assessmentSessions.id, sessionId));
  expect(row).toMatchObject({ chatStretchStartedAt: null, replyLeaseOwner: null });
  expect(row!.pausedAt).not.toBe(null);
});

it('starts the clock with the first reply of a session that is not paused', async () => {
  const alan = await t.createUser('alan');
  const sessionId = await sessionWithBaseline(t, alan.headers);
  await repository.update(sessionId, { chatStretchStartedAt: null });

  const reply = await repository.storeReplyAndRelease({
    sessionId,
    role: 'assistant',
    content: 'Hello, Alan.',
  });

  const [row] = await t.database.db
    .select()
    .from(assessmentSessions)
    .where(eq(assessmentSessions.id, sessionId));
  expect(row!.chatStretchStartedAt).toEqual(reply.createdAt);
});
