import { termsToTest } from '../knowledge/knowledge-questions.js';
import type { TermKnowledge } from '../knowledge/term-knowledge.js';
import { WORDNET_SOURCE } from '../../../knowledge/wordnet/wordnet.js';
import { topicInSentence } from '../../topic-phrasing.js';

/**
 * What the offline coach can stand behind for an episode on a topic no source has text on (issue 13, D18):
 * WordNet's definitions and relations for the topic, and what learners' finished sessions on it covered.
 * Each fact is one sentence the host can say.
 */
export interface MaterialGroup {
  title: string;
  source: string;
  facts: string[];
}

const SESSION_CONCEPTS_SAID = 5;
const RELATED_SAID = 4;

export function podcastMaterial(topic: string, sessionConcepts: readonly string[]): MaterialGroup[] {
  const groups: MaterialGroup[] = [];
  for (const knowledge of termsToTest(topic, sessionConcepts)) {
    groups.push({ title: capitalised(knowledge.term), source: WORDNET_SOURCE, facts: termFacts(knowledge) });
  }
  const covered = sessionConcepts.slice(0, SESSION_CONCEPTS_SAID);
  if (covered.length > 0) {
    groups.push({
      title: 'What learners studied',
      source: `Socratica learners' completed sessions on ${topicInSentence(topic)}`,
      facts: [
        `In their Socratica sessions on ${topicInSentence(topic)}, learners most often covered ${listed(covered)}.`,
      ],
    });
  }
  return groups;
}

function termFacts(k: TermKnowledge): string[] {
  const term = k.term;
  // The credits name WordNet; each fact does not.
  const facts: string[] = [`${capitalised(term)}: ${trimmedDefinition(k.definition)}.`];
  const kindOf = k.kindOf.slice(0, 2);
  if (kindOf.length > 0) {
    facts.push(`${capitalised(term)} is listed as a kind of ${listed(kindOf, 'or')}.`);
  }
  const kinds = k.kinds.slice(0, RELATED_SAID);
  if (kinds.length > 0) {
    facts.push(`Kinds of ${term} include ${listed(kinds)}.`);
  }
  const parts = k.parts.slice(0, RELATED_SAID);
  if (parts.length > 0) {
    facts.push(`Parts of ${term} include ${listed(parts)}.`);
  }
  const partOf = k.partOf.slice(0, 2);
  if (partOf.length > 0) {
    facts.push(`${capitalised(term)} is listed as part of ${listed(partOf, 'or')}.`);
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
