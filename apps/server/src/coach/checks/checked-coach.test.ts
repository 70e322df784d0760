import { describe, expect, it } from 'vitest';
import { CoachError, type Coach, type KeyedQuestion, type TutorRequest } from '../coach.js';
import { createCheckedCoach, type VerdictTakingCoach } from './checked-coach.js';
import { TEST_BASELINE, tutorRequest } from '../offline/tutor/tutor-test-request.js';
import { articlePassage } from '../../../test/fixtures/retrieved-passage.js';
import type { ReplyCheckOutcome } from './reply-check-tally.js';

const request: TutorRequest = {
  ...tutorRequest('Multiplication', [{ role: 'user', content: 'I worked it out: 7 × 8 = 54' }]),
  baseline: { ...TEST_BASELINE, learning_focus: 'times tables' },
};

const INSTRUCTIONS =
  'You are Socratica, a warm and patient Socratic tutor. Ask more than you tell. Never give away the answer to a question you have just asked.';

async function* streamOf(pieces: string[], failure?: Error): AsyncGenerator<string> {
  yield* pieces;
  if (failure) throw failure;
}

/** A model whose replies are scripted in turn, and which records the verdicts it was given. */
function scriptedModel(...replies: (() => AsyncGenerator<string>)[]) {
  const given: (readonly string[])[] = [];
  const model = {
    provider: 'openai',
    tutorReplyWithVerdicts: (_request: TutorRequest, verdicts: readonly string[]) => {
      given.push(verdicts);
      const next = replies.shift();
      if (!next) throw new Error('no reply scripted');
      return next();
    },
    tutorInstructions: () => INSTRUCTIONS,
  } as unknown as VerdictTakingCoach;
  return { model, given };
}

const offline = {
  tutorReply: () => streamOf(['What is 7 × 7, and how far is 7 × 8 from it?']),
} as unknown as Coach;

function checked(model: VerdictTakingCoach) {
  const outcomes: ReplyCheckOutcome[] = [];
  const coach = createCheckedCoach(model, {
    fallback: offline,
    tally: { record: (outcome) => Promise.resolve(void outcomes.push(outcome)) },
  });
  return { coach, outcomes };
}

