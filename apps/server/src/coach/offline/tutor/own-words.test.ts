import type { TutorPhase } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../coach.js';
import { falseArithmeticStatements } from '../arithmetic/reply-arithmetic-check.js';
import { seededRandom } from '../seeded-random.js';
import { arithmeticReply } from './arithmetic-reply.js';
import { classifyLearnerMessage } from './learner-signal.js';
import { withoutFalseArithmetic } from './own-words-check.js';
import { writeTutorReply } from './tutor-reply.js';
import { TEST_BASELINE, tutorRequest } from './tutor-test-request.js';

/**
 * Issue 23: the tutor checks its own words. Each of the first tests replays a report from a user of
 * the offline tutor; the last feeds it many learner messages and checks every reply it sends.
 */

const OPENING = 'Hi there. What do you already know about this, even a little?';

const request = tutorRequest;

/** The tutor's replies to each learner message in turn, after the opening. */
async function chat(topic: string, learner: readonly string[], phase?: TutorPhase): Promise<string[]> {
  const history: ChatTurn[] = [{ role: 'assistant', content: OPENING }];
  const replies: string[] = [];
  for (const message of learner) {
    history.push({ role: 'user', content: message });
    const reply = await writeTutorReply(request(topic, history, phase));
    replies.push(reply);
    history.push({ role: 'assistant', content: reply });
  }
  return replies;
}

const lastSentence = (reply: string) => reply.split(/(?<=[.!])\s+/).at(-1) ?? '';

