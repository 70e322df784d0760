import type { PodcastQuizItemResult } from '@socratica/contracts';
import { gradeShortAnswer } from '../../coach/offline/short-answer-grading.js';
import { gradeMultipleChoice } from '../../coach/rule-grading.js';
import type { Grade } from '../../coach/coach.js';
import type { EpisodeQuizItem } from './quiz-items.js';

/** "It", "They": an answer that opens on one means the subject the item asked about. */
const OPENING_PRONOUN = /^(it|they|these|this|those)\b/i;

/**
 * One item's mark (issue 39): a choice item by its key, a typed answer by meaning against the host's line
 * (short-answer-grading.ts: a contradiction earns nothing, saying what the line says earns full credit,
 * else the share of its ideas covered). Each result carries the line, so the learner sees where the fact
 * comes from.
 */
export async function gradeQuizItem(item: EpisodeQuizItem, answer: string): Promise<PodcastQuizItemResult> {
  const { question, line } = item;
  const grade =
    item.kind === 'choice' ? gradeMultipleChoice(question, answer) : await gradeTyped(item, answer);
  return {
    item_id: item.id,
    kind: item.kind,
    prompt: question.text,
    your_answer: answer,
    correct: grade.correct,
    score: grade.score,
    accepted_answer: item.kind === 'choice' ? (question.key.correctOptions?.[0] ?? '') : line.text,
    feedback: grade.feedback,
    episode_line: line.text,
    segment_title: line.segmentTitle,
  };
}

/**
 * The marker reads an opening pronoun against the question's own words ("It" as "the episode"), so the
 * answer is also read with the pronoun replaced by the subject asked about ("It comes from splitting
 * water" as "the oxygen comes from…"); the better reading counts, and each is the marker's own.
 */
async function gradeTyped(item: EpisodeQuizItem, answer: string): Promise<Grade> {
  const asWritten = await gradeShortAnswer(item.question, answer);
  if (asWritten.correct || !OPENING_PRONOUN.test(answer.trim()) || !item.subject) return asWritten;
  const resolved = await gradeShortAnswer(
    item.question,
    answer.trim().replace(OPENING_PRONOUN, item.subject),
  );
  return resolved.score > asWritten.score ? resolved : asWritten;
}
