import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, chatMessages } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 22: the chat's end is recorded on the server when the post-assessment starts, whatever the
 * browser did, so the report's figures are final on their first read. Before, a chat left to run
 * out was counted only up to its last message until someone opened the chat again.
 */

let t: TestApp;
let ada: { id: number; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser('ada');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.inject({ method, url: `/socratica/api/${url}`, headers: ada.headers, ...(payload ? { payload } : {}) });

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);

/** A chat whose stretch started `startedSecondsAgo`, with the learner's last words `lastMessageAt` into it. */
async function chatStartedAgo(id: number, startedSecondsAgo: number, lastMessageAt: number) {
  await t.database.db
    .update(assessmentSessions)
    .set({ chatStretchStartedAt: secondsAgo(startedSecondsAgo) })
    .where(eq(assessmentSessions.id, id));
  await t.database.db.insert(chatMessages).values([
    {
      sessionId: id,
      role: 'assistant',
      content: 'What is a fraction?',
      createdAt: secondsAgo(startedSecondsAgo),
    },
    {
      sessionId: id,
      role: 'user',
      content: 'A part of a whole, like one half.',
      createdAt: secondsAgo(startedSecondsAgo - lastMessageAt + 5),
    },
    {
      sessionId: id,
      role: 'assistant',
      content: 'What does the bottom number tell you?',
      createdAt: secondsAgo(startedSecondsAgo - lastMessageAt),
    },
  ]);
}

async function takePostAssessment(id: number) {
  const reply = (await api('POST', `assessments/${id}/post-assessment`)).json();
  const answers = reply.post_assessment.questions.map(
    (q: { id: string; type: string; options: string[] }) => ({
      question_id: q.id,
      answer:
        q.type === 'confidence_rating' ? '6' : q.type === 'short_answer' ? 'a part of a whole' : q.options[0],
      time_spent: 20,
    }),
  );
  const submitted = await api('POST', `assessments/${id}/post-assessment/responses`, answers);
  expect(submitted.statusCode).toBe(200);
  return answers.length as number;
}

const figures = (body: {
  assessment: { time_taken: number };
  analysis: { learning_efficiency: { value: number | null } };
  advanced_analytics: { performance_metrics: { time_efficiency: { value: number | null } } };
}) => ({
  timeTaken: body.assessment.time_taken,
  learningEfficiency: body.analysis.learning_efficiency.value,
  timeEfficiency: body.advanced_analytics.performance_metrics.time_efficiency.value,
});

describe('the chat clock is settled when the post-assessment starts', () => {
  it("counts a chat left to run out in full on the report's first read, and the figures never move", async () => {
    // A 5-minute session: 3.4 minutes (204 s) of chat, which ran out long ago; the learner's last
    // words came 54 s in, and nobody opened the chat after the time ran out.
    const id = await sessionWithBaseline(t, ada.headers, 'Fractions', [5]);
    await chatStartedAgo(id, 600, 54);
    const items = await takePostAssessment(id);

    const first = (await api('GET', `assessments/${id}/enhanced-results`)).json();
    // Baseline: 5 answers at the spec's 60 s; post: 20 s each; chat: the full 204 s.
    expect(first.assessment.time_taken).toBe(5 * 60 + items * 20 + 204);
    expect(first.advanced_analytics.performance_metrics.time_efficiency.value).not.toBeNull();

    const second = (await api('GET', `assessments/${id}/enhanced-results`)).json();
    expect(figures(second)).toEqual(figures(first));
    // Opening the chat afterwards adds nothing that changes them.
    expect((await api('GET', `assessments/${id}/chat`)).statusCode).toBe(200);
    const third = (await api('GET', `assessments/${id}/enhanced-results`)).json();
    expect(figures(third)).toEqual(figures(first));
    expect((await api('GET', 'assessments')).json().assessments[0].time_taken).toBe(
      first.assessment.time_taken,
    );
  });

  it('counts a chat the learner left early up to the moment they moved on, not their last message', async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Fractions', [15]);
    // 10.4 minutes of chat; 100 s have run, the last message came 30 s in.
    await chatStartedAgo(id, 100, 30);
    const items = await takePostAssessment(id);
    const body = (await api('GET', `assessments/${id}/enhanced-results`)).json();
    const chatSeconds = body.assessment.time_taken - 5 * 60 - items * 20;
    // The clock stopped when the post-assessment started: about 100 s, give or take a busy machine.
    expect(chatSeconds).toBeGreaterThanOrEqual(100);
    expect(chatSeconds).toBeLessThan(130);
    const again = (await api('GET', `assessments/${id}/enhanced-results`)).json();
    expect(figures(again)).toEqual(figures(body));
  });
});
