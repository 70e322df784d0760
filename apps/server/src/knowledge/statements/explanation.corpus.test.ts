import { afterAll, describe, expect, it } from 'vitest';
import { articlePassages } from '../wikipedia/article-passages.js';
import { CORPORA } from '../../../test/corpora/statements/index.js';
import { KNOWN_EXPLAIN_MISSES } from '../../../test/corpora/statements/known-explain-misses.js';
import { explainFrom, MOST_SENTENCES, readExplanationRequest } from './explanation.js';

/**
 * The explain corpus (issue 37): 16 requests over eight topics ("explain step by step…", "just tell me…",
 * "how does X work?"), each with the pieces of the article's sentences an explanation must quote, written
 * by hand before the explainer ran. An explanation is right when it quotes at least two of them, in the
 * article's order. A miss the explainer still makes runs as `it.fails` with its reason.
 */
const results: boolean[] = [];

for (const corpus of CORPORA) {
  describe(`explanations on ${corpus.topic} (${corpus.field})`, () => {
    const passages = articlePassages(corpus.article.title, corpus.article.extract);
    for (const expected of corpus.explains) {
      const reason = KNOWN_EXPLAIN_MISSES[expected.request];
      const name = expected.request;
      (reason === undefined ? it : it.fails)(reason ? `${name} — known miss: ${reason}` : name, async () => {
        const request = await readExplanationRequest(expected.request, corpus.topic);
        const found = request && (await explainFrom(request, passages, corpus.topic, MOST_SENTENCES));
        const quoted = found?.sentences ?? [];
        const at = expected.sentences.map((piece) => quoted.findIndex((s) => s.includes(piece)));
        const hits = at.filter((i) => i >= 0);
        const inOrder = hits.every((i, k) => k === 0 || i >= hits[k - 1]!);
        const right = hits.length >= 2 && inOrder && quoted.length >= 3 && quoted.length <= MOST_SENTENCES;
        results.push(right);
        expect({ right, quoted }).toMatchObject({ right: true });
      });
    }
  });
}

afterAll(() => {
  console.log(
    `explain corpus: ${results.filter(Boolean).length}/${results.length} explained with the source's sentences in order`,
  );
});
