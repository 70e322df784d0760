import { describe, expect, it } from 'vitest';
import { articlePassage } from '../../../test/fixtures/retrieved-passage.js';
import { learnerClaimVerdicts } from './learner-claim-verdicts.js';
import { affirmingSentences } from './praise.js';
import { tutorReplyFailures } from './tutor-reply-check.js';

describe('learnerClaimVerdicts', () => {
  it('words a refuted claim with the true statement, and keeps the claim to check replies against', () => {
    const { verdicts, refuted } = learnerClaimVerdicts('I think 7 × 8 = 54.');
    expect(verdicts).toEqual(["The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56."]);
    expect(refuted.map((claim) => claim.statement)).toEqual(['7 × 8 = 54']);
  });

  it('says a true claim is true and refutes nothing', () => {
    const { verdicts, refuted } = learnerClaimVerdicts('7 times 8 is 56');
    expect(verdicts).toEqual(["The learner's claim 7 × 8 = 56 is true."]);
    expect(refuted).toEqual([]);
  });

  it('words a class claim WordNet contradicts in the source’s words, and keeps it as refuted', () => {
    const { verdicts, refuted } = learnerClaimVerdicts('I think a whale is a fish');
    expect(verdicts).toEqual([
      "The learner's claim “a whale is a fish” does not match WordNet 3.1, which classes the whale as a mammal, not a fish.",
    ]);
    expect(refuted.map((claim) => claim.statement)).toEqual(['a whale is a fish']);
  });

  it('says a class claim that holds matches WordNet, and refutes nothing', () => {
    expect(learnerClaimVerdicts('Whales are mammals, and 7 × 8 = 56')).toEqual({
      verdicts: [
        "The learner's claim 7 × 8 = 56 is true.",
        "The learner's claim “whales are mammals” matches WordNet 3.1.",
      ],
      refuted: [],
    });
  });

  it('reads an ambiguous member as the topic means it', () => {
    expect(learnerClaimVerdicts('A bat is a bird', '').verdicts).toEqual([]);
    expect(learnerClaimVerdicts('A bat is a bird', 'Animals').verdicts).toEqual([
      "The learner's claim “a bat is a bird” does not match WordNet 3.1, which classes the bat as a mammal, not a bird.",
    ]);
  });

  it('finds nothing to say without arithmetic, or without a learner message', () => {
    expect(learnerClaimVerdicts('Plants make sugar from light')).toEqual({ verdicts: [], refuted: [] });
    expect(learnerClaimVerdicts(null)).toEqual({ verdicts: [], refuted: [] });
  });
});

describe('affirmingSentences', () => {
  it.each([
    'Great job! Keep going.',
    "That's right: the product is what you said.",
    'Correct, and well reasoned.',
    'Exactly. What comes next?',
    'Well done on working it out.',
    'Yes, you have it.',
    'Your answer is correct.',
    '7 × 8 = 54 is right.',
  ])('finds the praise in %j', (reply) => {
    expect(affirmingSentences(reply)).not.toEqual([]);
  });

  it.each([
    'Great question! What is 7 × 7, and how would one more 7 change it?',
    "That's not right yet: try counting in eights.",
    'That isn’t correct. What is 7 × 8 if you add 8 to 7 × 7?',
    'Let us check it together: what is 7 × 7?',
  ])('finds none in %j', (reply) => {
    expect(affirmingSentences(reply)).toEqual([]);
  });
});

describe('tutorReplyFailures', () => {
  const { refuted } = learnerClaimVerdicts('7 × 8 = 54');

  it('fails praise of a refuted claim, restating the verdict', () => {
    expect(tutorReplyFailures('Well done! Now try 9 × 8.', { refuted })).toEqual([
      "Your reply told the learner they were right, but The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56. Do not praise or affirm it; help the learner find the mistake.",
    ]);
  });

  it('fails praise of a class claim WordNet contradicts, restating WordNet’s verdict', () => {
    const whale = learnerClaimVerdicts('I think a whale is a fish').refuted;
    expect(tutorReplyFailures('Great job, exactly right!', { refuted: whale })).toEqual([
      "Your reply told the learner they were right, but The learner's claim “a whale is a fish” does not match WordNet 3.1, which classes the whale as a mammal, not a fish. Do not praise or affirm it; help the learner find the mistake.",
    ]);
    expect(tutorReplyFailures('Not quite: what makes a whale a mammal?', { refuted: whale })).toEqual([]);
  });

  it('fails a false arithmetic statement of the tutor’s own, even with nothing refuted', () => {
    expect(tutorReplyFailures('Remember that 3/4 − 1/4 = 1/4.', { refuted: [] })).toEqual([
      'Your reply stated 3/4 − 1/4 = 1/4, which is false. State only arithmetic that holds.',
    ]);
  });

  it('fails the sycophant on both counts', () => {
    expect(tutorReplyFailures('Great job! 7 × 8 = 54 is right.', { refuted })).toHaveLength(2);
  });

  it('passes a correcting question, praise of a true claim, and the learner’s words quoted', () => {
    expect(tutorReplyFailures('Not quite: what is 7 × 7, and then one more 8?', { refuted })).toEqual([]);
    expect(tutorReplyFailures('Great job! 7 × 8 = 56 indeed.', { refuted: [] })).toEqual([]);
    expect(tutorReplyFailures('You wrote “7 × 8 = 54”. How could you check it?', { refuted })).toEqual([]);
  });
});

describe('a claim a retrieved passage contradicts', () => {
  const queen = articlePassage(
    1,
    'Marie Antoinette',
    'Marie Antoinette was the last queen of France before the revolution.',
    { title: 'French Revolution' },
  );

  it('is refuted in the source’s words, and a reply praising it fails', () => {
    const { verdicts, refuted } = learnerClaimVerdicts('Marie Antoinette was the queen of England', '', [
      queen,
    ]);
    expect(verdicts).toEqual([
      "The learner's claim “Marie Antoinette was the queen of England” does not match the source: Wikipedia's article “French Revolution › Marie Antoinette” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/French_Revolution#Marie_Antoinette says “Marie Antoinette was the last queen of France before the revolution.”",
    ]);
    expect(tutorReplyFailures('Exactly right, well done!', { refuted })).toHaveLength(1);
    expect(tutorReplyFailures('What does the source say about where she reigned?', { refuted })).toEqual([]);
  });
});

describe('a claim no source supports (issue 38)', () => {
  const unsupported = ['Pumice sinks in water because it is heavy'];

  it('fails a reply that confirms it, and names the claim', () => {
    const failures = tutorReplyFailures('Great job! That is exactly right.', { refuted: [], unsupported });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('“Pumice sinks in water because it is heavy”');
    expect(failures[0]).toContain('not covered by the session');
  });

  it('passes a reply that asks, or that speaks from its own knowledge', () => {
    expect(tutorReplyFailures('What makes you think pumice is heavy?', { refuted: [], unsupported })).toEqual(
      [],
    );
    expect(
      tutorReplyFailures('That is right as far as my own knowledge goes, though the sources do not say.', {
        refuted: [],
        unsupported,
      }),
    ).toEqual([]);
  });
});
