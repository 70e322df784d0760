import { termsToTest } from '../knowledge/knowledge-questions.js';
import type { TermKnowledge } from '../knowledge/term-knowledge.js';
import { WORDNET_SOURCE } from '../knowledge/wordnet.js';
import { topicInSentence } from '../../topic-phrasing.js';

/**
 * What the offline coach can stand behind for an episode (issue 13, D18): the requester's own statements,
 * WordNet's definitions and relations for the topic, and what learners' finished sessions on it covered.
 * Each fact is one sentence the host can say, with the co-host's question that leads to it.
 */
export interface PodcastFact {
  /** The host's sentence. */
  text: string;
  /** The co-host's question before it; it never states a fact. */
  lead: string;
  /** A "pause and think" question the fact answers, when it has a clear one. */
  thinkQuestion: string | null;
}

export interface MaterialGroup {
  title: string;
  source: string;
  facts: PodcastFact[];
}

export const OUTLINE_SOURCE = 'the outline given with the request';
const SESSION_CONCEPTS_SAID = 5;
const RELATED_SAID = 4;

/**
 * Sentences that ask for something rather than state it: "Cover the history", "I want to learn …". The
 * host does not read a request aloud as if it were a fact.
 */
const REQUEST =
  /^(?:please\s+)?(?:cover|explain|discuss|talk|include|focus|describe|teach|introduce|mention|go\s+over|review|compare|give|list|show|help|make|add|tell|keep|start|end|use)\b/i;
const FIRST_PERSON = /\b(?:i|i'm|i'd|i've|me|my|we|we're|our|us|please)\b/i;

const OUTLINE_LEADS = [
  'Where should we start?',
  'What comes next?',
  'What else should listeners know?',
  'And after that?',
  'Is there more to it?',
  'Go on.',
];

export function podcastMaterial(
  topic: string,
  outline: string,
  sessionConcepts: readonly string[],
): MaterialGroup[] {
  const groups: MaterialGroup[] = [];
  const statements = outlineStatements(outline);
  if (statements.length > 0) {
    groups.push({
      title: 'The essentials',
      source: OUTLINE_SOURCE,
      facts: statements.map((text, index) => ({
        text,
        lead: OUTLINE_LEADS[index % OUTLINE_LEADS.length]!,
        thinkQuestion: null,
      })),
    });
  }
  for (const knowledge of termsToTest(topic, sessionConcepts)) {
    groups.push({ title: capitalised(knowledge.term), source: WORDNET_SOURCE, facts: termFacts(knowledge) });
  }
  const covered = sessionConcepts.slice(0, SESSION_CONCEPTS_SAID);
  if (covered.length > 0) {
    groups.push({
      title: 'What learners studied',
      source: `Socratica learners' completed sessions on ${topicInSentence(topic)}`,
      facts: [
        {
          lead: 'What have learners here looked at on this topic?',
          text: `In their Socratica sessions on ${topicInSentence(topic)}, learners most often covered ${listed(covered)}.`,
          thinkQuestion: null,
        },
      ],
    });
  }
  return groups;
}

/** The outline's declarative sentences, one per fact, as the requester wrote them. */
export function outlineStatements(outline: string): string[] {
  return outline
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line.split(/\s+/).length >= 3)
    .filter((line) => !line.endsWith('?') && !REQUEST.test(line) && !FIRST_PERSON.test(line))
    .map((line) => (/[.!]$/.test(line) ? line : `${line}.`));
}

function termFacts(k: TermKnowledge): PodcastFact[] {
  const term = k.term;
  // Spoken as "WordNet": the version number belongs in the written sources, not in the listener's ear.
  const source = 'WordNet';
  const facts: PodcastFact[] = [
    {
      lead: `What does “${term}” mean?`,
      text: `${source} defines ${term} as ${trimmedDefinition(k.definition)}.`,
      thinkQuestion: `How would you explain ${term} in one sentence?`,
    },
  ];
  const kindOf = k.kindOf.slice(0, 2);
  if (kindOf.length > 0) {
    facts.push({
      lead: `Where does ${term} sit among related ideas?`,
      text: `${source} lists ${term} as a kind of ${listed(kindOf, 'or')}.`,
      thinkQuestion: `What broader category does ${term} belong to?`,
    });
  }
  const kinds = k.kinds.slice(0, RELATED_SAID);
  if (kinds.length > 0) {
    facts.push({
      lead: `Are there different kinds of ${term}?`,
      text: `${source} names kinds of ${term} such as ${listed(kinds)}.`,
      thinkQuestion: `Can you name one kind of ${term}?`,
    });
  }
  const parts = k.parts.slice(0, RELATED_SAID);
  if (parts.length > 0) {
    facts.push({
      lead: `What does ${term} include?`,
      text: `As parts of ${term}, ${source} names ${listed(parts)}.`,
      thinkQuestion: `Can you name a part of ${term}?`,
    });
  }
  const partOf = k.partOf.slice(0, 2);
  if (partOf.length > 0) {
    facts.push({
      lead: `And what is ${term} part of?`,
      text: `${source} lists ${term} as part of ${listed(partOf, 'or')}.`,
      thinkQuestion: `What larger whole is ${term} part of?`,
    });
  }
  return facts;
}

/** WordNet's definition without its example sentences (after the semicolon and quotes). */
function trimmedDefinition(definition: string): string {
  return (definition.split(/;\s*"/)[0] ?? definition).replace(/[.;\s]+$/, '');
}

function listed(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
