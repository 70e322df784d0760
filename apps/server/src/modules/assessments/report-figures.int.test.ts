import type { BloomLevel, Question } from '@socratica/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentResponses,
  assessmentSessions,
  chatMessages,
  type StoredKeyedQuestion,
} from '../../db/schema/index.js';
import { completedSessionRow } from '../../../test/completed-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The report's figures against sessions worked out by hand. Each session is written straight into
 * the database with known times, so every expected number below can be checked with a pencil.
 * The plan is the same for all: 2 + 10 + 3 = 15 minutes allotted.
 */

let t: TestApp;
let ada: { id: number; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser('ada');
});
afterAll(() => t.close());

const at = (time: string) => new Date(`2026-01-10T${time}Z`);

const question = (n: number, bloom: BloomLevel | null): StoredKeyedQuestion => ({
  id: `p${n}`,
  text: `Question ${n}`,
  type: bloom ? 'short_answer' : 'confidence_rating',
  purpose: 'check',
  options: [],
  learning_objective: bloom ? `Objective ${n}` : null,
  bloom_level: bloom,
  context_field: null,
  scale: bloom ? null : { min: 1, max: 10 },
  key: {},
});
const baselineQuestions: Question[] = [1, 2, 3, 4, 5].map((n) => ({ ...question(n, null), id: `q${n}` }));

interface Seed {
  pre: number;
  post: number;
  baselineSeconds: number;
  /** Per post question: its score (null for the confidence rating), the seconds spent, and the answer. */
  post_answers: { score: number | null; seconds: number; answer?: string }[];
  clock: {
    chatEarlierSeconds: number;
    chatStretchSeconds: number | null;
    chatStretchStartedAt: Date | null;
  };
  chat: { role: 'user' | 'assistant'; at: Date }[];
}

async function seed(s: Seed): Promise<number> {
  const postQuestions = s.post_answers.map((a, i) => question(i + 1, a.score === null ? null : 'understand'));
  const [session] = await t.database.db
    .insert(assessmentSessions)
    .values(
      completedSessionRow(ada.id, 'Fractions', {
        topicKey: `fractions-${Math.random()}`,
        baselineQuestions,
        baselineScore: s.pre,
        difficultyLevel: 'beginner',
        baselineContext: {
          experience_level: 'I know the basics of fractions',
          learning_focus: 'adding fractions',
          learning_preferences: 'Examples and analogies',
          success_criteria: 'add unlike fractions',
          confidence_baseline: 5,
        },
        baselineCompletedAt: at('09:59:00'),
        postQuestions,
        postScore: s.post,
        postCompletedAt: at('23:00:00'),
        // Stored as rows written before the pre score's kind was kept: the report must still label it.
        learningGains: {
          pre_score: s.pre,
          post_score: s.post,
          improvement: s.post - s.pre,
          normalized_gain: (s.post - s.pre) / (100 - s.pre),
          confidence_pre: 5,
          confidence_post: 7,
          confidence_growth: 2,
        },
        ...s.clock,
      }),
    )
    .returning();
  const id = session!.id;
  await t.database.db.insert(assessmentResponses).values([
    ...baselineQuestions.map((q, i) => ({
      sessionId: id,
      phase: 'baseline' as const,
      questionNumber: i + 1,
      questionId: q.id,
      questionText: q.text,
      userAnswer: 'an answer',
      timeSpent: s.baselineSeconds,
    })),
    ...s.post_answers.map((a, i) => ({
      sessionId: id,
      phase: 'post' as const,
      questionNumber: i + 1,
      questionId: `p${i + 1}`,
      questionText: `Question ${i + 1}`,
      userAnswer: a.answer ?? (a.score === null ? '7' : 'an answer'),
      timeSpent: a.seconds,
      score: a.score,
      correct: a.score === null ? null : a.score >= 0.7,
    })),
  ]);
  if (s.chat.length > 0) {
    await t.database.db.insert(chatMessages).values(
      s.chat.map((m) => ({
        sessionId: id,
        role: m.role,
        content: m.role === 'user' ? 'I add the numerators when the denominators match.' : 'Why?',
        createdAt: m.at,
      })),
    );
  }
  return id;
}

