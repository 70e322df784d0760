import { stem, words } from '../../content-words.js';
import { escapeRegExp } from '../../../lib/escape-reg-exp.js';

/**
 * What the co-host says around the questions (issues 24 and 39): the move to a new section, a short reaction
 * to the answer just heard, or that answer said back. The questions themselves come from the statements
 * (`statement-questions.ts`); a heading is never read out as a line of its own.
 */

const TRANSITIONS = [
  (heading: string) => `Let's move on to ${heading}.`,
  (heading: string) => `Now I want to ask about ${heading}.`,
  (heading: string) => `On to ${heading}.`,
  (heading: string) => `Let's turn to ${heading}.`,
];

/** Said at most once each per episode, so no reaction is heard twice. */
const REACTIONS = [
  'Okay.',
  'Interesting.',
  'I see.',
  'Huh, I did not know that.',
  'That makes sense.',
  'Got it.',
  'Fascinating.',
  'Good to know.',
  'Fair enough.',
  'Oh, that is neat.',
  'Right, okay.',
  'Hm, I would not have guessed.',
];

const ECHOES = [
  (answer: string) => `${capitalised(answer)}, then.`,
  (answer: string) => `Ah, ${answer}.`,
  (answer: string) => `${capitalised(answer)}. Okay.`,
];

/**
 * When a section's first sentence gives no question: the co-host asks after the section's subject ("And the
 * Calvin cycle?"), or after the topic itself for the lead ("So, what is photosynthesis?").
 */
export function invitation(heading: string | null, text: string, subject: string): string {
  if (heading === null) return `So, what is ${subject}?`;
  if (!namesASubject(heading, text)) return `What else should we know about ${subject}?`;
  return `And ${headingInSentence(heading, text, true)}?`;
}

/** Whether a heading names what its section is about: each of its words is in the section's text. */
function namesASubject(heading: string, text: string): boolean {
  const named = words(heading).map(stem);
  const said = new Set(words(text).map(stem));
  return named.length > 0 && named.every((root) => said.has(root));
}

/**
 * "Let's move on to the Calvin cycle.": the heading said inside a sentence, and only when the section's text
 * is about what it names (an "Overview" or "See also" is not a subject anyone would say).
 */
export function sectionTransition(heading: string | null, text: string, index: number): string | null {
  if (heading === null || !namesASubject(heading, text)) return null;
  return TRANSITIONS[index % TRANSITIONS.length]!(headingInSentence(heading, text, true));
}

export function reaction(index: number): string | null {
  return REACTIONS[index] ?? null;
}

/** The answer just heard, said back: "In the thylakoid membranes, then." */
export function echo(answer: string, index: number): string {
  return ECHOES[index % ECHOES.length]!(answer);
}

/**
 * "Carbon fixation" → "carbon fixation"; a heading that opens on a name ("Napoleon's rise") keeps it. With
 * `article`, a noun heading gets "the" ("the Calvin cycle") unless it is a name or a plural.
 */
export function headingInSentence(heading: string, text: string, article = false): string {
  const first = heading.split(/\s+/)[0] ?? '';
  const isName =
    /^\p{Lu}\p{Ll}/u.test(first) && new RegExp(`(?<!^|[.!?]\\s)\\b${escapeRegExp(first)}\\b`, 'u').test(text);
  const acronym = /^\p{Lu}{2}/u.test(first);
  // Headings are in sentence case, so a heading of capitalised words is a name: "Marie Antoinette".
  const capitalisedWords = heading.split(/\s+/).filter((word) => word.length > 2);
  const allCapitalised =
    capitalisedWords.length > 1 && capitalisedWords.every((word) => /^\p{Lu}/u.test(word));
  // "The Gutenberg Bible" keeps its name, not the capital of the article that opens it.
  const named = allCapitalised
    ? heading.replace(/^(?:The|A|An)\s/, (article) => article.toLowerCase())
    : heading;
  const written =
    isName || acronym || allCapitalised ? named : heading.charAt(0).toLowerCase() + heading.slice(1);
  if (!article) return written;
  const withThe = new RegExp(`\\bthe\\s+${escapeRegExp(written)}`, 'i').test(text);
  return withThe ? `the ${written}` : written;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
