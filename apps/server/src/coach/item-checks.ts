import type { KeyedQuestion } from './coach.js';
import { subjectWords } from './content-words.js';

/**
 * Whether a post-assessment item gives its own answer away (issue 22, point 9), for both adapters:
 * the offline writer drops a phrasing that fails, and the model reader drops the item. Pure: it
 * reads only the item's text and the topic.
 *
 * Words are compared by root (their crude stem cut to six letters), so "photosynthetic" names
 * "photosynthesis" and "reactions" repeats "reaction".
 *
 * - A correct option whose words all stand in the stem is answered by the stem.
 * - An item that asks what something means may not offer an option that names that thing: the
 *   quoted term when there is one, else the topic. The same holds for a correct option of any other
 *   choice item on a quoted term, unless every distractor names it too.
 * - "as it is used in X", where X is the quoted term itself, explains the term by itself.
 * - A short answer's key concept that the stem already states earns credit for copying the stem.
 */

export type CheckedItem = Pick<KeyedQuestion, 'text' | 'type' | 'options' | 'key'>;

const ROOT_LETTERS = 6;
const QUOTED = /[“"«]([^”"»]+)[”"»]/g;
const ASKS_MEANING = /\b(?:defin\w*|meaning|means)\b|\bdoes\b.*\bmean\b/i;
const ASKS_WHAT_IT_IS = /^\s*what\s+(?:is|are)\s+(?:an?\s+|the\s+)?(.+?)\s*\?\s*$/i;
const CONTEXT_CLAUSES = [
  /\b(?:as (?:it is |they are )?used in|as (?:it is )?understood in|in the context of)\s+(.+?)\s*[?.!]*$/i,
  /^\s*in\s+([^,]+),/i,
];

/** Why the item is circular; empty when it is not. */
export function circularityProblems(item: CheckedItem, topic: string): string[] {
  const stem = roots(item.text);
  const terms = quotedTerms(item.text);
  const problems: string[] = [];
  for (const term of terms) {
    const termRoots = roots(term);
    for (const clause of contextClauses(item.text)) {
      const clauseRoots = roots(clause);
      if (clauseRoots.length > 0 && clauseRoots.every((r) => termRoots.includes(r)))
        problems.push(`explains “${term}” by itself: “${clause}”`);
    }
  }
  if (item.type === 'short_answer') {
    for (const concept of givenAwayKeyConcepts(item.text, item.key.keyConcepts ?? []))
      problems.push(`the stem gives away the key concept “${concept}”`);
    return problems;
  }
  if (item.type !== 'multiple_choice' && item.type !== 'multi_select') return problems;

  const correct = new Set(item.key.correctOptions ?? []);
  for (const option of correct) {
    const own = optionRoots(option);
    if (own.length > 0 && own.every((r) => stem.includes(r)))
      problems.push(`the stem states the answer “${option}”`);
  }
  const defined = terms[0] ?? (includesAll(stem, roots(topic)) ? topic : null);
  if (defined !== null && asksWhatItMeans(item.text, defined)) {
    for (const option of item.options)
      if (names(option, defined))
        problems.push(`the option “${option}” defines “${defined}” by its own name`);
  }
  for (const term of terms) {
    const distractors = item.options.filter((o) => !correct.has(o));
    if (distractors.every((d) => names(d, term))) continue;
    for (const option of correct)
      if (names(option, term)) problems.push(`the answer “${option}” repeats “${term}” from the stem`);
  }
  return [...new Set(problems)];
}

export function isCircular(item: CheckedItem, topic: string): boolean {
  return circularityProblems(item, topic).length > 0;
}

/** The key concepts whose every word the stem already states. */
export function givenAwayKeyConcepts(stem: string, keyConcepts: readonly string[]): string[] {
  const said = roots(stem);
  return keyConcepts.filter((concept) => {
    const own = roots(concept);
    return own.length > 0 && own.every((r) => said.includes(r));
  });
}

/** Whether `text` uses a word of `name`, by root. */
export function names(text: string, name: string): boolean {
  const own = roots(text);
  return roots(name).some((r) => own.includes(r));
}

/** The roots of a text's subject words: no common English, no words about learning in general. */
export function roots(text: string): string[] {
  return [...new Set(subjectWords(text).map((w) => w.slice(0, ROOT_LETTERS)))];
}

/** Words that describe an option rather than say something: "Right statement" states nothing. */
const OPTION_WORDS = new Set(
  roots('statement right wrong correct incorrect true false option answer best following'),
);

function optionRoots(option: string): string[] {
  return roots(option).filter((r) => !OPTION_WORDS.has(r));
}

function asksWhatItMeans(stem: string, name: string): boolean {
  if (ASKS_MEANING.test(stem.replace(QUOTED, ''))) return true;
  const asked = ASKS_WHAT_IT_IS.exec(stem.replace(QUOTED, (_, term: string) => term))?.[1] ?? '';
  const nameRoots = roots(name);
  return nameRoots.length > 0 && roots(asked).join(' ') === nameRoots.join(' ');
}

function quotedTerms(stem: string): string[] {
  return [...stem.matchAll(QUOTED)].map((m) => (m[1] ?? '').trim()).filter((t) => t !== '');
}

function contextClauses(stem: string): string[] {
  const unquoted = stem.replace(QUOTED, (_, term: string) => term);
  return CONTEXT_CLAUSES.map((pattern) => pattern.exec(unquoted)?.[1]?.trim() ?? '').filter((c) => c !== '');
}

function includesAll(haystack: readonly string[], needles: readonly string[]): boolean {
  return needles.length > 0 && needles.every((n) => haystack.includes(n));
}
