import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { assessmentResponses, podcastJobs } from '../../db/schema/index.js';
import { PodcastJobsRepository } from './podcast-jobs.repository.js';

/** "Make a review episode" on a report (issue 24, D17): a personal job on the session's missed questions. */
const API = '/socratica/api';

let t: TestApp;
let learner: { id: number; headers: { authorization: string } };
let other: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp({ SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY: '5' });
  learner = await t.createUser('review-learner');
  other = await t.createUser('review-other');
});
afterAll(() => t.close());

/** A finished session whose post-assessment got every scored question wrong but the first. */
async function finishedSession(): Promise<number> {
  const id = await sessionWithBaseline(t, learner.headers, 'Photosynthesis');
  const post = await t.inject({
    method: 'POST',
    url: `${API}/assessments/${id}/post-assessment`,
    headers: learner.headers,
  });
  expect(post.statusCode).toBe(200);
  const questions = post.json<{
    post_assessment: { questions: { id: string; type: string; options: string[] }[] };
  }>().post_assessment.questions;
  const answers = questions.map((q) => ({
    question_id: q.id,
    answer: q.type === 'confidence_rating' ? '6' : q.type === 'short_answer' ? 'no idea' : q.options.at(-1)!,
    time_spent: 20,
  }));
  const submitted = await t.inject({
    method: 'POST',
    url: `${API}/assessments/${id}/post-assessment/responses`,
    headers: learner.headers,
    payload: answers,
  });
  expect(submitted.statusCode).toBe(200);
  return id;
}

const askReview = (headers: { authorization: string }, sessionId: number) =>
  t.inject({
    method: 'POST',
    url: `${API}/podcasts/review-episodes`,
    headers,
    payload: { session_id: sessionId },
  });

describe('POST podcasts/review-episodes', () => {
  it('makes a personal job for the session’s learner, whose material is the missed questions with their keys', async () => {
    const sessionId = await finishedSession();
    const response = await askReview(learner.headers, sessionId);
    expect(response.statusCode).toBe(202);
    const { job_id, message } = response.json<{ job_id: string; message: string }>();
    expect(message).toMatch(/^Your review episode "Review: Photosynthesis" is being made\./);
    const [job] = await t.database.db.select().from(podcastJobs).where(eq(podcastJobs.id, job_id));
    expect(job).toMatchObject({
      personal: true,
      reviewSessionId: sessionId,
      isFeatured: false,
      requestedBy: learner.id,
    });

    const material = await new PodcastJobsRepository(t.database.db).reviewMaterial({
      reviewSessionId: sessionId,
      reviewQuestions: null,
    });
    const wrong = await t.database.db
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.sessionId, sessionId));
    const missed = wrong.filter((r) => r.phase === 'post' && r.correct === false);
    expect(missed.length).toBeGreaterThan(0);
    expect(material!.missed.map((m) => m.question)).toEqual(missed.map((r) => r.questionText));
    for (const item of material!.missed) expect(item.acceptedAnswer.length).toBeGreaterThan(0);
  });

  it('tells another learner there is no such session of theirs, and asks for the post-assessment first', async () => {
    const sessionId = await finishedSession();
    const refused = await askReview(other.headers, sessionId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: `There is no session ${sessionId} of yours to review.` });

    const unfinished = await sessionWithBaseline(t, learner.headers, 'Tides');
    const early = await askReview(learner.headers, unfinished);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ detail: string }>().detail).toMatch(/^Finish the post-assessment first/);

    const bad = await askReview(learner.headers, 'seven' as unknown as number);
    expect(bad.statusCode).toBe(422);
  });
});
