import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningAnalytics, RetiredItem } from '@socratica/contracts';
import { and, eq } from 'drizzle-orm';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { completedSessionRow } from '../../../test/completed-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  assessmentResponses,
  assessmentSessions,
  auditLogs,
  chatMessages,
  knowledgeSources,
  type StoredKeyedQuestion,
} from '../../db/schema/index.js';
import { nounSenses } from '../../knowledge/wordnet/wordnet.js';
import { LearningAnalyticsRepository } from './learning-analytics.repository.js';
import { LearningAnalyticsService } from './learning-analytics.service.js';
import { RetiredItems } from './retired-items.js';

let t: TestApp;
let admin: { authorization: string };
let learner: { id: number; headers: { authorization: string } };

const API = '/socratica/api';

const question = (
  id: string,
  text: string,
  key: Partial<StoredKeyedQuestion['key']> = {},
): StoredKeyedQuestion => ({
  id,
  text,
  type: 'multiple_choice',
  purpose: 'test',
  options: ['yes', 'no', 'maybe'],
  learning_objective: 'test',
  bloom_level: 'remember',
  context_field: null,
  scale: null,
  key: { correctOptions: ['yes'], source: 'knowledge_base', ...key },
});

const american = nounSenses('american')[0]!;
const REVOLUTION_ITEMS = [
  question('p1', 'Which of these are kinds of “American”?', {
    statement: `wordnet:definition:${american.offset}`,
  }),
  question('p2', 'Who stormed the Bastille?', { pattern: 'who-did' }),
  question('p3', 'When  did the Revolution begin?', { pattern: 'when' }),
];

/** A completed session on the topic, with its post answers (true: right) and, if given, a pre-check. */
async function completedSession(
  topic: string,
  items: StoredKeyedQuestion[],
  right: boolean[],
  options: { precheck?: number | 'skipped'; createdAt?: Date; replaced?: number } = {},
) {
  const score = (100 * right.filter(Boolean).length) / right.length;
  const [session] = await t.database.db
    .insert(assessmentSessions)
    .values(
      completedSessionRow(learner.id, topic, {
        postQuestions: items,
        postScore: score,
        ...(options.precheck === undefined
          ? {}
          : {
              precheck: {
                outcome: options.precheck === 'skipped' ? ('skipped' as const) : ('answered' as const),
                questions: [],
                // The post items on the pre-check's statements: the gain is measured on them.
                parallels: items.slice(1),
                score: options.precheck === 'skipped' ? null : options.precheck,
              },
            }),
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      }),
    )
    .returning();
  await t.database.db.insert(assessmentResponses).values(
    right.map((correct, i) => ({
      sessionId: session!.id,
      phase: 'post' as const,
      questionNumber: i + 1,
      questionId: items[i]!.id,
      questionText: items[i]!.text,
      userAnswer: correct ? 'yes' : 'no',
      timeSpent: 5,
      score: correct ? 1 : 0,
      correct,
    })),
  );
  for (let i = 0; i < (options.replaced ?? 0); i++) {
    await t.database.db
      .insert(chatMessages)
      .values({ sessionId: session!.id, role: 'assistant', content: 'offline', answeredOffline: true });
  }
  return session!.id;
}

