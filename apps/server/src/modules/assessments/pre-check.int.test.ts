import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnhancedResults, PostAssessmentReply, PreCheck } from '@socratica/contracts';
import { eq } from 'drizzle-orm';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat } from '../../../test/chat-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { assessmentSessions, type StoredKeyedQuestion } from '../../db/schema/index.js';

// Issue 40: a knowledge pre-check from the topic's sources before the chat, a parallel item on each of its
// statements in the post-assessment, and the report's gain on those items.
type Headers = { authorization: string };
let t: TestApp;

const PARAGRAPHS = [
  'In photosynthesis, chlorophyll in the thylakoid membranes absorbs red and blue light. The energy of that light splits water molecules, which releases oxygen as a by-product of the reaction.',
  'Photosynthesis continues in the stroma of the chloroplast, where the enzyme RuBisCO fixes carbon dioxide from the air into sugar. The cycle uses energy stored as ATP, and hydrogen carried by NADPH, from the light reactions.',
  'Through photosynthesis, most of the dry mass of a plant comes from carbon dioxide in the air rather than from the soil. The soil supplies water and minerals such as nitrogen, which the roots absorb.',
  'Photosynthesis in the leaves of a plant depends on sunlight, water from the roots and carbon dioxide from the air.',
  'The sugar that photosynthesis makes feeds the cells of the plant, and animals that eat the leaves get its energy.',
];

beforeAll(async () => {
  t = await createTestApp();
  await storeTopicArticle(t.database, 'Photosynthesis', PARAGRAPHS);
});
afterAll(() => t.close());

