import type { BaselineContextField, Question, TimeAllocation } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { SESSIONS } from '../../../test/fakes/sample-sessions.js';
import { computeBaselineScore } from '../baseline-score.js';
import type { Coach, KeyedQuestion } from '../coach.js';
import { knowledgeBasisOf, knowledgeNote } from '../knowledge-basis.js';
import { knowTerm } from './knowledge/term-knowledge.js';
import { nounSenses, synsetAt, type Synset } from '../../knowledge/wordnet/wordnet.js';
import { createOfflineCoach } from './offline-coach.js';

const coach: Coach = createOfflineCoach();
const time: TimeAllocation = {
  total_minutes: 30,
  pre_assessment_minutes: 4.5,
  chat_learning_minutes: 21,
  post_assessment_minutes: 4.5,
};
const TOPICS = SESSIONS.map((s) => s.topic);

function answersFor(session: (typeof SESSIONS)[number]): Record<BaselineContextField, string> {
  return { ...session.baseline, confidence_baseline: String(session.baseline.confidence_baseline) };
}

describe('offline generateBaseline', () => {
  it.each(TOPICS)('asks the five D5 questions in order about %s', async (topic) => {
    const questions = await coach.generateBaseline({ topic, difficulty: 'beginner', timeAllocation: time });
    expect(questions.map((q) => [q.id, q.type, q.context_field])).toEqual([
      ['q1', 'multiple_choice', 'experience_level'],
      ['q2', 'text', 'learning_focus'],
      ['q3', 'multiple_choice', 'learning_preferences'],
      ['q4', 'text', 'success_criteria'],
      ['q5', 'confidence_rating', 'confidence_baseline'],
    ]);
    for (const q of questions) {
      expect(q.purpose).not.toBe('');
      expect(q.bloom_level).toBeNull();
      expect(q.learning_objective).toBeNull();
      expect(q.options).toHaveLength(q.type === 'multiple_choice' ? 4 : 0);
      expect(q.scale).toEqual(q.type === 'confidence_rating' ? { min: 1, max: 10 } : null);
    }
    const knowledge = questions[0]!.options;
    expect(new Set(knowledge).size).toBe(4);
    const named = topic.replace(/^The /, 'the ').replace(/^how to /, '');
    for (const option of knowledge) expect(option).toContain(named);
  });

  it('phrases "how to" topics as an activity', async () => {
    const [level] = await coach.generateBaseline({
      topic: 'how to negotiate a salary?',
      difficulty: 'beginner',
      timeAllocation: time,
    });
    expect(level!.options[0]).toBe("I've never tried to negotiate a salary");
    expect(level!.options[3]).toBe('I could teach someone else how to negotiate a salary');
    expect(level!.options.join(' ')).not.toContain('new to how to');
  });

  it('mentions the length of the chat and the constraints in the goal question', async () => {
    const questions = await coach.generateBaseline({
      topic: 'chess',
      difficulty: 'beginner',
      timeAllocation: time,
    });
    expect(questions[3]!.text).toContain('21-minute session on chess');
    expect(questions[3]!.text).toMatch(/constraints/);
  });
});

describe('offline scoreBaseline', () => {
  it.each(SESSIONS)(
    'scores $topic by the shared formula, with advice drawn from the answers',
    async (session) => {
      const questions = await coach.generateBaseline({
        topic: session.topic,
        difficulty: 'beginner',
        timeAllocation: time,
      });
      const answers = answersFor(session);
      const result = await coach.scoreBaseline({
        topic: session.topic,
        difficulty: 'beginner',
        questions,
        answers,
      });
      const formula = computeBaselineScore({ topic: session.topic, questions, answers });
      expect(result.score).toBe(formula.score);
      expect(result.difficultyLevel).toBe(formula.difficultyLevel);
      expect(result.explanation).toBe(formula.explanation);
      expect(result.knowledgeGaps.length).toBeGreaterThanOrEqual(2);
      expect(result.knowledgeGaps.length).toBeLessThanOrEqual(4);
      expect(result.recommendations.length).toBeGreaterThanOrEqual(2);
      expect(result.recommendations.length).toBeLessThanOrEqual(4);
      expect(result.knowledgeGaps.join(' ')).toContain(session.baseline.learning_focus);
      expect(result.recommendations.join(' ')).toContain(session.baseline.success_criteria);
      for (const sentence of [...result.knowledgeGaps, ...result.recommendations])
        expect(sentence).toMatch(/[.…]$/);
    },
  );

  it('fits the advice to the level and the learning style, and flags confidence that outruns knowledge', async () => {
    const questions = await coach.generateBaseline({
      topic: 'chess',
      difficulty: 'beginner',
      timeAllocation: time,
    });
    const base = {
      learning_focus: 'openings',
      success_criteria: 'beat my brother',
      learning_preferences: questions[2]!.options[3]!,
    };
    const novice = await coach.scoreBaseline({
      topic: 'chess',
      difficulty: 'beginner',
      questions,
      answers: { ...base, experience_level: questions[0]!.options[0]!, confidence_baseline: '9' },
    });
    const expert = await coach.scoreBaseline({
      topic: 'chess',
      difficulty: 'beginner',
      questions,
      answers: { ...base, experience_level: questions[0]!.options[3]!, confidence_baseline: '9' },
    });
    expect(novice.difficultyLevel).toBe('beginner');
    expect(expert.difficultyLevel).toBe('advanced');
    expect(novice.knowledgeGaps).not.toEqual(expert.knowledgeGaps);
    expect(novice.knowledgeGaps.join(' ')).toContain('runs ahead');
    expect(novice.recommendations.join(' ')).toContain('short exercise');
  });
});