describe('the tutor’s own words, as users reported them', () => {
  it('never concludes "So 2/4 cannot be 1/2" from an unrelated right sum', async () => {
    const [exposing = '', reply = ''] = await chat('Fractions', [
      '2/4 is bigger than 1/2',
      '3/4 - 1/4 = 1/2',
    ]);
    expect(exposing).toContain('What do you get for 2/4 − 1/2?');
    expect(reply).toMatch(/^That's right: 3\/4 − 1\/4 = 1\/2\./);
    expect(reply).not.toMatch(/cannot be/);
    expect(falseArithmeticStatements(reply)).toEqual([]);
    // The learner's sum says nothing about 2/4 and 1/2, so the tutor asks its question again.
    expect(reply).toContain('What do you get for 2/4 − 1/2?');
  });

  it('draws the conclusion once its own question is answered, in words that are true', async () => {
    const replies = await chat('Fractions', ['2/4 is bigger than 1/2', '3/4 - 1/4 = 1/2', '2/4 - 1/2 = 0']);
    const settled = replies.at(-1) ?? '';
    expect(settled).toContain("That's right: 2/4 − 1/2 = 0. So 2/4 cannot be bigger than 1/2.");
    expect(settled).toMatch(/which is bigger, 2\/4 or 1\/2, or are they equal\?$/);
    for (const reply of replies) expect(falseArithmeticStatements(reply)).toEqual([]);
  });

  it('reads "1/2" after "What do you get for 2/4 − 1/2?" as a wrong answer, not as "2/4 = 1/2"', async () => {
    const [, reply = ''] = await chat('Fractions', ['2/4 is bigger than 1/2', '1/2']);
    expect(reply).not.toMatch(/right/i);
    expect(reply).toContain('2/4 is equal to 1/2');
    expect(falseArithmeticStatements(reply)).toEqual([]);
  });

  it('takes up a new wrong claim made while its check question is pending, not the old claim', async () => {
    const [, reply = ''] = await chat('Fractions', ['2/4 is bigger than 1/2', '7 × 8 = 54']);
    expect(reply).toContain('7 × 8');
    expect(reply).not.toContain('2/4');
    expect(falseArithmeticStatements(reply)).toEqual([]);
  });

  it('checks a square said in words as the product it is', async () => {
    const [first = '', worked = ''] = await chat('Square numbers', ['7 squared is 48', "I don't know"]);
    expect(first).toContain('7 × 7');
    expect(worked).toContain('7 × 7 = 49, not 48.');
    expect(falseArithmeticStatements(`${first} ${worked}`)).toEqual([]);
  });

  it('after correcting 7 × 8, asks how to check it, not for 56 × 8', async () => {
    const [, worked = ''] = await chat('Times tables', ['7 × 8 = 54', "I don't know"]);
    expect(worked).toContain('7 × 8 = 56, not 54.');
    expect(worked).not.toContain('56 × 8');
    expect(worked).not.toMatch(/what do you get for 56\b/i);
    expect(lastSentence(worked)).toMatch(/^How could you check that 7 × 8 = 56\b.*\?$/);
  });

  it('asks once more about the fact the other way round, still not on the corrected result', async () => {
    const replies = await chat('Times tables', ['7 × 8 = 54', "I don't know", '7 × 8 = 52', "I don't know"]);
    for (const reply of replies) expect(reply).not.toMatch(/\b56 [×÷+−] /);
    expect(replies.join('\n')).toContain('what do you get for 8 × 7?');
  });

  it('confirms the fact turned around and asks why, not for 56 × 7', async () => {
    const replies = await chat('Times tables', [
      '7 × 8 = 54',
      "I don't know",
      '7 × 8 = 52',
      "I don't know",
      '56',
    ]);
    expect(replies.at(-1)).toBe(
      "That's right: 8 × 7 = 56. Why do you think 8 × 7 and 7 × 8 give the same result?",
    );
  });

  it('does not build a question on the learner’s unchecked "mitochondria" claim', async () => {
    for (const phase of ['prior_knowledge', 'exploration', 'challenge', 'consolidation'] as const) {
      const [reply = ''] = await chat(
        'Photosynthesis',
        ['Is the mitochondria where photosynthesis happens? yes or no?'],
        phase,
      );
      expect(reply).not.toMatch(/belongs in/);
      expect(reply).not.toMatch(/^yes\b|\b(?:right|correct)\b/i);
      expect(lastSentence(reply)).not.toMatch(/mitochondria/i);
      expect(lastSentence(reply)).toMatch(/where photosynthesis happens.*\?$/);
    }
  });

  it('never opens with "There are no wrong answers"', async () => {
    for (const confidence of [1, 2, 3, 5, 8]) {
      const opening = await writeTutorReply({
        ...request('Fractions', []),
        baseline: { ...TEST_BASELINE, confidence_baseline: confidence },
        maxWords: 120,
      });
      expect(opening).not.toMatch(/no wrong answers/i);
    }
  });
});

describe('the last check before a reply is sent', () => {
  it('drops a sentence that states false arithmetic and keeps the rest', () => {
    expect(
      withoutFalseArithmetic(
        "That's right: 3/4 − 1/4 = 1/2. So 2/4 cannot be 1/2. Then what do you get for 2/4?",
      ),
    ).toBe("That's right: 3/4 − 1/4 = 1/2. Then what do you get for 2/4?");
  });

  it('still ends with a question when the false sentence was the question', () => {
    const checked = withoutFalseArithmetic('Here is the working. Since 7 × 8 = 54, what is 54 ÷ 8?');
    expect(checked).toBe('Here is the working. How would you check that for yourself?');
  });

  it('sends a true reply unchanged', () => {
    const reply = "Let's check that. You wrote “7 × 8 = 54”. What do you get for 54 ÷ 8?";
    expect(withoutFalseArithmetic(reply)).toBe(reply);
  });
});

describe('whatever arithmetic the learner sends, no reply states a falsehood', () => {
  const random = seededRandom(23);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random.next() * items.length)] as T;
  const whole = () => 1 + Math.floor(random.next() * 12);
  const decimal = () => (Math.floor(random.next() * 99) + 1) / 100;
  const fraction = () => `${whole()}/${1 + whole()}`;

  /** A learner's claim, right or wrong, in the forms they write. */
  function learnerClaim(right = false): string {
    const kinds = [
      'times',
      'plus',
      'minus',
      'divide',
      'decimal',
      'fraction',
      'compare',
      'equal',
      'same',
      'square',
    ] as const;
    const kind = pick(kinds);
    const a = whole();
    const b = whole();
    const off = right ? 0 : pick([0, 0, 1, -1, 2]);
    switch (kind) {
      case 'times':
        return `${a} ${pick(['×', 'x', 'times'])} ${b} ${pick(['=', 'is', 'equals'])} ${a * b + off}`;
      case 'plus':
        return `${a} + ${b} = ${a + b + off}`;
      case 'minus':
        return `${a + b} - ${b} = ${a + off}`;
      case 'divide':
        return `${a * b} divided by ${b} is ${a + off}`;
      case 'decimal': {
        const x = decimal();
        const y = decimal();
        return `${x} + ${y} = ${Math.round((x + y) * 100 + off) / 100}`;
      }
      case 'fraction':
        return `${fraction()} ${pick(['+', '-', 'times'])} ${fraction()} = ${fraction()}`;
      case 'compare':
        return `${pick([fraction(), String(decimal())])} is ${pick(['bigger', 'smaller'])} than ${pick([fraction(), String(decimal())])}`;
      case 'equal':
        return `${a}/${b} = ${a * 2}/${b * (off === 0 ? 2 : 3)}`;
      case 'same':
        // Fractions equal in value, compared: "2/4 is bigger than 1/2".
        return `${a * 2}/${b * 2} is ${pick(['bigger', 'smaller'])} than ${a}/${b}`;
      case 'square':
        return pick([`${a} squared is ${a * a + off}`, `${a} doubled makes ${a * 2 + off}`]);
    }
  }

  /** What the learner says next: stuck, a number, or another claim. */
  function followUp(): string {
    return pick([
      "I don't know",
      String(whole()),
      fraction(),
      String(decimal()),
      learnerClaim(),
      learnerClaim(true),
      'hmm',
    ]);
  }

  const conversations = Array.from({ length: 120 }, () => [learnerClaim(), followUp(), followUp()]);

  it('checks 120 conversations of three learner messages each', async () => {
    const falsehoods: string[] = [];
    for (const learner of conversations) {
      const replies = await chat('Arithmetic', learner);
      for (const [turn, reply] of replies.entries()) {
        // Every sentence the arithmetic tutor could have said, not only the one the composer chose,
        // so the final check is a backstop and not what keeps these replies true.
        const message = learner[turn] ?? '';
        const candidates = arithmeticReply(
          message,
          replies[turn - 1] ?? OPENING,
          classifyLearnerMessage(message),
        );
        const said = [reply, ...(candidates ? Object.values(candidates).flat() : [])];
        for (const text of said) {
          if (falseArithmeticStatements(text).length > 0) falsehoods.push(`${learner.join(' | ')} → ${text}`);
        }
      }
    }
    expect(falsehoods).toEqual([]);
  });
});
