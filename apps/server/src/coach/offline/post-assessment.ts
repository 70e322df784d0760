import type { BloomLevel, Difficulty, QuestionType } from '@socratica/contracts';
import type { KeyedQuestion, PostAssessmentRequest } from '../coach.js';
import { closingConfidenceQuestion, postAssessmentSize } from '../closing-confidence-question.js';
import { subjectWords, words } from '../content-words.js';
import { topicInSentence, topicSubject } from '../topic-phrasing.js';
import { extractConcepts, type Concept, type ConceptMap } from './concept-extraction.js';
import { pickDistractors } from './distractor-pool.js';
import { hashSeed, seededRandom, type SeededRandom } from './seeded-random.js';

/**
 * The offline post-assessment (D7). Without knowledge of the world it cannot ask what is true
 * about a subject, so it asks about what the session itself covered: the concepts of the chat,
 * which ones came up together, and, with no chat, the learner's own focus and goal. Answer keys
 * are what the session said, so grading stays objective:
 *
 * - multiple choice: one concept from the session among distractors that share no word with it;
 * - multi-select: the concepts connected to one of them, among such distractors;
 * - short answer: about one concept, keyed by the concepts that came up with it (not named in the
 *   question, so repeating the question earns nothing), or about the topic, keyed by the session's
 *   main concepts.
 *
 * Every choice is drawn from a generator seeded by a hash of the request.
 */
export async function buildPostAssessment(request: PostAssessmentRequest): Promise<KeyedQuestion[]> {
  const size = postAssessmentSize(request.questionCount);
  const random = seededRandom(
    hashSeed(JSON.stringify([request.topic, request.difficulty, request.baseline, request.chat, size])),
  );
  const material = await gatherMaterial(request);
  const writer = new QuestionWriter(material, random);
  const knowledge: KeyedQuestion[] = [];
  for (const type of TYPE_ORDER.slice(0, size - 1)) {
    const draft = writer.next(type, request.difficulty);
    knowledge.push({ ...draft, id: `p${knowledge.length + 1}` });
  }
  return [...knowledge, closingConfidenceQuestion(request.topic, `p${size}`)];
}

/** Choice questions come early and short answers grow in number: recall first, then explanation. */
const TYPE_ORDER = ['mc', 'sa', 'ms', 'sa', 'mc', 'sa', 'ms', 'sa', 'sa'] as const;
type Kind = (typeof TYPE_ORDER)[number];

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
  sessionWords: Set<string>;
  topicWords: string[];
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
  const sessionWords = new Set([...chat.vocabulary, ...focus.vocabulary, ...goal.vocabulary]);
  for (const word of words(request.topic)) sessionWords.add(word);
  const topicWords = subjectWords(request.topic);
  return {
    subject: topicSubject(request.topic),
    topicLabel: topicInSentence(request.topic),
    chat,
    hasChatConcepts: chat.concepts.length > 0,
    focus: focus.concepts,
    goal: goal.concepts.filter((g) => !focus.concepts.some((f) => f.key === g.key)),
    sessionWords,
    topicWords: topicWords.length > 0 ? topicWords : words(request.topic),
  };
}

type Draft = Omit<KeyedQuestion, 'id'>;

const CENTRAL_WORDINGS = [
  (subject: string) => `Which of these ideas came up as central to your session on ${subject}?`,
  (subject: string) => `Which of these ideas was also part of your session on ${subject}?`,
  (subject: string) => `Which of these did your session on ${subject} also deal with?`,
];

class QuestionWriter {
  private readonly subjects = new Set<string>();
  private readonly used = new Set<string>();
  private readonly formUses = new Map<ConceptQuestion, number>();
  private centralAsked = 0;

  constructor(
    private readonly m: Material,
    private readonly random: SeededRandom,
  ) {}

  next(kind: Kind, difficulty: Difficulty): Draft {
    const attempts = {
      mc: () => this.multipleChoice(),
      ms: () => this.multiSelect(),
      sa: () => this.shortAnswer(difficulty),
    };
    // A kind the material cannot support gives way to a short answer, which always can.
    return attempts[kind]() ?? this.shortAnswer(difficulty) ?? this.lastResort();
  }