const call = (headers: Headers, sessionId: number, path: string, payload?: object) =>
  t.inject({
    method: 'POST',
    url: `/socratica/api/assessments/${sessionId}/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

async function stored(sessionId: number) {
  const [row] = await t.database.db
    .select()
    .from(assessmentSessions)
    .where(eq(assessmentSessions.id, sessionId));
  return row!;
}

const right = (q: StoredKeyedQuestion) => q.key.correctOptions![0]!;
const wrong = (q: StoredKeyedQuestion) => q.options.find((o) => o !== right(q))!;

async function report(headers: Headers, sessionId: number) {
  const response = await t.inject({
    method: 'GET',
    url: `/socratica/api/assessments/${sessionId}/enhanced-results`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<EnhancedResults>();
}

/** Opens the post-assessment and answers each item with `choose`, the confidence rating with 7. */
async function takePost(headers: Headers, sessionId: number, choose: (q: StoredKeyedQuestion) => string) {
  const opened = await call(headers, sessionId, 'post-assessment');
  expect(opened.statusCode).toBe(200);
  const keyed = (await stored(sessionId)).postQuestions!;
  const answers = keyed.map((q) => ({
    question_id: q.id,
    answer: q.type === 'confidence_rating' ? '7' : q.type === 'multiple_choice' ? choose(q) : 'light',
  }));
  const submitted = await call(headers, sessionId, 'post-assessment/responses', answers);
  expect(submitted.statusCode).toBe(200);
  return opened.json<PostAssessmentReply>();
}

describe('the knowledge pre-check', () => {
  it('is made from the sources, graded once, paralleled in the post-assessment, and gives the report a gain', async () => {
    const ana = await t.createUser('ana');
    const sessionId = await sessionWithBaseline(t, ana.headers, 'Photosynthesis');

    const offered = await call(ana.headers, sessionId, 'pre-check');
    expect(offered.statusCode).toBe(200);
    const preCheck = offered.json<PreCheck>();
    expect(preCheck).toMatchObject({ outcome: 'offered', time_limit_seconds: 60, note: null, score: null });
    // Up to three: these five short paragraphs have sentences for two.
    expect(preCheck.questions.length).toBeGreaterThanOrEqual(2);
    expect(preCheck.questions.length).toBeLessThanOrEqual(3);
    // No answer key reaches the browser.
    expect(offered.body).not.toMatch(/correctOptions|acceptedAnswer|"key"|statement/);
    // Opened again, the same items.
    expect((await call(ana.headers, sessionId, 'pre-check')).json<PreCheck>().questions).toEqual(
      preCheck.questions,
    );

    // Every pre-check item answered wrong: a pre score of 0.
    const keyedPre = (await stored(sessionId)).precheck!.questions;
    const answered = await call(ana.headers, sessionId, 'pre-check/responses', {
      answers: keyedPre.map((q) => ({ question_id: q.id, answer: wrong(q), time_spent: 15 })),
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<PreCheck>()).toMatchObject({ outcome: 'answered', correct: 0, score: 0 });
    expect(answered.body).not.toMatch(/correctOptions|acceptedAnswer/);

    const again = await call(ana.headers, sessionId, 'pre-check/responses', {
      answers: [{ question_id: 'k1', answer: right(keyedPre[0]!) }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toMatch(/already answered/);
    expect((await call(ana.headers, sessionId, 'pre-check/skip')).statusCode).toBe(409);

    await openChat(t, ana.headers, sessionId);
    await chatTurn(t, ana.headers, sessionId, 'Chlorophyll absorbs light and the plant makes sugar.');

    // Every post item answered right: the parallel items score 100.
    const post = await takePost(ana.headers, sessionId, right);
    const postItems = post.post_assessment.questions;
    const parallels = postItems.filter((q) => q.text.startsWith('Which of these sentences is the one'));
    expect(parallels).toHaveLength(keyedPre.length);
    for (const pre of keyedPre) {
      // Never the same item: other wording, other options, on the same statement.
      expect(postItems.some((q) => q.text === pre.text)).toBe(false);
      const parallel = (await stored(sessionId)).postQuestions!.find(
        (q) => q.key.statement === pre.key.statement && q.key.pattern === 'sentence-choice',
      )!;
      expect(parallel.text).not.toBe(pre.text);
      expect(parallel.options.filter((o) => pre.options.includes(o))).toEqual([]);
      expect(right(parallel)).toContain(right(pre));
    }

    const gain = (await report(ana.headers, sessionId)).analysis.tested_gain;
    expect(gain).toMatchObject({
      measured: true,
      reason: null,
      items: keyedPre.length,
      pre_score: 0,
      post_score: 100,
      normalized_gain: 1,
    });
    expect(gain.meaning).toMatch(/100 % of what you did not yet know.*0\.23.*0\.48/);
  });

  it('says the gain is not measured when the learner skips it', async () => {
    const ben = await t.createUser('ben');
    const sessionId = await sessionWithBaseline(t, ben.headers, 'Photosynthesis');
    expect((await call(ben.headers, sessionId, 'pre-check')).statusCode).toBe(200);
    const skipped = await call(ben.headers, sessionId, 'pre-check/skip');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<PreCheck>()).toMatchObject({ outcome: 'skipped', questions: [] });
    const late = await call(ben.headers, sessionId, 'pre-check/responses', {
      answers: [{ question_id: 'k1', answer: 'light' }],
    });
    expect(late.statusCode).toBe(409);

    await openChat(t, ben.headers, sessionId);
    const post = await takePost(ben.headers, sessionId, right);
    expect(post.post_assessment.questions.some((q) => q.text.startsWith('Which of these sentences'))).toBe(
      false,
    );

    const results = await report(ben.headers, sessionId);
    expect(results.analysis.tested_gain).toMatchObject({
      measured: false,
      reason: 'skipped',
      normalized_gain: null,
    });
    expect(results.analysis.tested_gain.meaning).toMatch(/^Not measured: you skipped/);
    expect(results.analysis.learning_efficiency.value).toBeNull();
    // The self-rating stays, labelled as one.
    expect(results.analysis.learning_gains?.pre_score_kind).toBe('self_estimate');
  });

  it('is not available for a topic without a source, and the report says why', async () => {
    const cy = await t.createUser('cy');
    const sessionId = await sessionWithBaseline(t, cy.headers, 'Plate tectonics');
    const offered = await call(cy.headers, sessionId, 'pre-check');
    expect(offered.statusCode).toBe(200);
    expect(offered.json<PreCheck>()).toMatchObject({ outcome: 'unavailable', questions: [] });
    expect(offered.json<PreCheck>().note).toMatch(/cannot measure a gain/);
    expect((await report(cy.headers, sessionId)).analysis.tested_gain).toMatchObject({
      measured: false,
      reason: 'no_source',
    });
  });

  it('is closed once the chat has started, and is nobody else’s', async () => {
    const dee = await t.createUser('dee');
    const eve = await t.createUser('eve');
    const sessionId = await sessionWithBaseline(t, dee.headers, 'Photosynthesis');
    expect((await call(dee.headers, sessionId, 'pre-check')).statusCode).toBe(200);

    for (const path of ['pre-check', 'pre-check/responses', 'pre-check/skip']) {
      const other = await call(
        eve.headers,
        sessionId,
        path,
        path.endsWith('responses') ? { answers: [{ question_id: 'k1', answer: 'x' }] } : undefined,
      );
      expect(other.statusCode).toBe(404);
    }

    await openChat(t, dee.headers, sessionId);
    await chatTurn(t, dee.headers, sessionId, 'What does chlorophyll do?');
    const late = await call(dee.headers, sessionId, 'pre-check/responses', {
      answers: [{ question_id: 'k1', answer: 'light' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ detail: string }>().detail).toMatch(
      /chat of this session has started.*Nothing was saved/,
    );
    expect((await stored(sessionId)).precheck!.outcome).toBe('offered');
  });

  it('comes after the baseline', async () => {
    const fay = await t.createUser('fay');
    const started = await t.inject({
      method: 'POST',
      url: '/socratica/api/assessments/start?topic=Photosynthesis&times=15',
      headers: fay.headers,
    });
    const refused = await call(fay.headers, started.json<{ session_id: number }>().session_id, 'pre-check');
    expect(refused.statusCode).toBe(409);
  });
});

// Last in this file: the retirements stay on the topic for the tests after them.
describe('the pre-check and the items admins retired', () => {
  const retire = async (payload: object) => {
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/admin/learning/retirements',
      headers: await t.adminHeaders(),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const offeredTo = async (headers: Headers) => {
    const sessionId = await sessionWithBaseline(t, headers, 'Photosynthesis');
    const offered = await call(headers, sessionId, 'pre-check');
    expect(offered.statusCode).toBe(200);
    return { offered: offered.json<PreCheck>(), keyed: (await stored(sessionId)).precheck! };
  };

  it('never offers a retired item, nor an item whose pattern is retired', async () => {
    const gus = await t.createUser('gus');
    const before = await offeredTo(gus.headers);
    const retiredItem = before.offered.questions[0]!;
    await retire({ kind: 'item', topic_key: 'Photosynthesis', question_text: retiredItem.text });

    const after = await offeredTo(gus.headers);
    expect(after.offered.outcome).toBe('offered');
    expect(after.offered.questions.map((q) => q.text)).not.toContain(retiredItem.text);
    // The others stay, numbered from k1, each still paired with its parallel on the same statement.
    for (const kept of before.offered.questions.slice(1))
      expect(after.offered.questions.map((q) => q.text)).toContain(kept.text);
    expect(after.offered.questions.map((q) => q.id)).toEqual(
      after.offered.questions.map((_, index) => `k${index + 1}`),
    );
    after.keyed.questions.forEach((question, index) =>
      expect(after.keyed.parallels[index]!.key.statement).toBe(question.key.statement),
    );

    // Every pre-check item is a cloze: with that pattern retired, no pre-check, and the report says why.
    expect(new Set(after.keyed.questions.map((q) => q.key.pattern))).toEqual(new Set(['cloze']));
    await retire({ kind: 'pattern', topic_key: 'Photosynthesis', pattern: 'cloze' });
    const none = await offeredTo(gus.headers);
    expect(none.offered).toMatchObject({ outcome: 'unavailable', questions: [] });
  });
});
