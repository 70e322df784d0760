import type { BloomLevel, QuestionType } from '@socratica/contracts';
import type { KeyedQuestion } from '../../coach.js';
import { isCircular, names, roots } from '../../item-checks.js';
import { topicActivity } from '../../topic-phrasing.js';
import type { SeededRandom } from '../seeded-random.js';
import { explanationKeyConcepts, firstClause } from './explanation-key.js';
import type { TermKnowledge } from './term-knowledge.js';
import { displayedTerm, wordnetCitation } from './wordnet-citation.js';
import { isInstanceOf, nameOf, step } from './noun-links.js';
import type { Synset } from '../../../knowledge/wordnet/wordnet.js';
import {
  candidatePools,
  definitionOption,
  subjectOf,
  wrongDefinition,
  wrongKind,
  wrongKindOf,
  wrongOtherSense,
  wrongPart,
  wrongPartOf,
  type Subject,
} from './wrong-options.js';

// The podcast reads the same terms.
export { termsToTest } from './terms-to-test.js';

/**
 * Post-assessment items built from the knowledge base (D7, D18): they test the topic and what the
 * chat taught, with keys WordNet stands behind, and never what the learner happened to write.
 *
 * - which definition fits a term; a short explanation of it, graded against its definition;
 * - what a term is a kind of, or a part of;
 * - which of these are kinds (or parts) of a term, or which one is.
 *
 * Each item tests its own facts (a definition, one "kind of" or one "part of" link): no two items
 * test the same one. Its wrong options are ones WordNet does not also make right (wrong-options.ts),
 * and a phrasing that gives its answer away (item-checks.ts) is never used.
 */

export type KnowledgeDraft = Omit<KeyedQuestion, 'id'>;

/** Fewer terms than this, and the knowledge base knows too little to test the topic. */
export const MIN_TERMS = 1;

type Form = 'definition' | 'explain' | 'kindOf' | 'partOf' | 'kinds' | 'parts' | 'oneKind' | 'onePart';

/** The kind of item asked for first; when the terms have no more of it, any other. */
const FORMS: Record<'mc' | 'ms' | 'sa', readonly Form[]> = {
  mc: ['definition', 'kindOf', 'partOf', 'oneKind', 'onePart', 'kinds', 'parts', 'explain'],
  ms: ['kinds', 'parts', 'kindOf', 'partOf', 'definition', 'oneKind', 'onePart', 'explain'],
  sa: ['explain', 'definition', 'kindOf', 'partOf', 'kinds', 'parts', 'oneKind', 'onePart'],
};

/** Forms that ask the same question of a term: "which are kinds of X?" and "which is a kind of X?". */
const FAMILY: Record<Form, string> = {
  definition: 'definition',
  explain: 'explain',
  kindOf: 'kindOf',
  partOf: 'partOf',
  kinds: 'kinds',
  oneKind: 'kinds',
  parts: 'parts',
  onePart: 'parts',
};

/** Each form's pattern name in stored keys: stable, since item statistics and retirements use it. */
const PATTERN: Record<Form, string> = {
  definition: 'definition',
  explain: 'explain-term',
  kindOf: 'kind-of',
  partOf: 'part-of',
  kinds: 'kinds',
  parts: 'parts',
  oneKind: 'one-kind',
  onePart: 'one-part',
};

const MC_WRONG = 3;
const MS_OPTIONS = 5;
const MS_MAX_RIGHT = 3;
const MIN_WRONG = 2;
const PURPOSE = 'Checks a fact of the topic that the knowledge base (WordNet) stands behind.';

interface ChoiceSpec {
  type: Extract<QuestionType, 'multiple_choice' | 'multi_select'>;
  bloom: BloomLevel;
  /** Phrasings in order of preference: the first that does not give its answer away is used. */
  stems: string[];
  correct: string[];
  /** Candidates for the wrong options, nearest first, each already one WordNet does not make right. */
  wrong: Iterable<string>;
  objective: string;
  modelAnswer: string;
  citation: string;
  facts: string[];
}

