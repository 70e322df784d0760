import { mean, probit, sampleCorrelation, sampleStandardDeviation } from 'simple-statistics';
import type { ItemFlag, MeanWithInterval } from '@socratica/contracts';

/**
 * The figures of the Learning tab, from simple-statistics (issue 40 asks for a maintained library,
 * not hand-written formulas).
 */

/** Below this many answers an item is not flagged as nobody or everybody correct (issue 40 §4). */
export const MIN_ANSWERS_FOR_FLAGS = 20;

/** z for a two-sided 95 % interval: the normal approximation, not Student's t (simple-statistics has no t quantile). */
const Z_95 = probit(0.975);

const rounded = (value: number, places: number) => Number(value.toFixed(places));

/**
 * The mean with its 95 % interval by the normal approximation, mean ± z₀.₉₇₅ · s / √n (s the sample
 * standard deviation). For small n it is narrower than Student's t would give (n = 10: 1.96 against
 * 2.26), which the tab says beside the figures. No interval for fewer than two values.
 */
export function meanWithInterval(values: readonly number[], places = 1): MeanWithInterval {
  const n = values.length;
  if (n === 0) return { n, mean: null, low: null, high: null };
  const centre = mean([...values]);
  if (n < 2) return { n, mean: rounded(centre, places), low: null, high: null };
  const half = (Z_95 * sampleStandardDeviation([...values])) / Math.sqrt(n);
  return {
    n,
    mean: rounded(centre, places),
    low: rounded(centre - half, places),
    high: rounded(centre + half, places),
  };
}

/** The share of answers marked correct; null with no answers. */
export function difficulty(correct: readonly number[]): number | null {
  return correct.length === 0 ? null : mean([...correct]);
}

/**
 * The point-biserial correlation of the item (0/1) with the rest of the test: the sample correlation
 * of the two. Null when it is undefined: fewer than two answers, or either side does not vary.
 */
export function pointBiserial(correct: readonly number[], rest: readonly number[]): number | null {
  if (correct.length < 2 || correct.length !== rest.length) return null;
  const r = sampleCorrelation([...correct], [...rest]);
  return Number.isFinite(r) ? r : null;
}

interface ItemFigures {
  answered: number;
  difficulty: number | null;
  discrimination: number | null;
  /** Whether the item's key is a sense of its word other than the topic's (sense-off-topic.ts). */
  senseOffTopic: boolean;
}

/**
 * What is wrong with an item: weaker learners get it right more often than stronger ones (negative
 * discrimination), or, from MIN_ANSWERS_FOR_FLAGS answers on, nobody or everybody gets it right, or its
 * key is a sense off the topic.
 */
export function itemFlags(item: ItemFigures): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (item.discrimination !== null && item.discrimination < 0) flags.push('negative_discrimination');
  if (item.answered >= MIN_ANSWERS_FOR_FLAGS && item.difficulty !== null) {
    if (item.difficulty === 0) flags.push('nobody_correct');
    if (item.difficulty === 1) flags.push('everybody_correct');
  }
  if (item.senseOffTopic) flags.push('sense_off_topic');
  return flags;
}
