import type { TaggedSentence, TaggedToken } from '../language/tagged-text.js';
import { synsetsIn } from '../wordnet/wordnet-lexicon.js';
import { contentTerms, isContent } from './content-words.js';
import { DIRECTION_PARTICLES, hasDirection } from './directions.js';
import { isNumberWord, ordinalValue } from './number-words.js';
import { findQuantities } from './quantities.js';
import type { Order, Predicate, Statement } from './statement.js';
import { isPhrasalVerb } from './term-relations.js';
import { findTimes } from './times.js';

/**
 * Reads tagged sentences into statements (issue 37): each sentence into its clauses, each clause into its
 * subject, predicate and slots. Pronouns that open a sentence stand for the subject before them, or for
 * the passage's title when nothing came before.
 */
export function readStatements(sentences: readonly TaggedSentence[], title: string[] = []): Statement[] {
  const statements: Statement[] = [];
  let previousSubject = title;
  for (const sentence of sentences) {
    for (const statement of readSentence(sentence, previousSubject)) {
      statements.push(statement);
      if (statement.subject.length > 0) previousSubject = statement.subject;
    }
  }
  return statements;
}

const PRONOUNS = new Set(['it', 'they', 'he', 'she', 'this', 'these', 'its', 'their', 'his', 'her', 'them']);
/** Words that open a clause of cause: what follows is why the main clause holds. */
const CAUSE_OPENERS = ['because of', 'due to', 'owing to', 'as a result of', 'thanks to', 'because', 'since'];
/** Words that open a clause of effect: what follows happens because the main clause holds. */
const EFFECT_OPENERS = [
  'which led to',
  'leading to',
  'resulting in',
  'as a result',
  'so that',
  'therefore',
  'so',
  'thus',
];
/** Verbs that say one thing causes another: the subject is the cause, the object the effect. */
export const CAUSE_VERBS: ReadonlySet<string> = new Set([
  'cause',
  'lead to',
  'result in',
  'trigger',
  'bring about',
  'provoke',
  'spark',
]);
/** Prepositions that open a place ("in the chloroplast"); the podcast's questions look for the same ones. */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'in',
  'at',
  'inside',
  'within',
  'near',
  'into',
  'throughout',
  'across',
  'on',
  'beneath',
  'under',
  'above',
  'below',
]);
const NOT_PLACES = new Set([
  'order',
  'addition',
  'fact',
  'contrast',
  'general',
  'particular',
  'turn',
  'part',
  'short',
  'total',
  'response',
  'practice',
  'theory',
  'effect',
  'time',
  'return',
  'case',
  'debt',
  'power',
  'charge',
  'favour',
  'favor',
  'number',
  'amount',
]);
/** "in fact", "in large numbers", "in total": a phrase after "in" that places nothing. */
function placesNothing(terms: readonly string[]): boolean {
  const head = terms[0]!.split(' ').at(-1) ?? '';
  return NOT_PLACES.has(terms[0]!) || NOT_PLACES.has(head);
}
/**
 * "the most electronegative element" ranks one thing; "most volcanoes" hedges over many. "Infinitely many"
 * counts them all, and hedges nothing either.
 */
function superlative(tokens: readonly TaggedToken[], at: number): boolean {
  const next = tokens[at + 1];
  if (tokens[at]!.normal === 'many') return tokens[at - 1]?.normal === 'infinitely';
  return (
    tokens[at]!.normal === 'most' &&
    (tokens[at - 1]?.normal === 'the' || next?.pos === 'ADJ' || next?.pos === 'ADV')
  );
}

const HEDGES = new Set([
  'may',
  'might',
  'could',
  'perhaps',
  'possibly',
  'probably',
  'likely',
  'thought',
  'believed',
  'some',
  'most',
  'many',
  'often',
  'sometimes',
  'usually',
  'generally',
  'typically',
]);
const COORDINATORS = new Set(['and', 'but', 'while', 'whereas', ';']);
const RELATIVES = new Set(['which', 'who']);
const NOUN_GROUP = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PART', 'CCONJ']);

interface Clause {
  tokens: TaggedToken[];
  /** The subject a relative clause takes ("…in mitochondria, which carry out…"). */
  sharedSubject: string[] | null;
  /** Whether it goes on from the clause before it ("…erupted and buried…"): its subject and time carry over. */
  continues: boolean;
  /** "a disease caused by the variola virus": a participle and "by" after a noun, a passive about that noun. */
  reduced?: boolean;
  cause: string[] | null;
  effect: string[] | null;
}

function readSentence(sentence: TaggedSentence, previousSubject: string[]): Statement[] {
  const statements: Statement[] = [];
  let before: Statement | null = null;
  for (const whole of clausesOf(sentence.tokens)) {
    const { clause, denied } = withoutDeniedAlternative(whole);
    const statement = readClause(sentence.text, clause, before?.subject ?? previousSubject, clause.continues);
    if (statement === null) continue;
    if (clause.continues && before && statement.times.length === 0) statement.times.push(...before.times);
    if (clause.continues && before?.predicate?.passive) sharePassive(statement, clause);
    if (clause.reduced) readReducedPassive(statement, clause, before);
    statements.push(statement);
    if (denied) statements.push(deniedAlternative(statement, denied));
    before = statement;
  }
  return statements;
}

/**
 * "Louis XVI was tried … and guillotined in January 1793": a participle that opens a clause going on from a
 * passive one takes its "was" too, and is done to the subject, not done by it.
 */
