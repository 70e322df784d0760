import type { BloomLevel, Difficulty } from '@socratica/contracts';
import type { KeyedQuestion, PostAssessmentRequest } from '../coach.js';
import { closingConfidenceQuestion, postAssessmentSize } from '../closing-confidence-question.js';
import { subjectWords, words } from '../content-words.js';
import { givenAwayKeyConcepts } from '../item-checks.js';
import { topicInSentence, topicSubject } from '../topic-phrasing.js';
import { extractConcepts, type Concept, type ConceptMap } from './concept-extraction.js';
import { explanationKeyConcepts, firstClause } from './knowledge/explanation-key.js';
import { KnowledgeQuestionWriter, MIN_TERMS, termsToTest } from './knowledge/knowledge-questions.js';
import { knowTerm } from './knowledge/term-knowledge.js';
import { wordnetCitation } from './knowledge/wordnet-citation.js';
import { WORDNET_SOURCE } from '../../knowledge/wordnet/wordnet.js';
import { loadTagger } from '../../knowledge/language/tagged-text.js';
import { passageQuestions } from './passage-questions.js';
import { hashSeed, seededRandom, type SeededRandom } from './seeded-random.js';

/**
 * The offline post-assessment (D7, D18, D19). Up to half its scored items test what the session's sources
 * say (passage-questions.ts). The rest come from the knowledge base (WordNet),
 * for the topic and the concepts the chat taught (knowledge-questions.ts): they test the topic, and
 * their keys are facts WordNet stands behind. Where WordNet knows too little about the topic, the
 * items ask the learner to explain the session's ideas, keyed by what the session said, and are
 * marked 'session' so that the result is labelled a self-check, not a knowledge test. No item asks
 * what the learner said: their own words are no knowledge to test.
 *
 * There are always as many scored items as the size asks for (issue 22): WordNet's first, then the
 * session's. None gives its answer away (item-checks.ts): a session item's key never repeats its
 * question, except when the topic's name is all there is to go on. Every key says what answer is
 * accepted and where it comes from.
 *
 * Every choice is drawn from a generator seeded by a hash of the request.
 */
export async function buildPostAssessment(request: PostAssessmentRequest): Promise<KeyedQuestion[]> {
  const size = postAssessmentSize(request.questionCount);
  const random = seededRandom(
    hashSeed(JSON.stringify([request.topic, request.difficulty, request.baseline, request.chat, size])),
  );
  const material = await gatherMaterial(request);
  // What the chat taught, then what the learner came to learn: WordNet's facts about either test the
  // topic, never the learner's own words (termsToTest keeps only terms tied to the topic).
  const terms = termsToTest(
    request.topic,
    material.chat.concepts.map((c) => c.label),
    [...material.focus, ...material.goal].map((c) => c.label),
  );
  const fromKnowledge =
    terms.length >= MIN_TERMS
      ? new KnowledgeQuestionWriter(terms, material.subject, request.topic, random)
      : null;
  const writer = new QuestionWriter(material, random);
  // What the session's sources say comes first, for up to half the items: recall before explanation.
  const scored = size - 1;
  const drafts = passageQuestions(
    request.passages ?? [],
    request.topic,
    Math.ceil(scored / 2),
    random,
    await loadTagger(),
  );
  for (const type of TYPE_ORDER.slice(drafts.length, scored)) {
    drafts.push(fromKnowledge?.next(type) ?? writer.next(request.difficulty));
  }
  const items = drafts.map((draft, index) => ({ ...draft, id: `p${index + 1}` }));
  return [...items, closingConfidenceQuestion(request.topic, `p${size}`)];
}

/** Choice questions come early and short answers grow in number: recall first, then explanation. */
const TYPE_ORDER = ['mc', 'sa', 'ms', 'sa', 'mc', 'sa', 'ms', 'sa', 'sa'] as const;

/** Which higher-order questions come first for each level. */
const CONCEPT_QUESTIONS_BY_LEVEL: Record<Difficulty, readonly ConceptQuestion[]> = {
  beginner: ['explain', 'example', 'connect', 'create', 'compare'],
  intermediate: ['example', 'explain', 'connect', 'compare', 'create'],
  advanced: ['connect', 'compare', 'example', 'create', 'explain'],
};
type ConceptQuestion = 'explain' | 'example' | 'connect' | 'compare' | 'create';

interface Material {
  subject: string;
  topicLabel: string;
  chat: ConceptMap;
  hasChatConcepts: boolean;
  focus: Concept[];
  goal: Concept[];
  topicWords: string[];
  /** What WordNet says the topic itself is, when it knows: keys for questions on the topic as a whole. */
  topicDefinition: { keys: string[]; acceptedAnswer: string; citation: string } | null;
}