const report = async (id: number) => {
  const response = await t.inject({
    method: 'GET',
    url: `/socratica/api/assessments/${id}/enhanced-results`,
    headers: ada.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const listed = async (id: number) => {
  const response = await t.inject({ method: 'GET', url: '/socratica/api/assessments', headers: ada.headers });
  return response.json().assessments.find((a: { session_id: number }) => a.session_id === id);
};

describe('the report against hand-computed sessions', () => {
  it('a session whose clock was left running after the last message counts the chat up to that message', async () => {
    const id = await seed({
      pre: 30,
      post: 50,
      baselineSeconds: 30,
      post_answers: [
        { score: 1, seconds: 40 },
        { score: 0.5, seconds: 40 },
        { score: 0, seconds: 10, answer: '' },
        { score: null, seconds: 20 },
      ],
      // The 10-minute stretch started with the tutor's first reply at 10:00:00 and was never paused.
      clock: { chatEarlierSeconds: 0, chatStretchSeconds: null, chatStretchStartedAt: at('10:00:00') },
      chat: [
        { role: 'assistant', at: at('10:00:00') },
        { role: 'user', at: at('10:02:00') },
        { role: 'assistant', at: at('10:02:05') },
        { role: 'user', at: at('10:06:00') },
        { role: 'assistant', at: at('10:06:05') },
      ],
    });
    const body = await report(id);

    // Chat: 10:00:00 to 10:06:05 = 365 s (not the 600 s the stretch would have run to).
    // Answering: 5 × 30 + 40 + 40 + 10 + 20 = 260 s. Time taken: 625 s.
    expect(body.assessment.time_taken).toBe(625);
    expect((await listed(id)).time_taken).toBe(625);
    // Without a pre-check there is no tested gain to put per 10 minutes of chat (issue 40): the self-rated
    // 20 points are no longer divided by the chat's 365 s.
    expect(body.analysis.learning_efficiency.value).toBeNull();
    expect(body.analysis.tested_gain).toMatchObject({ measured: false, reason: 'no_precheck' });
    // 625 s is within the 15 minutes planned: the score itself, 50 × min(1, 15 ÷ (625 / 60)) = 50.
    expect(body.advanced_analytics.performance_metrics.time_efficiency.value).toBe(50);
    // Five baseline answers and three post answers; the blank one was not answered.
    expect(body.responses_count).toBe(8);
    expect(body.chat_message_counts).toEqual({ learner: 2, tutor: 3 });
    expect(body.assessment.score_kind).toBe('self_estimate');
    expect(body.analysis.learning_gains.pre_score_kind).toBe('self_estimate');
  });

  it('a paused and resumed session leaves out the five hours it spent paused', async () => {
    const id = await seed({
      pre: 40,
      post: 50,
      baselineSeconds: 20,
      post_answers: [
        { score: 0.5, seconds: 30 },
        { score: null, seconds: 10 },
      ],
      // 240 s before the pause at 10:04:00; resumed with 5 minutes, whose first reply came at 15:00:00.
      clock: { chatEarlierSeconds: 240, chatStretchSeconds: 300, chatStretchStartedAt: at('15:00:00') },
      chat: [
        { role: 'assistant', at: at('10:00:00') },
        { role: 'user', at: at('10:03:00') },
        { role: 'assistant', at: at('10:03:05') },
        { role: 'assistant', at: at('15:00:00') },
        { role: 'user', at: at('15:01:30') },
      ],
    });
    const body = await report(id);

    // Chat: 240 + 90 = 330 s. Answering: 5 × 20 + 30 + 10 = 140 s. Time taken: 470 s.
    expect(body.assessment.time_taken).toBe(470);
    // No pre-check, so no tested gain per 10 minutes of chat (issue 40).
    expect(body.analysis.learning_efficiency.value).toBeNull();
    // 470 s is within the plan: 50.
    expect(body.advanced_analytics.performance_metrics.time_efficiency.value).toBe(50);
    expect(body.responses_count).toBe(7);
    expect(body.chat_message_counts).toEqual({ learner: 2, tutor: 3 });
  });

  it('a session with under a minute of chat has no learning efficiency', async () => {
    const id = await seed({
      pre: 20,
      post: 100,
      baselineSeconds: 12,
      post_answers: [
        { score: 1, seconds: 15 },
        { score: null, seconds: 5 },
      ],
      clock: { chatEarlierSeconds: 0, chatStretchSeconds: null, chatStretchStartedAt: at('10:00:00') },
      chat: [
        { role: 'assistant', at: at('10:00:00') },
        { role: 'user', at: at('10:00:40') },
        { role: 'assistant', at: at('10:00:45') },
      ],
    });
    const body = await report(id);

    // No pre-check, and a chat of 45 s: a gain per 10 minutes would scale 45 s up, so there is no figure.
    expect(body.analysis.learning_efficiency.value).toBeNull();
    expect(body.analysis.learning_efficiency.formula).toMatch(/at least a minute of chat/);
    // Answering 5 × 12 + 15 + 5 = 80 s, chat 45 s: 125 s, full marks within the 15 minutes, so 100.
    expect(body.assessment.time_taken).toBe(125);
    expect(body.advanced_analytics.performance_metrics.time_efficiency.value).toBe(100);
  });

  it('before the post-assessment there is no time efficiency: a self-estimate per minute measures nothing', async () => {
    const id = await seed({
      pre: 20,
      post: 0,
      baselineSeconds: 12,
      post_answers: [],
      clock: { chatEarlierSeconds: 0, chatStretchSeconds: null, chatStretchStartedAt: null },
      chat: [],
    });
    await t.database.db
      .update(assessmentSessions)
      .set({ postScore: null, learningGains: null, status: 'learning', postCompletedAt: null })
      .where(eq(assessmentSessions.id, id));
    const body = await report(id);
    expect(body.assessment.time_taken).toBe(60);
    expect(body.advanced_analytics.performance_metrics.time_efficiency.value).toBeNull();
    expect(body.analysis.learning_efficiency.value).toBeNull();
    expect(body.chat_message_counts).toEqual({ learner: 0, tutor: 0 });
  });
});
