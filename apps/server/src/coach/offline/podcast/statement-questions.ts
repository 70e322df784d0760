import type { Tagger, TaggedToken } from '../../../knowledge/language/tagged-text.js';
import type { SourceStatement } from '../../../knowledge/statements/claim-verdict.js';
import { answerQuestion } from '../../../knowledge/statements/question-answer.js';
import { readQuestion } from '../../../knowledge/statements/question-reading.js';
import { PLACE_PREPOSITIONS, readStatements } from '../../../knowledge/statements/read-statements.js';
import type { Statement } from '../../../knowledge/statements/statement.js';
import { nounSenses } from '../../../knowledge/wordnet/wordnet.js';
import { readsAsEnglish } from './question-form.js';
import { escapeRegExp } from '../../../lib/escape-reg-exp.js';

/**
 * The co-host's question on the sentence the host says next (issue 39): drawn from the slots the statement
 * reader finds in it (a name → who, a quantity → how much, a time → when, a place → where, a cause → why,
 * "X is a Y" → what is X), worded with the sentence's own subject and verb. A question is asked only when
 * the reader finds its answer in that sentence, so the host's next line always answers it.
 */
export interface AskedQuestion {
  question: string;
  /** The answer as the sentence words it ("in the thylakoid membranes"); null when it is the whole sentence. */
  answer: string | null;
  /** "that's where the light-dependent reactions take place": the recap says the answer, then this. */
  recap: string | null;
}

/** The questions' wording of a sentence: its statements, its subject and its verb, as written. */
interface Parts {
  statements: Statement[];
  subject: string | null;
  /** "she", "they": a subject the question can use but the recap cannot stand on. */
  pronoun: string | null;
  /** Whether the subject is a name ("Maximilien Robespierre"): then "who" asks for it. */
  named: boolean;
  auxiliary: string | null;
  /** The main verb as written ("grew"), and its lemma ("grow"); null for "X is Y". */
  verb: { written: string; lemma: string } | null;
  /** "does", "do" or "did": how a question asks with a verb that has no auxiliary. */
  support: string;
  /** The first words after the verb ("a willow tree"), up to a preposition or a comma. */
  object: string;
  /** "lowest terms" in "A fraction is in lowest terms when…": what an "X is in …" sentence is about. */
  complement: string | null;
  /** "In 3/4": a phrase before the comma that opens the sentence, not part of its subject. */
  opening: string | null;
  /** "proposed that the continents had drifted apart": the verb's object is a clause, asked with "what". */
  clause: boolean;
  tokens: TaggedToken[];
  offsets: [number, number][];
  sentence: string;
}

const SUBJECT_WORDS = 6;
const OBJECT_WORDS = 4;
const RECAP_WORDS = 6;
/** What a quantity's unit is asked with; a count ("fifteen plates") is asked as "how many" only about the subject. */
const HOW = new Map<string, string>([
  ...'kilogram gram tonne ton percent degree litre liter'
    .split(' ')
    .map((unit) => [unit, 'much'] as [string, string]),
  ...'metre meter kilometre kilometer centimetre centimeter millimetre mile'
    .split(' ')
    .map((unit) => [unit, 'far'] as [string, string]),
  ...'hour minute second day week month'.split(' ').map((unit) => [unit, 'long'] as [string, string]),
]);
/** Noun files whose words name a place or a thing, not a person: "what" asks for them, not "who". */
const PLACE_FILES = new Set(['noun.location', 'noun.object', 'noun.artifact']);
const ANSWER_WORDS = 7;
/** Words that open a clause: an object stops before them. */
const CLAUSE_WORDS = new Set([
  'which',
  'who',
  'when',
  'where',
  'while',
  'because',
  'if',
  'as',
  'than',
  'that',
]);
const OBJECT_STOPS = new Set(['ADP', 'PUNCT', 'SCONJ', 'CCONJ', 'PART']);

