import { stem, words } from '../../content-words.js';
import { nounSenses } from '../../../knowledge/wordnet/wordnet.js';

/**
 * What the co-host asks (issue 24): the questions a listener would ask, drawn from the section's heading
 * and from what the host is about to say. A question never states a fact, and none is asked twice in a row.
 */

const OPENERS = [
  (heading: string) => `Now, ${heading}. What's that about?`,
  (heading: string) => `Let's turn to ${heading}. Where do we start?`,
  (heading: string) => `So, ${heading}. What should listeners know?`,
  (heading: string) => `Next up: ${heading}. What's the story there?`,
];

const FOLLOW_UPS = [
  (term: string) => `What about ${term}?`,
  (term: string) => `And ${term}? Where does that come in?`,
  (term: string) => `Tell me about ${term}.`,
  (term: string) => `So how does that connect to ${term}?`,
];

const BRIDGES = ['Go on.', 'And then?', 'What else?', 'Is there more to it?', 'Keep going.', 'Right. And?'];

/** Nouns too general to be what a listener asks about. */
const VAGUE = new Set(
  'example form type kind part number way time result process system term group case fact use area idea thing member level order point role name rate place state period year years century work'.split(
    ' ',
  ),
);

/** The first question of a section: on its heading, or on the topic itself for the lead. */
export function openingQuestion(heading: string | null, topic: string, text: string, index: number): string {
  if (heading === null) return `So what is ${topic}, to begin with?`;
  return OPENERS[index % OPENERS.length]!(headingInSentence(heading, text));
}

/**
 * The co-host's line before the host's next sentences: a question on a noun those sentences bring in that
 * the section has not yet named and comes back to (what the section is about, not a passing word), or else
 * a short prompt to go on.
 */
export function followUp(
  next: string,
  saidSoFar: string,
  sectionText: string,
  topicRoots: ReadonlySet<string>,
  index: number,
): string {
  const said = new Set(words(saidSoFar).map(stem));
  const counts = new Map<string, number>();
  for (const root of words(sectionText).map(stem)) counts.set(root, (counts.get(root) ?? 0) + 1);
  const term = newTerm(next, said, topicRoots, (root) => (counts.get(root) ?? 0) >= 2);
  return term ? FOLLOW_UPS[index % FOLLOW_UPS.length]!(term) : BRIDGES[index % BRIDGES.length]!;
}

/** The first noun of the text WordNet knows that was not said before, with a proper name kept whole. */
function newTerm(
  text: string,
  said: ReadonlySet<string>,
  topicRoots: ReadonlySet<string>,
  recurring: (root: string) => boolean,
): string | null {
  const firstSentence = text.split(/(?<=[.!?])\s/)[0] ?? text;
  const tokens = firstSentence.match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  for (const [at, token] of tokens.entries()) {
    const lower = token.toLowerCase();
    const root = stem(lower);
    if (lower.length < 5 || VAGUE.has(lower) || said.has(root) || topicRoots.has(root) || !recurring(root)) {
      continue;
    }
    const capital = /^\p{Lu}/u.test(token);
    if (capital && at > 0) return properName(tokens, at);
    if (!capital && nounSenses(lower).length > 0) return lower;
  }
  return null;
}

/** "French Revolution", "Estates General": the capitalised words from the one found on. */
function properName(tokens: readonly string[], from: number): string {
  const name: string[] = [];
  for (let at = from; at < tokens.length && /^\p{Lu}/u.test(tokens[at]!); at++) name.push(tokens[at]!);
  return name.join(' ');
}

/** "Carbon fixation" → "carbon fixation"; a heading that opens on a name ("Napoleon's rise") keeps it. */
export function headingInSentence(heading: string, text: string): string {
  const first = heading.split(/\s+/)[0] ?? '';
  const isName =
    /^\p{Lu}\p{Ll}/u.test(first) && new RegExp(`(?<!^|[.!?]\\s)\\b${escape(first)}\\b`, 'u').test(text);
  const acronym = /^\p{Lu}{2}/u.test(first);
  return isName || acronym ? heading : heading.charAt(0).toLowerCase() + heading.slice(1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
