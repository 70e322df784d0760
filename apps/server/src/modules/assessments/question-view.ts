import type { Question } from '@socratica/contracts';
import type { KeyedQuestion } from '../../coach/coach.js';
import type { StoredKeyedQuestion } from '../../db/schema/index.js';

/** The browser never sees an answer key. */
export const withoutKey = ({ key: _key, ...question }: KeyedQuestion | StoredKeyedQuestion): Question =>
  question;

/** Several choices are stored joined by ", ", as the baseline stores them. */
export const answerText = (answer: string | string[]) =>
  (Array.isArray(answer) ? answer.join(', ') : answer).trim();