async function gatherMaterial(request: PostAssessmentRequest): Promise<Material> {
  const chat = await extractConcepts(request.chat, request.topic);
  const focus = await extractConcepts(
    [{ content: request.baseline.learning_focus, role: 'baseline' }],
    request.topic,
  );
  const goal = await extractConcepts(
    [{ content: request.baseline.success_criteria, role: 'baseline' }],
    request.topic,
  );
  const topicWords = subjectWords(request.topic);
  return {
    subject: topicSubject(request.topic),
    topicLabel: topicInSentence(request.topic),
    chat,
    hasChatConcepts: chat.concepts.length > 0,
    focus: focus.concepts,
    goal: goal.concepts.filter((g) => !focus.concepts.some((f) => f.key === g.key)),
    topicWords: topicWords.length > 0 ? topicWords : words(request.topic),
    topicDefinition: topicDefinition(request.topic),
  };
}

/** The topic's own WordNet entry, in the sense that fits it; null when WordNet does not know it. */
function topicDefinition(topic: string): Material['topicDefinition'] {
  const known = knowTerm(topic, topic) ?? knowTerm(subjectWords(topic).at(-1) ?? '', topic);
  if (!known?.fitsTopic) return null;
  const keys = explanationKeyConcepts(known);
  if (keys.length === 0) return null;
  return { keys, acceptedAnswer: firstClause(known.definition), citation: wordnetCitation(known) };
}

type Draft = Omit<KeyedQuestion, 'id'>;

class QuestionWriter {
  private readonly subjects = new Set<string>();
  private readonly used = new Set<string>();
  private readonly formUses = new Map<ConceptQuestion, number>();
  private topicQuestionsAsked = 0;

  constructor(
    private readonly m: Material,
    private readonly random: SeededRandom,
  ) {}

  /**
   * The fallback's items are all short answers on the session's ideas and the topic: choice
   * questions built from a chat alone could only ask what was said, which tests no knowledge.
   */
  next(difficulty: Difficulty): Draft {
    const draft = this.shortAnswer(difficulty) ?? this.lastResort();
    const keys = draft.key.keyConcepts ?? [];
    const definition = this.m.topicDefinition;
    // Keyed by WordNet's definition of the topic, the item tests the topic, not the session.
    if (definition && keys.length > 0 && keys.every((k) => definition.keys.includes(k))) {
      return {
        ...draft,
        key: {
          ...draft.key,
          modelAnswer: `${WORDNET_SOURCE}: “${definition.acceptedAnswer}”.`,
          acceptedAnswer: definition.acceptedAnswer,
          citation: definition.citation,
          source: 'knowledge_base',
        },
      };
    }
    return {
      ...draft,
      key: {
        ...draft.key,
        acceptedAnswer: `A good answer brings in ${listed(keys)}.`,
        citation: this.citation(keys),
        source: 'session',
      },
    };
  }

  /** Where the keys come from: the chat, else the learner's own focus and goal, else the topic's name. */
  private citation(keys: readonly string[]): string {
    const { m } = this;
    const from = (concepts: readonly Concept[]) => keys.some((k) => concepts.some((c) => c.label === k));
    if (from(m.chat.concepts)) return SESSION_CITATION;
    if (from([...m.focus, ...m.goal])) return 'Your own answers before the session (your focus and goal)';
    return 'Only the topic’s name: nothing else was known about it';
  }

  private shortAnswer(difficulty: Difficulty): Draft | null {
    if (this.m.hasChatConcepts) {
      // The least used form first, so that the questions climb through Bloom's levels in turn.
      const order = CONCEPT_QUESTIONS_BY_LEVEL[difficulty];
      const forms = [...order].sort(
        (a, b) =>
          (this.formUses.get(a) ?? 0) - (this.formUses.get(b) ?? 0) || order.indexOf(a) - order.indexOf(b),
      );
      for (const form of forms) {
        const draft = this.conceptQuestion(form);
        if (draft) {
          this.formUses.set(form, (this.formUses.get(form) ?? 0) + 1);
          return draft;
        }
      }
    }
    return this.topicQuestion();
  }

