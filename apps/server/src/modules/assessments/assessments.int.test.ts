import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResponses, assessmentSessions } from '../../db/schema/index.js';
import {
  answerBaseline,
  sampleAnswer,
  sessionWithBaseline,
  startSession,
} from '../../../test/assessment-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let ada: { id: number; headers: { authorization: string } };
let bob: { id: number; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser('ada');
  bob = await t.createUser('bob');
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.inject({
    method: 'POST',
    url: `/socratica/api/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, headers: Record<string, string>) =>
  t.inject({ method: 'GET', url: `/socratica/api/${url}`, headers });
const storedSession = async (id: number) =>
  (await t.database.db.select().from(assessmentSessions).where(eq(assessmentSessions.id, id)))[0]!;

describe('POST assessments/start', () => {
  it('allocates the time from the largest choice and generates five questions in the D5 order', async () => {
    const started = await startSession(t, ada.headers, 'Photosynthesis', [15, 30]);
    expect(started.time_allocation).toEqual({
      total_minutes: 30,
      pre_assessment_minutes: 4.5,
      chat_learning_minutes: 21,
      post_assessment_minutes: 4.5,
    });
    const questions = started.assessment.questions;
    expect(questions.map((q) => q.context_field)).toEqual([
      'experience_level',
      'learning_focus',
      'learning_preferences',
      'success_criteria',
      'confidence_baseline',
    ]);
    expect(questions.map((q) => q.type)).toEqual([
      'multiple_choice',
      'text',
      'multiple_choice',
      'text',
      'confidence_rating',
    ]);
    expect(questions[0]!.options).toHaveLength(4);
    expect(questions[4]!.scale).toEqual({ min: 1, max: 10 });
  });

  it('caps the pre- and post-assessment for an hour', async () => {
    const started = await startSession(t, ada.headers, 'Rust lifetimes', [60]);
    expect(started.time_allocation).toMatchObject({
      pre_assessment_minutes: 5,
      chat_learning_minutes: 46,
      post_assessment_minutes: 9,
    });
  });

  it.each([
    ['topic=%20%20&times=15', 'Enter a topic to learn about.'],
    [`topic=${'x'.repeat(201)}&times=15`, 'The topic can have at most 200 characters.'],
    ['topic=Math&times=20', 'Times are minutes: 5, 15, 30, 45 or 60.'],
    ['topic=Math', 'Please select how much time you have available for learning.'],
    ['topic=Math&times=15&difficulty=expert', 'The difficulty must be beginner, intermediate or advanced.'],
  ])('refuses %s with a clear message and creates nothing', async (query, detail) => {
    const before = (await get('assessments', ada.headers)).json().assessments.length;
    const response = await post(`assessments/start?${query}`, ada.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect((await get('assessments', ada.headers)).json().assessments).toHaveLength(before);
  });
});

describe('the baseline', () => {
  it('saves answers, joins several choices, defaults the time to 60 s, and refuses unknown questions', async () => {
    const started = await startSession(t, ada.headers);
    const id = started.session_id;
    const saved = await post(`assessments/${id}/responses`, ada.headers, {
      question_number: 3,
      question_text: 'Style',
      user_answer: ['Examples', 'Practice'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ question_number: 3, saved: true, answered: 1 });
    const rows = await t.services.assessments['repository'].responses(id, 'baseline');
    expect(rows[0]).toMatchObject({ userAnswer: 'Examples, Practice', timeSpent: 60 });

    const sixth = await post(`assessments/${id}/responses`, ada.headers, {
      question_number: 6,
      user_answer: 'x',
    });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().detail).toBe('There is no question 6 in this assessment: it has 5.');
    const empty = await post(`assessments/${id}/responses`, ada.headers, {
      question_number: 2,
      user_answer: '   ',
    });
    expect(empty.statusCode).toBe(422);
  });

  it('completes only when every question is answered, once', async () => {
    const started = await startSession(t, ada.headers);
    const id = started.session_id;
    const early = await post(`assessments/${id}/complete`, ada.headers);
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toBe('Please answer all 5 questions before continuing.');

    await answerBaseline(t, ada.headers, started);
    const completed = await post(`assessments/${id}/complete`, ada.headers);
    expect(completed.statusCode).toBe(200);
    const body = completed.json();
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(100);
    expect(['beginner', 'intermediate', 'advanced']).toContain(body.difficulty_level);
    expect(body.knowledge_gaps.length).toBeGreaterThan(0);
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.context.confidence_baseline).toBe(6);

    const again = await post(`assessments/${id}/complete`, ada.headers);
    expect(again.statusCode).toBe(409);
    const late = await post(`assessments/${id}/responses`, ada.headers, {
      question_number: 1,
      user_answer: 'x',
    });
    expect(late.statusCode).toBe(409);
    expect((await storedSession(id)).baselineScore).toBe(body.score);
  });
});

describe('the post-assessment', () => {
  it('needs a complete baseline', async () => {
    const started = await startSession(t, ada.headers);
    const response = await post(`assessments/${started.session_id}/post-assessment`, ada.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/Complete the pre-assessment first/);
  });

  it('sends questions without their keys, sized to the time, ending with a confidence rating, the same on a reload', async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'The French Revolution', [60]);
    const first = await post(`assessments/${id}/post-assessment`, ada.headers);
    expect(first.statusCode).toBe(200);
    const reply = first.json();
    expect(reply).toMatchObject({
      topic: 'The French Revolution',
      chat_messages_count: 0,
      pre_assessment_score_kind: 'self_estimate',
      completed_at: null,
      post_assessment: { time_limit_minutes: 9 },
    });
    // Nine scored items (two a minute of the 9, at most 9) and the confidence rating.
    expect(reply.post_assessment.questions).toHaveLength(10);
    expect(Date.parse(reply.post_assessment.started_at)).toBeLessThanOrEqual(Date.now());
    expect(reply.graded).toBeNull();
    expect(reply.post_assessment.questions.at(-1).type).toBe('confidence_rating');
    expect(first.body).not.toMatch(/"key"|correctOptions|keyConcepts|modelAnswer/);
    for (const q of reply.post_assessment.questions.slice(0, -1)) {
      expect(q.bloom_level).toBeTruthy();
      expect(q.learning_objective).toBeTruthy();
    }
    // The same questions and the same start: a reload does not restart the time limit.
    const second = (await post(`assessments/${id}/post-assessment`, ada.headers)).json();
    const { seconds_left: left, ...rest } = second.post_assessment;
    expect({ ...second, post_assessment: rest }).toEqual({
      ...reply,
      post_assessment: { ...reply.post_assessment, seconds_left: undefined },
    });
    expect(left).toBeLessThanOrEqual(reply.post_assessment.seconds_left);
    expect(reply.post_assessment.seconds_left).toBeGreaterThan(9 * 60 - 30);
  });

  it('gives a 5-minute session the time its items need, not the 48 s of its plan (issue 38)', async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Photosynthesis', [5]);
    const { post_assessment: shown } = (await post(`assessments/${id}/post-assessment`, ada.headers)).json();
    const choices = shown.questions.filter((q: { type: string }) =>
      ['multiple_choice', 'multi_select'].includes(q.type),
    ).length;
    const typed = shown.questions.filter((q: { type: string }) => q.type === 'short_answer').length;
    expect(choices + typed).toBe(shown.questions.length - 1);
    expect(typed).toBeGreaterThan(0);
    expect(shown.time_limit_minutes * 60).toBeGreaterThanOrEqual(30 * choices + 60 * typed);
    // The countdown runs on the same limit, on the server.
    expect(shown.seconds_left).toBeGreaterThan(shown.time_limit_minutes * 60 - 5);
  });

  it('grades on the server, returns the learning gains, and refuses a second submission with 409', async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Photosynthesis', [15]);
    await post(`assessments/${id}/post-assessment`, ada.headers);
    const keyed = (await storedSession(id)).postQuestions!;
    const answers = keyed.map((q) => ({
      question_id: q.id,
      answer:
        q.type === 'confidence_rating'
          ? '9'
          : q.key.correctOptions
            ? q.type === 'multi_select'
              ? q.key.correctOptions
              : q.key.correctOptions[0]!
            : (q.key.keyConcepts ?? []).join(' '),
    }));
    const unknown = await post(`assessments/${id}/post-assessment/responses`, ada.headers, [
      answers[0],
      { question_id: 'p99', answer: 'x' },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(
      `This post-assessment has no question "p99": its questions are ${keyed.map((q) => q.id).join(', ')}. Nothing was saved.`,
    );
    const savedAfterRefusal = await t.database.db
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.sessionId, id));
    expect(savedAfterRefusal.filter((r) => r.phase === 'post')).toEqual([]);

    const graded = await post(`assessments/${id}/post-assessment/responses`, ada.headers, answers);
    expect(graded.statusCode).toBe(200);
    const { learning_gains: gains, graded: items, unanswered } = graded.json();
    // Each scored item now shows the learner's answer, the accepted answer, the credit and its source.
    expect(items).toHaveLength(keyed.length - 1);
    expect(unanswered).toBe(0);
    for (const item of items) {
      expect(item).toMatchObject({ credit: 'full', correct: true, score: 1 });
      expect(item.learner_answer).not.toBe('');
      expect(item.accepted_answer).not.toBe('');
      expect(item.source).not.toBe('');
      expect(item.question_text).toBe(keyed.find((q) => q.id === item.question_id)!.text);
    }
    const stored = await storedSession(id);
    expect(gains.post_score).toBe(100);
    expect(gains.pre_score).toBeCloseTo(stored.baselineScore!, 1);
    expect(gains.improvement).toBeCloseTo(100 - stored.baselineScore!, 1);
    expect(gains.normalized_gain).toBe(1);
    expect(gains).toMatchObject({ confidence_pre: 6, confidence_post: 9, confidence_growth: 3 });

    expect(gains.pre_score_kind).toBe('self_estimate');

    // A second submission is refused, not quietly ignored behind a score that looks fresh.
    const wrong = keyed.map((q) => ({ question_id: q.id, answer: 'nothing at all' }));
    const repeat = await post(`assessments/${id}/post-assessment/responses`, ada.headers, wrong);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().detail).toBe(
      'This post-assessment is already completed, and its score stands. Open its report to see the results.',
    );
    expect((await storedSession(id)).postScore).toBe(100);
    const kept = await t.database.db
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.sessionId, id));
    expect(kept.filter((r) => r.phase === 'post').every((r) => r.userAnswer !== 'nothing at all')).toBe(true);

    // Opened again, the post-assessment says it is done and when.
    const reopened = (await post(`assessments/${id}/post-assessment`, ada.headers)).json();
    expect(reopened.completed_at).toBe(stored.postCompletedAt!.toISOString());
    // With the same feedback as the submit reply, so a later visit can show it again.
    expect(reopened.graded).toEqual(items);
  });
});

describe('the time limit', () => {
  it('counts unanswered items as unanswered when the time ran out, and says so', async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Fractions', [15]);
    await post(`assessments/${id}/post-assessment`, ada.headers);
    // The time limit (the items' need, above the plan's 2.3 minutes) ran out: the page submits what was answered.
    await t.database.db
      .update(assessmentSessions)
      .set({ postStartedAt: new Date(Date.now() - 15 * 60_000) })
      .where(eq(assessmentSessions.id, id));
    const reopened = (await post(`assessments/${id}/post-assessment`, ada.headers)).json();
    expect(reopened.post_assessment.seconds_left).toBe(0);
    const keyed = (await storedSession(id)).postQuestions!;
    const first = keyed[0]!;
    const submitted = await post(`assessments/${id}/post-assessment/responses`, ada.headers, [
      {
        question_id: first.id,
        answer: first.key.correctOptions?.[0] ?? (first.key.keyConcepts ?? []).join(' '),
      },
      ...keyed.slice(1).map((q) => ({ question_id: q.id, answer: '' })),
    ]);
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json();
    expect(result.unanswered).toBe(keyed.length - 2);
    for (const item of result.graded.slice(1)) {
      expect(item).toMatchObject({ learner_answer: '', credit: 'none', score: 0 });
      expect(item.feedback).toBe('Not answered: the time limit ran out first.');
    }
  });
});

describe('listing, deleting and ownership', () => {
  it("lists only the learner's own sessions and deletes them", async () => {
    const id = await sessionWithBaseline(t, bob.headers, 'Salary negotiation', [5]);
    const list = (await get('assessments', bob.headers)).json().assessments;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      session_id: id,
      topic: 'Salary negotiation',
      status: 'learning',
      total_questions: 5,
      time_taken: 300,
    });
    expect(
      (await get('assessments', ada.headers))
        .json()
        .assessments.map((a: { session_id: number }) => a.session_id),
    ).not.toContain(id);

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/socratica/api/assessments/${id}`,
      headers: bob.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get('assessments', bob.headers)).json().assessments).toHaveLength(0);
  });

  it("answers 404 on every route for another learner's session", async () => {
    const id = await sessionWithBaseline(t, ada.headers);
    const attempts = [
      post(`assessments/${id}/responses`, bob.headers, {
        question_number: 1,
        user_answer: sampleAnswer({ type: 'text' } as never),
      }),
      post(`assessments/${id}/complete`, bob.headers),
      post(`assessments/${id}/post-assessment`, bob.headers),
      post(`assessments/${id}/post-assessment/responses`, bob.headers, [{ question_id: 'p1', answer: 'x' }]),
      get(`assessments/${id}/enhanced-results`, bob.headers),
      t.inject({ method: 'DELETE', url: `/socratica/api/assessments/${id}`, headers: bob.headers }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(`There is no assessment session ${id}.`);
    }
    expect(await storedSession(id)).toBeDefined();
  });
});
