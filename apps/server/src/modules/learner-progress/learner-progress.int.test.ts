import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DueReviewCards, LearnerProgress } from '@socratica/contracts';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat } from '../../../test/chat-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { assessmentSessions, type StoredKeyedQuestion } from '../../db/schema/index.js';

// Issue 40 §5: the learner's own progress, from sessions taken through the real routes; the server's clock
// is moved to the next day to answer a card.
const API = '/socratica/api';
type Learner = { id: number; headers: { authorization: string } };

const PARAGRAPHS = [
  'In photosynthesis, chlorophyll in the thylakoid membranes absorbs red and blue light. The energy of that light splits water molecules, which releases oxygen as a by-product of the reaction.',
  'Photosynthesis continues in the stroma of the chloroplast, where the enzyme RuBisCO fixes carbon dioxide from the air into sugar. The cycle uses energy stored as ATP, and hydrogen carried by NADPH, from the light reactions.',
  'Through photosynthesis, most of the dry mass of a plant comes from carbon dioxide in the air rather than from the soil. The soil supplies water and minerals such as nitrogen, which the roots absorb.',
  'Photosynthesis in the leaves of a plant depends on sunlight, water from the roots and carbon dioxide from the air.',
  'The sugar that photosynthesis makes feeds the cells of the plant, and animals that eat the leaves get its energy.',
];

let clock = new Date('2026-04-06T09:00:00Z');
let t: TestApp;
let ana: Learner;
let bob: Learner;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeTopicArticle(t.database, 'Photosynthesis', PARAGRAPHS);
  ana = await t.createUser('ana-progress');
  bob = await t.createUser('bob-progress');
});
afterAll(() => t.close());