/** `asked`: the questions the episode has asked already; none is asked twice. */
export function questionFor(
  sentence: string,
  tag: Tagger,
  topicTerms: readonly string[],
  context: readonly string[],
  names: ReadonlySet<string>,
  asked: ReadonlySet<string>,
): AskedQuestion | null {
  const parts = partsOf(sentence, tag, topicTerms, names);
  const purpose = purposeQuestion(sentence, tag) ?? gerundQuestion(sentence, tag);
  const statements = parts?.statements ?? (purpose ? readStatements(tag(sentence), [...topicTerms]) : []);
  const sources = sourcesOf(statements, context);
  const tried = [...(purpose ? [purpose] : []), ...(parts ? candidates(parts, topicTerms) : [])];
  for (const candidate of tried) {
    if (asked.has(candidate.question) || !readsAsEnglish(candidate.question, tag)) continue;
    const read = readQuestion(candidate.question, tag);
    if (answerQuestion(read, candidate.question, sources, [...topicTerms])) return candidate;
  }
  return null;
}

/**
 * "To add fractions with different denominators, first rewrite them…": a sentence that says how to do
 * something is asked "How do you add fractions with different denominators?".
 */
function purposeQuestion(sentence: string, tag: Tagger): AskedQuestion | null {
  const tokens = tag(sentence)[0]?.tokens ?? [];
  if (tokens[0]?.normal !== 'to' || tokens[1]?.pos !== 'VERB') return null;
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 3 || comma - 1 > SUBJECT_WORDS + OBJECT_WORDS) return null;
  const goal = surface(sentence, offsetsOf(sentence, tokens), 1, comma);
  return { question: `How do you ${goal}?`, answer: null, recap: null };
}

/**
 * "Multiplying the numerator and the denominator by the same number gives an equivalent fraction": a sentence
 * whose subject is a way of doing something is asked "What gives an equivalent fraction?".
 */
function gerundQuestion(sentence: string, tag: Tagger): AskedQuestion | null {
  const tokens = tag(sentence)[0]?.tokens ?? [];
  if (tokens[0]?.pos !== 'VERB' || !tokens[0].normal.endsWith('ing')) return null;
  const verbAt = tokens.findIndex(
    (token, at) => at > 1 && token.pos === 'VERB' && /s$/.test(token.normal) && !token.normal.endsWith('ss'),
  );
  if (verbAt < 0 || tokens.slice(1, verbAt).some((token) => token.pos === 'PUNCT')) return null;
  const end = objectEnd(tokens, verbAt + 1);
  if (end === verbAt + 1) return null;
  return {
    question: `What ${surface(sentence, offsetsOf(sentence, tokens), verbAt, end)}?`,
    answer: null,
    recap: null,
  };
}

/**
 * Whether the sentence answers a question not built from it ("And the Calvin cycle?"), as the reader judges
 * the sentence alone: the heading's words do not count half here, since "And plate boundaries?" answered by
 * "At divergent boundaries, plates move apart" only on the heading's strength is not an answer to a listener.
 */
export function sentenceAnswers(
  question: string,
  sentence: string,
  tag: Tagger,
  topicTerms: readonly string[],
): boolean {
  const sources = sourcesOf(readStatements(tag(sentence), [...topicTerms]), []);
  return answerQuestion(readQuestion(question, tag), question, sources, [...topicTerms]) !== null;
}

function sourcesOf(statements: readonly Statement[], context: readonly string[]): SourceStatement<null>[] {
  return statements.map((statement) => ({ statement, source: null, context: [...context] }));
}

