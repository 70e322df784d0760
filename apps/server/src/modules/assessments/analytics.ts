import type { BloomLevel, Metric } from '@socratica/contracts';
import { roundToTenth } from './round-to-tenth.js';

/**
 * The report's analytics (DESIGN D8). Each is a pure function of stored data and returns its value
 * with the formula, which the report shows. A value is null when the data to compute it is missing:
 * the report then says so instead of showing a made-up number.
 */

const metric = (value: number | null, formula: string): Metric => ({
  value: value === null || !Number.isFinite(value) ? null : roundToTenth(value),
  formula,
});
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

export interface GradedItem {
  /** 0 to 1. */
  score: number;
  correct: boolean;
  bloomLevel: BloomLevel | null;
  learningObjective: string | null;
}

const LOWER_ORDER: BloomLevel[] = ['remember', 'understand'];
const HIGHER_ORDER: BloomLevel[] = ['analyze', 'evaluate', 'create'];

export function knowledgeDepth(items: GradedItem[]): Metric {
  const scores = items
    .filter((i) => i.bloomLevel && LOWER_ORDER.includes(i.bloomLevel))
    .map((i) => i.score * 100);
  return metric(
    mean(scores),
    'Mean score (0–100) on the recall and understanding questions of the post-assessment.',
  );
}

export function criticalThinking(items: GradedItem[]): Metric {
  const scores = items
    .filter((i) => i.bloomLevel && HIGHER_ORDER.includes(i.bloomLevel))
    .map((i) => i.score * 100);
  return metric(mean(scores), 'Mean score (0–100) on the analysis, evaluation and creation questions.');
}

export function conceptMastery(items: GradedItem[]): Metric {
  const byObjective = new Map<string, boolean>();
  for (const item of items) {
    if (!item.learningObjective) continue;
    byObjective.set(
      item.learningObjective,
      (byObjective.get(item.learningObjective) ?? true) && item.correct,
    );
  }
  const mastered = [...byObjective.values()].filter(Boolean).length;
  return metric(
    byObjective.size ? (100 * mastered) / byObjective.size : null,
    'Share of learning objectives whose every question was answered correctly (score of at least 70%).',
  );
}

export function consistencyScore(items: GradedItem[]): Metric {
  const average = mean(items.map((i) => i.score));
  if (average === null || items.length < 2) {
    return metric(
      null,
      '100 − 200 × the standard deviation of the per-question scores (needs two questions).',
    );
  }
  const deviation = Math.sqrt(mean(items.map((i) => (i.score - average) ** 2))!);
  return metric(
    100 - 200 * deviation,
    '100 − 200 × the standard deviation of the per-question scores (0 to 1 each).',
  );
}

/**
 * The post-assessment score per minute of learning, against the score per minute that full marks
 * in the allotted time would need. It waits for the post-assessment: the pre score is a
 * self-estimate, and a self-estimate per minute measures nothing.
 */
export function timeEfficiency(
  postScore: number | null,
  learningSeconds: number,
  minutesAllotted: number,
): Metric {
  const formula =
    'min(100, post-assessment score × minutes allotted ÷ minutes of learning taken), learning being the time on both assessments plus the chat: 100 means full marks within the time.';
  if (postScore === null || learningSeconds <= 0 || minutesAllotted <= 0) return metric(null, formula);
  return metric(Math.min(100, (postScore * minutesAllotted) / (learningSeconds / 60)), formula);
}

/** The least-squares slope of the learner's scores over their sessions on this topic, oldest first. */
export function improvementVelocity(scoresOldestFirst: number[]): Metric {
  const formula = 'Slope of the least-squares line through your scores on this topic, in points per session.';
  const n = scoresOldestFirst.length;
  if (n < 2) return metric(null, formula);
  const xMean = (n - 1) / 2;
  const yMean = mean(scoresOldestFirst)!;
  let numerator = 0;
  let denominator = 0;
  scoresOldestFirst.forEach((y, x) => {
    numerator += (x - xMean) * (y - yMean);
    denominator += (x - xMean) ** 2;
  });
  return metric(numerator / denominator, formula);
}

/** Below a minute of chat, points per 10 minutes would scale a few seconds into a huge, meaningless figure. */
export const MIN_CHAT_SECONDS_FOR_EFFICIENCY = 60;

export function learningEfficiency(improvement: number | null, chatSeconds: number): Metric {
  const formula =
    'Points gained (post − pre) per 10 minutes of chat, chat time on the session clock with paused time left out; needs at least a minute of chat.';
  if (improvement === null || chatSeconds < MIN_CHAT_SECONDS_FOR_EFFICIENCY) return metric(null, formula);
  return metric(improvement / (chatSeconds / 600), formula);
}

export interface CohortStanding {
  peerPercentile: Metric;
  ranking: number | null;
}

/** Percentile rank and ranking among the cohort, whose counts include the learner's own session. */
export function cohortStanding(
  score: number | null,
  counts: { total: number; below: number; equal: number },
  cohortDescription: string,
): CohortStanding {
  const formula = `Percent of ${cohortDescription} scoring below you, counting ties as half; needs one other session.`;
  if (score === null || counts.total === 0) return { peerPercentile: metric(null, formula), ranking: null };
  const ranking = 1 + counts.total - counts.below - counts.equal;
  // Alone in the cohort there is nobody to be a percentile of.
  if (counts.total < 2) return { peerPercentile: metric(null, formula), ranking };
  return {
    peerPercentile: metric((100 * (counts.below + 0.5 * counts.equal)) / counts.total, formula),
    ranking,
  };
}