const post = (who: Learner, sessionId: number, path: string, payload?: object) =>
  t.inject({
    method: 'POST',
    url: `${API}/assessments/${sessionId}/${path}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload }),
  });

async function progress(who: Learner): Promise<LearnerProgress> {
  const response = await t.inject({ method: 'GET', url: `${API}/progress`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<LearnerProgress>();
}

async function stored(sessionId: number) {
  const [row] = await t.database.db
    .select()
    .from(assessmentSessions)
    .where(eq(assessmentSessions.id, sessionId));
  return row!;
}

const right = (q: StoredKeyedQuestion) => q.key.correctOptions![0]!;
const wrong = (q: StoredKeyedQuestion) => q.options.find((o) => o !== right(q))!;

/**
 * A Photosynthesis session to its post-assessment: with the pre-check answered wrong when `precheck` is
 * true, without one otherwise; the post's choices answered right and its written items left blank.
 */
async function completeSession(who: Learner, { precheck }: { precheck: boolean }): Promise<number> {
  const sessionId = await sessionWithBaseline(t, who.headers, 'Photosynthesis');
  if (precheck) {
    expect((await post(who, sessionId, 'pre-check')).statusCode).toBe(200);
    const items = (await stored(sessionId)).precheck!.questions;
    const answered = await post(who, sessionId, 'pre-check/responses', {
      answers: items.map((q) => ({ question_id: q.id, answer: wrong(q), time_spent: 15 })),
    });
    expect(answered.statusCode).toBe(200);
  }
  await openChat(t, who.headers, sessionId);
  await chatTurn(t, who.headers, sessionId, 'Chlorophyll absorbs light and the plant makes sugar.');
  expect((await post(who, sessionId, 'post-assessment')).statusCode).toBe(200);
  const keyed = (await stored(sessionId)).postQuestions!;
  const submitted = await post(
    who,
    sessionId,
    'post-assessment/responses',
    keyed.map((q) => ({
      question_id: q.id,
      answer: q.type === 'confidence_rating' ? '7' : q.type === 'multiple_choice' ? right(q) : '',
    })),
  );
  expect(submitted.statusCode).toBe(200);
  return sessionId;
}

describe('the learner’s own progress (issue 40 §5)', () => {
  let measured: number;
  let unmeasured: number;

  it('is empty for a learner who has completed nothing', async () => {
    expect(await progress(ana)).toEqual({
      topics: [],
      reviews: { done: 0, right: 0, partial: 0, wrong: 0 },
      cards: { total: 0, due_now: 0, next_due_at: null },
    });
  });

  it('shows each completed session’s tested gain as the report does, and says when it was not measured', async () => {
    measured = await completeSession(ana, { precheck: true });
    clock = new Date('2026-04-07T09:00:00Z');
    unmeasured = await completeSession(ana, { precheck: false });
    // Another learner's session on the same topic.
    await completeSession(bob, { precheck: true });

    const mine = await progress(ana);
    expect(mine.topics).toHaveLength(1);
    const [topic] = mine.topics;
    expect(topic).toMatchObject({
      topic: 'Photosynthesis',
      topic_key: 'photosynthesis',
      measured_sessions: 1,
    });
    expect(topic!.sessions.map((s) => s.session_id)).toEqual([measured, unmeasured]);

    const [first, second] = topic!.sessions;
    const report = await t.inject({
      method: 'GET',
      url: `${API}/assessments/${measured}/enhanced-results`,
      headers: ana.headers,
    });
    expect(first!.tested_gain).toEqual(report.json().analysis.tested_gain);
    expect(first!.tested_gain).toMatchObject({
      measured: true,
      pre_score: 0,
      post_score: 100,
      normalized_gain: 1,
    });
    const row = await stored(measured);
    expect(first!.completed_at).toBe(row.postCompletedAt!.toISOString());
    expect(first!.self_rating).toEqual(row.baselineScore);

    expect(second!.tested_gain).toMatchObject({
      measured: false,
      reason: 'no_precheck',
      pre_score: null,
      post_score: null,
      normalized_gain: null,
    });
    expect(second!.tested_gain.meaning).toMatch(/^Not measured/);
  });

  it('never shows another learner’s sessions, reviews or cards', async () => {
    const mine = await progress(ana);
    const theirs = await progress(bob);
    const ids = (p: LearnerProgress) => p.topics.flatMap((topic) => topic.sessions.map((s) => s.session_id));
    expect(ids(mine)).toEqual([measured, unmeasured]);
    expect(ids(theirs)).toHaveLength(1);
    expect(ids(theirs)).not.toContain(measured);
    expect(ids(theirs)).not.toContain(unmeasured);
    expect(theirs.cards.total).toBeLessThan(mine.cards.total);
  });

  it('counts a review answered, and moves the card from due now to a later date', async () => {
    // A day on, every card made so far is due, whether a new card waits a day or not.
    clock = new Date('2026-04-08T09:00:00Z');
    const before = await progress(ana);
    expect(before.cards.due_now).toBeGreaterThan(0);
    expect(before.cards).toEqual(before.topics[0]!.cards);
    expect(before.reviews.done).toBe(0);
    const bobBefore = await progress(bob);

    const due = await t.inject({ method: 'GET', url: `${API}/review/cards`, headers: ana.headers });
    const card = due.json<DueReviewCards>().cards[0]!;
    const answered = await t.inject({
      method: 'POST',
      url: `${API}/review/cards/${card.id}/answer`,
      headers: ana.headers,
      payload: { answer: card.kind === 'written' ? '' : [] },
    });
    expect(answered.statusCode).toBe(200);

    const after = await progress(ana);
    expect(after.reviews).toEqual({ done: 1, right: 0, partial: 0, wrong: 1 });
    expect(after.topics[0]!.reviews).toEqual(after.reviews);
    expect(after.cards.total).toBe(before.cards.total);
    expect(after.cards.due_now).toBe(before.cards.due_now - 1);
    expect(after.cards.next_due_at).not.toBeNull();
    expect(new Date(after.cards.next_due_at!).getTime()).toBeGreaterThan(clock.getTime());
    // Bob's page does not move with Ana's review.
    expect((await progress(bob)).reviews).toEqual(bobBefore.reviews);
  });

  it('asks for a sign-in', async () => {
    const response = await t.inject({ method: 'GET', url: `${API}/progress` });
    expect(response.statusCode).toBe(401);
  });
});
