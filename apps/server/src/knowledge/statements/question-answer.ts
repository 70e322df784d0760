import type { SourceStatement } from './claim-verdict.js';
import type { AnswerType, ReadQuestion } from './question-reading.js';
import type { Statement } from './statement.js';
import { nounSenses } from '../wordnet/wordnet.js';
import { isKindWithin, termRelation } from './term-relations.js';

/**
 * The sentence that answers a question of fact (issue 37): one about the question's focus that holds an
 * answer of the type asked for. Null when none does: a passage that does not hold the answer is never
 * quoted as one.
 */
export interface FoundAnswer<P> {
  type: AnswerType;
  /** The answering sentence, and a second one when the first leaves part of the question out. */
  deciding: SourceStatement<P>[];
}

/** Steps up WordNet's kinds for "what kind of rock…": obsidian, volcanic glass, natural glass, rock. */
const KIND_STEPS = 4;
/** Noun files whose words can name a place. */
const PLACE_FILES = new Set(['noun.location', 'noun.object', 'noun.artifact', 'noun.body', 'noun.plant']);

/** At least this share of the focus must be in the answering sentence. */
const FOCUS_SHARE = 0.6;
const ORDER_WORDS =
  /\b(?:first|then|next|finally|begins?|began|starts?|started|before|after|later|earlier|last)\b/i;
const CAUSE_WORDS =
  /\b(?:because|due to|caused|causes|led to|leads to|so that|as a result|result of|made|makes|therefore|since)\b/i;
const DEFINING =
  /\b(?:is|are|was|were)\s+(?:a|an|the|one of|its|his|her|their)\b|\bmeans\b|\bis called\b|\bare called\b/i;
/** A capitalised word not opening the sentence: a name. */
const NAME = /(?<!^)(?<![.!?]\s)\b[A-Z][a-z]+/g;

export function answerQuestion<P>(
  question: ReadQuestion,
  questionText: string,
  sources: readonly SourceStatement<P>[],
  topicTerms: readonly string[] = [],
): FoundAnswer<P> | null {
  // The topic's own words are in most sentences of its sources: the rest of the focus decides.
  const specific = question.focus.filter((word) => !topicTerms.includes(word));
  const focus = specific.length > 0 ? specific : question.focus;
  let best: { score: number; deciding: SourceStatement<P> } | null = null;
  for (const source of sources) {
    const share = focusShare(focus, source.statement, source.context);
    if (share < FOCUS_SHARE) continue;
    const score = share + typeBonus(question, source.statement);
    if (best && score <= best.score) continue;
    if (!holdsAnswer(question, questionText, source.statement)) continue;
    best = { score, deciding: source };
  }
  if (!best) return null;
  const chosen = best.deciding;
  // "Who was executed first, Louis XVI or Marie Antoinette?": what the sentence leaves out, a second
  // sentence of the same passage may hold.
  const missing = focus.filter((word) => focusShare([word], chosen.statement, chosen.context) === 0);
  const second =
    missing.length > 0
      ? sources.find(
          (source) =>
            source !== chosen &&
            source.source === chosen.source &&
            source.statement.sentence !== chosen.statement.sentence &&
            focusShare(missing, source.statement, source.context) > 0 &&
            holdsAnswer(question, questionText, source.statement),
        )
      : undefined;
  return { type: question.type, deciding: second ? [chosen, second] : [chosen] };
}

/** A definition whose subject is exactly what was asked about beats one that only mentions it. */
function typeBonus(question: ReadQuestion, statement: Statement): number {
  if (question.type === 'definition' && statement.subject.every((w) => question.focus.includes(w)))
    return 0.5;
  // "What kind of play…": a sentence naming a kind of play ("a tragedy") beats one that says "play".
  const kind = question.kindNoun;
  if (kind && statement.terms.some((term) => term !== kind && isKindWithin(kind, term, KIND_STEPS)))
    return 0.5;
  if (question.type === 'order' && statement.order?.rank === 1) return 0.25;
  return 0;
}

/** The share of the focus the sentence (or the section it stands in) holds. */
function focusShare(focus: readonly string[], statement: Statement, context: readonly string[] = []): number {
  if (focus.length === 0) return 0;
  const sentence = statement.sentence.toLowerCase();
  const inSentence = (word: string) =>
    (word.includes(' ') && sentence.includes(word)) ||
    statement.terms.some((term) => {
      const relation = termRelation(word, term);
      return relation === 'same' || relation === 'broader';
    });
  // A word only in the section's heading counts half: the sentence itself says less about it.
  const held = focus.reduce(
    (sum, word) => sum + (inSentence(word) ? 1 : context.includes(word) ? 0.5 : 0),
    0,
  );
  return held / focus.length;
}

/** Whether the sentence holds an answer of the type asked for, beyond the question's own words. */
function holdsAnswer(question: ReadQuestion, questionText: string, statement: Statement): boolean {
  const asked = questionText.toLowerCase();
  const isNew = (words: readonly string[]) => words.some((w) => !asked.includes(w));
  switch (question.type) {
    case 'place':
      return statement.places.some(
        (place) => isNew(place) && place.some((word) => isPlaceWord(word, statement.sentence)),
      );
    case 'time':
      return statement.times.some((t) => !asked.includes(t.text.toLowerCase()));
    case 'quantity':
      return statement.quantities.some((q) => !asked.includes(q.text.toLowerCase()));
    case 'person':
      return (statement.sentence.match(NAME) ?? []).some((name) => !asked.includes(name.toLowerCase()));
    case 'cause':
      return (
        (statement.cause?.length ?? 0) > 0 ||
        (statement.effect?.length ?? 0) > 0 ||
        CAUSE_WORDS.test(statement.sentence)
      );
    case 'order':
      return statement.order !== null || ORDER_WORDS.test(statement.sentence) || statement.times.length > 0;
    case 'definition':
      return DEFINING.test(statement.sentence) && question.focus.some((w) => statement.subject.includes(w));
    case 'kind': {
      const kind = question.kindNoun;
      if (!kind) return true;
      return (
        statement.terms.some((term) => !asked.includes(term) && isKindWithin(kind, term, KIND_STEPS)) ||
        statement.sentence.toLowerCase().includes(kind)
      );
    }
    case 'other':
      return true;
  }
}

/** A word that names a place: a name, as written in the sentence, or a noun of a place-like kind. */
function isPlaceWord(word: string, sentence: string): boolean {
  const senses = nounSenses(word).slice(0, 2);
  // A name WordNet does not know ("Sumbawa") is taken as the place it is written as.
  if (senses.length === 0) return sentence.includes(`${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  return senses.some((sense) => PLACE_FILES.has(sense.lexicalFile));
}