function partsOf(
  sentence: string,
  tag: Tagger,
  topicTerms: readonly string[],
  names: ReadonlySet<string>,
): Parts | null {
  const tagged = tag(sentence)[0];
  if (!tagged) return null;
  const statements = readStatements([tagged], [...topicTerms]);
  if (statements.length === 0 || statements[0]!.predicate?.negated) return null;
  const tokens = tagged.tokens;
  const offsets = offsetsOf(sentence, tokens);
  // "In plants, photosynthesis happens…": an opening phrase before a comma is not the subject.
  let start = 0;
  const comma = tokens.findIndex((token) => token.text === ',');
  if (['ADP', 'SCONJ', 'ADV'].includes(tokens[0]?.pos ?? '') && comma > 0 && comma < 10) start = comma + 1;
  const opening = start > 0 ? surface(sentence, offsets, 0, start - 1) : null;
  const verbAt = tokens.findIndex(
    (token, at) => at >= start && (token.pos === 'AUX' || token.pos === 'VERB'),
  );
  if (verbAt < 0) return null;
  // "After five years the tree had gained…": without a comma, the subject is the "the …" just before the verb.
  if (tokens[start]?.pos === 'ADP') {
    // "During this period Rome grew…": a "this"/"that" belongs to the opening phrase, not to the subject.
    const determiner = tokens
      .slice(start, verbAt)
      .findLastIndex((token) => token.pos === 'DET' && !/^(?:this|that|these|those)$/.test(token.normal));
    const before = tokens[verbAt - 1];
    start = determiner >= 0 ? start + determiner : before?.pos === 'PRON' ? verbAt - 1 : verbAt;
  }
  // "A common fraction such as 1/2 or 3/4 consists of…": the examples are not part of what the question names.
  const example = tokens
    .slice(start, verbAt)
    .findIndex((token, at, all) => token.normal === 'such' && all[at + 1]?.normal === 'as');
  const subjectEnd = example > 0 ? start + example : verbAt;
  const subjectTokens = tokens.slice(start, subjectEnd);
  const pronoun =
    subjectTokens.length === 1 && /^(?:he|she|it|they)$/.test(subjectTokens[0]!.normal)
      ? subjectTokens[0]!.normal
      : null;
  const subjectOk =
    pronoun === null &&
    subjectTokens.length > 0 &&
    subjectTokens.length <= SUBJECT_WORDS &&
    !['ADP', 'PART', 'VERB', 'SCONJ'].includes(subjectTokens[0]!.pos) &&
    subjectTokens.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN') &&
    !subjectTokens.some((token) => token.pos === 'PUNCT' && token.text !== '-') &&
    !subjectTokens.some(
      (token) => token.pos === 'PRON' && token.normal !== 'its' && token.normal !== 'their',
    );
  // A capital opening the sentence is a name only if the source writes it so elsewhere, a name follows, or
  // WordNet knows the word only as someone or something named ("Augustus").
  const isName = (token: TaggedToken, at: number) =>
    token.pos !== 'DET' &&
    /^\p{Lu}/u.test(token.text) &&
    (at > 0 ||
      names.has(token.text) ||
      (tokens[1]?.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[1].text)) ||
      onlyANamedInstance(token.normal));
  const named =
    subjectOk &&
    subjectTokens.every(
      // "Howard Florey and Ernst Chain": two names are named together.
      (token, at) => ['van', 'and'].includes(token.normal) || isName(token, start + at),
    );
  const subject = subjectOk
    ? named || isName(subjectTokens[0]!, start)
      ? surface(sentence, offsets, start, subjectEnd)
      : lowerFirst(surface(sentence, offsets, start, subjectEnd))
    : null;
  // Nothing before the verb the question could name: "When did it…" would ask about nobody.
  if (subject === null && pronoun === null) return null;
  let at = verbAt;
  const auxiliaries: string[] = [];
  while (tokens[at]?.pos === 'AUX' || (tokens[at]?.pos === 'ADV' && auxiliaries.length > 0)) {
    if (tokens[at]!.pos === 'AUX') auxiliaries.push(tokens[at]!.text);
    at++;
  }
  if (tokens.slice(verbAt, at + 1).some((token) => token.normal === 'not' || token.normal === "n't"))
    return null;
  let main = tokens[at]?.pos === 'VERB' ? tokens[at]! : null;
  // "The human heart has four chambers": "have" is the verb here, asked with "does".
  if (!main && auxiliaries.length === 1 && tokens[verbAt]!.lemma === 'have') {
    main = tokens[verbAt]!;
    auxiliaries.length = 0;
  }
  // "The oxygen released into the air by plants comes…": a participle after the subject is not its verb.
  // "The Moon shines by reflecting…" read with "reflecting" as its verb: a bare -ing form is never the verb.
  if (main && auxiliaries.length === 0 && main.normal.endsWith('ing')) return null;
  if (
    main &&
    auxiliaries.length === 0 &&
    main.normal.endsWith('ed') &&
    tokens[at + 1]?.pos === 'ADP' &&
    tokens.slice(at + 1).some((token) => token.pos === 'VERB' && !token.normal.endsWith('ed'))
  )
    return null;
  const afterVerb = main ? at + 1 : at;
  let end = objectEnd(tokens, afterVerb);
  // "turned penicillin into a medicine": what the object became goes with it.
  const result = end > afterVerb && tokens[end]?.normal === 'into' ? objectEnd(tokens, end + 1) : -1;
  if (result > end + 1) end = result;
  return {
    statements,
    subject,
    named,
    pronoun,
    auxiliary: auxiliaries.length > 0 ? auxiliaries.join(' ') : null,
    verb: main ? { written: main.text, lemma: main.lemma } : null,
    support: main ? supportOf(main) : 'does',
    object: end > afterVerb ? surface(sentence, offsets, afterVerb, end) : '',
    complement: main ? null : complementOf(sentence, offsets, tokens, afterVerb),
    opening,
    clause: main !== null && end === afterVerb && tokens[afterVerb]?.normal === 'that',
    tokens,
    offsets,
    sentence,
  };
}

