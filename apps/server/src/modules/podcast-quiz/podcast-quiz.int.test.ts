import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PodcastQuiz, PodcastQuizResult } from '@socratica/contracts';
import type { PodcastScript } from '../../coach/podcast-script.js';
import { podcastJobs, podcastQuizAttempts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestEpisode } from '../../../test/podcast-episodes.js';
import { PHOTOSYNTHESIS_SCRIPT } from './photosynthesis-script.fixture.js';
import { episodeQuizItems } from './quiz-items.js';

const API = '/socratica/api/podcasts';

let t: TestApp;
let learner: { id: number; headers: { authorization: string } };
let other: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.createUser('quiz-taker');
  other = await t.createUser('other-quiz-taker');
});
afterAll(() => t.close());

/** An episode published with its job's script, as the generation job leaves it. */
async function episodeWithScript(options: { ownerId?: number | null; script?: PodcastScript | null } = {}) {
  const episode = await publishTestEpisode(t, { ownerId: options.ownerId ?? null });
  await t.database.db.insert(podcastJobs).values({
    id: crypto.randomUUID(),
    requestedByName: 'admin',
    personal: options.ownerId != null,
    title: 'Leaves at work',
    topic: 'Photosynthesis',
    description: '',
    durationMinutes: 5,
    voice: 'nova',
    isFeatured: false,
    useO3Model: false,
    state: 'completed',
    stage: 'done',
    script: options.script === undefined ? PHOTOSYNTHESIS_SCRIPT : options.script,
    scriptProvider: 'offline',
    speechProvider: 'offline',
    episodeId: episode.id,
  });
  return episode;
}

const getQuiz = (episodeId: number, headers = learner.headers) =>
  t.inject({ method: 'GET', url: `${API}/${episodeId}/quiz`, headers });
const answer = (episodeId: number, payload: object, headers = learner.headers) =>
  t.inject({ method: 'POST', url: `${API}/${episodeId}/quiz/answers`, headers, payload });

/** The right answer to every item but the last (left blank): what a learner who knew 4 of 5 sends. */
async function fourRight(): Promise<{ item_id: string; answer: string }[]> {
  const items = await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis');
  return items.slice(0, -1).map((item) => ({
    item_id: item.id,
    answer: item.kind === 'choice' ? item.question.key.correctOptions![0]! : item.line.text,
  }));
}

describe('the quiz after an episode (issue 39)', () => {
  it('gives five items on the episode’s lines, mixed kinds, and never a key', async () => {
    const episode = await episodeWithScript();
    const response = await getQuiz(episode.id);
    expect(response.statusCode).toBe(200);
    const quiz = response.json<PodcastQuiz>();
    expect(quiz.items).toHaveLength(5);
    expect(new Set(quiz.items.map((item) => item.kind))).toEqual(new Set(['choice', 'typed']));
    expect(quiz.estimated_seconds).toBeGreaterThanOrEqual(90);
    expect(quiz.estimated_seconds).toBeLessThanOrEqual(150);
    expect(quiz.result).toBeNull();
    const body = response.body;
    for (const item of await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis')) {
      expect(body).not.toContain(JSON.stringify(item.question.key));
      if (item.kind === 'typed') expect(body).not.toContain(item.line.text);
    }
    expect(body).not.toMatch(/correct_?options|accepted_?answer|key_?concepts/i);
  });

  it('grades the answers once, keeps them, and shows each with the episode line it came from', async () => {
    const episode = await episodeWithScript();
    const sent = await answer(episode.id, { answers: await fourRight() });
    expect(sent.statusCode).toBe(201);
    const result = sent.json<PodcastQuizResult>();
    expect(result).toMatchObject({ episode_id: episode.id, correct: 4, out_of: 5 });
    expect(result.items.map((item) => item.correct)).toEqual([true, true, true, true, false]);
    expect(result.items.at(-1)!.your_answer).toBe('');
    for (const item of result.items) {
      expect(
        PHOTOSYNTHESIS_SCRIPT.segments
          .flatMap((s) => s.turns)
          .some((turn) => turn.text.includes(item.episode_line)),
      ).toBe(true);
    }

    const again = await getQuiz(episode.id);
    expect(again.json<PodcastQuiz>().result).toEqual(result);
    const scores = await t.inject({ method: 'GET', url: `${API}/quiz-scores`, headers: learner.headers });
    expect(scores.json().scores).toContainEqual({
      episode_id: episode.id,
      correct: 4,
      out_of: 5,
      taken_at: result.taken_at,
    });

    const twice = await answer(episode.id, { answers: await fourRight() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/already took the quiz/);
    const rows = await t.database.db
      .select()
      .from(podcastQuizAttempts)
      .where(eq(podcastQuizAttempts.episodeId, episode.id));
    expect(rows).toHaveLength(1);
  });

  it('marks a wrong choice and a typed answer that says something else as wrong', async () => {
    const episode = await episodeWithScript();
    const items = await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis');
    const choice = items.find((item) => item.kind === 'choice')!;
    const wrongOption = choice.question.options.find((o) => o !== choice.question.key.correctOptions![0])!;
    const typed = items.find((item) => item.subject === 'Chlorophyll')!;
    const sent = await answer(episode.id, {
      answers: [
        { item_id: choice.id, answer: wrongOption },
        { item_id: typed.id, answer: 'It absorbs green light.' },
      ],
    });
    expect(sent.statusCode).toBe(201);
    const result = sent.json<PodcastQuizResult>();
    expect(result.correct).toBe(0);
    const typedResult = result.items.find((item) => item.item_id === typed.id)!;
    expect(typedResult.accepted_answer).toBe(typed.line.text);
    expect(typedResult.feedback).toMatch(/reflect/);
  });

  it('answers 404 for another learner’s own episode, and lets its owner take it', async () => {
    const theirs = await episodeWithScript({ ownerId: other.id });
    for (const response of [
      await getQuiz(theirs.id),
      await answer(theirs.id, { answers: await fourRight() }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toMatch(/not one you can listen to/);
    }
    expect((await getQuiz(theirs.id, other.headers)).statusCode).toBe(200);
    expect((await getQuiz(999_999)).statusCode).toBe(404);
  });

  it('refuses answers to items the quiz does not have, and a quiz the episode has no script for', async () => {
    const episode = await episodeWithScript();
    const unknown = await answer(episode.id, { answers: [{ item_id: 'q9', answer: 'plants' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toMatch(/no item “q9”/);
    const doubled = await answer(episode.id, {
      answers: [
        { item_id: 'q1', answer: 'a' },
        { item_id: 'q1', answer: 'b' },
      ],
    });
    expect(doubled.statusCode).toBe(422);
    const empty = await answer(episode.id, { answers: [] });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().detail).toMatch(/Answer at least one item/);

    const scriptless = await episodeWithScript({ script: null });
    const none = await getQuiz(scriptless.id);
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toMatch(/too few statements/);
  });
});
