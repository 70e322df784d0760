import { describe, expect, it } from 'vitest';

import { pdfPageParagraphs } from './pdf-paragraphs.js';

describe('pdfPageParagraphs', () => {
  it('joins wrapped lines and hyphenated words, and ends a paragraph at a short line', () => {
    const page = [
      'Photosynthesis turns light into chemical energy in the leaves of',
      'green plants. Chlorophyll absorbs the light and the plant makes photo-',
      'synthesis products such as sugar.',
      'A second paragraph starts here; the Anglo-',
      'Saxon word keeps its hyphen.',
    ].join('\n');
    expect(pdfPageParagraphs(page)).toEqual([
      'Photosynthesis turns light into chemical energy in the leaves of green plants. Chlorophyll absorbs the light and the plant makes photosynthesis products such as sugar.',
      'A second paragraph starts here; the Anglo-Saxon word keeps its hyphen.',
    ]);
  });

  it('starts a paragraph at a heading-like short line and at each bullet, and drops page numbers', () => {
    const page = [
      '3',
      'Introduction',
      'This line is long enough to set the width of the page for the heuristic.',
      '• first bullet',
      '• second bullet',
      'Page 3 of 9',
    ].join('\n');
    expect(pdfPageParagraphs(page)).toEqual([
      'Introduction',
      'This line is long enough to set the width of the page for the heuristic.',
      'first bullet',
      'second bullet',
    ]);
  });
});