  private multipleChoice(): Draft | null {
    const { m } = this;
    if (m.hasChatConcepts) {
      const central = this.subject();
      const wording = CENTRAL_WORDINGS[this.centralAsked];
      if (central && wording) {
        this.centralAsked++;
        this.subjects.add(central.key);
        return this.choice('multiple_choice', 'remember', {
          text: wording(m.subject),
          correct: [central.label],
          objective: `Recall the central ideas of ${m.subject} from the session.`,
          purpose: 'Checks that you remember what the session was mainly about.',
          modelAnswer: this.evidence(central),
        });
      }
      const paired = this.subject((c) => m.chat.related(c).length > 0);
      const companion = paired && m.chat.related(paired)[0];
      if (paired && companion && this.once(`companion:${paired.key}`)) {
        this.subjects.add(paired.key);
        return this.choice('multiple_choice', 'understand', {
          text: `In your session, which idea came up together with ${paired.label}?`,
          correct: [companion.label],
          objective: `Relate ${paired.label} to the ideas around it.`,
          purpose: 'Checks that you can place an idea among the ones it was discussed with.',
          modelAnswer: this.evidence(paired, [companion]),
        });
      }
      return null;
    }
    const focus = m.focus[0];
    if (focus && this.once('focus-choice')) {
      return this.choice('multiple_choice', 'remember', {
        text: `Which of these did you name as something to focus on in ${m.subject}?`,
        correct: [focus.label],
        objective: `Recall the focus you set for learning ${m.subject}.`,
        purpose: 'Checks that you keep in mind what you set out to learn.',
        modelAnswer: `You wrote that you wanted to focus on ${focus.label}.`,
      });
    }
    const goal = m.goal[0];
    if (goal && this.once('goal-choice')) {
      return this.choice('multiple_choice', 'remember', {
        text: `Which of these is part of the goal you set for this session on ${m.subject}?`,
        correct: [goal.label],
        objective: `Recall the goal you set for learning ${m.subject}.`,
        purpose: 'Checks that you keep your goal in view.',
        modelAnswer: `Your goal mentioned ${goal.label}.`,
      });
    }
    if (this.once('subject-choice')) {
      return this.choice('multiple_choice', 'remember', {
        text: 'Which of these is the subject of this session?',
        correct: [m.topicLabel],
        objective: 'Name the subject of the session.',
        purpose: 'Anchors the assessment in the subject you chose.',
        modelAnswer: `This session was about ${m.topicLabel}.`,
      });
    }
    return null;
  }

