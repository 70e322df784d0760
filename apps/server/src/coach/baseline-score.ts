import type { BaselineContextField, Difficulty, Question } from '@socratica/contracts';
import { subjectWords, words } from './content-words.js';

/**
 * DESIGN D6: the baseline score, one formula for both adapters, so that a score means the same
 * whatever the provider.
 *
 *   score = 55 × level + 30 × confidence + 15 × specificity, rounded to a whole number (0–100)
 *
 *   level        the knowledge-level option chosen in question 1: 0, 1/3, 2/3 or 1, from the first
 *                option ("new to it") to the fourth ("could teach it"); an answer that matches no
 *                option counts as the first
 *   confidence   (rating − 1) / 9, for the 1–10 rating of question 5; an unreadable rating counts as 1
 *   specificity  min(1, subject words / 12): the distinct words of the focus and goal answers
 *                (questions 2 and 4) that are not common English, not about learning in general and
 *                not the topic's own words. Naming the parts of a subject counts; padding does not.
 *
 * The self-rating weighs most because, before any teaching, it is the most direct evidence there is;
 * text length is only a weak sign of knowledge, so it weighs least.
 *
 * difficulty: below 40 beginner, below 70 intermediate, otherwise advanced.
 */
const WEIGHTS = { level: 55, confidence: 30, specificity: 15 } as const;
const SUBJECT_WORDS_FOR_FULL_SPECIFICITY = 12;
const THRESHOLDS = { intermediate: 40, advanced: 70 } as const;

export interface BaselineScoreInput {
  topic: string;
  questions: Question[];
  answers: Record<BaselineContextField, string>;
}

export interface BaselineScoreBreakdown {
  score: number;
  difficultyLevel: Difficulty;
  /** 0..3: which knowledge-level option was chosen. */
  levelIndex: number;
  levelAnswer: string;
  confidence: number;
  subjectWords: string[];
  points: { level: number; confidence: number; specificity: number };
  explanation: string;
}

export function difficultyForScore(score: number): Difficulty {
  if (score < THRESHOLDS.intermediate) return 'beginner';
  if (score < THRESHOLDS.advanced) return 'intermediate';
  return 'advanced';
}

export function computeBaselineScore({
  topic,
  questions,
  answers,
}: BaselineScoreInput): BaselineScoreBreakdown {
  const levelQuestion = questions.find((q) => q.context_field === 'experience_level');
  const levelIndex = knowledgeLevelIndex(answers.experience_level, levelQuestion?.options ?? []);
  const confidence = confidenceRating(answers.confidence_baseline);
  const evidence = subjectWords(`${answers.learning_focus}\n${answers.success_criteria}`, words(topic));

  const points = {
    level: (WEIGHTS.level * levelIndex) / 3,
    confidence: (WEIGHTS.confidence * (confidence - 1)) / 9,
    specificity: WEIGHTS.specificity * Math.min(1, evidence.length / SUBJECT_WORDS_FOR_FULL_SPECIFICITY),
  };
  const score = Math.max(0, Math.min(100, Math.round(points.level + points.confidence + points.specificity)));
  const difficultyLevel = difficultyForScore(score);
  return {
    score,
    difficultyLevel,
    levelIndex,
    levelAnswer: answers.experience_level.trim(),
    confidence,
    subjectWords: evidence,
    points,
    explanation: explain(score, difficultyLevel, levelIndex, confidence, evidence.length, points),
  };
}

function explain(
  score: number,
  level: Difficulty,
  levelIndex: number,
  confidence: number,
  subjectWordCount: number,
  points: BaselineScoreBreakdown['points'],
): string {
  const counted = Math.min(subjectWordCount, SUBJECT_WORDS_FOR_FULL_SPECIFICITY);
  const one = (n: number) => n.toFixed(1);
  return (
    `Score = ${WEIGHTS.level} × knowledge level + ${WEIGHTS.confidence} × confidence + ` +
    `${WEIGHTS.specificity} × specificity. You chose knowledge level ${levelIndex + 1} of 4 ` +
    `(${one(points.level)} points), rated your confidence ${confidence}/10 (${confidence - 1}/9 of ` +
    `${WEIGHTS.confidence}: ${one(points.confidence)} points), and your focus and goal named ` +
    `${subjectWordCount} distinct subject word${subjectWordCount === 1 ? '' : 's'} ` +
    `(${counted}/${SUBJECT_WORDS_FOR_FULL_SPECIFICITY} of ${WEIGHTS.specificity}: ` +
    `${one(points.specificity)} points), ${score}/100 in all. Below ${THRESHOLDS.intermediate} is ` +
    `beginner, below ${THRESHOLDS.advanced} intermediate, otherwise advanced: ${level}.`
  );
}

const normalized = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Which of the four options the answer is: exactly, by number, by containment, then by shared subject words. */
export function knowledgeLevelIndex(answer: string, options: readonly string[]): number {
  const given = normalized(answer);
  if (/^[1-4]$/.test(given)) return Number(given) - 1;
  const choices = options.slice(0, 4).map(normalized);
  const exact = choices.indexOf(given);
  if (exact >= 0) return exact;
  if (given === '') return 0;
  const containing = choices.findIndex((c) => c !== '' && (given.includes(c) || c.includes(given)));
  if (containing >= 0) return containing;
  const givenWords = new Set(subjectWords(given));
  let best = 0;
  let bestShared = 0;
  choices.forEach((choice, index) => {
    const shared = subjectWords(choice).filter((w) => givenWords.has(w)).length;
    if (shared > bestShared) [best, bestShared] = [index, shared];
  });
  return best;
}

export function confidenceRating(answer: string): number {
  const match = /\d+(?:\.\d+)?/.exec(answer);
  if (!match) return 1;
  return Math.max(1, Math.min(10, Math.round(Number(match[0]))));
}