export class KnowledgeQuestionWriter {
  /** The facts already tested: "definition:offset", "kind:offset>offset", "part:offset>offset". */
  private readonly facts = new Set<string>();
  /**
   * Forms done with for a term: one that found nothing never will (the tested facts only grow), and
   * one that found an item would ask it again in the same words.
   */
  private readonly exhausted = new Set<string>();
  /** How many items each term has had, so that every term gets a turn before any gets a second. */
  private readonly uses = new Map<number, number>();

  private readonly terms: readonly TermKnowledge[];
  /** Where the terms are used: "in the context of photosynthesis", "when you negotiate a salary". */
  private readonly where: string;

  constructor(
    terms: readonly TermKnowledge[],
    private readonly subject: string,
    private readonly topic: string,
    private readonly random: SeededRandom,
  ) {
    // One sense per word: two items on “water”, each keyed to another sense, would read as one word
    // with two answers.
    this.terms = terms.filter((k, i) => terms.findIndex((o) => o.term === k.term) === i);
    const activity = topicActivity(topic);
    this.where = activity ? `when you ${activity}` : `in the context of ${subject}`;
  }

  next(kind: 'mc' | 'ms' | 'sa'): KnowledgeDraft | null {
    const used = (k: TermKnowledge) => this.uses.get(k.synset.offset) ?? 0;
    const terms = [...this.terms].sort((a, b) => used(a) - used(b));
    for (const form of FORMS[kind]) {
      for (const term of terms) {
        const family = `family ${FAMILY[form]}:${term.synset.offset}`;
        const tried = `form ${form}:${term.synset.offset}`;
        if (this.exhausted.has(family) || this.exhausted.has(tried)) continue;
        const draft = this.write(form, term);
        this.exhausted.add(draft ? family : tried);
        if (draft) {
          this.uses.set(term.synset.offset, used(term) + 1);
          return draft;
        }
      }
    }
    return null;
  }

  /** The form, as item statistics name its pattern (AnswerKey.pattern). */
  private write(form: Form, k: TermKnowledge): KnowledgeDraft | null {
    const draft = this.draft(form, k);
    return draft && { ...draft, key: { ...draft.key, pattern: PATTERN[form] } };
  }

  private draft(form: Form, k: TermKnowledge): KnowledgeDraft | null {
    switch (form) {
      case 'definition':
        return this.definitionChoice(k);
      case 'explain':
        return this.explanation(k);
      case 'kindOf':
        return this.wholeChoice(k, 'kindOf');
      case 'partOf':
        return this.wholeChoice(k, 'partOf');
      case 'kinds':
        return this.membersChoice(k, 'kinds', 'multi_select');
      case 'parts':
        return this.membersChoice(k, 'parts', 'multi_select');
      case 'oneKind':
        return this.membersChoice(k, 'kinds', 'multiple_choice');
      case 'onePart':
        return this.membersChoice(k, 'parts', 'multiple_choice');
    }
  }

  private definitionChoice(k: TermKnowledge): KnowledgeDraft | null {
    const fact = `definition:${k.synset.offset}`;
    if (this.facts.has(fact)) return null;
    const subject = this.subjectFor(k);
    const term = displayedTerm(k);
    const correct = firstClause(k.definition);
    // "as it is used in the topic" says nothing when the term is the topic, and without it every
    // sense of the term fits: its other senses are wrong options only with the clause.
    const clause = this.needsTopic(k);
    const others = this.random.shuffle(subject.senses.filter((s) => wrongOtherSense(subject, this.topic, s)));
    const pools = candidatePools.definition(k.synset, this.otherSenses(k));
    const wrong = this.pick(pools, (c) => wrongDefinition(subject, c), definitionOption);
    return this.choice({
      type: 'multiple_choice',
      bloom: 'remember',
      stems: clause
        ? [`Which definition fits “${term}” ${this.where}?`]
        : [`Which definition fits “${term}”?`],
      correct: [correct],
      wrong: clause ? chain(others.map(definitionOption), wrong) : wrong,
      objective: `Define ${term}.`,
      modelAnswer: `${k.source}: “${correct}”.`,
      citation: wordnetCitation(k),
      facts: [fact],
    });
  }

