import type { KeyedQuestion } from '../coach.js';
import { stem } from '../content-words.js';
import { grade, type Grade } from '../rule-grading.js';
import {
  readAnswerAgainstKey,
  type AnswerAgainstKey,
} from '../../knowledge/statements/answer-against-key.js';
import { otherNamedSubject } from '../../knowledge/statements/named-subject.js';
import { readAnswer, type AnswerReading } from './answer-words.js';
import { coverIdeas, type IdeaCoverage } from './idea-coverage.js';
import { questionWords } from './idea-words.js';
import { conceptIdeas, definitionIdeas, type KeyIdea } from './key-ideas.js';
import { coverParaphrases, ideasWithNames } from './paraphrase-marking.js';
import { falseArithmeticInAnswer, ideasStatedByArithmetic } from './arithmetic/arithmetic-marking.js';
import { valueOf, written } from './arithmetic/arithmetic-claims.js';

/**
 * D7 offline grading of a written answer. First its statements are read against the accepted
 * answer's (issue 37): an answer that states something else (another verb direction, date, place,
 * agent, or a negation) earns nothing whatever words it shares, and one that states every statement of
 * the key earns full credit. An answer about someone other than the question names ("Euclid was…" for
 * "Who was Pythagoras?") earns nothing either. Otherwise: how many of the key's ideas it covers, in the
 * learner's own words where WordNet stands behind them closely (key-ideas.ts says what the ideas are,
 * idea-coverage.ts how a word covers one), then, for an answer on the topic, through the one-step links
 * of paraphrase-marking.ts (decision 063).
 *
 *   needed = min(3, ideas): three ideas make an explanation; a key with fewer needs them all
 *   score  = 1 when the ideas covered reach `needed`, else ideas covered / ideas
 *
 * An idea of several words is covered in part when some are. An idea the answer says the contrary
 * of ("can move" for "lacking … locomotion") counts one against; an antonym ("small" for "large")
 * earns nothing at all. An answer that says no idea by the key's own word or a synonym (only through
 * looser links, "ran" for "tendency"), or only a negation ("I do not know" is not "lacking"), is off
 * the topic and earns nothing.
 * Where the ideas come from a definition, an answer that covers every key concept also earns full
 * credit: the key concepts are what the key itself says a good answer covers.
 */
const MOST_IDEAS_NEEDED = 3;
const MOST_LISTED = 6;

export async function gradeShortAnswer(question: KeyedQuestion, answer: string | string[]): Promise<Grade> {
  const text = (Array.isArray(answer) ? answer.join('. ') : answer).trim();
  // The accepted answer is shown beside the feedback: the model answer is added only when it says more.
  const { acceptedAnswer, modelAnswer } = question.key;
  const fromDefinition = await definitionIdeas(question);
  const keyed = fromDefinition ?? (await conceptIdeas(question));
  const ideas = acceptedAnswer ? await ideasWithNames(keyed, acceptedAnswer) : keyed;
  const reference =
    modelAnswer && !(acceptedAnswer && modelAnswer.includes(acceptedAnswer)) ? modelAnswer : '';
  if (ideas.length === 0) return grade(0, 'This question has no answer key, so it was not scored.');
  if (text === '') {
    const wanted = ideas.map(({ label }) => `“${label}”`);
    return grade(0, join(`No answer given. A good answer covers ${listed(wanted)}.`, reference));
  }

  const read = acceptedAnswer ? await readAnswerAgainstKey(text, acceptedAnswer, question.text) : null;
  if (read?.verdict === 'contradicts') return grade(0, join(contradiction(read), reference));
  if (read?.verdict === 'states') return grade(1, 'Your answer says what the accepted answer says.');
  const other = acceptedAnswer ? await otherNamedSubject(text, acceptedAnswer, question.text) : null;
  if (other)
    return grade(
      0,
      join(`Your answer is about ${other.answered}, but the question asks about ${other.asked}.`, reference),
    );

  const wrongSum = acceptedAnswer ? falseArithmeticInAnswer(text, acceptedAnswer) : null;
  if (wrongSum) {
    const worked = `${wrongSum.left.text} is ${written(valueOf(wrongSum.left))}`;
    return grade(
      0,
      join(`Your answer says “${wrongSum.statement}”, but ${worked}: it earns no credit.`, reference),
    );
  }

  const named = await questionWords(question.text);
  const reading = await readAnswer(text, unasked(named, ideas));
  const close = coverIdeasAndArithmetic(ideas, reading, text, acceptedAnswer);
  // "ran" for "tendency", "deposits" for "gives": an answer on the topic says at least one idea closely.
  const onTopic = close.some((c) => !c.idea.negation && c.contrary.length === 0 && c.saidClosely);
  // An answer that says the contrary of one idea is read closely only: its looser words earn nothing more.
  const saysOtherwise = close.some((c) => c.contrary.length > 0);
  const coverage =
    onTopic && !saysOtherwise && acceptedAnswer
      ? await coverParaphrases(close, text, acceptedAnswer, named)
      : close;
  // An answer with an antonym of one idea says something else, whatever words it shares.
  const saysContrary = coverage.some((c) => c.antonyms.length > 0);
  const needed = Math.min(MOST_IDEAS_NEEDED, ideas.length);
  const covered = coverage.reduce((sum, c) => sum + (c.contrary.length > 0 ? -1 : c.share), 0);
  const score = !onTopic || saysContrary ? 0 : covered >= needed ? 1 : Math.max(0, covered) / ideas.length;
  if (score < 1 && fromDefinition) {
    const concepts = coverIdeas(await conceptIdeas(question), reading);
    if (concepts.length > 0 && concepts.every((c) => c.share === 1 && c.contrary.length === 0))
      return grade(1, `You covered every key concept: ${listed(concepts.map(described))}.`);
  }
  return grade(score, feedback(coverage, { full: score === 1, needed, reference, onTopic }));
}