describe('offline generatePostAssessment', () => {
  const request = (session: (typeof SESSIONS)[number], questionCount: number, chat = session.chat) => ({
    topic: session.topic,
    difficulty: 'beginner' as const,
    baseline: session.baseline,
    baselineScore: 30,
    chat,
    questionCount,
  });

  function checkShape(questions: KeyedQuestion[], size: number) {
    expect(questions).toHaveLength(size);
    expect(questions.map((q) => q.id)).toEqual(Array.from({ length: size }, (_, i) => `p${i + 1}`));
    const last = questions[size - 1]!;
    expect(last).toMatchObject({ type: 'confidence_rating', scale: { min: 1, max: 10 }, key: {} });
    for (const q of questions.slice(0, -1)) {
      expect(['multiple_choice', 'multi_select', 'short_answer']).toContain(q.type);
      expect(q.bloom_level).not.toBeNull();
      expect(q.learning_objective).toBeTruthy();
      expect(q.purpose).toBeTruthy();
      expect(q.context_field).toBeNull();
      if (q.type === 'short_answer') {
        expect(q.options).toEqual([]);
        expect(q.key.keyConcepts!.length).toBeGreaterThan(0);
      } else {
        expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(q.options.length);
        for (const right of q.key.correctOptions!) expect(q.options).toContain(right);
        if (q.type === 'multiple_choice') expect(q.key.correctOptions).toHaveLength(1);
        else expect(q.key.correctOptions!.length).toBeLessThan(q.options.length);
      }
    }
    expect(new Set(questions.map((q) => q.text)).size).toBe(size);
  }

  it.each(SESSIONS)('tests the topic of $topic, never what the learner wrote', async (session) => {
    const questions = await coach.generatePostAssessment(request(session, 6));
    checkShape(questions, 6);
    const learnerWords = /\b(?:you|your)\b.*\b(?:said|wrote|named|mentioned|set|session)\b/i;
    // Items on the session itself are only ever a self-check, labelled so (D18).
    const fromSession = questions.filter((q) => q.key.source === 'session');
    if (fromSession.length > 0) expect(knowledgeBasisOf(questions)).toBe('self_check');
    for (const q of questions.slice(0, -1).filter((x) => x.key.source === 'knowledge_base'))
      expect(q.text, q.text).not.toMatch(learnerWords);
  });

  it('keys every knowledge item to WordNet: the definition, kind and parts that fit the topic', async () => {
    const fractions = { ...SESSIONS[0]!, topic: 'Fractions', chat: [] };
    const questions = await coach.generatePostAssessment(request(fractions, 10));
    checkShape(questions, 10);
    expect(knowledgeBasisOf(questions)).toBe('knowledge_test');
    const scored = questions.slice(0, -1);
    expect(new Set(scored.map((q) => q.type))).toEqual(
      new Set(['multiple_choice', 'multi_select', 'short_answer']),
    );
    // WordNet has seven facts on fractions that make fair items; the last two come from the session.
    const fromWordNet = scored.filter((q) => q.key.source === 'knowledge_base');
    expect(fromWordNet.length).toBeGreaterThanOrEqual(7);
    for (const q of fromWordNet) {
      expect(q.key.citation).toMatch(/^WordNet 3\.1, the noun “[^”]+” \(sense \d+ of \d+\)/);
      expect(q.key.acceptedAnswer).toBeTruthy();
      const term = /“([^”]+)”/.exec(q.text)?.[1] ?? '';
      const known = knowTerm(term, 'Fractions')!;
      expect(known, q.text).not.toBeNull();
      const [answer] = q.key.correctOptions ?? [];
      if (q.text.startsWith('Which definition'))
        expect(answer?.toLowerCase()).toBe(known.definition.split('; ')[0]);
      if (q.text.includes('a kind of?')) expect(known.kindOf).toContain(answer);
      if (q.text.includes('a part of?')) expect(known.partOf).toContain(answer);
      if (/^Which of these (?:are kinds|is a kind) of/.test(q.text)) {
        // Right: WordNet files it directly under the term; wrong: nowhere under it.
        const under = (option: string, depth: number) =>
          nounSenses(option).some((s) => kindOfWithin(s, known.synset.offset, depth));
        for (const right of q.key.correctOptions!) expect(under(right, 1), right).toBe(true);
        for (const wrong of q.options.filter((o) => !q.key.correctOptions!.includes(o)))
          expect(under(wrong, 20), wrong).toBe(false);
      }
    }
    const definition = scored.find(
      (q) => q.text.includes('“fraction”') && q.text.startsWith('Which definition'),
    );
    expect(definition?.key.correctOptions).toEqual(['The quotient of two rational numbers']);
    expect(definition?.key.acceptedAnswer).toBe('The quotient of two rational numbers');
    expect(definition?.key.citation).toBe('WordNet 3.1, the noun “fraction” (sense 3 of 3)');
  });

  it('says plainly when the knowledge base knows too little, and marks the result a self-check', async () => {
    const questions = await coach.generatePostAssessment({
      topic: 'zorblax quintessery',
      difficulty: 'advanced',
      baseline: {
        experience_level: '',
        learning_focus: '',
        learning_preferences: '',
        success_criteria: '',
        confidence_baseline: 5,
      },
      baselineScore: 0,
      chat: [],
      questionCount: 10,
    });
    checkShape(questions, 10);
    expect(knowledgeBasisOf(questions)).toBe('self_check');
    expect(knowledgeNote('self_check', 'zorblax quintessery')).toMatch(/self-check, not a knowledge test/);
    for (const q of questions.slice(0, -1)) expect(q.key.source).toBe('session');
  });

  it.each([1, 3, 4, 7, 10, 25])('fits the size to %i asked for, within 3..10', async (count) => {
    const size = Math.max(3, Math.min(10, count));
    checkShape(await coach.generatePostAssessment(request(SESSIONS[0]!, count)), size);
  });

  it.each(SESSIONS)(
    'works from the topic and the baseline when the chat on $topic is empty',
    async (session) => {
      for (const size of [3, 10]) {
        const questions = await coach.generatePostAssessment(request(session, size, []));
        checkShape(questions, size);
      }
    },
  );

  it('is deterministic, and varies with its input', async () => {
    const first = await coach.generatePostAssessment(request(SESSIONS[1]!, 8));
    const again = await coach.generatePostAssessment(request(SESSIONS[1]!, 8));
    expect(again).toEqual(first);
    const shorterChat = await coach.generatePostAssessment(
      request(SESSIONS[1]!, 8, SESSIONS[1]!.chat.slice(0, 4)),
    );
    expect(shorterChat).not.toEqual(first);
  });

  it('can be answered in full marks from its own keys', async () => {
    for (const session of SESSIONS) {
      for (const q of (await coach.generatePostAssessment(request(session, 8))).slice(0, -1)) {
        const answer =
          q.type === 'short_answer'
            ? `It depends on ${q.key.keyConcepts!.join(' and ')}.`
            : q.type === 'multi_select'
              ? q.key.correctOptions!
              : q.key.correctOptions![0]!;
        const graded = await coach.gradeAnswer({ topic: session.topic, question: q, answer });
        expect(graded, `${session.topic}: ${q.text}`).toMatchObject({ score: 1, correct: true });
      }
    }
  });
});