  private explanation(k: TermKnowledge): KnowledgeDraft | null {
    const fact = `definition:${k.synset.offset}`;
    const keys = explanationKeyConcepts(k);
    if (this.facts.has(fact) || keys.length === 0) return null;
    const term = displayedTerm(k);
    // Not "in a sentence or two": "two" would give away "the quotient of two rational numbers".
    // Where naming the topic would give the key away, a word of several senses still needs to say
    // which one is meant.
    const stems = this.needsTopic(k)
      ? [
          `Briefly explain what “${term}” is ${this.where}.`,
          `Briefly explain what “${term}” is, in the sense it has in this session’s topic.`,
        ]
      : [`Briefly explain what “${term}” is.`];
    const accepted = firstClause(k.definition);
    for (const text of stems) {
      const draft: KnowledgeDraft = {
        text,
        type: 'short_answer',
        purpose: 'Checks that you can explain a key term of the topic in your own words.',
        options: [],
        learning_objective: `Explain ${term}.`,
        bloom_level: 'understand',
        context_field: null,
        scale: null,
        key: {
          keyConcepts: keys,
          modelAnswer: `${k.source}: “${accepted}”.`,
          acceptedAnswer: accepted,
          citation: wordnetCitation(k),
          source: 'knowledge_base',
          statement: `wordnet:${fact}`,
        },
      };
      if (!isCircular(draft, this.topic)) {
        this.facts.add(fact);
        return draft;
      }
    }
    return null;
  }

  /** "What is X a kind of?" or "What is X a part of?": one answer, its direct link in WordNet. */
  private wholeChoice(k: TermKnowledge, relation: 'kindOf' | 'partOf'): KnowledgeDraft | null {
    const subject = this.subjectFor(k);
    const term = displayedTerm(k);
    const link = relation === 'kindOf' ? 'kind' : 'part';
    for (const answer of step(k.synset, relation)) {
      const fact = `${link}:${k.synset.offset}>${answer.offset}`;
      if (this.facts.has(fact)) continue;
      const pools = candidatePools[relation](k.synset, answer, this.otherSenses(k));
      const fits = relation === 'kindOf' ? wrongKindOf : wrongPartOf;
      // The French Revolution is one revolution, not a kind of revolution.
      const asked =
        relation === 'partOf' ? 'a part' : isInstanceOf(k.synset, answer) ? 'an example' : 'a kind';
      const question = `what is “${term}” ${asked} of?`;
      const draft = this.choice({
        type: 'multiple_choice',
        bloom: 'understand',
        stems: [
          ...(this.needsTopic(k) ? [`${capitalised(this.where)}, ${question}`] : []),
          capitalised(question),
        ],
        correct: [nameOf(answer)],
        wrong: this.pick(pools, (c) => fits(subject, answer, c), nameOf),
        objective:
          relation === 'kindOf'
            ? `Place ${term} among the ideas of ${this.subject}.`
            : `Say what ${term} belongs to.`,
        modelAnswer: `${k.source} lists “${term}” as ${asked} of “${nameOf(answer)}”.`,
        citation: wordnetCitation(k, `what it is ${asked} of`),
        facts: [fact],
      });
      if (draft) return draft;
    }
    return null;
  }

  /** "Which of these are kinds (parts) of X?", or with one right option, "which of these is one?". */
  private membersChoice(
    k: TermKnowledge,
    relation: 'kinds' | 'parts',
    type: ChoiceSpec['type'],
  ): KnowledgeDraft | null {
    const term = displayedTerm(k);
    const fact = (member: Synset) =>
      `${relation === 'kinds' ? 'kind' : 'part'}:${member.offset}>${k.synset.offset}`;
    const least = type === 'multi_select' ? 2 : 1;
    // A member that repeats the term ("common fraction" of "fraction") would answer itself.
    const fresh = (members: Synset[]) =>
      this.random.shuffle(members).filter((m) => !this.facts.has(fact(m)) && !names(nameOf(m), k.term));
    // Kinds and instances are not mixed: "Bay of Bengal" is one bay, not a kind of bay.
    const types = fresh(step(k.synset, relation === 'kinds' ? 'types' : 'parts'));
    const instances = relation === 'kinds' ? fresh(step(k.synset, 'instances')) : [];
    const [members, link] =
      types.length >= least ? [types, relation === 'kinds' ? 'kind' : 'part'] : [instances, 'example'];
    const right = members.slice(0, type === 'multi_select' ? MS_MAX_RIGHT : 1);
    if (right.length < least) return null;
    const subject = this.subjectFor(k);
    const pools = candidatePools[relation](k.synset, this.otherSenses(k));
    const fits = relation === 'kinds' ? wrongKind : wrongPart;
    const rightNames = right.map(nameOf);
    return this.choice({
      type,
      bloom: type === 'multi_select' ? 'analyze' : 'understand',
      stems: [
        type === 'multi_select'
          ? `Which of these are ${link}s of “${term}”? Select all that apply.`
          : `Which of these is ${link === 'example' ? 'an' : 'a'} ${link} of “${term}”?`,
      ],
      correct: rightNames,
      wrong: this.pick(pools, (c) => fits(subject, c), nameOf),
      objective: `Tell the ${link}s of ${term} from other ideas.`,
      modelAnswer: `${k.source} lists ${rightNames.map((n) => `“${n}”`).join(', ')} among the ${link}s of “${term}”.`,
      citation: wordnetCitation(k, `its ${link}s`),
      facts: right.map(fact),
    });
  }