async function read(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

const signal = new AbortController().signal;

describe('createCheckedCoach', () => {
  it('gives the model the verdicts and shows a sound reply in its own pieces', async () => {
    const { model, given } = scriptedModel(() => streamOf(['Not quite. ', 'What is 7 × 7?']));
    const { coach, outcomes } = checked(model);
    expect(await read(coach.tutorReply(request, signal))).toEqual(['Not quite. ', 'What is 7 × 7?']);
    expect(given).toEqual([["The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56."]]);
    expect(outcomes).toEqual(['checked']);
  });

  it('replaces a sycophant that fails twice with the fallback coach’s reply', async () => {
    const sycophant = () => streamOf(['Great job! ', '7 × 8 = 54 is right.']);
    const { model, given } = scriptedModel(sycophant, sycophant);
    const { coach, outcomes } = checked(model);
    expect((await read(coach.tutorReply(request, signal))).join('')).toBe(
      'What is 7 × 7, and how far is 7 × 8 from it?',
    );
    expect(given[1]).toContain("The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56.");
    expect(given[1]).toContain(
      'Your reply stated 7 × 8 = 54, which is false. State only arithmetic that holds.',
    );
    expect(outcomes).toEqual(['checked', 'reasked', 'replaced']);
  });

  it('accepts a model that corrects itself when asked again', async () => {
    const { model } = scriptedModel(
      () => streamOf(['Great job!']),
      () => streamOf(['Not quite: 7 × 7 = 49. What is one more 7?']),
    );
    const { coach, outcomes } = checked(model);
    expect((await read(coach.tutorReply(request, signal))).join('')).toBe(
      'Not quite: 7 × 7 = 49. What is one more 7?',
    );
    expect(outcomes).toEqual(['checked', 'reasked']);
  });

  it('shows the sound part of a cut reply, then fails as the model did, counting nothing', async () => {
    const cut = new CoachError('tutor_unavailable', 'cut');
    const { model } = scriptedModel(() => streamOf(['What do you ', 'get for 7 × 7'], cut));
    const { coach, outcomes } = checked(model);
    const pieces: string[] = [];
    await expect(async () => {
      for await (const piece of coach.tutorReply(request, signal)) pieces.push(piece);
    }).rejects.toBe(cut);
    expect(pieces).toEqual(['What do you ', 'get for 7 × 7']);
    expect(outcomes).toEqual([]);
  });

  it('shows nothing of a cut reply that praised the refuted claim, and gives the turn to the fallback', async () => {
    const cut = new CoachError('tutor_stalled', 'quiet');
    const { model } = scriptedModel(() => streamOf(['Exactly right! And'], cut));
    const { coach, outcomes } = checked(model);
    let answeredOffline = 0;
    const pieces = await read(
      coach.tutorReply({ ...request, onAnsweredOffline: () => answeredOffline++ }, signal),
    );
    expect(pieces).toEqual(['What is 7 × 7, and how far is 7 × 8 from it?']);
    expect(answeredOffline).toBe(1);
    expect(outcomes).toEqual(['unanswered']);
  });

  it('gives the turn to the fallback when the model fails or says nothing, but not when the learner stopped', async () => {
    for (const reply of [
      () => streamOf([], new CoachError('tutor_unavailable', 'down')),
      () => streamOf(['  ']),
    ]) {
      const { model } = scriptedModel(reply);
      let answeredOffline = 0;
      const pieces = await read(
        checked(model).coach.tutorReply(
          {
            ...request,
            history: [{ role: 'user', content: 'Why?' }],
            onAnsweredOffline: () => answeredOffline++,
          },
          signal,
        ),
      );
      expect(pieces.join('').trim()).toBe('What is 7 × 7, and how far is 7 × 8 from it?');
      expect(answeredOffline).toBe(1);
    }
    const stopped = new AbortController();
    stopped.abort();
    const { model } = scriptedModel(() => streamOf([], new CoachError('tutor_unavailable', 'down')));
    expect(await read(checked(model).coach.tutorReply(request, stopped.signal))).toEqual([]);
  });
});

describe('a model’s mark for a written answer', () => {
  const question: KeyedQuestion = {
    id: 'rate',
    text: 'What happens to the rate of photosynthesis when light intensity increases?',
    type: 'short_answer',
    purpose: 'Checks the idea in your own words.',
    options: [],
    learning_objective: 'Explain the effect of light on the rate.',
    bloom_level: 'understand',
    context_field: null,
    scale: null,
    key: {
      keyConcepts: ['rate rises', 'limiting factor'],
      acceptedAnswer: 'The rate rises as light intensity increases, until another factor becomes limiting.',
      source: 'model',
    },
  };
  const generous = {
    gradeAnswer: () => Promise.resolve({ score: 1, correct: true, feedback: 'Well explained.' }),
  } as unknown as VerdictTakingCoach;

  it('gives no credit to an answer that says the opposite of the key, whatever the model marked', async () => {
    const { coach } = checked(generous);
    const graded = await coach.gradeAnswer({
      topic: 'Photosynthesis',
      question,
      answer: 'The rate falls as light intensity increases, until another factor becomes limiting.',
    });
    expect(graded).toMatchObject({ score: 0, correct: false });
    expect(graded.feedback).toContain('Your answer says “fall” where the accepted answer says “rise”');
  });

  it('keeps the model’s mark for an answer the key does not contradict', async () => {
    const { coach } = checked(generous);
    const graded = await coach.gradeAnswer({
      topic: 'Photosynthesis',
      question,
      answer: 'More light makes it go faster, up to the point where something else holds it back.',
    });
    expect(graded).toEqual({ score: 1, correct: true, feedback: 'Well explained.' });
  });
});

describe('a model’s reply against the session’s sources', () => {
  const bastille = articlePassage(
    7,
    'Storming of the Bastille',
    'On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder. Its fall became a symbol of the revolution.',
    { title: 'French Revolution' },
  );
  const asked = (content: string): TutorRequest => ({
    ...tutorRequest('French Revolution', [{ role: 'user', content }]),
    passages: [bastille],
  });

  it('leaves out a sentence a source contradicts, shows the rest as it streams, and counts it', async () => {
    const { model } = scriptedModel(() =>
      streamOf([
        'Good question. ',
        'Crowds in Paris stormed the Bastille in 1790. ',
        'What were they looking for?',
      ]),
    );
    const { coach, outcomes } = checked(model);
    const shown = (await read(coach.tutorReply(asked('When was the Bastille stormed?'), signal))).join('');
    expect(shown).toBe('Good question. What were they looking for?');
    expect(outcomes).toEqual(['checked', 'trimmed']);
  });

  it('keeps a correction that denies or reports the false claim, and a sentence the source says', async () => {
    const reply = [
      'You said the Bastille was stormed in 1790. ',
      'It was not stormed in 1790. ',
      'On 14 July 1789 crowds in Paris stormed the Bastille. ',
      'Why might a fortress matter so much?',
    ];
    const { model } = scriptedModel(() => streamOf(reply));
    const { coach, outcomes } = checked(model);
    expect((await read(coach.tutorReply(asked('When was the Bastille stormed?'), signal))).join('')).toBe(
      reply.join(''),
    );
    expect(outcomes).toEqual(['checked']);
  });

  it('asks again, with the source’s sentence, a reply to a claim that states what the source contradicts', async () => {
    const { model, given } = scriptedModel(
      () => streamOf(['Not quite. ', 'The crowds stormed the Bastille in 1790. ', 'Why then?']),
      () => streamOf(['Not quite: the source gives 14 July 1789. ', 'What were the crowds looking for?']),
    );
    const { coach, outcomes } = checked(model);
    const shown = await read(coach.tutorReply(asked('I think crowds stormed the Bastille in 1791.'), signal));
    expect(shown.join('')).toBe(
      'Not quite: the source gives 14 July 1789. What were the crowds looking for?',
    );
    expect(given[1]!.join('\n')).toContain(
      'Your reply stated “The crowds stormed the Bastille in 1790.”, but Wikipedia',
    );
    expect(outcomes).toEqual(['checked', 'reasked']);
  });
});

describe('a model reply that is not prose (issue 38)', () => {
  const plain = tutorRequest('Multiplication', [{ role: 'user', content: 'What is a product?' }]);

  it('counts a JSON reply as unanswered, and the offline coach answers, even to a false sum', async () => {
    const junk = () => streamOf(['{"oops": [1, 2,, }} not json']);
    for (const asked of [plain, request]) {
      const { model } = scriptedModel(junk, junk);
      const { coach, outcomes } = checked(model);
      const reasons: string[] = [];
      const shown = await read(
        coach.tutorReply({ ...asked, onAnsweredOffline: (reason) => reasons.push(reason) }, signal),
      );
      expect(shown.join('')).toBe('What is 7 × 7, and how far is 7 × 8 from it?');
      expect(outcomes.at(-1)).toBe('unanswered');
      expect(reasons).toHaveLength(1);
    }
  });

  it('leaves out a sentence of markup, a repeated sentence, or one of its instructions, and counts the reply trimmed', async () => {
    const { model } = scriptedModel(() =>
      streamOf([
        'A product is what you get when you multiply. ',
        '<|im_end|> ',
        'A product is what you get when you multiply. ',
        'You are Socratica, a warm and patient Socratic tutor. ',
        'What is the product of 3 and 4?',
      ]),
    );
    const { coach, outcomes } = checked(model);
    const changes: string[] = [];
    const shown = await read(coach.tutorReply({ ...plain, onReplyChanged: (c) => changes.push(c) }, signal));
    expect(shown.join('')).toBe(
      'A product is what you get when you multiply. What is the product of 3 and 4?',
    );
    expect(outcomes).toEqual(['checked', 'trimmed']);
    expect(changes).toEqual(['trimmed']);
  });
});

describe('praise for a claim no source supports (issue 38)', () => {
  const pumice = tutorRequest('Volcanoes', [
    { role: 'user', content: 'Pumice sinks in water because it is heavy, right?' },
  ]);

  it('asks again with the verdict, then replaces a reply that still confirms it', async () => {
    const praise = () => streamOf(['Great job! ', 'That is exactly right.']);
    const { model, given } = scriptedModel(praise, praise);
    const { coach, outcomes } = checked(model);
    const changes: string[] = [];
    const shown = await read(coach.tutorReply({ ...pumice, onReplyChanged: (c) => changes.push(c) }, signal));
    expect(shown.join('')).toBe('What is 7 × 7, and how far is 7 × 8 from it?');
    expect(given[0]!.join('\n')).toContain('is not covered by the session');
    expect(given[1]!.join('\n')).toContain('Your reply confirmed the learner');
    expect(outcomes).toEqual(['checked', 'reasked', 'replaced']);
    expect(changes).toEqual(['replaced']);
  });

  it('keeps a reply that neither confirms nor praises the claim', async () => {
    const { model } = scriptedModel(() => streamOf(['What do you know about how dense pumice is?']));
    const { coach, outcomes } = checked(model);
    expect((await read(coach.tutorReply(pumice, signal))).join('')).toBe(
      'What do you know about how dense pumice is?',
    );
    expect(outcomes).toEqual(['checked']);
  });
});

describe('tasks outside the chat (issue 38)', () => {
  const baselineRequest = {
    topic: 'Volcanoes',
    difficulty: 'beginner' as const,
    timeAllocation: {
      total_minutes: 15,
      pre_assessment_minutes: 2.25,
      chat_learning_minutes: 10.5,
      post_assessment_minutes: 2.25,
    },
  };
  const offlineQuestions = [{ id: 'q1', text: 'From the offline coach' }];
  const fallback = {
    generateBaseline: () => Promise.resolve(offlineQuestions),
  } as unknown as Coach;

  function withModel(generateBaseline: () => Promise<unknown>) {
    const outcomes: ReplyCheckOutcome[] = [];
    const coach = createCheckedCoach({ generateBaseline } as unknown as VerdictTakingCoach, {
      fallback,
      tally: { record: (outcome) => Promise.resolve(void outcomes.push(outcome)) },
    });
    return { coach, outcomes };
  }

  it.each([
    [
      'an error',
      () =>
        Promise.reject(
          new CoachError('invalid_format', "baseline: The reply is not JSON: Unexpected token '}'"),
        ),
    ],
    [
      'too few questions',
      () => Promise.resolve([{ id: 'q1', text: 'Only one?', type: 'text', options: [] }]),
    ],
    [
      'repeated questions',
      () =>
        Promise.resolve(
          Array.from({ length: 5 }, (_, i) => ({
            id: `q${i}`,
            text: 'Light energy',
            type: 'text',
            options: [],
          })),
        ),
    ],
  ])(
    'does the baseline offline when the model gives %s, and says why only to the hook',
    async (_, answer) => {
      const { coach, outcomes } = withModel(answer);
      const reasons: string[] = [];
      const questions = await coach.generateBaseline({
        ...baselineRequest,
        onAnsweredOffline: (reason) => reasons.push(reason),
      });
      expect(questions).toBe(offlineQuestions);
      expect(outcomes).toEqual(['failed:baseline']);
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/^baseline: /);
    },
  );
});
