import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedSessionRow } from '../../../test/completed-session.js';
import { freshDatabase } from '../../../test/test-database.js';
import { seededRandom } from '../../coach/offline/seeded-random.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users, type StoredKeyedQuestion } from '../../db/schema/index.js';
import { AssessmentsRepository } from '../assessments/assessments.repository.js';
import type { AuditService } from '../audit/audit.service.js';
import { LearningAnalyticsRepository } from './learning-analytics.repository.js';
import { LearningAnalyticsService } from './learning-analytics.service.js';

/**
 * Issue 40's simulation: 200 learners of known ability answer items of known difficulty (a Rasch model,
 * seeded), stored through the assessments' own repository on the embedded database. The service's
 * difficulty and point-biserial must match the values computed here, straight from the simulated
 * answers, within 0.05; a planted bad item, which weaker learners get right more often, must be flagged.
 */

const LEARNERS = 200;
const TOPIC = 'Simulated Cells';
/** Known difficulties (logits) of the good items; the last item is the planted bad one. */
const DIFFICULTIES = [-1.5, -1, -0.5, 0, 0, 0.5, 1, 1.5, 2];
const BAD = DIFFICULTIES.length;
const OPTIONS = ['right', 'wrong a', 'wrong b', 'wrong c'];

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The reference, written out: Pearson's r of two equal-length series. */
function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const questionText = (item: number) => `Simulated item ${item + 1}: which option is right?`;

const keyedQuestions: StoredKeyedQuestion[] = Array.from({ length: BAD + 1 }, (_, item) => ({
  id: `p${item + 1}`,
  text: questionText(item),
  type: 'multiple_choice',
  purpose: 'simulation',
  options: OPTIONS,
  learning_objective: 'simulation',
  bloom_level: 'remember',
  context_field: null,
  scale: null,
  key: { correctOptions: ['right'], source: 'knowledge_base', pattern: item === BAD ? 'planted' : 'rasch' },
}));

describe('item statistics on 200 simulated learners', () => {
  let database: DatabaseHandle;
  /** answers[learner][item]: 1 right, 0 wrong. */
  const answers: number[][] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    const random = seededRandom(40);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    const [owner] = await database.db
      .insert(users)
      .values({ username: 'simulated', email: 'simulated@example.com', passwordHash: 'not-a-hash' })
      .returning();
    const assessments = new AssessmentsRepository(database.db);
    for (let learner = 0; learner < LEARNERS; learner++) {
      const ability = normal();
      const row = DIFFICULTIES.map((b) => Number(random.next() < logistic(ability - b)));
      // The planted item: the abler the learner, the likelier a wrong answer.
      row.push(Number(random.next() < logistic(-1.5 * ability)));
      answers.push(row);
      const session = await assessments.insertSession(
        completedSessionRow(owner!.id, TOPIC, {
          postQuestions: keyedQuestions,
          postScore: (100 * row.reduce((a, b) => a + b, 0)) / row.length,
        }),
      );
      for (const [item, correct] of row.entries()) {
        await assessments.upsertResponse({
          sessionId: session.id,
          phase: 'post',
          questionNumber: item + 1,
          questionId: `p${item + 1}`,
          questionText: questionText(item),
          userAnswer: correct ? 'right' : OPTIONS[1 + Math.floor(random.next() * 3)]!,
          timeSpent: 10,
          score: correct,
          correct: correct === 1,
        });
      }
    }
  }, 120_000);
  afterAll(() => database.close());

  it('matches the directly computed difficulty and point-biserial within 0.05, and flags the planted item', async () => {
    const service = new LearningAnalyticsService(
      new LearningAnalyticsRepository(database.db),
      {} as AuditService,
      { sourcesServing: () => Promise.resolve([]) },
    );
    const { items, topics } = await service.analytics({ topic: TOPIC });
    expect(topics).toMatchObject([{ topic_key: TOPIC.toLowerCase(), sessions: LEARNERS }]);
    expect(items).toHaveLength(BAD + 1);
    for (let item = 0; item <= BAD; item++) {
      const correct = answers.map((row) => row[item]!);
      const rest = answers.map((row) => (row.reduce((a, b) => a + b, 0) - row[item]!) / (row.length - 1));
      const found = items.find((i) => i.question_text === questionText(item))!;
      expect(found.answered).toBe(LEARNERS);
      expect(Math.abs(found.difficulty! - correct.reduce((a, b) => a + b, 0) / LEARNERS)).toBeLessThan(0.05);
      expect(Math.abs(found.discrimination! - pearson(correct, rest))).toBeLessThan(0.05);
      expect(found.options.reduce((sum, o) => sum + o.chosen, 0)).toBe(LEARNERS);
      if (item === BAD) {
        expect(found.discrimination!).toBeLessThan(0);
        expect(found.flags).toContain('negative_discrimination');
        expect(found.pattern).toBe('planted');
      } else {
        // The Rasch items discriminate: none of them is flagged as weaker learners' item.
        expect(found.discrimination!).toBeGreaterThan(0);
        expect(found.flags).not.toContain('negative_discrimination');
      }
    }
    // Flagged items come first.
    expect(items[0]!.question_text).toBe(questionText(BAD));
  });
});
