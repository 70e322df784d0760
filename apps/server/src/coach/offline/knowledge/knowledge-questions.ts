import type { BloomLevel, QuestionType } from '@socratica/contracts';
import type { KeyedQuestion } from '../../coach.js';
import { stem, subjectWords, words } from '../../content-words.js';
import type { SeededRandom } from '../seeded-random.js';
import { explanationKeyConcepts, firstClause } from './explanation-key.js';
import { isKindOf, knowTerm, type TermKnowledge } from './term-knowledge.js';

/**
 * Post-assessment items built from the knowledge base (D7, D18): they test the topic and what the
 * chat taught, with keys WordNet stands behind, and never what the learner happened to write.
 *
 * - which definition fits a term, the wrong options being its other senses and other terms' senses;
 * - what a term is a kind of, or a part of;
 * - which of these are kinds of a term;
 * - a short explanation, graded against the key words of the definition.
 */

export type KnowledgeDraft = Omit<KeyedQuestion, 'id'>;

/** Fewer terms than this, and the knowledge base knows too little to test the topic. */
export const MIN_TERMS = 2;
const MAX_TERMS = 8;
/** Words sharing this many first letters count as one: "photosynthetic" and "photosynthesis". */
const PREFIX = 6;

/**
 * The terms worth testing: the topic's own words, their parts and kinds in WordNet, then the chat's
 * concepts where WordNet ties them to the topic. One per sense.
 */
export function termsToTest(topic: string, chatConcepts: readonly string[]): TermKnowledge[] {
  const found = new Map<number, TermKnowledge>();
  const add = (k: TermKnowledge | null) => {
    if (k && !found.has(k.synset.offset) && found.size < MAX_TERMS) found.set(k.synset.offset, k);
  };
  // The whole topic when WordNet has it ("French Revolution"), and its head word; else every word.
  const whole = knowTerm(topic, topic);
  const candidates = whole ? [topic, subjectWords(topic).at(-1) ?? ''] : subjectWords(topic);
  const topicTerms = candidates
    .map((t) => knowTerm(t, topic))
    .filter((k): k is TermKnowledge => k !== null && k.fitsTopic);
  topicTerms.forEach(add);
  const topicPrefixes = new Set(
    [...words(topic), ...topicTerms.flatMap((k) => [...words(k.definition), ...k.parts, ...k.kinds])].map(
      prefix,
    ),
  );
  for (const label of chatConcepts) {
    const k = knowTerm(label, topic);
    if (k && k.fitsTopic && relatedToTopic(k, topicPrefixes)) add(k);
  }
  for (const k of topicTerms)
    for (const part of [...k.parts, ...k.kinds].slice(0, 3)) add(knowTerm(part, topic));
  return [...found.values()];
}

function relatedToTopic(k: TermKnowledge, topicPrefixes: ReadonlySet<string>): boolean {
  const own = [k.term, ...words(k.definition), ...k.kindOf, ...k.partOf].flatMap(words).map(prefix);
  return own.some((p) => topicPrefixes.has(p));
}

function prefix(word: string): string {
  return stem(word.toLowerCase()).slice(0, PREFIX);
}

export class KnowledgeQuestionWriter {
  private readonly asked = new Set<string>();
  private turn = 0;

  constructor(
    private readonly terms: readonly TermKnowledge[],
    private readonly subject: string,
    private readonly topic: string,
    private readonly random: SeededRandom,
  ) {}

  next(kind: 'mc' | 'ms' | 'sa'): KnowledgeDraft | null {
    type Form = (term: TermKnowledge) => KnowledgeDraft | null;
    const definition: Form = (t) => this.definitionChoice(t);
    const kindOf: Form = (t) => this.kindOfChoice(t);
    const explain: Form = (t) => this.explanation(t);
    const partOf: Form = (t) => this.partOfChoice(t);
    const kinds: Form = (t) => this.kindsSelect(t);
    // The kind asked for first; when the terms have no more of it, any other kind of item.
    const forms: Form[] =
      kind === 'mc'
        ? [definition, kindOf, partOf, explain, kinds]
        : kind === 'ms'
          ? [kinds, definition, kindOf, partOf, explain]
          : [explain, definition, kindOf, partOf, kinds];
    for (let attempt = 0; attempt < this.terms.length; attempt++) {
      const term = this.terms[(this.turn + attempt) % this.terms.length];
      if (!term) continue;
      for (const form of forms) {
        const draft = form(term);
        if (draft) {
          this.turn++;
          return draft;
        }
      }
    }
    return null;
  }