  private conceptQuestion(form: ConceptQuestion): Draft | null {
    const { m } = this;
    const c = this.subject();
    if (!c) return null;
    if (form === 'compare') {
      const d = m.chat.concepts.find((x) => x !== c && !this.subjects.has(x.key) && !sharesWord(x, c));
      if (!d) return null;
      const text = `Which matters more for understanding ${m.subject}: ${c.label} or ${d.label}? Argue for your choice.`;
      const keys = [...m.chat.related(c), ...m.chat.related(d)].filter(
        (x) => x !== c && x !== d && givenAwayKeyConcepts(text, [x.label]).length === 0,
      );
      const distinct = [...new Map(keys.map((k) => [k.key, k])).values()].slice(0, 2);
      if (distinct.length === 0 || !this.once(`compare:${c.key}:${d.key}`)) return null;
      this.subjects.add(c.key).add(d.key);
      return shortAnswer('evaluate', {
        pattern: 'session-compare',
        text,
        keys: distinct.map((k) => k.label),
        objective: `Judge how much ${c.label} and ${d.label} each matter in ${m.subject}.`,
        purpose: 'Checks that you can weigh ideas against each other and justify the judgement.',
        modelAnswer: this.evidence(c, distinct),
      });
    }
    if (!this.once(`${form}:${c.key}`)) return null;
    const forms: Record<Exclude<ConceptQuestion, 'compare'>, [BloomLevel, string, string, string]> = {
      explain: [
        'understand',
        `In your own words, explain the idea of ${c.label} and how it relates to ${m.subject}.`,
        `Explain ${c.label} and its place in ${m.subject}.`,
        'Checks that you can explain an idea from the session in your own words.',
      ],
      example: [
        'apply',
        `Give a concrete example of ${c.label} in practice, and say what it shows about ${m.subject}.`,
        `Apply ${c.label} to a concrete case.`,
        'Checks that you can use an idea from the session, not only name it.',
      ],
      connect: [
        'analyze',
        `How does ${c.label} connect to the other ideas from your session? Name them and describe the connection.`,
        `Analyse how ${c.label} connects to the other ideas of ${m.subject}.`,
        'Checks that you can take the session apart and see how its ideas depend on each other.',
      ],
      create: [
        'create',
        `Write a question about ${c.label} that would show whether someone really understands ${m.subject}, then answer it.`,
        `Create a test of understanding for ${c.label}.`,
        'Checks that you understand an idea well enough to test someone else on it.',
      ],
    };
    const [bloom, text, objective, purpose] = forms[form];
    const keys = this.keysFor(c, text);
    if (keys.length === 0) return null;
    this.subjects.add(c.key);
    return shortAnswer(bloom, {
      pattern: `session-${form}`,
      text,
      keys,
      objective,
      purpose,
      modelAnswer: this.evidence(c, []),
    });
  }

  /** Questions about the topic as a whole: always possible, each asked once. */
  private topicQuestion(): Draft | null {
    const { m } = this;
    const s = m.subject;
    const prompts: [string, BloomLevel, string, string][] = [
      [
        'explain',
        'understand',
        `Explain ${s} in your own words, as you would to a friend who has never heard of it.`,
        `Explain ${s} in your own words.`,
      ],
      [
        'situation',
        'apply',
        `Describe a situation where ${s} matters, and what you would do or look for in it.`,
        `Apply ${s} to a real situation.`,
      ],
      [
        'important',
        'evaluate',
        `What is the most important idea in ${s}, and why?`,
        `Judge which idea of ${s} matters most.`,
      ],
      [
        'misunderstanding',
        'analyze',
        `What is a common misunderstanding about ${s}, and how would you correct it?`,
        `Tell a sound understanding of ${s} from a mistaken one.`,
      ],
      [
        'next',
        'create',
        `What question about ${s} would you explore next, and why does it matter?`,
        `Extend what you learned about ${s} with a question of your own.`,
      ],
      [
        'summary',
        'understand',
        `Summarise what you now know about ${s} in two or three sentences.`,
        `Summarise ${s}.`,
      ],
      [
        'example',
        'apply',
        `Give an example that shows ${s} at work, and explain it.`,
        `Illustrate ${s} with an example.`,
      ],
      [
        'connection',
        'analyze',
        `How does ${s} connect to something you already know well?`,
        `Connect ${s} to what you already know.`,
      ],
      [
        'change',
        'evaluate',
        `What will you do or think differently now that you have studied ${s}?`,
        `Evaluate what ${s} changes for you.`,
      ],
    ];
    for (const [name, bloom, text, objective] of prompts) {
      if (!this.once(`topic:${name}`)) continue;
      // Each question on the topic as a whole is keyed to the next ideas in turn, not all to the same two.
      const concepts = this.mainConcepts();
      const start = (KEYS_PER_QUESTION * this.topicQuestionsAsked++) % Math.max(1, concepts.length);
      const keys = notGivenAway(text, [...concepts.slice(start), ...concepts.slice(0, start)]);
      return shortAnswer(bloom, {
        pattern: `topic-${name}`,
        text,
        keys,
        objective,
        purpose: 'Checks your grasp of the topic as a whole.',
        modelAnswer: `A good answer brings in ${listed(keys)}.`,
      });
    }
    return null;
  }