function sharePassive(statement: Statement, clause: Clause): void {
  const verb = clause.tokens[0];
  const predicate = statement.predicate;
  if (!predicate || predicate.passive || verb?.pos !== 'VERB' || verb.lemma !== predicate.lemma.split(' ')[0])
    return;
  if (!/ed$|en$/.test(verb.normal) || verb.normal === verb.lemma) return;
  predicate.passive = true;
  statement.agent = null;
}

/** "caused by the variola virus" after a noun: a participle and "by" say a passive about that noun. */
function reducedPassiveAt(tokens: readonly TaggedToken[], i: number): boolean {
  const token = tokens[i];
  return (
    token !== undefined &&
    token.pos === 'VERB' &&
    /(?:ed|en)$/.test(token.normal) &&
    token.normal !== token.lemma &&
    tokens[i + 1]?.normal === 'by' &&
    ['NOUN', 'PROPN'].includes(tokens[i - 1]?.pos ?? '')
  );
}

/**
 * "Smallpox was an infectious disease": a clause whose only verb is "be", so that a participle after its
 * noun says more of its subject. Elsewhere the noun before a participle is too often not what it is about.
 */
function saysWhatItIs(tokens: readonly TaggedToken[]): boolean {
  return tokens.some((t) => t.pos === 'AUX' && t.lemma === 'be') && !tokens.some((t) => t.pos === 'VERB');
}

/**
 * "Smallpox was an infectious disease caused by the variola virus": the participle's clause is a passive
 * whose agent follows "by"; after "X was a Y", it is about X, whom the "Y" names again.
 */
function readReducedPassive(statement: Statement, clause: Clause, before: Statement | null): void {
  const predicate = statement.predicate;
  if (!predicate) return;
  predicate.passive = true;
  const by = clause.tokens.findIndex((t) => t.normal === 'by');
  const agent = by < 0 ? [] : contentTerms(untilBreak(clause.tokens, by + 1));
  statement.agent = agent.length > 0 ? agent : null;
  statement.objects = statement.objects.filter((word) => !agent.includes(word));
  if (before?.predicate?.lemma === 'be' && before.subject.length > 0) {
    const named = statement.subject;
    statement.subject = [...before.subject];
    statement.terms = [...before.subject, ...statement.terms.filter((term) => !named.includes(term))];
  }
  // "X caused by Y": Y is the cause and X the effect, as the reader takes any passive verb of causing.
  if (CAUSE_VERBS.has(predicate.lemma) && agent.length > 0) {
    statement.cause = agent;
    statement.effect = [...statement.subject];
  }
}

/**
 * "It comes from water, not from carbon dioxide", "It causes a surplus, not a shortage": the words after
 * ", not" are what the clause denies, not more of what it asserts.
 */
function withoutDeniedAlternative(clause: Clause): { clause: Clause; denied: TaggedToken[] | null } {
  const tokens = clause.tokens;
  const at = tokens.findIndex((t, k) => t.normal === 'not' && tokens[k - 1]?.normal === ',' && k > 1);
  if (at < 0 || !hasVerb(tokens.slice(0, at)) || hasVerb(tokens.slice(at + 1)))
    return { clause, denied: null };
  const denied = tokens.slice(at + 1).filter((t) => t.pos !== 'PUNCT');
  if (!denied.some(isContent)) return { clause, denied: null };
  return { clause: { ...clause, tokens: tokens.slice(0, at - 1) }, denied };
}

function deniedAlternative(asserted: Statement, denied: readonly TaggedToken[]): Statement {
  const terms = contentTerms(denied);
  const isPlace = PLACE_PREPOSITIONS.has(denied[0]?.normal ?? '');
  const predicate = asserted.predicate && { ...asserted.predicate, negated: !asserted.predicate.negated };
  return {
    ...asserted,
    predicate,
    objects: isPlace ? [] : terms,
    places: isPlace ? [terms] : [],
    effect: predicate && CAUSE_VERBS.has(predicate.lemma) && !isPlace ? terms : asserted.effect,
    terms: [
      ...new Set([
        ...asserted.subject,
        ...(predicate && predicate.lemma !== 'be' ? [predicate.lemma] : []),
        ...terms,
      ]),
    ],
  };
}