describe('offline gradeAnswer', () => {
  const question: KeyedQuestion = {
    id: 'p2',
    text: 'In your own words, explain the idea of the Calvin cycle and how it relates to photosynthesis.',
    type: 'short_answer',
    purpose: '',
    options: [],
    learning_objective: 'Explain the Calvin cycle.',
    bloom_level: 'understand',
    context_field: null,
    scale: null,
    key: { keyConcepts: ['carbon dioxide', 'light reactions'], modelAnswer: 'From your session: “…”' },
  };
  const grade = (answer: string | string[]) =>
    coach.gradeAnswer({ topic: 'photosynthesis', question, answer });

  it('gives full credit for covering every key concept, whatever the inflection', async () => {
    const result = await grade('It fixes Carbon Dioxide using energy from the light reaction.');
    expect(result).toMatchObject({ score: 1, correct: true });
    expect(result.feedback).toBe('You covered “carbon dioxide” and “light reactions”.');
  });

  it('gives partial credit and names what was missing', async () => {
    const half = await grade('It turns carbon dioxide into sugar.');
    expect(half).toMatchObject({ score: 0.5, correct: false });
    expect(half.feedback).toContain('You covered “carbon dioxide”.');
    expect(half.feedback).toContain('Missing: “light reactions”.');
    expect(half.feedback).toContain('From your session');
    const partly = await grade('It uses carbon dioxide and light.');
    expect(partly.score).toBe(0.75);
    expect(partly.feedback).toContain('You touched on “light reactions” in part.');
  });

  it('gives nothing for an empty or unrelated answer', async () => {
    expect(await grade('   ')).toMatchObject({ score: 0, correct: false });
    expect((await grade('')).feedback).toContain('No answer given');
    expect(await grade('I do not know.')).toMatchObject({ score: 0 });
  });

  it('does not grade the confidence rating', async () => {
    const rating = { ...question, type: 'confidence_rating' as const, key: {} };
    expect(await coach.gradeAnswer({ topic: 'photosynthesis', question: rating, answer: '8' })).toMatchObject(
      {
        score: 0,
        correct: false,
        feedback: expect.stringContaining('Not graded'),
      },
    );
  });
});

