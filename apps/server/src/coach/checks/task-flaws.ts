import { BASELINE_QUESTION_COUNT, type Question } from '@socratica/contracts';
import { postAssessmentSize } from '../closing-confidence-question.js';
import type { Grade, KeyedQuestion, LearningSummary, PostAssessmentRequest } from '../coach.js';
import type { PodcastScript, PodcastScriptRequest } from '../podcast-script.js';
import { conversationFlaw } from '../podcast/script-conversation-flaws.js';
import { planEpisode, plannedWords } from '../podcast/script-length-plan.js';
import { replyJunkReason } from './reply-junk.js';

/**
 * What makes a model's answer to a task unusable though it parsed (issue 38): too few items, repeated or
 * empty ones, text that is not prose, a script far shorter than planned. Each returns why, for the log, or
 * null when the answer may be used.
 */

const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The first text that is empty, not prose, or (unless repeats are allowed) said before; null when none is. */
function badText(texts: readonly string[], what: string, allowRepeats = false): string | null {
  const seen = new Set<string>();
  for (const text of texts) {
    const key = comparable(text);
    if (key === '') return `has an empty ${what}`;
    if (!allowRepeats && seen.has(key)) return `repeats the ${what} “${text.slice(0, 60)}”`;
    const junk = replyJunkReason(text);
    if (junk) return `has a ${what} that is ${junk}`;
    seen.add(key);
  }
  return null;
}

function questionsFlaw(questions: readonly Question[]): string | null {
  const texts = badText(
    questions.map((question) => question.text),
    'question',
  );
  if (texts) return texts;
  for (const question of questions) {
    const choice = question.type === 'multiple_choice' || question.type === 'multi_select';
    if (!choice) continue;
    if (question.options.length < 2) return `has a choice question with fewer than two options`;
    const options = badText(question.options, 'option');
    if (options) return options;
  }
  return null;
}

export function baselineFlaw(questions: readonly Question[]): string | null {
  if (questions.length < BASELINE_QUESTION_COUNT)
    return `has ${questions.length} questions where ${BASELINE_QUESTION_COUNT} were asked for`;
  return questionsFlaw(questions);
}

/** Fewer than half the items asked for is too few to measure a gain on. */
export function postAssessmentFlaw(
  questions: readonly KeyedQuestion[],
  request: PostAssessmentRequest,
): string | null {
  const wanted = postAssessmentSize(request.questionCount);
  if (questions.length * 2 < wanted)
    return `has ${questions.length} questions where ${wanted} were asked for`;
  return questionsFlaw(questions);
}

export function gradeFlaw(grade: Grade): string | null {
  if (!Number.isFinite(grade.score) || grade.score < 0 || grade.score > 1)
    return `gives the score ${grade.score}, outside 0 to 1`;
  if (grade.feedback.trim() === '') return 'gives no feedback';
  const junk = replyJunkReason(grade.feedback);
  return junk && `has feedback that is ${junk}`;
}

export function adviceFlaw(advice: { knowledgeGaps: string[]; recommendations: string[] }): string | null {
  return badText(advice.knowledgeGaps, 'knowledge gap') ?? badText(advice.recommendations, 'recommendation');
}

export function summaryFlaw(summary: LearningSummary): string | null {
  if (summary.learnerMessageCount > 0 && (summary.summary ?? '').trim() === '')
    return 'has no summary of a chat with messages';
  const concepts = badText(summary.concepts, 'concept');
  if (concepts) return concepts;
  const junk = summary.summary ? replyJunkReason(summary.summary) : null;
  return junk && `has a summary that is ${junk}`;
}

/**
 * A short reply ("Exactly.") may come twice in a dialogue; the same short line three times, or a sentence of
 * four words or more twice, is a writer going round in circles.
 */
function repeatedLine(lines: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = comparable(line);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count >= 3 || (count === 2 && key.split(' ').length >= 4)) return line;
  }
  return null;
}

/**
 * A script with an empty, repeated or non-prose line, a sentence said twice, a heading read as a line or a
 * belief recapped as a fact (issue 39), or under half the words its length plan asks for,
 * is unusable: a 13-second episode of "Light energy" said five times is not an episode. A script the
 * writer cut short for want of sources says so in its shortfall note and is measured by what it kept.
 */
export function podcastScriptFlaw(script: PodcastScript, request: PodcastScriptRequest): string | null {
  const lines = script.segments.flatMap((segment) => segment.turns.map((turn) => turn.text));
  const text = badText(lines, 'line', true);
  if (text) return text;
  const repeated = repeatedLine(lines);
  if (repeated) return `repeats the line “${repeated.slice(0, 60)}”`;
  const conversation = conversationFlaw(script, request);
  if (conversation) return conversation;
  if (script.shortfallNote !== null) return null;
  const words = lines.join(' ').split(/\s+/).filter(Boolean).length;
  const planned = plannedWords(planEpisode(request.durationMinutes, request.wordsPerMinute));
  return words * 2 < planned ? `has ${words} words where ${planned} were planned` : null;
}