/**
 * Where the object after the verb ends ("a willow tree"): at a preposition, a comma or a clause, after at most
 * OBJECT_WORDS; an object cut off inside its phrase ("the first movable") is left out rather than said half.
 */
function objectEnd(tokens: readonly TaggedToken[], from: number): number {
  const ends = (token: TaggedToken | undefined) =>
    !token ||
    (OBJECT_STOPS.has(token.pos) && token.text !== '-') ||
    token.pos === 'VERB' ||
    CLAUSE_WORDS.has(token.normal);
  // "was declared eradicated by…", "was found guilty": a passive's complement is what it says of the subject.
  const first = tokens[from];
  if (
    first &&
    (first.pos === 'ADJ' || (first.pos === 'VERB' && first.normal.endsWith('ed'))) &&
    ends(tokens[from + 1])
  )
    return from + 1;
  let end = from;
  let words = 0;
  while (
    end < tokens.length &&
    words < OBJECT_WORDS &&
    !OBJECT_STOPS.has(tokens[end]!.pos) &&
    // "an estimated 300 million people": a participle after a determiner is inside the noun phrase.
    (tokens[end]!.pos !== 'VERB' || tokens[end - 1]?.pos === 'DET') &&
    !CLAUSE_WORDS.has(tokens[end]!.normal)
  ) {
    // "300 million" is one number.
    if (!(tokens[end]!.pos === 'NUM' && tokens[end - 1]?.pos === 'NUM')) words++;
    end++;
  }
  // An object cut off inside its phrase ("kill an") is left out rather than said half.
  return ends(tokens[end]) && tokens[end - 1]?.pos !== 'DET' ? end : from;
}

/** "is in lowest terms when…" → "lowest terms": what "X is in …" places its subject in, without the preposition. */
function complementOf(
  sentence: string,
  offsets: readonly [number, number][],
  tokens: readonly TaggedToken[],
  from: number,
): string | null {
  if (tokens[from]?.pos !== 'ADP') return null;
  const start = tokens[from + 1]?.pos === 'DET' ? from + 2 : from + 1;
  const end = objectEnd(tokens, start);
  return end > start && tokens.slice(start, end).some((token) => token.pos === 'NOUN')
    ? surface(sentence, offsets, start, end)
    : null;
}

