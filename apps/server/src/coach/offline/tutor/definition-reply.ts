import { nounLemmas } from '../knowledge/noun-lemmas.js';
import { isKindOf, knowTerm, type TermKnowledge } from '../knowledge/term-knowledge.js';
import { isVerbLikeWord } from './concept-phrase.js';
import { classifyLearnerMessage, type LearnerSignal } from './learner-signal.js';
import { quotable } from './learner-words.js';
import type { ReplyCandidates } from './reply-composition.js';

/**
 * Definitions from the knowledge base (DESIGN D18). The tutor gives one, with its source, when the
 * learner asks for it or is stuck twice running on the same idea, and then asks a question that
 * uses it; a learner's "X is …" is set beside WordNet's definition, and confirmed only where
 * WordNet says the same ("a denominator is a divisor").
 */

export interface DefinitionSituation {
  latest: string;
  /** The learner's message before the latest; '' when there is none. */
  previous: string;
  signal: LearnerSignal;
  topic: string;
  /** What the tutor would otherwise ask about: the idea a stuck learner is stuck on. */
  concept: string;
}

export type DefinitionOutcome =
  | { kind: 'reply'; candidates: ReplyCandidates }
  /** Asked for a term WordNet does not have: the tutor says so, then goes on as usual. */
  | { kind: 'unknown'; lead: string }
  | null;

const ASKED_FOR =
  /(?:what\s+(?:is|are|'s)|what\s+(?:does|do)|define|definition\s+of|meaning\s+of|what\s+is\s+meant\s+by|tell\s+me\s+what)\s+(?:a|an|the)?\s*([\p{L}][\p{L}\s'-]{1,40}?)(?:\s+(?:mean|means|is|are))?\s*[?.!]*$/iu;
const STATED =
  /^(?:i\s+think\s+|so\s+)?(?:a|an|the)?\s*([\p{L}][\p{L}'-]*(?:\s[\p{L}][\p{L}'-]*){0,2})\s+(?:is|are|means)\s+(.+)$/iu;
const KIND_CLAIM =
  /^(?:a|an)?\s*(?:kind|type|sort)?\s*(?:of\s+)?(?:a|an)?\s*([\p{L}][\p{L}'-]*(?:\s[\p{L}][\p{L}'-]*)?)[.!]*$/iu;
/** Words a definition-seeking question may name that are not terms: "what is the answer". */
const NOT_TERMS = new Set(
  `it this that these those there here he she they we you i one answer next thing stuff`.split(/\s+/),
);

export function definitionReply(situation: DefinitionSituation): DefinitionOutcome {
  const { latest, previous, signal, topic, concept } = situation;
  // "What is a chloroplast?" asks for a definition whatever the message is read as after the tutor's question.
  const asked = signal === 'stuck' ? null : askedTerm(latest);
  if (asked !== null) {
    const knowledge = knowTerm(asked, topic);
    if (!knowledge) return { kind: 'unknown', lead: unknownTermLead(asked, topic) };
    return { kind: 'reply', candidates: teaching(knowledge, topic, 'asked') };
  }
  if (signal === 'stuck' && previous !== '' && classifyLearnerMessage(previous) === 'stuck') {
    const knowledge = knowTerm(concept, topic) ?? knowTerm(topic, topic);
    return knowledge ? { kind: 'reply', candidates: teaching(knowledge, topic, 'stuck') } : null;
  }
  if (signal === 'answer' || signal === 'brief') return statedDefinition(latest, topic);
  return null;
}

/**
 * Why no definition comes: WordNet lacks the word, or has several senses and none the topic speaks
 * for, when quoting one could teach the wrong meaning (a bank of money in a lesson on photosynthesis).
 */
function unknownTermLead(term: string, topic: string): string {
  return nounLemmas(term).length > 0
    ? `“${quotable(term)}” has several meanings and none is clearly about ${quotable(topic)}, so I won't pick one for you; say which you mean.`
    : `I can't find “${quotable(term)}” in WordNet, my offline dictionary, so I won't guess at a definition.`;
}

