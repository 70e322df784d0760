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

let peerCount = 0;

/** One completed session for each score, each by a learner of its own: other learners on the topic. */
async function seedOtherLearners(topic: string, scores: number[]) {
  for (const score of scores) {
    const { id: userId } = await t.createUser(`peer-${++peerCount}`);
    await seedCompleted(userId, topic, score);
  }
}

async function seedCompleted(userId: number, topic: string, score: number, createdAt = new Date()) {
  await t.database.db.insert(assessmentSessions).values({
    userId,
    topic,
    topicKey: topic.trim().toLowerCase(),
    requestedDifficulty: 'beginner',
    chosenTimes: [15],
    totalMinutes: 15,
    preMinutes: 2.3,
    chatMinutes: 10.4,
    postMinutes: 2.3,
    status: 'completed',
    baselineQuestions: [],
    baselineScore: 20,
    difficultyLevel: 'beginner',
    postScore: score,
    postCompletedAt: createdAt,
    createdAt,
  });
}

/** Generates the post-assessment and answers every scored item with `answer`; returns the submit reply. */
async function takePostAssessment(id: number, answer: (q: { type: string; options: string[] }) => string) {
  await t.inject({
    method: 'POST',
    url: `/socratica/api/assessments/${id}/post-assessment`,
    headers: ada.headers,
  });
  const keyed = (
    await t.database.db.select().from(assessmentSessions).where(eq(assessmentSessions.id, id))
  )[0]!.postQuestions!;
  return t.inject({
    method: 'POST',
    url: `/socratica/api/assessments/${id}/post-assessment/responses`,
    headers: ada.headers,
    payload: keyed.map((q) => ({
      question_id: q.id,
      answer: q.type === 'confidence_rating' ? '5' : answer(q),
    })),
  });
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

  it("never compares a learner with their own sessions: two of one's own and no other learner give no rank", async () => {
    const id = await sessionWithBaseline(t, ada.headers, 'Glaciers', [15]);
    await seedCompleted(ada.id, 'Glaciers', 40, new Date(Date.now() - 86_400_000));
    await takePostAssessment(id, () => 'zzz');
    const body = (await report(id)).json();
    expect(body.comparative_context).toEqual({
      other_learners: 0,
      minimum_other_learners: 5,
      total_participants: null,
      your_ranking: null,
      average_score: null,
      note: 'Not enough other learners on this topic yet.',
    });
    expect(body.advanced_analytics.performance_metrics.peer_percentile.value).toBeNull();
    // The earlier session is the learner's own history, labelled so.
    expect(body.your_history).toHaveLength(2);
    expect(body.your_history.map((h: { this_session: boolean }) => h.this_session)).toEqual([false, true]);
    expect(body.your_history[0].post_score).toBe(40);
  });

  it("ranks among the other learners' latest sessions once there are five: 6 others give a rank among 7", async () => {
    await seedOtherLearners('Volcanoes', [10, 30, 50, 70, 90, 0]);
    // A learner's earlier, better session does not count twice: only their latest (0 above) does.
    const { rows } = { rows: await t.database.db.select().from(assessmentSessions) };
    const zero = rows.find((r) => r.topicKey === 'volcanoes' && r.postScore === 0)!;
    await seedCompleted(zero.userId, 'VOLCANOES', 95, new Date(Date.now() - 86_400_000));
    const id = await sessionWithBaseline(t, ada.headers, ' volcanoes ', [15]);
    const generated = await t.inject({
      method: 'POST',
      url: `/socratica/api/assessments/${id}/post-assessment`,
      headers: ada.headers,
    });
    // Every gradable answer wrong: a post score of 0.
    await takePostAssessment(id, () => 'zzz');
    const body = (await report(id)).json();
    // The report says what the post-assessment was: a knowledge test, or a self-check when the
    // knowledge base knew too little about the topic.
    expect(body.analysis.post_assessment).toEqual({
      score_percentage: 0,
      knowledge_basis: generated.json().post_assessment.knowledge_basis,
    });
    expect(body.comparative_context).toEqual({
      other_learners: 6,
      minimum_other_learners: 5,
      total_participants: 7,
      // Five others score above 0 and one ties.
      your_ranking: 6,
      average_score: 41.7,
      note: null,
    });
    // (0 below + ½ × 1 tie) ÷ 6 others.
    expect(body.advanced_analytics.performance_metrics.peer_percentile.value).toBeCloseTo(8.3, 1);
    expect(body.advanced_analytics.performance_metrics.consistency_score.value).toBe(100);
    expect(body.advanced_analytics.comparative_analytics.cognitive_analysis.concept_mastery.value).toBe(0);
    // Every gap names an item the learner missed; the next steps name them too.
    expect(body.knowledge_gaps.length).toBeGreaterThanOrEqual(5);
    for (const gap of body.knowledge_gaps) expect(gap).toMatch(/^Question \d+ \(no credit\): “.+”/);
    expect(body.next_steps[0].title).toMatch(/^Revisit: /);
    expect(body.next_steps[0].description).toMatch(/^Question 1 earned no credit: “/);
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