/**
 * The ideas the answer's calculations state (arithmetic-marking.ts), then the others by its words, so that
 * no word of the learner's is spent on an idea its arithmetic already says.
 */
function coverIdeasAndArithmetic(
  ideas: readonly KeyIdea[],
  reading: AnswerReading,
  text: string,
  acceptedAnswer: string | null | undefined,
): IdeaCoverage[] {
  const stated = acceptedAnswer ? ideasStatedByArithmetic(ideas, text, acceptedAnswer) : [];
  const byWords = coverIdeas(
    ideas.filter((idea) => !stated.some((c) => c.idea === idea)),
    reading,
  );
  return ideas.map((idea) => [...stated, ...byWords].find((c) => c.idea === idea)!);
}

/**
 * The question's words that the ideas do not ask for: saying them back earns nothing. A key that
 * asks for nothing but the question's own words ("Explain photosynthesis": "photosynthesis") is
 * answered by them.
 */
function unasked(named: ReadonlySet<string>, ideas: readonly KeyIdea[]): Set<string> {
  const asked = ideas.flatMap((i) => i.words.flat());
  const askedForms = new Set([...asked, ...asked.map(stem)]);
  return new Set([...named].filter((w) => !askedForms.has(w)));
}

function feedback(
  coverage: readonly IdeaCoverage[],
  {
    full,
    needed,
    reference,
    ...grader
  }: { full: boolean; needed: number; reference: string; onTopic: boolean },
): string {
  const fine = coverage.filter((c) => c.contrary.length === 0);
  // An answer the grader found off the topic is not told that its loose links covered anything.
  const onTopic = grader.onTopic && fine.some((c) => c.share > 0 && !c.idea.negation);
  const covered = fine.filter((c) => c.share === 1).map(described);
  const partly = fine.filter((c) => c.share > 0 && c.share < 1).map(described);
  // Only an answer on the topic can say the opposite: a power station's "power" is not the plant's.
  const negation = coverage.find((c) => c.idea.negation)?.idea.label;
  const opposite = onTopic
    ? coverage
        .filter((c) => c.contrary.length > 0)
        .map((c) => {
          const says = c.idea.denied && negation ? `; it says “${negation}”` : '';
          return `“${c.idea.label}” (your ${c.contrary.map((w) => `“${w}”`).join(' and ')}${says})`;
        })
    : [];
  const missing = coverage
    // An idea the answer said the opposite of is named once, as said otherwise, not also as missing.
    .filter((c) => (c.contrary.length > 0 ? !onTopic : c.share === 0))
    .map((c) => `“${c.idea.label}”`);
  return join(
    onTopic
      ? `You covered ${listed(covered)}.`
      : 'Your answer does not cover any idea of the accepted answer.',
    partly.length > 0 ? `You touched on ${listed(partly)} in part.` : '',
    opposite.length > 0 ? `You said the opposite of the accepted answer on ${listed(opposite)}.` : '',
    missing.length === 0
      ? ''
      : full
        ? `Not needed for full credit: ${listed(missing)}.`
        : `Missing: ${listed(missing)}.`,
    !full && needed < coverage.length ? `Full credit needs ${needed} of the ${coverage.length} ideas.` : '',
    full ? '' : reference,
  );
}

/**
 * No credit for a written answer that states something other than its accepted answer (issue 37), whoever
 * marked it: a model's mark is held to the same reading. Null when the answer does not contradict the key.
 */
export async function contradictedAnswerGrade(
  question: KeyedQuestion,
  answer: string | string[],
): Promise<Grade | null> {
  const { acceptedAnswer } = question.key;
  const text = (Array.isArray(answer) ? answer.join('. ') : answer).trim();
  if (question.type !== 'short_answer' || !acceptedAnswer || text === '') return null;
  const read = await readAnswerAgainstKey(text, acceptedAnswer, question.text);
  return read.verdict === 'contradicts' ? grade(0, contradiction(read)) : null;
}

function contradiction(read: Extract<AnswerAgainstKey, { verdict: 'contradicts' }>): string {
  return `Your answer says “${read.answered}” where the accepted answer says “${read.keyed}”: it states something else, so it earns no credit.`;
}

/** “divisor” (as “divide”): the idea, and the learner's own word for it when it was another. */
function described(c: IdeaCoverage): string {
  const own = c.standIns.map((w) => `“${w}”`);
  return own.length > 0 ? `“${c.idea.label}” (as ${own.join(' and ')})` : `“${c.idea.label}”`;
}

function listed(items: readonly string[]): string {
  const shown =
    items.length > MOST_LISTED
      ? [...items.slice(0, MOST_LISTED - 1), `${items.length - MOST_LISTED + 1} more`]
      : items;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function join(...sentences: string[]): string {
  return sentences.filter(Boolean).join(' ');
}
