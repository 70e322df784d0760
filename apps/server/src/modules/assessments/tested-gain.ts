import type { TestedGain } from '@socratica/contracts';
import type { AssessmentResponseRow, AssessmentSessionRow } from '../../db/schema/index.js';
import { parallelItemsOf } from './parallel-items.js';
import { roundToTenth } from './round-to-tenth.js';

/**
 * Hake's normalised gain (Am. J. Phys. 66, 1998): the share of what was not yet known before that was
 * learned, g = (post − pre) / (100 − pre), on percent scores. Undefined when pre is 100: nothing was left
 * to learn on these items.
 */
export function normalisedGain(pre: number, post: number): number | null {
  if (pre >= 100) return null;
  return Math.round(((post - pre) / (100 - pre)) * 100) / 100;
}

/** Hake's figures, for the sentence that says what a gain means. */
const LECTURE_GAIN = 0.23;
const INTERACTIVE_GAIN = 0.48;

const NOT_MEASURED: Record<NonNullable<TestedGain['reason']>, string> = {
  no_precheck:
    'Not measured: this session had no knowledge pre-check, so there is no tested score from before the chat.',
  skipped:
    'Not measured: you skipped the knowledge pre-check, so there is no tested score from before the chat.',
  no_source:
    'Not measured: the topic had no source to make pre-check items from, so there is no tested score from before the chat.',
  pre_perfect: 'Not measured: you answered every pre-check item right, so these items left nothing to gain.',
  post_pending:
    'Not measured yet: take the post-assessment, which asks about the pre-check’s statements again.',
};

/**
 * The gain on tested items (issue 40): the pre-check's items against the post-assessment's parallel items on
 * the same statements. Each side is the percent of credit on the pairs whose parallel the post-assessment
 * asked, so both count the same statements.
 */
export function testedGain(
  session: Pick<AssessmentSessionRow, 'precheck' | 'postQuestions'>,
  responses: readonly AssessmentResponseRow[],
): TestedGain {
  const { precheck } = session;
  const none = (reason: NonNullable<TestedGain['reason']>, items = 0, pre: number | null = null) => ({
    measured: false,
    reason,
    items,
    pre_score: pre,
    post_score: null,
    normalized_gain: null,
    meaning: NOT_MEASURED[reason],
  });
  if (!precheck || precheck.outcome === 'offered') return none('no_precheck');
  if (precheck.outcome === 'skipped') return none('skipped');
  if (precheck.outcome === 'unavailable') return none('no_source');
  const credit = (phase: AssessmentResponseRow['phase'], id: string) =>
    responses.find((r) => r.phase === phase && r.questionId === id)?.score ?? 0;
  const preByStatement = new Map(precheck.questions.map((q) => [q.key.statement, q.id]));
  const pairs = parallelItemsOf(precheck, session.postQuestions ?? []).flatMap((parallel) => {
    const preId = preByStatement.get(parallel.key.statement);
    return preId ? [{ pre: credit('precheck', preId), post: credit('post', parallel.id) }] : [];
  });
  const preAll = precheck.score ?? 0;
  const posted = responses.some((r) => r.phase === 'post' && r.score !== null);
  if (pairs.length === 0 || !posted) return none('post_pending', precheck.questions.length, preAll);
  const percent = (scores: number[]) =>
    roundToTenth((100 * scores.reduce((a, b) => a + b, 0)) / scores.length);
  const pre = percent(pairs.map((p) => p.pre));
  const post = percent(pairs.map((p) => p.post));
  const gain = normalisedGain(pre, post);
  if (gain === null) return { ...none('pre_perfect', pairs.length, pre), post_score: post };
  return {
    measured: true,
    reason: null,
    items: pairs.length,
    pre_score: pre,
    post_score: post,
    normalized_gain: gain,
    meaning: gainMeaning(gain),
  };
}

function gainMeaning(gain: number): string {
  const share = Math.round(gain * 100);
  const learned =
    gain < 0
      ? `You scored lower on these statements after the chat than before it (${share} % of what was left to learn)`
      : `You learned ${share} % of what you did not yet know on these statements`;
  return `${learned}; Hake (1998) found about ${LECTURE_GAIN} typical of traditional lectures and ${INTERACTIVE_GAIN} of interactive teaching, over whole courses.`;
}
