import type { KeyedQuestion } from '../coach.js';
import { grade, type Grade } from '../rule-grading.js';
import { readSentences, wordForms } from './english.js';

/**
 * D7 offline grading of a written answer: how well it covers the key concepts.
 *
 *   score = mean over the key concepts of (the concept's content words found in the answer /
 *           the concept's content words)
 *
 * Words are compared by lemma and lower-cased form, so "reactions" covers "reaction". A concept is
 * covered when all its words appear, partly covered when some do.
 */
export async function gradeShortAnswer(question: KeyedQuestion, answer: string | string[]): Promise<Grade> {
  const text = (Array.isArray(answer) ? answer.join('. ') : answer).trim();
  const concepts = (question.key.keyConcepts ?? []).map((c) => c.trim()).filter(Boolean);
  const reference = question.key.modelAnswer ? ` ${question.key.modelAnswer}` : '';
  if (concepts.length === 0) return grade(0, 'This question has no answer key, so it was not scored.');
  if (text === '') return grade(0, `No answer given. A good answer covers ${listed(concepts)}.${reference}`);

  const found = await wordForms(text);
  const coverage = await Promise.all(
    concepts.map(async (concept) => {
      const words = await conceptWords(concept);
      const present = words.filter((w) => found.has(w)).length;
      return { concept, share: words.length === 0 ? 0 : present / words.length };
    }),
  );
  const score = coverage.reduce((sum, c) => sum + c.share, 0) / coverage.length;
  const covered = coverage.filter((c) => c.share === 1).map((c) => c.concept);
  const partly = coverage.filter((c) => c.share > 0 && c.share < 1).map((c) => c.concept);
  const missing = coverage.filter((c) => c.share === 0).map((c) => c.concept);

  const parts = [
    covered.length > 0 ? `You covered ${listed(covered)}.` : '',
    partly.length > 0 ? `You touched on ${listed(partly)} in part.` : '',
    missing.length > 0 ? `Missing: ${listed(missing)}.` : '',
    missing.length + partly.length > 0 ? reference.trim() : '',
  ];
  return grade(score, parts.filter(Boolean).join(' '));
}

/** The lemmas of a concept's content words; its every word when it has only stop words. */
async function conceptWords(concept: string): Promise<string[]> {
  const tokens = (await readSentences(concept)).flatMap((s) => s.tokens);
  const content = tokens.filter((t) => !t.isStopWord);
  return [...new Set((content.length > 0 ? content : tokens).map((t) => t.lemma))];
}

function listed(items: readonly string[]): string {
  const quoted = items.map((i) => `“${i}”`);
  if (quoted.length <= 1) return quoted[0] ?? '';
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