/** The questions to try, most specific first. */
function candidates(parts: Parts, topicTerms: readonly string[]): AskedQuestion[] {
  const { statements, subject, verb, auxiliary } = parts;
  const main = statements[0]!;
  const found: AskedQuestion[] = [];
  const who =
    subject ??
    parts.pronoun ??
    (/^(?:were|are)\b/.test(auxiliary ?? '') || parts.support === 'do' ? 'they' : 'it');
  /** "had the tree gained", "do the light-dependent reactions take place": the verb asked with. */
  const asked = (object: string) => {
    const tail = object ? ` ${object}` : '';
    if (auxiliary && verb) return `${auxiliary} ${who} ${verb.written}${tail}`;
    if (auxiliary) return `${auxiliary} ${who}${tail}`;
    return `${parts.support} ${who} ${verb?.lemma ?? 'be'}${tail}`;
  };
  /** "the light-dependent reactions take place": the clause the recap names the answer with. */
  const stated = (object: string) => {
    const tail = object ? ` ${object}` : '';
    const verbs = [auxiliary, verb?.written].filter(Boolean).join(' ');
    return `${who} ${verbs}${tail}`;
  };
  const without = (answer: string) => {
    const object = parts.object;
    return object && answer.toLowerCase().includes(object.toLowerCase().split(' ')[0]!) ? '' : object;
  };
  /** The recap's clause, only when short: a long one would say the source's sentence over again. */
  const recapOf = (wh: string, object: string) => {
    const clause = stated(object);
    return subject && wordsIn(clause) <= RECAP_WORDS ? `that's ${wh} ${clause}` : null;
  };

  if (parts.named && subject) {
    const rest = [auxiliary, verb?.written, parts.object].filter(Boolean).join(' ');
    const recap = wordsIn(rest) <= RECAP_WORDS ? `that's who ${rest}` : null;
    const thing =
      /^(?:Mount|Lake|River|Cape|Mont|Monte|Lake)\b/.test(subject) ||
      nounSenses(subject.toLowerCase()).some((sense) => PLACE_FILES.has(sense.lexicalFile));
    const wh = thing ? 'What' : 'Who';
    const recapWh = recap ? recap.replace("that's who", `that's ${wh.toLowerCase()}`) : null;
    if (parts.object) found.push({ question: `${wh} ${rest}?`, answer: subject, recap: recapWh });
  }
  const quantity = main.quantities.find((q) => !/\byears?\b/.test(q.text));
  const inSubject = quantity && subject?.toLowerCase().includes(quantity.text.toLowerCase());
  if (quantity && verb && !inSubject) {
    const how =
      quantity.unit === null ? null : quantity.unit === 'time' ? 'often' : (HOW.get(quantity.unit) ?? null);
    if (how)
      found.push({
        question: `How ${how} ${asked('')}?`,
        answer: quantity.text,
        recap: recapOf(`how ${how}`, ''),
      });
  }
  if (quantity && inSubject && auxiliary && verb) {
    // "About 180 copies were printed" → "How many copies were printed?"
    const counted = subject!
      .slice(subject!.toLowerCase().indexOf(quantity.text.toLowerCase()) + quantity.text.length)
      .trim();
    if (counted && !counted.includes(' ')) {
      found.push({
        question: `How many ${counted} ${auxiliary} ${verb.written}?`,
        answer: quantity.text,
        recap: null,
      });
    }
  }
  if (parts.clause) {
    // "When did Alfred Wegener propose?" leaves out what was proposed: what asks for the clause itself,
    // and the time, said as the sentence says it, keeps the question on this sentence.
    const time = main.times[0];
    const when = time ? ` ${timePhrase(parts.sentence, time.text)}` : '';
    found.push({ question: `What ${asked('')}${when}?`, answer: null, recap: null });
    return found;
  }
  const ago = main.quantities.find(
    (q) => /\byears?$/.test(q.text) && parts.sentence.includes(`${q.text} ago`),
  );
  if (ago && verb && main.times.length === 0) {
    const answer = `${ago.text} ago`;
    found.push({
      question: `When ${asked(without(answer))}?`,
      answer,
      recap: recapOf('when', without(answer)),
    });
  }
  // "Where are leaves the main organs?": a place or a time is asked about a verb, not about "X is Y".
  const time = verb ? main.times[0] : undefined;
  if (time) {
    const answer = timePhrase(parts.sentence, time.text);
    found.push({
      question: `When ${asked(without(answer))}?`,
      answer,
      recap: recapOf('when', without(answer)),
    });
  }
  const place = verb ? placePhrase(parts, main) : null;
  // "turned penicillin into a medicine": "into" after an object says what it became, not where it went.
  const becomes = place !== null && /^into\b/i.test(place) && without(place) !== '';
  if (place && !becomes) {
    found.push({
      question: `Where ${asked(without(place))}?`,
      answer: place,
      recap: recapOf('where', without(place)),
    });
  }
  if (main.cause && main.cause.length > 0 && (verb || auxiliary)) {
    // "Why are leaves green?", "Why did the price of bread rise?"
    const why = verb ? asked(parts.object) : `${auxiliary} ${who} ${parts.object}`.trim();
    found.push({ question: `Why ${why}?`, answer: null, recap: null });
  }
  if (!verb && auxiliary && subject && /^(?:is|are|was|were)$/.test(auxiliary)) {
    found.push({ question: `What ${auxiliary} ${subject}?`, answer: null, recap: null });
  }
  if (!verb && auxiliary && subject && parts.opening && /^(?:is|are)$/.test(auxiliary)) {
    // "In 3/4, the numerator is 3" → "In 3/4, what is the numerator?"
    found.push({ question: `${parts.opening}, what ${auxiliary} ${subject}?`, answer: null, recap: null });
  }
  const actor = subject ?? parts.pronoun;
  if (actor && verb && !auxiliary && parts.object) {
    found.push({ question: `And what ${parts.support} ${actor} ${verb.lemma}?`, answer: null, recap: null });
  }
  // "And what about a fraction?" in an episode on fractions asks nothing: the topic is what every line is about.
  const bare = subject?.toLowerCase().replace(/^(?:a|an|the)\s+/, '');
  const aboutTopic = !bare || topicTerms.includes(bare) || topicTerms.includes(bare.replace(/s$/, ''));
  if (subject && !aboutTopic) {
    found.push({ question: `And what about ${subject}?`, answer: null, recap: null });
  }
  if (subject && aboutTopic && parts.complement) {
    found.push({ question: `And what about ${parts.complement}?`, answer: null, recap: null });
  }
  return found.filter((candidate) => candidate.answer === null || wordsIn(candidate.answer) <= ANSWER_WORDS);
}