describe('offline summarizeLearning', () => {
  it('says nothing of an empty chat', async () => {
    expect(await coach.summarizeLearning({ topic: 'photosynthesis', chat: [] })).toEqual({
      concepts: [],
      summary: null,
      learnerMessageCount: 0,
    });
  });

  it.each(SESSIONS)('lists what the chat on $topic covered, most important first', async (session) => {
    const result = await coach.summarizeLearning({ topic: session.topic, chat: session.chat });
    expect(result.learnerMessageCount).toBe(3);
    expect(result.concepts.length).toBeGreaterThanOrEqual(3);
    expect(result.concepts.length).toBeLessThanOrEqual(10);
    expect(result.concepts.map((c) => c.toLowerCase())).not.toContain(session.topic.toLowerCase());
    expect(result.summary!.split(/(?<=\.) /)).toHaveLength(2);
    expect(result.summary).toContain(result.concepts[0]);
    expect(await coach.summarizeLearning({ topic: session.topic, chat: session.chat })).toEqual(result);
  });

  it('puts the recurring ideas first', async () => {
    const [photosynthesis, rust, revolution, salary] = await Promise.all(
      SESSIONS.map((s) => coach.summarizeLearning({ topic: s.topic, chat: s.chat })),
    );
    expect(photosynthesis!.concepts.slice(0, 3)).toContain('Calvin cycle');
    expect(rust!.concepts.slice(0, 3)).toContain('reference');
    expect(revolution!.concepts.slice(0, 4)).toEqual(expect.arrayContaining(['Third Estate', 'debt crisis']));
    expect(salary!.concepts.slice(0, 3)).toContain('BATNA');
  });
});

describe('questions as the learner sees them', () => {
  it('never carry a key', async () => {
    const questions: Question[] = await coach.generateBaseline({
      topic: 'chess',
      difficulty: 'beginner',
      timeAllocation: time,
    });
    for (const q of questions) expect(q).not.toHaveProperty('key');
  });
});

/** Whether WordNet files the sense under the synset at `offset`, within `depth` steps up. */
function kindOfWithin(sense: Synset, offset: number, depth: number): boolean {
  let level = [sense];
  for (let step = 0; step < depth && level.length > 0; step++) {
    level = level
      .flatMap((s) => s.pointers.filter((p) => p.symbol === '@' || p.symbol === '@i'))
      .map((p) => synsetAt(p.offset));
    if (level.some((s) => s.offset === offset)) return true;
  }
  return false;
}