  private subjectFor(k: TermKnowledge): Subject {
    return subjectOf(k.term, k.synset);
  }

  /**
   * Whether the stem should say the term is meant as the topic uses it: only for a word of several
   * senses ("In the French Revolution, what is “revolution” a kind of?"), never for one of a single
   * sense (the Chinese Revolution is not "in" the French Revolution), and never when the term says
   * all the topic does ("as it is used in fractions" would explain “fraction” by itself).
   */
  private needsTopic(k: TermKnowledge): boolean {
    if (this.subjectFor(k).senses.length < 2) return false;
    const termRoots = roots(k.term);
    return !roots(this.topic).every((r) => termRoots.includes(r));
  }

  /** The senses of the other terms, in an order fixed by the seed. */
  private otherSenses(k: TermKnowledge): Synset[] {
    return this.random.shuffle(
      this.terms.filter((o) => o.synset.offset !== k.synset.offset).map((o) => o.synset),
    );
  }

  /**
   * The texts of the candidates that pass `fits`, nearest pool first, each pool in an order fixed by
   * the seed; lazily, since a few are enough and some rules walk far in WordNet.
   */
  private *pick(
    pools: Synset[][],
    fits: (c: Synset) => boolean,
    text: (c: Synset) => string,
  ): Generator<string> {
    const seen = new Set<number>();
    for (const pool of pools) {
      for (const candidate of this.random.shuffle(pool)) {
        if (seen.has(candidate.offset)) continue;
        seen.add(candidate.offset);
        if (fits(candidate)) yield text(candidate);
      }
    }
  }

  private choice(spec: ChoiceSpec): KnowledgeDraft | null {
    const wanted =
      spec.type === 'multiple_choice' ? MC_WRONG : Math.max(MIN_WRONG, MS_OPTIONS - spec.correct.length);
    const taken = new Set(spec.correct.map((c) => c.toLowerCase()));
    const wrong: string[] = [];
    for (const option of spec.wrong) {
      if (wrong.length === wanted) break;
      if (option === '' || taken.has(option.toLowerCase())) continue;
      taken.add(option.toLowerCase());
      wrong.push(option);
    }
    if (wrong.length < MIN_WRONG) return null;
    const options = this.random.shuffle([...spec.correct, ...wrong]);
    for (const text of spec.stems) {
      const draft: KnowledgeDraft = {
        text,
        type: spec.type,
        purpose: PURPOSE,
        options,
        learning_objective: spec.objective,
        bloom_level: spec.bloom,
        context_field: null,
        scale: null,
        key: {
          correctOptions: spec.correct,
          modelAnswer: spec.modelAnswer,
          acceptedAnswer: spec.correct.join('; '),
          citation: spec.citation,
          source: 'knowledge_base',
          // A multi-select tests several links: the first names the item's fact.
          statement: `wordnet:${spec.facts[0]}`,
        },
      };
      if (!isCircular(draft, this.topic)) {
        spec.facts.forEach((f) => this.facts.add(f));
        return draft;
      }
    }
    return null;
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function* chain<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}