function askedTerm(message: string): string | null {
  const sentence = message.split(/(?<=[?.!])\s+/).find((s) => ASKED_FOR.test(s.trim())) ?? '';
  const captured = ASKED_FOR.exec(sentence.trim())?.[1]?.trim().toLowerCase();
  if (captured === undefined) return null;
  // The term is a noun phrase: "what does a leaf do" asks about "leaf", and "do" is the question's verb.
  const termWords = captured.split(/\s+/);
  while (termWords.length > 1 && isVerbLikeWord(termWords.at(-1) ?? '')) termWords.pop();
  const term = termWords.join(' ');
  if (NOT_TERMS.has(term) || termWords.length > 3) return null;
  if (/\b(?:going on|happening|happens|doing)\b/.test(term)) return null;
  return term;
}

function teaching(knowledge: TermKnowledge, topic: string, why: 'asked' | 'stuck'): ReplyCandidates {
  const term = `“${knowledge.term}”`;
  return {
    leads:
      why === 'asked'
        ? ['Here is a definition you can rely on.', "Let's look it up."]
        : ["Let's look it up together."],
    bridges: [`${knowledge.source} defines ${term} as “${shortDefinition(knowledge.definition)}”.`],
    questions: questionsUsing(knowledge, topic),
  };
}

/** Questions that put the definition to work: its kinds, its parts, its place in the topic. */
function questionsUsing(knowledge: TermKnowledge, topic: string): string[] {
  const term = `“${knowledge.term}”`;
  const [kindOf] = knowledge.kindOf;
  const [part] = knowledge.parts;
  const [whole] = knowledge.partOf;
  const questions: string[] = [];
  if (kindOf)
    questions.push(
      `WordNet counts ${term} as a kind of “${kindOf}”. What sets it apart from other kinds of “${kindOf}”?`,
    );
  if (part)
    questions.push(`WordNet lists “${part}” as one part of ${term}. What do you think that part does?`);
  if (whole)
    questions.push(`WordNet lists ${term} as a part of “${whole}”. What does it contribute to the whole?`);
  questions.push(`Which word in that definition matters most for ${quotable(topic)}, and why?`);
  questions.push(`How would you put that definition into your own words, with one example?`);
  return questions;
}

/** A learner's "X is Y" beside WordNet: confirmed when WordNet files X under Y, compared otherwise. */
function statedDefinition(message: string, topic: string): DefinitionOutcome {
  const first = message.split(/(?<=[.!?])\s+/)[0]?.trim() ?? '';
  const match = STATED.exec(first);
  if (!match) return null;
  const [, term = '', said = ''] = match;
  if (NOT_TERMS.has(term.toLowerCase())) return null;
  const knowledge = knowTerm(term, topic);
  if (!knowledge) return null;
  const name = `“${knowledge.term}”`;
  const kind = KIND_CLAIM.exec(said.trim())?.[1];
  if (kind && isKindOf(knowledge, kind)) {
    return {
      kind: 'reply',
      candidates: {
        leads: [`That matches WordNet, which files ${name} under “${kind.toLowerCase()}”.`],
        bridges: [],
        questions: questionsUsing(knowledge, topic).slice(1),
      },
    };
  }
  return {
    kind: 'reply',
    candidates: {
      leads: ["Let's set that beside a source."],
      bridges: [`${knowledge.source} defines ${name} as “${shortDefinition(knowledge.definition)}”.`],
      questions: [
        `Which parts of what you said match that definition, and which don't?`,
        `How could you test your version against that definition with one example?`,
      ],
    },
  };
}

/** The definition's first clause: WordNet adds remarks after a semicolon. */
function shortDefinition(definition: string): string {
  return definition.split(/;\s/)[0] ?? definition;
}
