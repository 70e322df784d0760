import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPORA, articleStatements, type CorpusPassage } from '../../../test/corpora/statements/index.js';
import { KNOWN_QUESTION_MISSES } from '../../../test/corpora/statements/known-question-misses.js';
import type { SourceStatement } from './claim-verdict.js';
import { answerQuestion } from './question-answer.js';
import { readLearnerQuestion } from './reading.js';

/**
 * The questions corpus (issue 37): 80 questions of fact over eight topics, each with the sentence that
 * answers it, written by hand before the reader ran. "Wrong" is quoting a sentence that does not hold the
 * answer; "missed" is finding none, after which the tutor answers as it did before.
 */
const outcomes: ('right' | 'wrong' | 'missed')[] = [];

for (const corpus of CORPORA) {
  describe(`questions on ${corpus.topic} (${corpus.field})`, () => {
    let sources: SourceStatement<CorpusPassage>[] = [];
    let topicTerms: string[] = [];
    beforeAll(async () => {
      sources = await articleStatements(corpus);
      topicTerms = (await readLearnerQuestion(corpus.topic)).focus;
    });
    for (const expected of corpus.questions) {
      const reason = KNOWN_QUESTION_MISSES[expected.question];
      const name = `${expected.type}: ${expected.question}`;
      (reason === undefined ? it : it.fails)(reason ? `${name} — known miss: ${reason}` : name, async () => {
        const found = answerQuestion(
          await readLearnerQuestion(expected.question),
          expected.question,
          sources,
          topicTerms,
        );
        const quoted = found?.deciding.map((d) => d.statement.sentence).join(' ') ?? null;
        outcomes.push(quoted === null ? 'missed' : quoted.includes(expected.sentence) ? 'right' : 'wrong');
        expect(quoted).toContain(expected.sentence);
      });
    }
  });
}

afterAll(() => {
  const count = (outcome: string) => outcomes.filter((o) => o === outcome).length;
  console.log(
    `questions corpus: ${count('right')}/${outcomes.length} answered with the right sentence, ${count('wrong')} wrong, ${count('missed')} unanswered`,
  );
});