  private definitionChoice(k: TermKnowledge): KnowledgeDraft | null {
    if (!this.once(`definition:${k.synset.offset}`)) return null;
    const correct = firstClause(k.definition);
    const others = [...k.otherSenses, ...this.others(k).map((o) => o.definition)].map(firstClause);
    return this.choice('multiple_choice', 'remember', {
      text: `Which definition fits “${k.term}” as it is used in ${this.subject}?`,
      correct: [correct],
      wrong: others.filter((o) => o !== correct),
      objective: `Define ${k.term}.`,
      modelAnswer: `${k.source}: “${correct}”.`,
    });
  }

  private kindOfChoice(k: TermKnowledge): KnowledgeDraft | null {
    const [kind] = k.kindOf;
    if (!kind || !this.once(`kind-of:${k.synset.offset}`)) return null;
    return this.choice('multiple_choice', 'understand', {
      text: `In ${this.subject}, what is “${k.term}” a kind of?`,
      correct: [kind],
      wrong: this.others(k)
        .flatMap((o) => [...o.kindOf, o.term])
        .filter((w) => w !== k.term && !isKindOf(k, w)),
      objective: `Place ${k.term} among the ideas of ${this.subject}.`,
      modelAnswer: `${k.source} lists “${k.term}” as a kind of “${kind}”.`,
    });
  }

  private partOfChoice(k: TermKnowledge): KnowledgeDraft | null {
    const [whole] = k.partOf;
    if (!whole || !this.once(`part-of:${k.synset.offset}`)) return null;
    return this.choice('multiple_choice', 'understand', {
      text: `In ${this.subject}, what is “${k.term}” a part of?`,
      correct: [whole],
      wrong: this.others(k)
        .flatMap((o) => [...o.partOf, o.term])
        .filter((w) => w !== k.term && !k.partOf.includes(w)),
      objective: `Say what ${k.term} belongs to.`,
      modelAnswer: `${k.source} lists “${k.term}” as a part of “${whole}”.`,
    });
  }

  private kindsSelect(k: TermKnowledge): KnowledgeDraft | null {
    const kinds = k.kinds.slice(0, 3);
    if (kinds.length < 2 || !this.once(`kinds:${k.synset.offset}`)) return null;
    const wrong = this.others(k)
      .flatMap((o) => [o.term, ...o.kinds])
      .filter((w) => !k.kinds.includes(w) && w !== k.term && !isKindOf(knowTerm(w, this.topic) ?? k, k.term));
    return this.choice('multi_select', 'analyze', {
      text: `Which of these are kinds of “${k.term}”? Select all that apply.`,
      correct: kinds,
      wrong,
      objective: `Tell the kinds of ${k.term} from other ideas.`,
      modelAnswer: `${k.source} lists these kinds of “${k.term}”: ${kinds.join(', ')}.`,
    });
  }

  private explanation(k: TermKnowledge): KnowledgeDraft | null {
    if (!this.once(`explain:${k.synset.offset}`)) return null;
    const keys = explanationKeyConcepts(k);
    if (keys.length === 0) return null;
    return {
      text: `In a sentence or two, explain what “${k.term}” means in ${this.subject}.`,
      type: 'short_answer',
      purpose: 'Checks that you can explain a key term of the topic in your own words.',
      options: [],
      learning_objective: `Explain ${k.term}.`,
      bloom_level: 'understand',
      context_field: null,
      scale: null,
      key: {
        keyConcepts: keys,
        modelAnswer: `${k.source}: “${firstClause(k.definition)}”.`,
        source: 'knowledge_base',
      },
    };
  }

  /** The other terms, in an order fixed by the seed. */
  private others(k: TermKnowledge): TermKnowledge[] {
    return this.random.shuffle(this.terms.filter((o) => o.synset.offset !== k.synset.offset));
  }

  private once(name: string): boolean {
    if (this.asked.has(name)) return false;
    this.asked.add(name);
    return true;
  }

  private choice(
    type: Extract<QuestionType, 'multiple_choice' | 'multi_select'>,
    bloom: BloomLevel,
    spec: { text: string; correct: string[]; wrong: string[]; objective: string; modelAnswer: string },
  ): KnowledgeDraft | null {
    const wanted = type === 'multiple_choice' ? 3 : Math.max(2, 5 - spec.correct.length);
    const correct = new Set(spec.correct.map((c) => c.toLowerCase()));
    const wrong = [...new Set(spec.wrong)]
      .filter((w) => w !== '' && !correct.has(w.toLowerCase()))
      .slice(0, wanted);
    if (wrong.length < 2) return null;
    return {
      text: spec.text,
      type,
      purpose: 'Checks a fact of the topic that the knowledge base (WordNet) stands behind.',
      options: this.random.shuffle([...spec.correct, ...wrong]),
      learning_objective: spec.objective,
      bloom_level: bloom,
      context_field: null,
      scale: null,
      key: { correctOptions: spec.correct, modelAnswer: spec.modelAnswer, source: 'knowledge_base' },
    };
  }
}

