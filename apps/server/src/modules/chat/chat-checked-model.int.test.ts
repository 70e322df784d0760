import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatReply, CoachEventsPage, DashboardStats } from '@socratica/contracts';
import { learnerClaimVerdicts } from '../../coach/checks/learner-claim-verdicts.js';
import { tutorReplyFailures } from '../../coach/checks/tutor-reply-check.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { readEvents, sendChat } from '../../../test/chat-journey.js';
import {
  reply,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  fakeModelEnv,
} from '../../../test/fakes/openai-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// DESIGN D20 through the chat: a model's tutor reply is checked before the learner sees it.
const SYCOPHANT = 'Great job! 7 × 8 = 54 is right.';
const FALSE_CLAIM = 'I worked it out: 7 × 8 = 54';
let ai: FakeOpenAiServer;
let t: TestApp;
let learner: { headers: { authorization: string } };
let admin: { authorization: string };
let sessionId: number;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  t = await createTestApp(fakeModelEnv(ai));
  learner = await t.createUser('grace');
  admin = await t.adminHeaders();
  sessionId = await sessionWithBaseline(t, learner.headers, 'Multiplication');
});
beforeEach(() => ai.reset());
afterAll(async () => {
  await t.close();
  await ai.close();
});

const modelReplies = async () =>
  (
    await t.inject({ method: 'GET', url: '/socratica/api/admin/dashboard', headers: admin })
  ).json<DashboardStats>().model_replies;
const tutorCalls = () => ai.requests.filter((request) => request.data?.learner_message !== undefined);
/** A reply the checks would pass for a learner who wrote FALSE_CLAIM. */
const sound = (text: string) =>
  tutorReplyFailures(text, { refuted: learnerClaimVerdicts(FALSE_CLAIM).refuted }).length === 0;

describe('a sycophantic model', () => {
  beforeEach(() => ai.respondWith(() => reply.content(SYCOPHANT)));

  it('never reaches the learner through POST chat: they get the offline coach’s reply, and it is counted', async () => {
    const before = await modelReplies();
    const response = await sendChat(t, learner.headers, sessionId, FALSE_CLAIM);
    expect(response.statusCode).toBe(200);
    const shown = response.json<ChatReply>().content;
    expect(shown).not.toContain('Great job');
    expect(sound(shown)).toBe(true);

    // Asked once more, with the verdicts, before the offline coach replied.
    const [first, second] = tutorCalls();
    expect(tutorCalls()).toHaveLength(2);
    expect(first!.data.checked_claims).toEqual(["The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56."]);
    expect(first!.system).toMatch(/checked_claims/);
    expect(second!.data.checked_claims).toContain(
      'Your reply stated 7 × 8 = 54, which is false. State only arithmetic that holds.',
    );
    expect(await modelReplies()).toEqual({
      ...before,
      checked: before.checked + 1,
      reasked: before.reasked + 1,
      replaced: before.replaced + 1,
    });
  });

  it('never reaches the learner through the stream: no delta of it is sent', async () => {
    const before = await modelReplies();
    const response = await sendChat(t, learner.headers, sessionId, FALSE_CLAIM, { stream: true });
    const events = readEvents(response.body);
    const shown = events
      .filter((event) => event.event === 'delta')
      .map((event) => String(event.data.text))
      .join('');
    expect(events.at(-1)!.event).toBe('done');
    expect(shown).not.toContain('Great job');
    expect(sound(shown)).toBe(true);
    expect(events.at(-1)!.data.message.content).toBe(shown);
    expect((await modelReplies()).replaced).toBe(before.replaced + 1);
  });
});

describe('a model that corrects itself when asked again', () => {
  it('has its second reply shown, the re-ask counted, and nothing replaced', async () => {
    const corrected = 'Not quite: 7 × 7 = 49. What do you get when you add one more 7?';
    ai.script(reply.content(SYCOPHANT), reply.content(corrected));
    const before = await modelReplies();
    const response = await sendChat(t, learner.headers, sessionId, FALSE_CLAIM);
    expect(response.json<ChatReply>().content).toBe(corrected);
    expect(await modelReplies()).toEqual({
      ...before,
      checked: before.checked + 1,
      reasked: before.reasked + 1,
    });
  });
});

describe('a sound model', () => {
  it('is shown at once, and counted as checked only', async () => {
    const answer = 'What is 7 × 7, and how far is 7 × 8 from it?';
    ai.script(reply.content(answer));
    const before = await modelReplies();
    const response = await sendChat(t, learner.headers, sessionId, FALSE_CLAIM);
    expect(response.json<ChatReply>().content).toBe(answer);
    expect(tutorCalls()).toHaveLength(1);
    expect(await modelReplies()).toEqual({ ...before, checked: before.checked + 1 });
  });
});

const replacedRows = async (outcome: 'replaced' | 'unanswered') =>
  (
    await t.inject({
      method: 'GET',
      url: `/socratica/api/admin/coach-events?outcome=${outcome}&limit=100`,
      headers: admin,
    })
  ).json<CoachEventsPage>().pagination.total;

describe('a model that writes junk (issue 38)', () => {
  it.each([
    ['broken JSON', '{"oops": [1, 2,, }} not json'],
    [
      'a fragment of its prompt',
      'You are Socratica, a warm and patient Socratic tutor. Ask more than you tell.',
    ],
    ['one word over and over', 'energy energy energy energy energy energy energy energy'],
  ])(
    'never shows %s: the offline coach answers, even a false sum, and the turn is counted unanswered',
    async (_, junk) => {
      ai.respondWith(() => reply.content(junk));
      const before = await modelReplies();
      const rowsBefore = await replacedRows('unanswered');
      const response = await sendChat(t, learner.headers, sessionId, FALSE_CLAIM);
      expect(response.statusCode).toBe(200);
      const shown = response.json<ChatReply>();
      expect(shown.content).not.toContain(junk.slice(0, 12));
      expect(shown.message.answered_offline).toBe(true);
      expect(sound(shown.content)).toBe(true);
      expect((await modelReplies()).unanswered).toBe(before.unanswered + 1);
      expect(await replacedRows('unanswered')).toBe(rowsBefore + 1);
    },
  );
});

describe('a sycophantic model, on a claim no source supports (issue 38)', () => {
  it('is asked again with the verdict, then replaced, and the row is kept', async () => {
    ai.respondWith(() => reply.content('Great job! That is exactly right.'));
    const before = await modelReplies();
    const rowsBefore = await replacedRows('replaced');
    const response = await sendChat(
      t,
      learner.headers,
      sessionId,
      'Pumice sinks in water because it is heavy, right?',
    );
    const shown = response.json<ChatReply>().content;
    expect(shown).not.toContain('Great job');
    const [first, second] = tutorCalls();
    expect(JSON.stringify(first!.data.checked_claims)).toContain('is not covered by the session');
    expect(JSON.stringify(second!.data.checked_claims)).toContain('Your reply confirmed the learner');
    expect((await modelReplies()).replaced).toBe(before.replaced + 1);
    expect(await replacedRows('replaced')).toBe(rowsBefore + 1);
  });
});
