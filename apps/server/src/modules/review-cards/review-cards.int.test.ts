import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  DueReviewCards,
  PostAssessmentReply,
  ReviewAnswerResult,
  ReviewCardQuestion,
  ReviewDueCount,
} from '@socratica/contracts';
import { podcastJobs, reviewCards, reviewLogs } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat } from '../../../test/chat-journey.js';
import { startFakeWikipediaServer, type FakeWikipediaServer } from '../../../test/fakes/wikipedia-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PodcastJobsRepository } from '../podcast-jobs/podcast-jobs.repository.js';
import { ReviewCardsRepository } from './review-cards.repository.js';
import { ReviewCardsService } from './review-cards.service.js';

// Issue 40: what a post-assessment missed, and what the chat claimed against the sources, comes back on an
// FSRS schedule; the server's clock is moved to simulate the days between reviews.
const API = '/socratica/api';
const BASTILLE =
  'On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder.';

let clock = new Date('2026-03-02T09:00:00Z');
let wikipedia: FakeWikipediaServer;
let t: TestApp;
type Learner = { id: number; headers: { authorization: string } };
let ana: Learner;
let bob: Learner;

beforeAll(async () => {
  wikipedia = await startFakeWikipediaServer();
  t = await createTestApp(
    {
      SOCRATICA_WIKIPEDIA: 'true',
      SOCRATICA_WIKIPEDIA_BASE_URL: wikipedia.url,
      SOCRATICA_WIKIPEDIA_CONTACT: 'ops@example.com',
    },
    { now: () => clock },
  );
  ana = await t.createUser('ana-reviews');
  bob = await t.createUser('bob-reviews');
});
afterAll(async () => {
  await t.close();
  await wikipedia.close();
});

