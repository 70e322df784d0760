import { articlePassages } from '../../../src/knowledge/wikipedia/article-passages.js';
import { readContext, readPassageStatements } from '../../../src/knowledge/statements/reading.js';
import type { SourceStatement } from '../../../src/knowledge/statements/claim-verdict.js';
import { corpus as chemicalBonding } from './chemical-bonding.js';
import type { TopicCorpus } from './corpus-types.js';
import { corpus as frenchRevolution } from './french-revolution.js';
import { corpus as newtonsLaws } from './newtons-laws.js';
import { corpus as photosynthesis } from './photosynthesis.js';
import { corpus as pythagoreanTheorem } from './pythagorean-theorem.js';
import { corpus as romeoAndJuliet } from './romeo-and-juliet.js';
import { corpus as supplyAndDemand } from './supply-and-demand.js';
import { corpus as volcanoes } from './volcanoes.js';

/** Eight topics of eight kinds, each with its article and hand-written cases (issue 37). */
export const CORPORA: readonly TopicCorpus[] = [
  photosynthesis,
  chemicalBonding,
  volcanoes,
  supplyAndDemand,
  frenchRevolution,
  newtonsLaws,
  romeoAndJuliet,
  pythagoreanTheorem,
];

/** A passage of a corpus article as the knowledge layer stores it. */
export interface CorpusPassage {
  sectionPath: string;
  body: string;
}

/** Every sentence of a corpus article, read, with the passage it stands in. */
export async function articleStatements(
  corpus: Pick<TopicCorpus, 'article'>,
): Promise<SourceStatement<CorpusPassage>[]> {
  const passages = articlePassages(corpus.article.title, corpus.article.extract);
  const read = await Promise.all(
    passages.map(async (passage) => {
      const context = await readContext(passage.sectionPath);
      return (await readPassageStatements(passage.body, corpus.article.title)).map((statement) => ({
        statement,
        source: passage,
        context,
      }));
    }),
  );
  return read.flat();
}