const analytics = async (query = '') => {
  const response = await t.inject({ method: 'GET', url: `${API}/admin/learning${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LearningAnalytics>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  learner = await t.createUser('learning-learner');
  // The French Revolution has an article; Alchemy has none.
  await t.database.db.insert(knowledgeSources).values({
    kind: 'wikipedia',
    title: 'French Revolution',
    externalKey: 'en.wikipedia.org:learning-test',
    topicKeys: ['french revolution'],
  });
  // 20 sessions: everybody gets p2 right; p3 is right for the weaker ones only.
  for (let n = 0; n < 20; n++) {
    const strong = n < 10;
    await completedSession('French Revolution', REVOLUTION_ITEMS, [strong, true, !strong], {
      precheck: n % 2 === 1 ? 'skipped' : n % 4 === 0 ? 100 / 3 : 0,
      createdAt: new Date(Date.UTC(2026, 9, 1 + n)),
      replaced: n === 0 ? 2 : 0,
    });
  }
  await completedSession('Alchemy', [question('p1', 'What is the philosopher’s stone?')], [true], {
    createdAt: new Date(Date.UTC(2026, 9, 5)),
  });
}, 120_000);
afterAll(() => t.close());

describe('GET /admin/learning', () => {
  it('answers per topic: sessions, means with intervals, the pre-check share, replaced replies and the source', async () => {
    const { topics, sourceless_topics } = await analytics();
    const revolution = topics.find((topic) => topic.topic_key === 'french revolution')!;
    expect(revolution).toMatchObject({
      sessions: 20,
      precheck_share: 0.5,
      replaced_replies: 2,
      has_source: true,
    });
    // Post scores: ten of 2/3 right, ten of 2/3 right.
    expect(revolution.post.mean).toBeCloseTo(66.7, 1);
    expect(revolution.post.n).toBe(20);
    // Pre-checks: 1/3 right on sessions 0, 4, 8, 12, 16; none right on 2, 6, 10, 14, 18; the odd ones skipped.
    expect(revolution.pre).toMatchObject({ n: 10, mean: 16.7 });
    expect(revolution.pre.low!).toBeLessThan(16.7);
    expect(revolution.pre.high!).toBeGreaterThan(16.7);
    // The gain is on the parallel items (p2, p3): half right for the strong, all for the weak.
    // g = (50 − 33.3) / 66.7 = 0.25 or (50 − 0) / 100 = 0.5 for the strong; 1 for the weak.
    expect(revolution.gain.n).toBe(10);
    expect(revolution.gain.mean).toBeCloseTo((0.25 * 3 + 0.5 * 2 + 1 * 5) / 10, 3);
    expect(topics.find((topic) => topic.topic_key === 'alchemy')).toMatchObject({
      has_source: false,
      precheck_share: 0,
      pre: { n: 0, mean: null },
    });
    expect(sourceless_topics).toEqual(['Alchemy']);
  });

  it('flags the items: everybody right from 20 answers on, negative discrimination, a sense off the topic', async () => {
    const { items } = await analytics('?topic=French%20Revolution');
    const byText = (text: string) => items.find((item) => item.question_text === text)!;
    expect(byText('Who stormed the Bastille?')).toMatchObject({
      answered: 20,
      difficulty: 1,
      discrimination: null,
      flags: ['everybody_correct'],
      pattern: 'who-did',
      options: [
        { option: 'yes', chosen: 20 },
        { option: 'no', chosen: 0 },
        { option: 'maybe', chosen: 0 },
      ],
    });
    // Spacing does not make another item.
    expect(byText('When did the Revolution begin?').flags).toEqual(['negative_discrimination']);
    expect(byText('When did the Revolution begin?').discrimination!).toBeLessThan(0);
    expect(byText('Which of these are kinds of “American”?').flags).toContain('sense_off_topic');
    expect(items.every((item) => item.topic_key === 'french revolution')).toBe(true);
  });

  it('narrows to a date range, and refuses an unknown topic or a reversed range with a 422 that says why', async () => {
    const { topics } = await analytics('?from=2026-10-01&to=2026-10-04');
    expect(topics.map((topic) => [topic.topic_key, topic.sessions])).toEqual([['french revolution', 4]]);
    const unknown = await t.inject({
      method: 'GET',
      url: `${API}/admin/learning?topic=Astrology`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ detail: string }>().detail).toContain('Astrology');
    const reversed = await t.inject({
      method: 'GET',
      url: `${API}/admin/learning?from=2026-10-04&to=2026-10-01`,
      headers: admin,
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<{ detail: string }>().detail).toContain('from must be on or before to');
    const notADate = await t.inject({
      method: 'GET',
      url: `${API}/admin/learning?from=yesterday`,
      headers: admin,
    });
    expect(notADate.statusCode).toBe(422);
  });

  it('exports the filtered tab as CSV: a row per topic, then per item', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `${API}/admin/learning/export?topic=French%20Revolution`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1 + 3);
    expect(lines[1]).toMatch(/^"topic","French Revolution"/);
    expect(lines.filter((line) => line.startsWith('"item"'))).toHaveLength(3);
  });
});

describe('POST /admin/learning/retirements', () => {
  const retire = (payload: object) =>
    t.inject({ method: 'POST', url: `${API}/admin/learning/retirements`, headers: admin, payload });
  const retiredAudits = async () =>
    (await t.database.db.select().from(auditLogs)).filter(
      (row) => row.actionType === 'learning_item_retired',
    );

  it('retires an item once, in the audit log, and it is never served again; old reports still render', async () => {
    // A session made through the API, whose report reads the item an admin then retires.
    const oldSession = await sessionWithBaseline(t, learner.headers, 'French Revolution', [15]);
    const postUrl = `${API}/assessments/${oldSession}/post-assessment`;
    expect((await t.inject({ method: 'POST', url: postUrl, headers: learner.headers })).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ questions: assessmentSessions.postQuestions })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, oldSession));
    const asked = stored!.questions!;
    const answered = await t.inject({
      method: 'POST',
      url: `${postUrl}/responses`,
      headers: learner.headers,
      payload: asked.map((q) => ({
        question_id: q.id,
        answer: q.type === 'confidence_rating' ? '7' : 'photons',
      })),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const oldItem = asked.find((q) => q.type !== 'confidence_rating')!;
    expect(
      (await retire({ kind: 'item', topic_key: 'french revolution', question_text: oldItem.text }))
        .statusCode,
    ).toBe(200);

    const first = await retire({
      kind: 'item',
      topic_key: 'French Revolution',
      question_text: 'Which of these are kinds of “American”?',
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await retire({
      kind: 'item',
      topic_key: 'french revolution',
      question_text: ' Which of these are kinds of  “American”? ',
    });
    expect(again.json<RetiredItem>().id).toBe(first.json<RetiredItem>().id);
    expect(await retiredAudits()).toHaveLength(2);

    const served = await new RetiredItems(t.database.db).withoutRetired(
      'french revolution',
      REVOLUTION_ITEMS,
    );
    expect(served.map((q) => q.id)).toEqual(['p2', 'p3']);
    // Another topic's item of the same text is still served.
    expect(await new RetiredItems(t.database.db).withoutRetired('alchemy', REVOLUTION_ITEMS)).toHaveLength(3);
    const { items } = await analytics('?topic=French%20Revolution');
    expect(items.find((item) => item.question_text.includes('American'))!.retired).toBe(true);
    const report = await t.inject({
      method: 'GET',
      url: `${API}/assessments/${oldSession}/enhanced-results`,
      headers: learner.headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain(JSON.stringify(oldItem.text).slice(1, -1));

    // The same learner's next session on the topic is asked the same items but the retired one.
    const next = await sessionWithBaseline(t, learner.headers, 'French Revolution', [15]);
    const nextPost = await t.inject({
      method: 'POST',
      url: `${API}/assessments/${next}/post-assessment`,
      headers: learner.headers,
    });
    expect(nextPost.statusCode, nextPost.body).toBe(200);
    const [nextStored] = await t.database.db
      .select({ questions: assessmentSessions.postQuestions })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, next));
    const texts = nextStored!.questions!.map((q) => q.text);
    expect(texts).not.toContain(oldItem.text);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('retires a whole pattern of a topic', async () => {
    const response = await retire({ kind: 'pattern', topic_key: 'french revolution', pattern: 'when' });
    expect(response.statusCode).toBe(200);
    const served = await new RetiredItems(t.database.db).withoutRetired('french revolution', [
      ...REVOLUTION_ITEMS,
      question('p4', 'When did the Terror end?', { pattern: 'when' }),
    ]);
    expect(served.map((q) => q.id)).toEqual(['p2']);
    const { retired_patterns } = await analytics();
    expect(retired_patterns).toEqual([{ topic_key: 'french revolution', pattern: 'when' }]);
  });

  it('refuses a topic no session was on (404) and a half-filled body (422)', async () => {
    const unknown = await retire({ kind: 'pattern', topic_key: 'Astrology', pattern: 'when' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ detail: string }>().detail).toContain('Astrology');
    const empty = await retire({ kind: 'item', topic_key: 'french revolution' });
    expect(empty.statusCode).toBe(422);
  });
});

describe('the figures after a change (decision 058)', () => {
  const ALCHEMY_ITEMS = [
    question('p1', 'What is the philosopher’s stone?'),
    question('p2', 'Who was Paracelsus?'),
  ];
  /** The tab as a service that has read nothing yet computes it: from every stored row. */
  const fresh = () =>
    new LearningAnalyticsService(new LearningAnalyticsRepository(t.database.db), t.services.audit, {
      sourcesServing: (topic) => t.services.knowledge.documents.sourcesServing(topic),
    }).page({ topic: 'Alchemy' });

  it('shows a new answer, a changed mark and a deleted session on the very next read', async () => {
    const before = await analytics('?topic=Alchemy');
    const id = await completedSession('Alchemy', ALCHEMY_ITEMS, [false, true], {
      createdAt: new Date(Date.UTC(2026, 9, 6)),
    });
    const added = await analytics('?topic=Alchemy');
    expect(added.topics[0]!.sessions).toBe(before.topics[0]!.sessions + 1);
    const stone = () => added.items.find((item) => item.question_text === ALCHEMY_ITEMS[0]!.text);
    expect(stone()).toMatchObject({ answered: 1, difficulty: 0 });
    expect(added).toEqual(await fresh());

    // Marked again (as a re-marking would): the same row, no new answer id.
    await t.database.db
      .update(assessmentResponses)
      .set({ correct: true, score: 1, userAnswer: 'yes' })
      .where(and(eq(assessmentResponses.sessionId, id), eq(assessmentResponses.questionNumber, 1)));
    const remarked = await analytics('?topic=Alchemy');
    expect(remarked.items.find((item) => item.question_text === ALCHEMY_ITEMS[0]!.text)).toMatchObject({
      answered: 1,
      difficulty: 1,
    });
    expect(remarked).toEqual(await fresh());

    await t.database.db.delete(assessmentSessions).where(eq(assessmentSessions.id, id));
    expect(await analytics('?topic=Alchemy')).toEqual(before);
  });
});