const dueLine = async (who: Learner) => {
  const response = await t.inject({ method: 'GET', url: `${API}/review/due-count`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<ReviewDueCount>();
};
const dueCount = async (who: Learner) => (await dueLine(who)).due;
const dueCards = async (who: Learner) => {
  const response = await t.inject({ method: 'GET', url: `${API}/review/cards`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<DueReviewCards>();
};
const answer = (who: Learner, id: number, given: string | string[]) =>
  t.inject({
    method: 'POST',
    url: `${API}/review/cards/${id}/answer`,
    headers: who.headers,
    payload: { answer: given },
  });

/** A French Revolution session with a claim the article contradicts and a post-assessment left blank. */
async function sessionWithMisses(
  who: Learner,
): Promise<{ sessionId: number; submit: () => Promise<number> }> {
  const sessionId = await sessionWithBaseline(t, who.headers, 'French Revolution');
  await openChat(t, who.headers, sessionId);
  await chatTurn(t, who.headers, sessionId, 'The crowds stormed the Bastille in 1790.');
  const post = await t.inject({
    method: 'POST',
    url: `${API}/assessments/${sessionId}/post-assessment`,
    headers: who.headers,
  });
  expect(post.statusCode).toBe(200);
  const questions = post.json<PostAssessmentReply>().post_assessment.questions;
  const submit = async () => {
    const response = await t.inject({
      method: 'POST',
      url: `${API}/assessments/${sessionId}/post-assessment/responses`,
      headers: who.headers,
      payload: questions.map((q) => ({
        question_id: q.id,
        answer: q.type === 'confidence_rating' ? '5' : '',
        time_spent: 10,
      })),
    });
    return response.statusCode;
  };
  return { sessionId, submit };
}

const cardRows = (sessionId: number) =>
  t.database.db.select().from(reviewCards).where(eq(reviewCards.sessionId, sessionId));

describe('review cards from a completed post-assessment (issue 40)', () => {
  let sessionId: number;
  let cards: ReviewCardQuestion[];

  it('makes one card per missed item and per contradicted claim, once, due the next day and without keys', async () => {
    const made = await sessionWithMisses(ana);
    sessionId = made.sessionId;
    expect(await dueLine(ana)).toEqual({ due: 0, next: null });
    expect(await made.submit()).toBe(200);

    const rows = await cardRows(sessionId);
    const missed = rows.filter((r) => r.origin === 'missed_item');
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((r) => r.question.type !== 'confidence_rating')).toBe(true);
    expect(rows.filter((r) => r.origin === 'contradicted_claim')).toEqual([
      expect.objectContaining({
        itemRef: 'The crowds stormed the Bastille in 1790.',
        source: {
          name: 'French Revolution › Storming of the Bastille',
          url: `${wikipedia.url}/wiki/French_Revolution#Storming_of_the_Bastille`,
          sentence: BASTILLE,
        },
      }),
    ]);

    // Completing again is refused, and making the cards again adds none.
    expect(await made.submit()).toBe(409);
    const again = new ReviewCardsService(new ReviewCardsRepository(t.database.db), null, () => clock);
    expect(await again.makeCardsFor(sessionId)).toBe(0);
    expect(await cardRows(sessionId)).toHaveLength(rows.length);

    // Not at once (decision 057): none is due right after the session; Home can say when they come back.
    const tomorrow = new Date(clock.getTime() + 24 * 3_600_000);
    expect(rows.every((r) => r.due.getTime() === tomorrow.getTime())).toBe(true);
    expect(await dueLine(ana)).toEqual({
      due: 0,
      next: { due_at: tomorrow.toISOString(), count: rows.length },
    });
    const early = await answer(ana, rows[0]!.id, 'I do not know.');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(
      `This card is not due until ${tomorrow.toISOString().slice(0, 10)}. Answer the cards that are due now.`,
    );

    // The next (simulated) day they are all due.
    clock = tomorrow;
    expect(await dueLine(ana)).toEqual({ due: rows.length, next: null });
    const response = await t.inject({ method: 'GET', url: `${API}/review/cards`, headers: ana.headers });
    expect(response.body).not.toContain(BASTILLE);
    expect(response.body).not.toMatch(/correct_?options|accepted_?answer|key_?concepts/i);
    cards = response.json<DueReviewCards>().cards;
    expect(cards).toHaveLength(Math.min(10, rows.length));
    expect(cards.find((c) => c.origin === 'contradicted_claim')?.prompt).toBe(
      'In your chat you wrote: “The crowds stormed the Bastille in 1790”. What does French Revolution › Storming of the Bastille say instead?',
    );
  });

  it('marks by meaning, shows the source, and brings a wrong answer back sooner than a right one', async () => {
    const claim = cards.find((c) => c.origin === 'contradicted_claim')!;
    const item = cards.find((c) => c.origin === 'missed_item')!;
    const before = await dueCount(ana);

    const right = await answer(ana, claim.id, 'Crowds in Paris stormed the Bastille on 14 July 1789.');
    expect(right.statusCode).toBe(200);
    const rightResult = right.json<ReviewAnswerResult>();
    expect(rightResult).toMatchObject({ credit: 'full', rating: 'good', accepted_answer: BASTILLE });
    expect(rightResult.source?.url).toContain('#Storming_of_the_Bastille');

    const wrong = await answer(ana, item.id, 'I do not know.');
    expect(wrong.statusCode).toBe(200);
    const wrongResult = wrong.json<ReviewAnswerResult>();
    expect(wrongResult).toMatchObject({ credit: 'none', rating: 'again' });

    expect(Date.parse(wrongResult.next_due_at)).toBeGreaterThan(clock.getTime());
    expect(Date.parse(wrongResult.next_due_at)).toBeLessThan(Date.parse(rightResult.next_due_at));
    expect(await dueCount(ana)).toBe(before - 2);

    const logs = await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, claim.id));
    expect(logs).toEqual([expect.objectContaining({ rating: 3, score: 1 })]);

    // The next (simulated) day the missed item is due again, and the claim answered right is not.
    clock = new Date(Date.parse(wrongResult.next_due_at) + 60_000);
    const ids = (await dueCards(ana)).cards.map((c) => c.id);
    expect(ids).toContain(item.id);
    expect(ids).not.toContain(claim.id);
  });

  it('refuses an answer to a card answered already in this review, with a detail', async () => {
    const claim = cards.find((c) => c.origin === 'contradicted_claim')!;
    const twice = await answer(ana, claim.id, 'In 1789.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/answered already; it is due again on \d{4}-\d{2}-\d{2}/);
  });

  it("keeps each learner's cards their own: another learner counts 0 and gets 404", async () => {
    expect(await dueCount(bob)).toBe(0);
    expect((await dueCards(bob)).cards).toEqual([]);
    const theirs = await answer(bob, cards[0]!.id, 'chlorophyll');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe(`There is no review card ${cards[0]!.id}.`);
    expect(await dueCount(ana)).toBeGreaterThan(0);
  });

  it('refuses an answer that is not text or choices, and a card id that is not one', async () => {
    const bad = await answer(ana, cards[0]!.id, { nested: true } as unknown as string);
    expect(bad.statusCode).toBe(422);
    const none = await answer(ana, 999_999, 'x');
    expect(none.statusCode).toBe(404);
  });

  it('makes a review episode of exactly the cards the review shows, with their answers; none when nothing is due', async () => {
    // A year on, every card is due again, the claim answered right included.
    clock = new Date(clock.getTime() + 365 * 24 * 60 * 60 * 1000);
    const shown = (await dueCards(ana)).cards;
    expect(shown.map((card) => card.origin)).toEqual(
      expect.arrayContaining(['missed_item', 'contradicted_claim']),
    );
    const made = await t.inject({ method: 'POST', url: `${API}/review/episode`, headers: ana.headers });
    expect(made.statusCode).toBe(202);
    const { job_id, message } = made.json<{ job_id: string; message: string }>();
    expect(message).toMatch(/^Your review episode "Review: French Revolution" is being made/);
    const [job] = await t.database.db.select().from(podcastJobs).where(eq(podcastJobs.id, job_id));
    expect(job).toMatchObject({ reviewSessionId: sessionId, personal: true, requestedBy: ana.id });
    expect(job!.description).toContain(`the ${shown.length} cards due on French Revolution`);

    // What the episode goes through: the shown cards, in order, each with its key's answer and source.
    const material = await new PodcastJobsRepository(t.database.db).reviewMaterial(job!);
    expect(material!.missed.map((m) => m.question)).toEqual(shown.map((card) => card.prompt));
    const stored = await cardRows(sessionId);
    for (const [at, card] of shown.entries()) {
      const row = stored.find((r) => r.id === card.id)!;
      expect(material!.missed[at]!.acceptedAnswer.length).toBeGreaterThan(0);
      if (row.origin === 'contradicted_claim') {
        expect(material!.missed[at]).toMatchObject({ acceptedAnswer: BASTILLE });
        expect(material!.missed[at]!.citation).toMatch(/French Revolution.*, http/);
      }
    }

    const none = await t.inject({ method: 'POST', url: `${API}/review/episode`, headers: bob.headers });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe(
      'Nothing is due for review, so there is nothing to make a review episode of.',
    );
  });

  it("deletes a session's cards and their answers with the session", async () => {
    const deleted = await t.inject({
      method: 'DELETE',
      url: `${API}/assessments/${sessionId}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await cardRows(sessionId)).toEqual([]);
    expect(await dueCount(ana)).toBe(0);
    const logs = await t.database.db.select().from(reviewLogs);
    expect(logs.filter((l) => cards.some((c) => c.id === l.cardId))).toEqual([]);
  });
});
