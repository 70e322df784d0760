import { CoachError } from '../coach.js';

/**
 * Every question-generating reply must end with a non-empty `questions` array (spec 1 §5). A reply
 * that is a bare array is taken as that array; anything that is not JSON object or array is a
 * format error.
 */
export function questionsIn(task: string, reply: unknown): unknown[] {
  if (Array.isArray(reply)) return nonEmpty(task, reply);
  if (typeof reply !== 'object' || reply === null) {
    throw new CoachError('invalid_format', `${task}: the reply is JSON but not an object`);
  }
  const { questions } = reply as { questions?: unknown };
  if (!Array.isArray(questions))
    throw new CoachError('no_questions', `${task}: the reply has no questions array`);
  return nonEmpty(task, questions);
}

function nonEmpty(task: string, questions: unknown[]): unknown[] {
  if (questions.length === 0) throw new CoachError('no_questions', `${task}: the questions array is empty`);
  return questions;
}

/** Trimmed, without empty entries or repeats (compared without regard to case and spacing). */
export function tidyList(items: readonly string[]): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const tidy = item.replace(/\s+/g, ' ').trim();
    const key = tidy.toLowerCase();
    if (tidy === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tidy);
  }
  return kept;
}