/** Splits a sentence at its cause, effect, coordinated and relative clauses. */
function clausesOf(all: readonly TaggedToken[]): Clause[] {
  const tokens = all.filter((t) => t.pos !== 'SPACE');
  let main = tokens;
  let cause: string[] | null = null;
  let effect: string[] | null = null;
  // "Because X, Y": the cause comes first.
  const opening = openerAt(tokens, 0, CAUSE_OPENERS);
  const comma = tokens.findIndex((t) => t.normal === ',');
  if (opening && comma > opening.length) {
    cause = contentTerms(tokens.slice(opening.length, comma));
    main = tokens.slice(comma + 1);
  } else {
    for (let i = 1; i < tokens.length; i++) {
      const causeOpener = openerAt(tokens, i, CAUSE_OPENERS);
      if (causeOpener && !(causeOpener.words === 'since' && /^\d/.test(tokens[i + 1]?.text ?? ''))) {
        cause = contentTerms(untilBreak(tokens, i + causeOpener.length));
        main = tokens.slice(0, i);
        break;
      }
      const effectOpener = openerAt(tokens, i, EFFECT_OPENERS);
      if (effectOpener && (effectOpener.words !== 'so' || tokens[i - 1]?.normal === ',')) {
        effect = contentTerms(untilBreak(tokens, i + effectOpener.length));
        main = tokens.slice(0, i);
        break;
      }
    }
  }
  const clauses: Clause[] = [];
  // "The Social Contract, which argued…, was written by Rousseau": the relative clause sits inside the
  // main one, whose verb comes after it.
  const embedded = embeddedRelative(main);
  if (embedded) main = embedded.main;
  let start = 0;
  let shared: string[] | null = null;
  let wasReduced = false;
  for (let i = 1; i <= main.length; i++) {
    const token = main[i];
    const atEnd = i === main.length;
    const coordinated =
      token !== undefined &&
      COORDINATORS.has(token.normal) &&
      verbSoon(main, i + 1) &&
      hasVerb(main.slice(lastComma(main, i) === i - 1 ? start : Math.max(start, lastComma(main, i) + 1), i));
    const relative =
      token !== undefined &&
      RELATIVES.has(token.normal) &&
      main[i - 1]?.normal === ',' &&
      verbSoon(main, i + 1);
    const reduced = reducedPassiveAt(main, i) && saysWhatItIs(main.slice(start, i));
    if (!atEnd && !coordinated && !relative && !reduced) continue;
    const part = main.slice(start, i);
    clauses.push({
      tokens: part,
      sharedSubject: shared,
      continues: clauses.length > 0 && shared === null,
      reduced: clauses.length > 0 && wasReduced,
      cause,
      effect,
    });
    wasReduced = reduced;
    if (relative || reduced) {
      // "…in mitochondria, which carry out…": the relative clause is about the noun before it.
      const before = relative ? part.slice(0, -1) : part;
      let groupStart = before.length;
      while (
        groupStart > 0 &&
        (NOUN_GROUP.has(before[groupStart - 1]!.pos) || before[groupStart - 1]!.normal === 'of')
      )
        groupStart -= 1;
      const group = contentTerms(before.slice(groupStart));
      shared = group.length > 0 ? group : null;
    } else shared = null;
    // The participle opens the clause it starts; a relative pronoun or a coordinator is left out.
    start = reduced ? i : i + 1;
  }
  if (embedded) {
    const subject = contentTerms(embedded.head);
    clauses.push({
      tokens: embedded.relative,
      sharedSubject: subject.length > 0 ? subject : null,
      continues: false,
      cause: null,
      effect: null,
    });
  }
  return clauses;
}

/**
 * A verbless head, ", which/who …," and then a verb: the head and what follows the second comma are the
 * main clause, the words between the commas a relative clause about the head.
 */
function embeddedRelative(tokens: readonly TaggedToken[]) {
  const open = tokens.findIndex(
    (t, k) => t.normal === ',' && RELATIVES.has(tokens[k + 1]?.normal ?? '') && k > 0,
  );
  if (open < 0 || hasVerb(tokens.slice(0, open))) return null;
  const close = tokens.findIndex(
    (t, k) => k > open + 2 && t.normal === ',' && ['VERB', 'AUX'].includes(tokens[k + 1]?.pos ?? ''),
  );
  if (close < 0 || !hasVerb(tokens.slice(open + 2, close))) return null;
  const head = tokens.slice(0, open);
  return { head, main: [...head, ...tokens.slice(close + 1)], relative: tokens.slice(open + 2, close) };
}

/**
 * The last comma before i: "Once both lovers are dead, the Montagues and the Capulets stop…" joins two
 * subjects, not two clauses, for no verb stands between the comma and the "and".
 */
function lastComma(tokens: readonly TaggedToken[], i: number): number {
  for (let k = i - 1; k >= 0; k--) if (tokens[k]!.normal === ',') return k;
  return -1;
}

function openerAt(tokens: readonly TaggedToken[], i: number, openers: readonly string[]) {
  for (const words of openers) {
    const parts = words.split(' ');
    if (parts.every((part, k) => tokens[i + k]?.normal === part)) return { words, length: parts.length };
  }
  return null;
}

function untilComma(tokens: readonly TaggedToken[], from: number) {
  const comma = tokens.findIndex((t, k) => k >= from && t.normal === ',');
  const end = comma < 0 ? tokens.length : comma;
  return { tokens: tokens.slice(from, end), end };
}

function untilBreak(tokens: readonly TaggedToken[], from: number): TaggedToken[] {
  const end = tokens.findIndex((t, k) => k >= from && (t.normal === ';' || t.normal === '.'));
  return tokens.slice(from, end < 0 ? tokens.length : end);
}

/** Whether a verb opens the words from `from` (after a subject of up to three words, or an adverb). */
function verbSoon(tokens: readonly TaggedToken[], from: number): boolean {
  const next = tokens.slice(from, from + 4);
  const verbAt = next.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return (
    verbAt >= 0 &&
    next.slice(0, verbAt).every((t) => ['DET', 'NOUN', 'PROPN', 'PRON', 'ADV', 'ADJ'].includes(t.pos))
  );
}

