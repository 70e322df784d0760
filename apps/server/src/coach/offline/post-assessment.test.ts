import type { BaselineContext } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { SESSIONS } from '../../../test/fakes/sample-sessions.js';
import type { KeyedQuestion, PostAssessmentRequest } from '../coach.js';
import { circularityProblems } from '../item-checks.js';
import { knowTerm } from './knowledge/term-knowledge.js';
import { nounSenses, synsetAt, type Synset } from '../../knowledge/wordnet/wordnet.js';
import { buildPostAssessment } from './post-assessment.js';

/** Topics of different kinds, with what a learner might give as focus and goal. */
const TOPICS: readonly [topic: string, focus: string, goal: string][] = [
  [
    'photosynthesis',
    'How chlorophyll captures light energy',
    'Explain the role of carbon dioxide and glucose',
  ],
  ['fractions', 'Adding fractions with unlike denominators', 'Simplify fractions and compare their sizes'],
  [
    'the French Revolution',
    'Why the monarchy collapsed in 1789',
    'Write an essay on the storming of the Bastille',
  ],
  ['volcanoes', 'How magma reaches the surface', 'Tell lava flows from ash eruptions'],
  ['plants', 'How roots and leaves feed a plant', 'Name the parts of a flower'],
  ['the water cycle', 'How evaporation and condensation form clouds', 'Explain rainfall and groundwater'],
  ['denominator', 'What the bottom number of a fraction means', 'Find common denominators quickly'],
  ['Rust programming', 'Ownership and borrowing rules', 'Write a command-line tool with cargo'],
  [
    'machine learning',
    'How neural networks learn from training data',
    'Understand overfitting and validation',
  ],
];

/**
 * A 15-minute session: about 2.3 minutes of post-assessment (D13), for which the assessments module's
 * postAssessmentQuestionCount asks 5 scored items and the rating (coach/ may not import modules/).
 */
const FIFTEEN_MINUTES = 6;

function request(topic: string, focus: string, goal: string, questionCount: number): PostAssessmentRequest {
  const baseline: BaselineContext = {
    experience_level: 'Some basics',
    learning_focus: focus,
    learning_preferences: 'Examples',
    success_criteria: goal,
    confidence_baseline: 5,
  };
  return { topic, difficulty: 'beginner', baseline, baselineScore: 30, chat: [], questionCount };
}

