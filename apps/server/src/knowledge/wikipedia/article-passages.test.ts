import { describe, expect, it } from 'vitest';
import { articlePassages } from './article-passages.js';

describe('articlePassages', () => {
  it("files each passage under the article's title and its headings, in reading order", () => {
    const passages = articlePassages(
      'Photosynthesis',
      'Plants make sugar. They need light.\n\n== Light-dependent reactions ==\nChlorophyll absorbs light.\n\n=== Water photolysis ===\nWater is split. Oxygen is released.\n\n== References ==\n',
    );
    expect(passages).toEqual([
      // An article has no pages: only a PDF's passages name one.
      { sectionPath: 'Photosynthesis', body: 'Plants make sugar. They need light.', page: null },
      {
        sectionPath: 'Photosynthesis › Light-dependent reactions',
        body: 'Chlorophyll absorbs light.',
        page: null,
      },
      {
        sectionPath: 'Photosynthesis › Light-dependent reactions › Water photolysis',
        body: 'Water is split. Oxygen is released.',
        page: null,
      },
    ]);
  });
});