function hasVerb(tokens: readonly TaggedToken[]): boolean {
  return tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

interface FoundPredicate {
  index: number;
  /** Tokens the predicate takes (a particle after the verb). */
  length: number;
  predicate: Predicate;
}

function readClause(
  sentence: string,
  clause: Clause,
  previousSubject: string[],
  continues: boolean,
): Statement | null {
  const tokens = clause.tokens;
  if (!tokens.some(isContent)) return null;
  const times = findTimes(tokens);
  const timeTokens = new Set(times.flatMap((t) => t.tokens));
  const taken = new Set(timeTokens);
  const quantities = findQuantities(tokens, taken);
  for (const q of quantities) q.tokens.forEach((i) => taken.add(i));

  const skipTo = leadingPhraseEnd(tokens);
  const conditionAt = tokens
    .slice(0, skipTo)
    .findIndex((t) => ['when', 'if', 'once', 'whenever'].includes(t.normal));
  let condition = conditionAt < 0 ? null : contentTerms(tokens.slice(conditionAt + 1, skipTo));
  // A clause that goes on from the one before may open with its verb: "…erupted and buried the towns".
  // So may a relative clause, whose subject is the noun before it: "…Pythagoras, who lived in…".
  const found = withIdiom(tokens, findPredicate(tokens, skipTo, continues || clause.sharedSubject !== null));
  const predicateAt = found?.index ?? tokens.length;
  const afterPredicate = found ? found.index + found.length : tokens.length;

  // Places before the verb too: "Mount Tambora on the island of Sumbawa … produced …".
  const places: string[][] = [];
  const slotted = new Set<number>(taken);
  for (let i = skipTo; i < predicateAt; i++) {
    if (!PLACE_PREPOSITIONS.has(tokens[i]!.normal) || i === skipTo) continue;
    const group = nounGroup(tokens, i + 1, slotted);
    const terms = contentTerms(group.tokens);
    if (terms.length > 0 && !placesNothing(terms) && group.end <= predicateAt) {
      places.push(placeTerms(tokens[i]!.normal, terms));
      [i, ...group.indexes].forEach((k) => slotted.add(k));
      i = group.end - 1;
    }
  }
  // An adverb before the verb ("never", "officially", "always") says how, not who.
  let subjectTokens = tokens
    .slice(skipTo, predicateAt)
    .filter((t, k) => !slotted.has(skipTo + k) && t.pos !== 'ADV');
  const subjectIsPronoun =
    subjectTokens.some((t) => PRONOUNS.has(t.normal)) &&
    subjectTokens.every((t) => PRONOUNS.has(t.normal) || !isContent(t));
  // "About 17,000 people were executed": the counted noun is the subject when nothing else is.
  const counted = quantities
    .flatMap((q) => q.tokens)
    .filter((k) => k >= skipTo && k < predicateAt && !timeTokens.has(k));
  let subject = contentTerms(subjectTokens);
  if (subject.length === 0 && !subjectIsPronoun && counted.length > 0)
    subject = contentTerms(counted.map((k) => tokens[k]!));
  if (subject.length === 0) {
    subject = clause.sharedSubject ?? (subjectIsPronoun || continues ? previousSubject : []);
    subjectTokens = [];
  }

  let agent: string[] | null = null;
  const order: Order = { rank: null, before: null, after: null };
  // "Before Newton, Galileo had studied…": an opening phrase of order places the whole clause.
  for (let k = 0; k < skipTo; k++) {
    const word = tokens[k]!.normal;
    if ((word !== 'before' && word !== 'after') || (k > 0 && tokens[k - 1]!.normal !== ',')) continue;
    const end = tokens.findIndex((t, j) => j > k && t.normal === ',');
    const terms = contentTerms(tokens.slice(k + 1, end < 0 ? skipTo : Math.min(end, skipTo)));
    if (terms.length > 0) order[word] = terms;
  }
  const objects: string[] = [];
  for (let i = afterPredicate; i < tokens.length; i++) {
    const token = tokens[i]!;
    const word = token.normal;
    if (word === 'by' && found?.predicate.passive && agent === null) {
      const group = nounGroup(tokens, i + 1, slotted);
      agent = contentTerms(group.tokens);
      group.indexes.forEach((k) => slotted.add(k));
      i = group.end - 1;
      continue;
    }
    if ((word === 'before' || word === 'after') && tokens[i + 1] !== undefined) {
      const group = nounGroup(tokens, i + 1, slotted);
      // "after Newton published his laws": the event it is ordered against runs to the clause's end.
      const event = ['VERB', 'AUX'].includes(tokens[group.end]?.pos ?? '')
        ? untilComma(tokens, group.end)
        : { tokens: [], end: group.end };
      const terms = contentTerms([...group.tokens, ...event.tokens]);
      if (terms.length > 0) {
        order[word] = terms;
        group.indexes.forEach((k) => slotted.add(k));
        for (let k = group.end; k < event.end; k++) slotted.add(k);
        i = event.end - 1;
      }
      continue;
    }
    if (PLACE_PREPOSITIONS.has(word)) {
      const group = nounGroup(tokens, i + 1, slotted);
      const terms = contentTerms(group.tokens);
      if (terms.length > 0 && !placesNothing(terms)) {
        places.push(placeTerms(word, terms));
        group.indexes.forEach((k) => slotted.add(k));
        i = group.end - 1;
      }
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const rank =
      ordinalValue(tokens[i]!.normal) ?? (['last', 'final'].includes(tokens[i]!.normal) ? 99 : null);
    if (rank !== null && !taken.has(i) && !isFraction(tokens, i)) order.rank = rank;
  }
  // "A fuse melts when the current is too large": a closing "when …" is the clause's condition too.
  const closing = tokens.findIndex(
    (t, k) => k >= afterPredicate && ['when', 'if', 'whenever'].includes(t.normal) && !slotted.has(k),
  );
  if (condition === null && closing >= 0) {
    const words = contentTerms(tokens.slice(closing + 1));
    if (words.length > 0) {
      condition = words;
      for (let k = closing; k < tokens.length; k++) slotted.add(k);
    }
  }
  const rest = tokens.slice(afterPredicate).filter((_, k) => !slotted.has(afterPredicate + k));
  objects.push(
    ...contentTerms(rest).filter((t) => !['first', 'second', 'third', 'last', 'final'].includes(t)),
  );

  const predicate = found?.predicate ?? null;
  if (predicate && !predicate.passive && predicate.lemma !== 'be') agent = subject;
  let cause = clause.cause;
  let effect = clause.effect;
  if (predicate && CAUSE_VERBS.has(predicate.lemma)) {
    cause = agent;
    effect = predicate.passive ? subject : objects;
  }
  // "Priestley showed that mint could restore air": a modal inside what the clause reports does not hedge
  // the clause's own verb, or its date.
  const reportedFrom = tokens.findIndex((t, k) => k >= afterPredicate && t.normal === 'that');
  const hedges = tokens
    .filter(
      (t, k) =>
        HEDGES.has(t.normal) &&
        !timeTokens.has(k) &&
        !superlative(tokens, k) &&
        (reportedFrom < 0 || k < reportedFrom),
    )
    .map((t) => t.normal);
  const predicateTokens = new Set(
    found ? Array.from({ length: found.length }, (_, k) => found.index + k) : [],
  );
  const terms = [
    ...new Set([
      ...subject,
      ...(predicate && predicate.lemma !== 'be' ? [predicate.lemma] : []),
      ...contentTerms(
        tokens
          .slice(skipTo)
          .filter((_, k) => !predicateTokens.has(skipTo + k) && !timeTokens.has(skipTo + k)),
      ),
    ]),
  ];
  const modifiers = contentTerms(
    tokens.filter(
      (t, k) =>
        !predicateTokens.has(k) &&
        ((t.pos === 'ADJ' && !gradedAt(tokens, k) && attributiveAt(tokens, k)) ||
          t.pos === 'ADV' ||
          possessorAt(tokens, k)),
    ),
  ).filter((term) => terms.includes(term));
  const hasOrder = order.rank !== null || order.before !== null || order.after !== null;
  return {
    sentence,
    subject,
    predicate,
    objects,
    places,
    times: times.map((t) => t.span),
    quantities: quantities.map((q) => q.quantity),
    agent,
    cause,
    effect,
    order: hasOrder ? order : null,
    condition,
    hedged: hedges.length > 0,
    hedges,
    terms,
    modifiers,
  };
}

/** Prepositions that say on which side of a thing: "above freezing" is not "below freezing". */
const SIDES: Readonly<Record<string, string>> = {
  above: 'above',
  below: 'below',
  under: 'below',
  beneath: 'below',
};

function placeTerms(preposition: string, terms: string[]): string[] {
  const side = SIDES[preposition];
  return side ? [side, ...terms] : terms;
}

/**
 * Whether an adjective qualifies a noun after it ("hot dry days", "red and blue light"): one that ends its
 * phrase is the thing itself ("reflects green light", wink tagging "light" an adjective) or what the
 * clause says of its subject ("the sky is blue"), and a source that leaves it out says something else.
 */
function attributiveAt(tokens: readonly TaggedToken[], k: number): boolean {
  for (let j = k + 1; j < tokens.length; j++) {
    const token = tokens[j]!;
    if (token.pos === 'NOUN' || token.pos === 'PROPN') return true;
    if (!['ADJ', 'ADV', 'CCONJ'].includes(token.pos) && token.normal !== ',') return false;
  }
  return false;
}

/**
 * A superlative or comparative ("the smallest triple", "the most electronegative element") picks one
 * thing out of its kind: leaving it out names another thing.
 */
function gradedAt(tokens: readonly TaggedToken[], k: number): boolean {
  const token = tokens[k]!;
  const before = tokens[k - 1]?.normal ?? '';
  return (
    ['most', 'least', 'more', 'less'].includes(before) ||
    (token.normal !== token.lemma && /(?:est|er)$/.test(token.normal))
  );
}

/** Whether the token is a name or noun of a run that ends in "'s": "van Helmont's tree". */
function possessorAt(tokens: readonly TaggedToken[], k: number): boolean {
  for (let j = k; j < tokens.length; j++) {
    const token = tokens[j]!;
    if (token.normal === "'s" || token.normal === '’s' || token.normal === "'") return j > k;
    if (token.pos !== 'PROPN' && token.pos !== 'NOUN') return false;
  }
  return false;
}

/**
 * Where a clause's opening phrases end: "In 1815, …", "According to the law of demand, when the price
 * rises, …": the condition stays among the clause's words, but the subject and verb come after it.
 */
function leadingPhraseEnd(tokens: readonly TaggedToken[]): number {
  let start = 0;
  for (;;) {
    const first = tokens[start];
    if (
      !first ||
      !(
        ['ADP', 'SCONJ', 'ADV'].includes(first.pos) ||
        ['when', 'if', 'once', 'as', 'according'].includes(first.normal)
      )
    )
      return start;
    const comma = tokens.findIndex((t, k) => k > start && t.normal === ',');
    const unmarked = first.pos === 'ADP' ? subjectAfterPlainPhrase(tokens, start, comma) : -1;
    if (unmarked > 0) {
      start = unmarked;
      continue;
    }
    if (
      comma < 0 ||
      comma - start > 25 ||
      !tokens.slice(comma + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'NOUN')
    )
      return start;
    // "On 14 July 1789 crowds stormed the Bastille, …": a phrase with a verb of its own is the clause,
    // unless it is a condition ("when the price rises, …").
    const isCondition = ['when', 'if', 'once', 'as', 'whenever', 'after', 'before', 'while'].includes(
      first.normal,
    );
    if (!isCondition && tokens.slice(start, comma).some((t) => t.pos === 'VERB')) return start;
    start = comma + 1;
  }
}

/** "a third of Europe's population", "two thirds of the votes": a share, not a rank. */
function isFraction(tokens: readonly TaggedToken[], at: number): boolean {
  const before = tokens[at - 1]?.normal ?? '';
  return tokens[at + 1]?.normal === 'of' && (before === 'a' || isNumberWord(before) || /^\d+$/.test(before));
}

/**
 * Where the subject starts after an opening phrase written without its comma: at a determiner right
 * after the phrase's noun ("In a series circuit the same current flows…", "On 14 July 1789 the crowds
 * stormed…"), since one noun phrase does not run on into another's "the". -1 when there is none before
 * the clause's first verb.
 */
function subjectAfterPlainPhrase(tokens: readonly TaggedToken[], start: number, comma: number): number {
  const verb = tokens.findIndex((t, k) => k > start && (t.pos === 'VERB' || t.pos === 'AUX'));
  const end = [verb, comma].filter((k) => k >= 0).reduce((a, b) => Math.min(a, b), tokens.length);
  for (let k = start + 2; k < end; k++) {
    if (tokens[k]!.pos === 'DET' && ['NOUN', 'PROPN', 'NUM'].includes(tokens[k - 1]!.pos))
      return verb > k ? k : -1;
  }
  return -1;
}

/**
 * "be" and a phrase that says a deed, read as the verb it means (Wiktionary: "in charge": having control
 * over): "The Directory was in charge of France" is "the Directory controlled France".
 */
const DEED_PHRASES: readonly [string[], string][] = [
  [['in', 'charge', 'of'], 'control'],
  [['in', 'control', 'of'], 'control'],
  [['in', 'command', 'of'], 'command'],
  [['at', 'the', 'head', 'of'], 'head'],
];

function withIdiom(tokens: readonly TaggedToken[], found: FoundPredicate | null): FoundPredicate | null {
  if (found?.predicate.lemma !== 'be') return found;
  const at = found.index + found.length;
  for (const [words, lemma] of DEED_PHRASES) {
    if (words.every((word, k) => tokens[at + k]?.normal === word))
      return { ...found, length: found.length + words.length, predicate: { ...found.predicate, lemma } };
  }
  return found;
}

/** The clause's main verb: the first finite verb after its subject, or "be" for "X is Y". */
function findPredicate(
  tokens: readonly TaggedToken[],
  from: number,
  verbFirst = false,
): FoundPredicate | null {
  const candidates: FoundPredicate[] = [];
  const gerunds: FoundPredicate[] = [];
  // Not a gerund: "…, and forming a bond releases energy" opens with its subject.
  const opening = tokens[from];
  if (verbFirst && opening?.pos === 'VERB' && !opening.normal.endsWith('ing'))
    candidates.push(verbAt(tokens, from, from));
  for (let i = from + candidates.length; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (
      ['when', 'because', 'which', 'that', 'who', 'while', 'if', 'although'].includes(token.normal) &&
      candidates.length > 0
    )
      break;
    if (token.pos === 'VERB' && i > from && bareGerundAt(tokens, i)) {
      gerunds.push(verbAt(tokens, i, from));
      continue;
    }
    if (token.pos === 'VERB' && i > from && !afterDeterminer(tokens, i)) {
      // "The quantity demanded rises": wink reads the participle as the verb and the verb as a noun.
      const next = tokens[i + 1];
      if (isBareParticiple(tokens, i) && next?.pos === 'NOUN' && next.normal.endsWith('s')) {
        const lemma = verbLemma(next);
        if (lemma !== null) {
          candidates.push({
            index: i + 1,
            length: 1,
            predicate: { lemma, negated: next.negated, passive: false },
          });
          break;
        }
      }
      candidates.push(verbAt(tokens, i, from));
      continue;
    }
    const mainAuxiliary = mainAuxiliaryAt(tokens, i);
    if (mainAuxiliary && i > from) {
      candidates.push(mainAuxiliary);
      continue;
    }
    if (token.pos === 'AUX' && token.lemma === 'be' && i > from) {
      const next = tokens.slice(i + 1).find((t) => t.pos !== 'ADV' && t.pos !== 'PART');
      if (next && next.pos !== 'VERB' && next.pos !== 'AUX') {
        candidates.push({
          index: i,
          length: 1,
          predicate: { lemma: 'be', negated: negatedAt(tokens, i, 1), passive: false },
        });
      }
      continue;
    }
    // wink tags some verbs as nouns ("Plants release oxygen", "Obsidian forms when…"): a noun right after
    // the subject's noun that WordNet knows as a verb is read as one when no verb comes before.
    // "A fish called the remora rides…": a naming participle is no verb of the clause.
    const naming = candidates.every((c) => namingParticipleAt(tokens, c.index));
    if (naming && token.pos === 'NOUN' && i > from && followsSubjectHead(tokens, i)) {
      const lemma = verbLemma(token);
      // A gerund may open the subject: "Breaking a bond releases energy".
      const beforeNoun = tokens
        .slice(from, i)
        .filter((_, k) => !bareGerundAt(tokens, from + k) && !namingParticipleAt(tokens, from + k));
      if (lemma !== null && !beforeNoun.some((t) => t.pos === 'VERB')) {
        const next = tokens[i + 1];
        const beforeVerb = tokens.slice(i + 1).findIndex((_, k) => finiteVerbAt(tokens, i + 1 + k));
        const alreadyHasVerb =
          beforeVerb >= 0 &&
          !tokens
            .slice(i + 1, i + 1 + beforeVerb)
            .some((t) => ['when', 'because', 'which', 'that', 'while', ','].includes(t.normal));
        const subjectOnly = beforeNoun.every(
          (t) => ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'CCONJ'].includes(t.pos) || POSSESSIVES.has(t.normal),
        );
        // A noun followed by an auxiliary heads the subject ("Rent control is…", "Volcanic ash does…"); one
        // that ends the clause is a verb only in its "-s" form after a singular noun ("its acceleration
        // decreases"), not the last word of a compound ("the water cycle").
        const verbNext = next !== undefined && next.pos !== 'AUX';
        const verbLast = next === undefined && thirdPersonAfterSingular(tokens, i);
        if (!alreadyHasVerb && subjectOnly && (verbNext || verbLast)) {
          candidates.push({
            index: i,
            length: 1,
            predicate: { lemma, negated: token.negated, passive: false },
          });
        }
      }
    }
  }
  if (candidates.length === 0) return gerunds[0] ?? null;
  // "The oxygen released into the air by plants comes from…": a participle after a noun describes it;
  // the finite verb after it is the predicate.
  const [first, second] = candidates;
  if (first && second && (isBareParticiple(tokens, first.index) || namingParticipleAt(tokens, first.index)))
    return second;
  // "The oxygen that plants give off does not come from…": the first verb is the subject's relative clause.
  const relative = tokens.findIndex(
    (t, k) => k > from && k < (first?.index ?? 0) && ['that', 'which', 'who'].includes(t.normal),
  );
  if (first && second && relative > 0 && ['NOUN', 'PROPN'].includes(tokens[relative - 1]!.pos)) return second;
  return first ?? null;
}

const DETERMINERS = new Set(['a', 'an', 'the', 'every', 'each']);
const POSSESSIVES = new Set(['its', 'their', 'his', 'her', 'our', 'your', 'my']);

/** "their leaves", "the printed book": a word after a determiner names a thing, whatever its tag. */
function afterDeterminer(tokens: readonly TaggedToken[], i: number): boolean {
  const before = tokens[i - 1]?.normal ?? '';
  return DETERMINERS.has(before) || POSSESSIVES.has(before);
}

/** A verb that can be the clause's finite verb: not one after a determiner, not "called" after a noun. */
function finiteVerbAt(tokens: readonly TaggedToken[], k: number): boolean {
  return (
    tokens[k]!.pos === 'VERB' &&
    !afterDeterminer(tokens, k) &&
    !namingParticipleAt(tokens, k) &&
    !bareGerundAt(tokens, k)
  );
}

/**
 * "the letter explaining the plan never reaches…", "fixes carbon dioxide by attaching it…": an "-ing"
 * form with no auxiliary before it is never the clause's finite verb, only its last resort.
 */
function bareGerundAt(tokens: readonly TaggedToken[], k: number): boolean {
  if (!tokens[k]!.normal.endsWith('ing')) return false;
  const before = tokens.slice(Math.max(0, k - 3), k).filter((t) => t.pos !== 'ADV' && t.pos !== 'PART');
  return before.at(-1)?.pos !== 'AUX';
}

const NAMING_VERBS = new Set(['call', 'name', 'term', 'dub']);

/** "layers of rock called aquifers", "a government called the Directory": a participle naming the noun. */
function namingParticipleAt(tokens: readonly TaggedToken[], k: number): boolean {
  const token = tokens[k]!;
  return (
    token.normal.endsWith('ed') &&
    NAMING_VERBS.has(token.lemma) &&
    ['NOUN', 'PROPN'].includes(tokens[k - 1]?.pos ?? '')
  );
}

/**
 * "has a triple bond", "does no damage": "have" and "do" as the clause's own verb, tagged as auxiliaries.
 * "do" with an action noun is that noun's verb ("does no damage" says "not damage").
 */
function mainAuxiliaryAt(tokens: readonly TaggedToken[], i: number): FoundPredicate | null {
  const token = tokens[i]!;
  if (token.pos !== 'AUX' || (token.lemma !== 'have' && token.lemma !== 'do')) return null;
  const nextAt = tokens.findIndex((t, k) => k > i && t.pos !== 'ADV' && t.pos !== 'PART');
  const next = tokens[nextAt];
  if (!next || next.pos === 'VERB' || next.pos === 'AUX' || next.pos === 'PUNCT') return null;
  if (tokens.slice(i + 1, nextAt).some((t) => t.normal === 'not' || t.normal === "n't")) return null;
  const negated = negatedAt(tokens, i, 1);
  if (token.lemma === 'do' && (next.normal === 'no' || next.pos === 'DET')) {
    const noun = tokens[nextAt + 1];
    const lemma = noun?.pos === 'NOUN' ? verbLemma(noun) : null;
    if (lemma !== null)
      return { index: i, length: nextAt + 2 - i, predicate: { lemma, negated, passive: false } };
  }
  return { index: i, length: 1, predicate: { lemma: token.lemma, negated, passive: false } };
}

/** Whether the noun at i comes right after the head of a subject: a noun, a name, or "the same current". */
function followsSubjectHead(tokens: readonly TaggedToken[], i: number): boolean {
  const before = tokens[i - 1]!;
  if (['NOUN', 'PROPN'].includes(before.pos)) return true;
  // wink tags a noun as an adjective before a verb it tags as a noun: "the same current goes".
  return before.pos === 'ADJ' && tokens[i - 2]?.pos === 'ADJ' && tokens[i]!.normal.endsWith('s');
}

/** "its acceleration decreases": a verb's "-s" form after a singular noun. */
function thirdPersonAfterSingular(tokens: readonly TaggedToken[], i: number): boolean {
  const before = tokens[i - 1]!;
  return tokens[i]!.normal.endsWith('s') && before.pos === 'NOUN' && !before.normal.endsWith('s');
}

function verbAt(tokens: readonly TaggedToken[], i: number, from: number): FoundPredicate {
  const token = tokens[i]!;
  const auxiliaries = tokens
    .slice(Math.max(from, i - 3), i)
    .filter((t) => t.pos === 'AUX' || t.pos === 'PART' || t.pos === 'ADV');
  const passive =
    auxiliaries.some((t) => t.lemma === 'be' || t.lemma === 'get') &&
    !token.normal.endsWith('ing') &&
    token.normal !== token.lemma;
  let lemma = token.lemma;
  let length = 1;
  const particle = tokens[i + 1];
  if (particle && DIRECTION_PARTICLES.has(particle.normal) && ['ADP', 'PART', 'ADV'].includes(particle.pos)) {
    const phrasal = `${lemma} ${particle.normal}`;
    // "in" mostly opens a place ("is set in Verona"): only a phrasal verb with a direction takes it.
    const wordnetPhrasal = particle.normal !== 'in' && synsetsIn('verb', phrasal).length > 0;
    if (hasDirection(phrasal) || wordnetPhrasal) {
      lemma = phrasal;
      length = 2;
    }
  }
  // "came up with", "were put to death": a verb of three words WordNet (or the table of phrasal verbs) knows.
  const [second, third] = [tokens[i + length], tokens[i + length + 1]];
  const longer = length === 1 ? [second, third] : [second];
  const phrase = [lemma, ...longer.map((t) => t?.normal ?? '')].join(' ');
  if (longer.every((t) => t !== undefined && /^\p{L}+$/u.test(t.normal)) && isPhrasalVerb(phrase)) {
    lemma = phrase;
    length += longer.length;
  }
  if (tokens[i + 1]?.normal === 'to' && ['lead', 'give', 'belong', 'refer', 'respond'].includes(lemma)) {
    lemma = `${lemma} to`;
    length = 2;
  }
  if (tokens[i + 1]?.normal === 'in' && lemma === 'result') {
    lemma = 'result in';
    length = 2;
  }
  return { index: i, length, predicate: { lemma, negated: negatedAt(tokens, i, length), passive } };
}

function negatedAt(tokens: readonly TaggedToken[], i: number, length: number): boolean {
  const span = tokens.slice(i, i + length);
  if (span.some((t) => t.negated)) return true;
  // "needs no force", "depends neither on X nor on Y", "is never…"
  const after = tokens[i + length]?.normal;
  if (after === 'no' || after === 'neither' || after === 'nothing' || after === 'never' || after === 'not')
    return true;
  // "never" and "no longer" may sit right before the verb; "not" right after "is".
  const near = tokens.slice(Math.max(0, i - 2), i + length + 1);
  return near.some((t) => ['never', 'not', "n't", 'no'].includes(t.normal));
}

function isBareParticiple(tokens: readonly TaggedToken[], i: number): boolean {
  const token = tokens[i]!;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  return (
    token.normal.endsWith('ed') &&
    before !== undefined &&
    (before.pos === 'NOUN' || before.pos === 'PROPN') &&
    (after?.pos === 'ADP' || after?.pos === 'VERB' || after?.pos === 'NOUN')
  );
}

function verbLemma(token: TaggedToken): string | null {
  const word = token.normal;
  // wink's own lemma first: "rides" is "ride", not "rid".
  const forms = [
    word,
    token.lemma,
    word.replace(/ies$/, 'y'),
    word.replace(/es$/, ''),
    word.replace(/s$/, ''),
  ];
  return forms.find((form) => form.length > 2 && synsetsIn('verb', form).length > 0) ?? null;
}

/** The noun group from `from`: determiners, adjectives, nouns and numbers, up to the next other word. */
function nounGroup(tokens: readonly TaggedToken[], from: number, taken: ReadonlySet<number>) {
  const indexes: number[] = [];
  let end = from;
  for (; end < tokens.length; end++) {
    const token = tokens[end]!;
    const possessive = POSSESSIVES.has(token.normal) && indexes.length === 0;
    if (!NOUN_GROUP.has(token.pos) && !possessive && !(token.normal === 'of' && indexes.length > 0)) break;
    if (token.pos === 'CCONJ' && !NOUN_GROUP.has(tokens[end + 1]?.pos ?? '')) break;
    if (!taken.has(end)) indexes.push(end);
  }
  return { tokens: indexes.map((k) => tokens[k]!), indexes, end };
}