  private multiSelect(): Draft | null {
    const { m } = this;
    if (m.hasChatConcepts) {
      const hub = this.subject((c) => m.chat.related(c).length >= 2);
      if (hub && this.once(`connected:${hub.key}`)) {
        this.subjects.add(hub.key);
        const connected = m.chat.related(hub).slice(0, 3);
        return this.choice('multi_select', 'understand', {
          text: `Which of these ideas were connected to ${hub.label} in your session? Select all that apply.`,
          correct: connected.map((c) => c.label),
          objective: `Identify the ideas connected to ${hub.label}.`,
          purpose: 'Checks that you see how the ideas of the session fit together.',
          modelAnswer: this.evidence(hub, connected),
        });
      }
      const covered = m.chat.concepts.slice(0, 3);
      if (covered.length >= 2 && this.once('covered')) {
        return this.choice('multi_select', 'remember', {
          text: `Which of these ideas came up in your session on ${m.subject}? Select all that apply.`,
          correct: covered.map((c) => c.label),
          objective: `Recall the ideas the session on ${m.subject} covered.`,
          purpose: 'Checks that you remember the range of what the session covered.',
          modelAnswer: `The session covered ${listed(covered.map((c) => c.label))}.`,
        });
      }
      return null;
    }
    const named = [...m.focus, ...m.goal].slice(0, 3);
    if (named.length >= 2 && this.once('named')) {
      return this.choice('multi_select', 'remember', {
        text: `Which of these did you name in your focus or goal for ${m.subject}? Select all that apply.`,
        correct: named.map((c) => c.label),
        objective: `Recall what you set out to learn about ${m.subject}.`,
        purpose: 'Checks that you keep your own aims in view.',
        modelAnswer: `You named ${listed(named.map((c) => c.label))}.`,
      });
    }
    return null;
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
    } else {
      const draft = this.baselineQuestion();
      if (draft) return draft;
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
      const keys = [...m.chat.related(c), ...m.chat.related(d)].filter((x) => x !== c && x !== d);
      const distinct = [...new Map(keys.map((k) => [k.key, k])).values()].slice(0, 2);
      if (distinct.length === 0 || !this.once(`compare:${c.key}:${d.key}`)) return null;
      this.subjects.add(c.key).add(d.key);
      return shortAnswer('evaluate', {
        text: `Which matters more for understanding ${m.subject}: ${c.label} or ${d.label}? Argue for your choice.`,
        keys: distinct.map((k) => k.label),
        objective: `Judge how much ${c.label} and ${d.label} each matter in ${m.subject}.`,
        purpose: 'Checks that you can weigh ideas against each other and justify the judgement.',
        modelAnswer: this.evidence(c, distinct),
      });
    }
    if (!this.once(`${form}:${c.key}`)) return null;
    this.subjects.add(c.key);
    const keys = this.keysFor(c);
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
    return shortAnswer(bloom, { text, keys, objective, purpose, modelAnswer: this.evidence(c, []) });
  }

  private baselineQuestion(): Draft | null {
    const { m } = this;
    if (m.focus.length > 0 && this.once('focus-recall')) {
      return shortAnswer('understand', {
        text: `What did you say you most wanted to understand about ${m.subject}? Explain it as well as you can now.`,
        keys: m.focus.slice(0, 2).map((c) => c.label),
        objective: `Explain the part of ${m.subject} you chose to focus on.`,
        purpose: 'Checks how far you got with the focus you chose.',
        modelAnswer: `Your focus named ${listed(m.focus.slice(0, 2).map((c) => c.label))}.`,
      });
    }
    if (m.goal.length > 0 && this.once('goal-step')) {
      return shortAnswer('apply', {
        text: `What goal did you set for this session on ${m.subject}, and what is one concrete first step toward it?`,
        keys: m.goal.slice(0, 2).map((c) => c.label),
        objective: `Plan a first step toward your goal for ${m.subject}.`,
        purpose: 'Checks that you can turn your goal into action.',
        modelAnswer: `Your goal named ${listed(m.goal.slice(0, 2).map((c) => c.label))}.`,
      });
    }
    return null;
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
      const keys = this.mainConcepts();
      return shortAnswer(bloom, {
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
    return shortAnswer('understand', {
      text: `What else would you like to say about ${this.m.subject}?`,
      keys: this.mainConcepts(),
      objective: `Explain ${this.m.subject} in your own words.`,
      purpose: 'Gives room for anything the other questions missed.',
      modelAnswer: `A good answer brings in ${listed(this.mainConcepts())}.`,
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

  /** What a good answer about `c` brings in: what came up with it, else the session's main ideas. */
  private keysFor(c: Concept): string[] {
    const related = this.m.chat.related(c).slice(0, 2);
    if (related.length > 0) return related.map((r) => r.label);
    const others = this.m.chat.concepts.filter((x) => x !== c && !sharesWord(x, c)).slice(0, 2);
    return others.length > 0 ? others.map((o) => o.label) : this.mainConcepts();
  }

  private mainConcepts(): string[] {
    const { m } = this;
    const concepts = m.hasChatConcepts ? m.chat.concepts : [...m.focus, ...m.goal];
    return concepts.length > 0 ? concepts.slice(0, 2).map((c) => c.label) : m.topicWords.slice(0, 3);
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

  private choice(
    type: Extract<QuestionType, 'multiple_choice' | 'multi_select'>,
    bloom: BloomLevel,
    spec: { text: string; correct: string[]; objective: string; purpose: string; modelAnswer: string },
  ): Draft | null {
    const correct = spec.correct.map(capitalised);
    const wanted = type === 'multiple_choice' ? 3 : Math.max(2, 5 - correct.length);
    const distractors = pickDistractors(wanted, this.m.sessionWords, this.random);
    if (distractors.length < 2) return null;
    return {
      text: spec.text,
      type,
      purpose: spec.purpose,
      options: this.random.shuffle([...correct, ...distractors]),
      learning_objective: spec.objective,
      bloom_level: bloom,
      context_field: null,
      scale: null,
      key: { correctOptions: correct, modelAnswer: spec.modelAnswer },
    };
  }
}

function shortAnswer(
  bloom: BloomLevel,
  spec: { text: string; keys: string[]; objective: string; purpose: string; modelAnswer: string },
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
    key: { keyConcepts: spec.keys, modelAnswer: spec.modelAnswer },
  };
}

function sharesWord(a: Concept, b: Concept): boolean {
  return a.words.some((w) => b.words.includes(w));
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'the main ideas';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
