import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, chatMessages } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let ada: { id: number; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser('ada');
});
afterAll(() => t.close());

const report = async (id: number) =>
  t.inject({ method: 'GET', url: `/socratica/api/assessments/${id}/enhanced-results`, headers: ada.headers });

async function seedCompletedSessions(topic: string, scores: number[]) {
  const { id: userId } = await t.createUser(`peer-${topic.length}-${scores.length}-${Date.now()}`);
  for (const score of scores) {
    await t.database.db.insert(assessmentSessions).values({
      userId,
      topic,
      topicKey: topic.toLowerCase(),
      requestedDifficulty: 'beginner',
      chosenTimes: [15],
      totalMinutes: 15,
      preMinutes: 2.3,
      chatMinutes: 10.5,
      postMinutes: 2.3,
      status: 'completed',
      baselineQuestions: [],
      baselineScore: 20,
      difficultyLevel: 'beginner',
      postScore: score,
    });
  }
}

describe('GET assessments/{id}/enhanced-results', () => {
  it('shows the pre score alone, with honest nulls, until a post-assessment exists', async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Plate tectonics', [15]);
    const response = await report(id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.analysis.post_assessment).toBeNull();
    expect(body.analysis.learning_gains).toBeNull();
    expect(body.assessment.total_questions).toBe(5);
    expect(body.assessment.time_taken).toBe(300);
    expect(body.advanced_analytics.comparative_analytics.cognitive_analysis.knowledge_depth.value).toBeNull();
    expect(body.advanced_analytics.performance_metrics.time_efficiency.value).toBeNull();
    expect(body.next_steps.map((s: { title: string }) => s.title)).toContain('Take the post-assessment');
    expect(body.chat_history_summary.learning_concepts).toEqual([]);
    expect(body.responses_count).toBe(5);
  });

  it('compares against the topic cohort once it has five completed sessions', async () => {
    await seedCompletedSessions('Volcanoes', [10, 30, 50, 70, 90]);
    const id = await sessionWithBaseline(t, ada.headers, ' volcanoes ', [15]);
    const generated = await t.inject({
      method: 'POST',
      url: `/socratica/api/assessments/${id}/post-assessment`,
      headers: ada.headers,
    });
    const keyed = (
      await t.database.db.select().from(assessmentSessions).where(eq(assessmentSessions.id, id))
    )[0]!.postQuestions!;
    // Every gradable answer wrong: a post score of 0.
    await t.inject({
      method: 'POST',
      url: `/socratica/api/assessments/${id}/post-assessment/responses`,
      headers: ada.headers,
      payload: keyed.map((q) => ({
        question_id: q.id,
        answer: q.type === 'confidence_rating' ? '5' : 'zzz',
      })),
    });
    const body = (await report(id)).json();
    // The report says what the post-assessment was: a knowledge test, or a self-check when the
    // knowledge base knew too little about the topic.
    expect(body.analysis.post_assessment).toEqual({
      score_percentage: 0,
      knowledge_basis: generated.json().post_assessment.knowledge_basis,
    });
    expect(body.comparative_context).toEqual({
      cohort: 'topic',
      total_participants: 6,
      your_ranking: 6,
      average_score: 41.7,
    });
    expect(body.advanced_analytics.performance_metrics.peer_percentile.value).toBeCloseTo(8.3, 1);
    expect(body.advanced_analytics.performance_metrics.consistency_score.value).toBe(100);
    expect(body.advanced_analytics.comparative_analytics.cognitive_analysis.concept_mastery.value).toBe(0);
    expect(body.knowledge_gaps.some((gap: string) => gap.startsWith('Not yet secure:'))).toBe(true);
    expect(body.next_steps[0].title).toMatch(/^Revisit: /);
  });

  it('takes the learning concepts from the chat, and counts chat messages apart from answers', async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Photosynthesis', [15]);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.database.db.insert(chatMessages).values([
      {
        sessionId: id,
        role: 'assistant',
        content: 'What do you already know about how plants make food?',
        createdAt: minutesAgo(10),
      },
      {
        sessionId: id,
        role: 'user',
        content: 'Plants use sunlight and chlorophyll to turn carbon dioxide and water into glucose.',
        createdAt: minutesAgo(9),
      },
      {
        sessionId: id,
        role: 'assistant',
        content: 'Where in the leaf does chlorophyll capture the light energy?',
        createdAt: minutesAgo(8),
      },
      {
        sessionId: id,
        role: 'user',
        content: 'In the chloroplasts, where the light reactions produce oxygen and ATP.',
        createdAt: minutesAgo(0),
      },
    ]);
    const body = (await report(id)).json();
    expect(body.responses_count).toBe(5);
    expect(body.chat_message_counts).toEqual({ learner: 2, tutor: 2 });
    expect(body.chat_history_summary.learning_concepts.length).toBeGreaterThan(0);
    expect(body.chat_history_summary.learning_concepts.join(' ').toLowerCase()).toMatch(
      /chlorophyll|chloroplast|glucose|sunlight/,
    );
  });

  it("redoes a summary stored by the old rules, which listed the tutor's filler", async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Fractions', [15]);
    await t.database.db.insert(chatMessages).values([
      { sessionId: id, role: 'assistant', content: "What's your own best guess? Find a foothold." },
      { sessionId: id, role: 'user', content: 'The denominator says how many equal parts make a whole.' },
    ]);
    await t.database.db
      .update(assessmentSessions)
      .set({
        chatSummary: {
          concepts: ['foothold', 'guess'],
          summary: null,
          learnerMessageCount: 1,
          messageCount: 2,
        },
      })
      .where(eq(assessmentSessions.id, id));
    const body = (await report(id)).json();
    expect(body.chat_history_summary.learning_concepts).toContain('denominator');
    expect(body.chat_history_summary.learning_concepts).not.toContain('foothold');
  });

  it('needs a complete baseline', async () => {
    const started = await t.inject({
      method: 'POST',
      url: '/socratica/api/assessments/start?topic=Tides&times=5',
      headers: ada.headers,
    });
    const response = await report(started.json().session_id);
    expect(response.statusCode).toBe(409);
  });
});
