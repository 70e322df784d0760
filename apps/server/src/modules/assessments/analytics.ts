import type { BloomLevel, Metric, TestedGain } from '@socratica/contracts';
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
 * The post-assessment score, scaled down in proportion when learning took longer than planned. It
 * can only reach 100 with full marks within the time, so it never reads higher than the score; it
 * waits for the post-assessment, since the pre score is a self-rating and per minute means nothing.
 */
export function timeEfficiency(
  postScore: number | null,
  learningSeconds: number,
  minutesAllotted: number,
): Metric {
  const formula =
    'Post-assessment score × min(1, minutes planned ÷ minutes of learning taken), learning being the time on both assessments plus the chat: 100 means full marks within the time; taking twice the time planned halves the score.';
  if (postScore === null || learningSeconds <= 0 || minutesAllotted <= 0) return metric(null, formula);
  return metric(postScore * Math.min(1, minutesAllotted / (learningSeconds / 60)), formula);
}

/** The least-squares slope of the learner's post-assessment scores on this topic, oldest first. */
export function improvementVelocity(scoresOldestFirst: number[]): Metric {
  const formula =
    'Slope of the least-squares line through your post-assessment scores on this topic, in points per session; needs two completed sessions.';
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
const MIN_CHAT_SECONDS_FOR_EFFICIENCY = 60;

export function learningEfficiency(
  tested: Pick<TestedGain, 'measured' | 'pre_score' | 'post_score' | 'items'>,
  chatSeconds: number,
): Metric {
  const formula = `Tested points gained per 10 minutes of chat: (post − pre) on the ${tested.items || 'pre-check'} parallel items, scored before and after the chat, divided by the chat minutes on the session clock (paused time left out) and times 10; measured only with a pre-check, and at least a minute of chat.`;
  if (!tested.measured || tested.pre_score === null || tested.post_score === null)
    return metric(null, formula);
  if (chatSeconds < MIN_CHAT_SECONDS_FOR_EFFICIENCY) return metric(null, formula);
  return metric((tested.post_score - tested.pre_score) / (chatSeconds / 600), formula);
}

/** Fewer other learners than this, and a rank would say little and could reveal someone's score. */
export const MIN_OTHER_LEARNERS = 5;

export interface PeerCounts {
  /** Other learners, each by their latest completed session on the topic. */
  others: number;
  below: number;
  equal: number;
  average: number | null;
}

export interface PeerStanding {
  peerPercentile: Metric;
  ranking: number | null;
  /** The other learners and the learner: null when no comparison is made. */
  participants: number | null;
  average: number | null;
  note: string | null;
}

/**
 * Where the learner's post-assessment score stands among other learners on the topic (never among
 * their own sessions): percentile and rank among the others' latest scores and theirs.
 */
export function peerStanding(score: number | null, counts: PeerCounts): PeerStanding {
  const formula = `Percent of the other learners on this topic (each by their latest post-assessment) scoring below you, ties counted half; needs ${MIN_OTHER_LEARNERS} other learners.`;
  const none = (note: string): PeerStanding => ({
    peerPercentile: metric(null, formula),
    ranking: null,
    participants: null,
    average: null,
    note,
  });
  if (counts.others < MIN_OTHER_LEARNERS) return none('Not enough other learners on this topic yet.');
  if (score === null) return none('Take the post-assessment to compare your score with other learners.');
  return {
    peerPercentile: metric((100 * (counts.below + 0.5 * counts.equal)) / counts.others, formula),
    ranking: 1 + counts.others - counts.below - counts.equal,
    participants: counts.others + 1,
    average: counts.average === null ? null : roundToTenth(counts.average),
    note: null,
  };
}