describe('the offline post-assessment on topics of every kind (issue 22)', () => {
  it('keys questions on the topic as a whole to what WordNet says it is, never to its name alone', async () => {
    // No chat and nothing but learning words in the focus and goal: the fallback has no session ideas.
    const questions = await buildPostAssessment(
      request('Denominator', 'I want to understand the basics', 'Learn it well', FIFTEEN_MINUTES),
    );
    const scored = questions.slice(0, -1);
    expect(scored.length).toBeGreaterThanOrEqual(5);
    for (const q of scored) {
      expect(q.key.keyConcepts ?? []).not.toContain('denominator');
      expect(q.key.acceptedAnswer).not.toMatch(/brings in denominator/);
      expect(q.key.citation).not.toMatch(/Only the topic/);
    }
    const onTheWhole = scored.filter((q) => /Explain Denominator in your own words/.test(q.text));
    expect(onTheWhole).toHaveLength(1);
    expect(onTheWhole[0]!.key).toMatchObject({
      acceptedAnswer: 'The divisor of a fraction',
      source: 'knowledge_base',
      citation: 'WordNet 3.1, the noun “denominator” (sense 1 of 1)',
    });
  });

  it.each(TOPICS)('%s: enough items, none circular, one defensible option, keys cited', async (...row) => {
    const [topic] = row;
    const questions = await buildPostAssessment(request(...row, FIFTEEN_MINUTES));
    const scored = questions.slice(0, -1);
    expect(questions.at(-1)?.type).toBe('confidence_rating');
    expect(scored.length).toBeGreaterThanOrEqual(5);
    expect(questions.map((q) => q.id)).toEqual(questions.map((_, i) => `p${i + 1}`));
    expect(new Set(scored.map((q) => q.text)).size).toBe(scored.length);
    for (const q of scored) {
      expect(circularityProblems(q, topic), q.text).toEqual([]);
      expect(q.key.acceptedAnswer, q.text).toBeTruthy();
      expect(q.key.citation, q.text).toBeTruthy();
      if (q.key.source === 'knowledge_base') {
        expect(q.key.citation).toMatch(/^WordNet 3\.1, the noun “[^”]+” \(sense \d+ of \d+\)/);
        if (q.type !== 'short_answer')
          expect(supportedOptions(q, topic), q.text).toEqual(sorted(q.key.correctOptions));
      }
    }
  });

  it.each(SESSIONS)('$topic with its chat: the same holds at every size', async (session) => {
    for (const questionCount of [3, FIFTEEN_MINUTES, 10]) {
      const questions = await buildPostAssessment({
        topic: session.topic,
        difficulty: 'intermediate',
        baseline: session.baseline,
        baselineScore: 40,
        chat: session.chat,
        questionCount,
      });
      expect(questions).toHaveLength(questionCount);
      for (const q of questions.slice(0, -1)) {
        expect(circularityProblems(q, session.topic), q.text).toEqual([]);
        if (q.key.source === 'knowledge_base' && q.type !== 'short_answer')
          expect(supportedOptions(q, session.topic), q.text).toEqual(sorted(q.key.correctOptions));
      }
    }
  });

  it('never tests the same fact twice, and mixes the kinds of item', async () => {
    const questions = await buildPostAssessment({
      topic: 'photosynthesis',
      difficulty: 'beginner',
      baseline: SESSIONS[0]!.baseline,
      baselineScore: 30,
      chat: SESSIONS[0]!.chat,
      questionCount: 10,
    });
    const scored = questions.slice(0, -1);
    expect(new Set(scored.map((q) => q.type))).toEqual(
      new Set(['multiple_choice', 'multi_select', 'short_answer']),
    );
    // A definition is one fact, whether chosen or explained.
    const defined = scored
      .filter((q) => q.text.startsWith('Which definition') || q.text.startsWith('Briefly explain'))
      .map((q) => quotedTerm(q));
    expect(new Set(defined).size).toBe(defined.length);
    // Every scored item names the pattern that made it; WordNet's name the fact they test (issue 40).
    for (const q of scored) {
      expect(q.key.pattern).toMatch(/^[a-z]+(-[a-z]+)*$/);
      if (q.key.citation?.startsWith('WordNet')) expect(q.key.statement).toMatch(/^wordnet:/);
    }
    const facts = scored.flatMap((q) => q.key.statement ?? []);
    expect(new Set(facts).size).toBe(facts.length);
  });

  it('says what a good answer brings in, and where that comes from, when WordNet knows too little', async () => {
    const [, focus, goal] = TOPICS.find(([t]) => t === 'machine learning')!;
    const questions = await buildPostAssessment(request('machine learning', focus, goal, FIFTEEN_MINUTES));
    for (const q of questions.slice(0, -1)) {
      expect(q.key.source).toBe('session');
      expect(q.key.acceptedAnswer).toMatch(/^A good answer brings in .+\.$/);
      expect(q.key.citation).toBe('Your own answers before the session (your focus and goal)');
    }
  });
});

