import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, DashboardStats } from '@socratica/contracts';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { openChat, sendChat } from '../../../test/chat-journey.js';
import {
  reply,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  fakeModelEnv,
} from '../../../test/fakes/openai-server.js';
import { startFakeWikipediaServer, type FakeWikipediaServer } from '../../../test/fakes/wikipedia-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 37 through the chat with a model: a claim the session's article contradicts reaches the model as a
// verdict with its deciding sentence, and praise of it is asked again once, then replaced and counted.
const CLAIM = 'The crowds stormed the Bastille in 1790, right?';
const SYCOPHANT = 'Great job! That is exactly right.';
let ai: FakeOpenAiServer;
let wikipedia: FakeWikipediaServer;
let t: TestApp;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  wikipedia = await startFakeWikipediaServer();
  t = await createTestApp({
    ...fakeModelEnv(ai),
    SOCRATICA_WIKIPEDIA: 'true',
    SOCRATICA_WIKIPEDIA_BASE_URL: wikipedia.url,
    SOCRATICA_WIKIPEDIA_CONTACT: 'ops@example.com',
  });
});
afterAll(async () => {
  await t.close();
  await ai.close();
  await wikipedia.close();
});

const modelReplies = async () =>
  (
    await t.inject({ method: 'GET', url: '/socratica/api/admin/dashboard', headers: await t.adminHeaders() })
  ).json<DashboardStats>().model_replies;
const tutorCalls = () => ai.requests.filter((request) => request.data?.learner_message !== undefined);

describe('a model that praises a claim the article contradicts', () => {
  it('is asked again with the deciding sentence, then replaced by the offline reply, and counted', async () => {
    const learner = await t.createUser('ines');
    const sessionId = await sessionWithBaseline(t, learner.headers, 'French Revolution');
    await openChat(t, learner.headers, sessionId);
    ai.reset();
    ai.respondWith(() => reply.content(SYCOPHANT));
    const before = await modelReplies();

    const response = await sendChat(t, learner.headers, sessionId, CLAIM);

    const shown = response.json<ChatReply>().content;
    expect(shown).not.toContain('Great job');
    expect(shown).toContain('It gives 14 July 1789, not 1790.');
    const [first, second] = tutorCalls();
    expect(tutorCalls()).toHaveLength(2);
    expect(JSON.stringify(first!.data.checked_claims)).toContain(
      "is contradicted by Wikipedia's article “French Revolution › Storming of the Bastille”",
    );
    expect(JSON.stringify(first!.data.checked_claims)).toContain(
      'On 14 July 1789 crowds in Paris stormed the Bastille',
    );
    expect(JSON.stringify(second!.data.checked_claims)).toContain(
      'Your reply told the learner they were right',
    );
    expect(await modelReplies()).toMatchObject({
      checked: before.checked + 1,
      reasked: before.reasked + 1,
      replaced: before.replaced + 1,
    });
  });
});