  /** Only reached if more than nine questions were asked of material with nothing in it. */
  private lastResort(): Draft {
    const text = `What else would you like to say about ${this.m.subject}?`;
    const keys = notGivenAway(text, this.mainConcepts());
    return shortAnswer('understand', {
      pattern: 'topic-anything-else',
      text,
      keys,
      objective: `Explain ${this.m.subject} in your own words.`,
      purpose: 'Gives room for anything the other questions missed.',
      modelAnswer: `A good answer brings in ${listed(keys)}.`,
    });
  }

  private subject(fits: (c: Concept) => boolean = () => true): Concept | undefined {
    return this.m.chat.concepts.find((c) => !this.subjects.has(c.key) && fits(c));
  }

  private once(name: string): boolean {
    if (this.used.has(name)) return false;
    this.used.add(name);
    return true;
  }

  /**
   * What a good answer about `c` brings in: what came up with it, else the session's other ideas;
   * never what the question itself says, which would earn credit for copying it.
   */
  private keysFor(c: Concept, text: string): string[] {
    const fresh = (concepts: readonly Concept[]) =>
      concepts.filter((x) => x !== c && givenAwayKeyConcepts(text, [x.label]).length === 0);
    const related = fresh(this.m.chat.related(c)).slice(0, 2);
    if (related.length > 0) return related.map((r) => r.label);
    const others = fresh(this.m.chat.concepts.filter((x) => !sharesWord(x, c))).slice(0, 2);
    return others.length > 0 ? others.map((o) => o.label) : notGivenAway(text, this.mainConcepts());
  }

  /**
   * The session's main ideas, else the learner's focus and goal, else what WordNet says the topic
   * is. With none of them there is nothing to grade by but the topic's own words.
   */
  private mainConcepts(): string[] {
    const { m } = this;
    const concepts = m.hasChatConcepts ? m.chat.concepts : [...m.focus, ...m.goal];
    if (concepts.length > 0) return concepts.slice(0, 6).map((c) => c.label);
    return m.topicDefinition?.keys ?? m.topicWords.slice(0, 3);
  }

  /** The sentence of the session that best shows the concept, with the ones it relates to. */
  private evidence(c: Concept, along: readonly Concept[] = []): string {
    const { chat } = this.m;
    let best: { text: string; weight: number } | undefined;
    for (const index of c.sentences) {
      const sentence = chat.sentences[index];
      if (!sentence) continue;
      const weight =
        along.filter((a) => a.sentences.has(index)).length * 2 + (sentence.role === 'assistant' ? 1 : 0);
      if (!best || weight > best.weight) best = { text: sentence.text, weight };
    }
    return best ? `From your session: “${clip(best.text, 280)}”` : `Your session discussed ${c.label}.`;
  }
}

function shortAnswer(
  bloom: BloomLevel,
  spec: {
    pattern: string;
    text: string;
    keys: string[];
    objective: string;
    purpose: string;
    modelAnswer: string;
  },
): Draft {
  return {
    text: spec.text,
    type: 'short_answer',
    purpose: spec.purpose,
    options: [],
    learning_objective: spec.objective,
    bloom_level: bloom,
    context_field: null,
    scale: null,
    key: { keyConcepts: spec.keys, modelAnswer: spec.modelAnswer, pattern: spec.pattern },
  };
}

const SESSION_CITATION = 'Your own session (what the tutor and you wrote)';
const KEYS_PER_QUESTION = 2;

/**
 * The concepts the question does not already state, at most two. When every one is stated (the
 * topic's own words are all there is), they stay: nothing else could grade the answer.
 */
function notGivenAway(text: string, concepts: readonly string[]): string[] {
  const given = new Set(givenAwayKeyConcepts(text, concepts));
  const fresh = concepts.filter((c) => !given.has(c));
  return (fresh.length > 0 ? fresh : concepts).slice(0, KEYS_PER_QUESTION);
}

function sharesWord(a: Concept, b: Concept): boolean {
  return a.words.some((w) => b.words.includes(w));
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'the main ideas';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