/** "in the thylakoid membranes": from the preposition before the place's words to the last of them. */
function placePhrase(parts: Parts, statement: Statement): string | null {
  const place = statement.places[0];
  if (!place) return null;
  const indices = parts.tokens
    .map((token, at) => (place.includes(token.lemma) || place.includes(token.normal) ? at : -1))
    .filter((at) => at >= 0);
  if (indices.length === 0) return null;
  const first = Math.min(...indices);
  const last = Math.max(...indices);
  let start = first;
  for (let at = first - 1; at >= Math.max(0, first - 4); at--) {
    if (PLACE_PREPOSITIONS.has(parts.tokens[at]!.normal)) {
      start = at;
      break;
    }
  }
  if (start === first) return null;
  return surface(parts.sentence, parts.offsets, start, last + 1);
}

/**
 * "in 1941", "on 14 July 1789", "by the late 1960s": the time with the preposition before it, lower-cased
 * where it opens the sentence, since the question and the recap say it mid-sentence.
 */
function timePhrase(sentence: string, time: string): string {
  // "in 218 BC", "in AD 79": the era goes with the year, or "In 218, then" names another year.
  const match = new RegExp(
    `\\b(?:in|on|from|during|by|around|until)\\s+(?:the\\s+)?(?:(?:early|late|mid|middle)\\s+)?(?:AD\\s+)?${escapeRegExp(time)}(?:\\s+(?:BC|BCE|AD|CE)\\b)?`,
    'i',
  ).exec(sentence);
  if (match) return match[0].charAt(0).toLowerCase() + match[0].slice(1);
  return new RegExp(`\\b${escapeRegExp(time)}\\s+(?:BC|BCE|AD|CE)\\b`).exec(sentence)?.[0] ?? time;
}

/** "absorbs" → does, "absorb" → do, "grew" → did. */
function supportOf(verb: TaggedToken): string {
  if (verb.normal === verb.lemma) return 'do';
  if (verb.normal.endsWith('s') && !verb.normal.endsWith('ss')) return 'does';
  return 'did';
}

function offsetsOf(sentence: string, tokens: readonly TaggedToken[]): [number, number][] {
  const offsets: [number, number][] = [];
  let cursor = 0;
  for (const token of tokens) {
    const at = sentence.indexOf(token.text, cursor);
    const from = at >= 0 ? at : cursor;
    offsets.push([from, from + (at >= 0 ? token.text.length : 0)]);
    cursor = from + (at >= 0 ? token.text.length : 0);
  }
  return offsets;
}

function surface(sentence: string, offsets: readonly [number, number][], from: number, to: number): string {
  return sentence.slice(offsets[from]![0], offsets[to - 1]![1]);
}

/** A subject opening the sentence loses its capital unless it is a name or an acronym. */
function lowerFirst(text: string): string {
  if (/^\p{Lu}{2}/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Whether every noun sense WordNet has for the word is one named thing or person ("Augustus", not "napoleon"). */
function onlyANamedInstance(word: string): boolean {
  const senses = nounSenses(word);
  return senses.length > 0 && senses.every((sense) => sense.pointers.some((p) => p.symbol === '@i'));
}