describe('the check of defensible options used above', () => {
  const item = (text: string, options: string[]): KeyedQuestion => ({
    id: 'p1',
    text,
    type: 'multiple_choice',
    purpose: '',
    options,
    learning_objective: null,
    bloom_level: null,
    context_field: null,
    scale: null,
    key: {},
  });

  it('catches a second right option, several steps up or down, in any sense of its name', () => {
    expect(
      supportedOptions(item('What is “volcano” a kind of?', ['crack', 'opening', 'pocket']), 'volcanoes'),
    ).toEqual(['crack', 'opening']);
    const definitions = ['The divisor of a fraction', 'The number by which a dividend is divided', 'A bonus'];
    expect(supportedOptions(item('Which definition fits “denominator”?', definitions), 'fractions')).toEqual(
      sorted(definitions.slice(0, 2)),
    );
    const kinds = ['common fraction', 'one-half', 'integer'];
    expect(supportedOptions(item('Which of these are kinds of “fraction”?', kinds), 'fractions')).toEqual([
      'common fraction',
      'one-half',
    ]);
    expect(
      supportedOptions(item('What is “light reaction” a part of?', ['photosynthesis', 'catalysis']), 'x'),
    ).toEqual(['photosynthesis']);
  });
});

/**
 * The options WordNet's relations make right, found here without the generator's code: every sense
 * of the quoted term and every sense of an option's name count, so an option right in any of them is
 * caught. A definition counts when it is the first clause of the term's, or of anything in its line of
 * kinds; with "as it is used in …" only the sense the topic means counts.
 */
function supportedOptions(q: KeyedQuestion, topic: string): string[] {
  const term = quotedTerm(q);
  const all = nounSenses(term);
  const senses = /as it is used/.test(q.text) ? [knowTerm(term, topic)!.synset] : all;
  const holds = (test: (sense: Synset, option: Synset) => boolean) => (option: string) =>
    senses.some((s) => nounSenses(option).some((o) => test(s, o)));
  let supported: (option: string) => boolean;
  if (q.text.startsWith('Which definition')) {
    const lineage = senses.flatMap((s) => [s, ...closure([s], UP), ...closure([s], DOWN)]);
    const clauses = new Set(lineage.map((s) => clause(s.definition)));
    supported = (option) => clauses.has(option.toLowerCase());
  } else if (/(?:a kind|an example) of\?$/.test(q.text)) {
    supported = holds((s, o) => ids(closure([s], UP)).has(o.offset));
  } else if (/a part of\?$/.test(q.text)) {
    supported = holds((s, o) => {
      const wholes = closure([s, ...closure([s], UP)], WHOLES);
      return wholes.some(
        (w) =>
          w.offset === o.offset || ids(closure([w], UP)).has(o.offset) || ids(closure([o], UP)).has(w.offset),
      );
    });
  } else if (/(?:kinds?|examples?) of “/.test(q.text)) {
    supported = holds((s, o) => ids(closure([o], UP)).has(s.offset));
  } else if (/parts? of “/.test(q.text)) {
    supported = holds((s, o) => {
      const parts = closure([s, ...closure([s], UP)], PARTS);
      return parts.some((p) => p.offset === o.offset || ids(closure([o], UP)).has(p.offset));
    });
  } else throw new Error(`No rule for “${q.text}”`);
  return q.options.filter(supported).sort();
}

const UP = new Set(['@', '@i']);
const DOWN = new Set(['~', '~i']);
const WHOLES = new Set(['#p', '#m', '#s']);
const PARTS = new Set(['%p', '%m', '%s']);

function closure(start: readonly Synset[], symbols: ReadonlySet<string>): Synset[] {
  const found = new Map<number, Synset>();
  let level = [...start];
  while (level.length > 0) {
    level = level
      .flatMap((s) => s.pointers.filter((p) => symbols.has(p.symbol)).map((p) => synsetAt(p.offset)))
      .filter((s) => !found.has(s.offset));
    for (const s of level) found.set(s.offset, s);
  }
  return [...found.values()];
}

function sorted(options: readonly string[] = []): string[] {
  return [...options].sort();
}

function ids(synsets: readonly Synset[]): Set<number> {
  return new Set(synsets.map((s) => s.offset));
}

function clause(definition: string): string {
  return (definition.replace(/^\([^)]*\)\s*/, '').split(/;\s/)[0] ?? '').toLowerCase();
}

function quotedTerm(q: KeyedQuestion): string {
  return /“([^”]+)”/.exec(q.text)?.[1] ?? '';
}
