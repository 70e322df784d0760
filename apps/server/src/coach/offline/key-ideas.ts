import type { KeyedQuestion } from '../coach.js';
import { readSentences, type WordToken } from '../../knowledge/language/english.js';
import {
  formsOf,
  isContentWord,
  isNamedIn,
  isNegation,
  negatedWords,
  phraseForms,
  questionWords,
} from './idea-words.js';
import { isWordNetLemma } from '../../knowledge/wordnet/wordnet-lexicon.js';

/**
 * The ideas a written answer is graded on. For an item the knowledge base keys, they are the
 * content words of the accepted answer, the definition's first clause: its key concepts are only
 * its first four subject words, crudely stemmed ("synthesi"), and the clause may say more ("… of
 * locomotion"). Otherwise they are the key concepts. Either way a word the question itself names
 * (the term, the topic) is not asked of the answer.
 */

export interface KeyIdea {
  /** As the key words it: "divisor", "lacking", "body of water". */
  label: string;
  /** The whole phrase when WordNet lists it ("body of water"): a word standing for it covers the idea at once. */
  phrase: string | null;
  /** The forms of each of its words: the idea is covered in part when only some of them are. */
  words: string[][];
  /** A "lacking", "no" or "cannot": any negation in the answer covers it. */
  negation: boolean;
  /** What the key denies: "locomotion" in "lacking the power of locomotion". */
  denied: boolean;
}

const LONGEST_PHRASE = 3;

/** The ideas of the accepted answer when the knowledge base keys the item, else null. */
export async function definitionIdeas(question: KeyedQuestion): Promise<KeyIdea[] | null> {
  const { acceptedAnswer, source } = question.key;
  if (source !== 'knowledge_base' || !acceptedAnswer) return null;
  return notNamed(await ideasOfDefinition(acceptedAnswer), question.text);
}

/** The ideas of the key concepts. */
export async function conceptIdeas(question: KeyedQuestion): Promise<KeyIdea[]> {
  return notNamed(await ideasOfConcepts(question.key.keyConcepts ?? []), question.text);
}

/** The ideas less the words the question names; all of them when nothing else would be left. */
async function notNamed(ideas: KeyIdea[], questionText: string): Promise<KeyIdea[]> {
  const named = await questionWords(questionText);
  const asked = ideas.flatMap((idea): KeyIdea[] => {
    if (idea.negation) return [idea];
    const words = idea.words.filter((forms) => !isNamedIn(named, forms));
    return words.length > 0 ? [{ ...idea, words }] : [];
  });
  return asked.some((i) => !i.negation) ? asked : ideas;
}

async function ideasOfDefinition(definition: string): Promise<KeyIdea[]> {
  // A parenthesis is an aside: "(usually elliptical)", "(larger than a creek)".
  const clause = definition.replace(/\s*\([^)]*\)/g, '');
  const ideas: KeyIdea[] = [];
  const seen = new Set<string>();
  for (const sentence of await readSentences(clause)) {
    const tokens = sentence.tokens;
    const denied = negatedWords(tokens);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (isNegation(token)) {
        if (!ideas.some((idea) => idea.negation)) ideas.push(negationIdea(token.text));
        continue;
      }
      if (!isContentWord(token)) continue;
      const run = phraseAt(tokens, i) ?? [token];
      const idea = ideaOf(run, denied[i]!);
      i += run.length - 1;
      const id = idea.phrase ?? idea.words.map((forms) => forms[0]).join(' ');
      if (seen.has(id)) continue;
      seen.add(id);
      ideas.push(idea);
    }
  }
  return ideas;
}

async function ideasOfConcepts(concepts: readonly string[]): Promise<KeyIdea[]> {
  const ideas: KeyIdea[] = [];
  for (const concept of concepts.map((c) => c.trim()).filter(Boolean)) {
    const tokens = (await readSentences(concept)).flatMap((s) => s.tokens);
    if (tokens.length === 1 && isNegation(tokens[0]!)) {
      ideas.push(negationIdea(concept));
      continue;
    }
    // A concept that says nothing of its own ("whereby", "certain") is no idea to ask for.
    if (!tokens.some(isContentWord)) continue;
    ideas.push({ ...ideaOf(tokens, false), label: concept });
  }
  return ideas;
}

/** The longest run of two or three words from `start` that WordNet lists as one: "body of water". */
function phraseAt(tokens: readonly WordToken[], start: number): WordToken[] | null {
  for (let length = LONGEST_PHRASE; length > 1; length--) {
    const run = tokens.slice(start, start + length);
    if (run.length < length || run.slice(1).some((t) => t.afterBreak)) continue;
    if (!isContentWord(run[run.length - 1]!)) continue;
    if (phraseForms(run).some(isWordNetLemma)) return run;
  }
  return null;
}

function ideaOf(run: readonly WordToken[], denied: boolean): KeyIdea {
  const phrase = run.length > 1 ? (phraseForms(run).find(isWordNetLemma) ?? null) : null;
  const content = run.filter(isContentWord);
  return {
    label: run.map((t) => t.text).join(' '),
    phrase,
    words: (content.length > 0 ? content : run).map(formsOf),
    negation: false,
    denied,
  };
}

function negationIdea(label: string): KeyIdea {
  return { label, phrase: null, words: [], negation: true, denied: false };
}
