import { afterAll, describe, expect, it } from 'vitest';
import { CORPORA } from '../../../test/corpora/statements/index.js';
import type { TopicCorpus } from '../../../test/corpora/statements/corpus-types.js';
import { KNOWN_MARKING_MISSES } from '../../../test/corpora/statements/known-marking-misses.js';
import type { KeyedQuestion } from '../coach.js';
import { gradeShortAnswer } from './short-answer-grading.js';

/**
 * The short-answer corpus (issue 37): 40 written answers over eight topics, each an accepted answer and a
 * learner's answer that says the same in other words (full credit), says the opposite with the key's own
 * words, or talks about something else (no credit for either). Every expected mark was written by hand
 * before any marking ran on it. A miss the grader still makes runs as `it.fails` with its reason.
 */
type Case = TopicCorpus['shortAnswers'][number];

/**
 * An item keyed by its accepted answer alone: its ideas are the answer's own content words (as for a
 * knowledge-base item), so no hand-picked concept list helps the grader.
 */
function itemFor(topic: string, c: Case): KeyedQuestion {
  return {
    id: `corpus-${topic}`,
    text: c.question,
    type: 'short_answer',
    purpose: 'Checks the idea in your own words.',
    options: [],
    learning_objective: c.question,
    bloom_level: 'understand',
    context_field: null,
    scale: null,
    key: { modelAnswer: c.key, acceptedAnswer: c.key, source: 'knowledge_base', keyConcepts: [] },
  };
}

const marks: { kind: Case['kind']; right: boolean }[] = [];

for (const corpus of CORPORA) {
  describe(`short answers on ${corpus.topic} (${corpus.field})`, () => {
    for (const c of corpus.shortAnswers) {
      const reason = KNOWN_MARKING_MISSES[c.answer];
      const name = `${c.kind}: ${c.answer}`;
      (reason === undefined ? it : it.fails)(reason ? `${name} — known miss: ${reason}` : name, async () => {
        const graded = await gradeShortAnswer(itemFor(corpus.topic, c), c.answer);
        const right = c.kind === 'paraphrase' ? graded.score === 1 : graded.score === 0;
        marks.push({ kind: c.kind, right });
        expect({ score: graded.score, feedback: graded.feedback }).toMatchObject({
          score: c.kind === 'paraphrase' ? 1 : 0,
        });
      });
    }
  });
}

afterAll(() => {
  const rate = (kind: Case['kind']) => {
    const all = marks.filter((m) => m.kind === kind);
    return `${all.filter((m) => m.right).length}/${all.length}`;
  };
  console.log(
    `short-answer corpus: paraphrases given full credit ${rate('paraphrase')}; opposites given none ${rate('opposite')}; off-topic given none ${rate('off_topic')}`,
  );
});
