import { describe, expect, it } from 'vitest';

import { pdfParagraphs } from './pdf-paragraphs.js';

const onPage = (page: number, lines: string[]) => lines.map((text) => ({ text, page }));

describe('pdfParagraphs', () => {
  it('joins wrapped lines and hyphenated words, and ends a paragraph at a short line', () => {
    const lines = onPage(1, [
      'Photosynthesis turns light into chemical energy in the leaves of',
      'green plants. Chlorophyll absorbs the light and the plant makes photo-',
      'synthesis products such as sugar.',
      'A second paragraph starts here; the Anglo-',
      'Saxon word keeps its hyphen.',
    ]);
    expect(pdfParagraphs(lines)).toEqual([
      {
        text: 'Photosynthesis turns light into chemical energy in the leaves of green plants. Chlorophyll absorbs the light and the plant makes photosynthesis products such as sugar.',
        page: 1,
      },
      { text: 'A second paragraph starts here; the Anglo-Saxon word keeps its hyphen.', page: 1 },
    ]);
  });

  it('drops bullets but keeps list numbers, each item a paragraph', () => {
    const lines = onPage(3, [
      'This line is long enough to set the width of the page for the heuristic.',
      '• first bullet',
      '• second bullet',
      '1. Effusive eruptions pour out runny lava that flows a long way downhill',
      '2. Explosive eruptions throw ash high into the sky.',
    ]);
    expect(pdfParagraphs(lines).map((paragraph) => paragraph.text)).toEqual([
      'This line is long enough to set the width of the page for the heuristic.',
      'first bullet',
      'second bullet',
      '1. Effusive eruptions pour out runny lava that flows a long way downhill',
      '2. Explosive eruptions throw ash high into the sky.',
    ]);
  });

  it('keeps a number that opens a line after a wrapped line in its sentence', () => {
    const lines = onPage(1, [
      'The Volcanic Explosivity Index rates eruptions on a scale from 0 to',
      '8. Each step up is ten times as much ejected rock.',
    ]);
    expect(pdfParagraphs(lines)).toEqual([
      {
        text: 'The Volcanic Explosivity Index rates eruptions on a scale from 0 to 8. Each step up is ten times as much ejected rock.',
        page: 1,
      },
    ]);
  });

  it('runs a paragraph on across a page break and dates it from the page it starts on', () => {
    const lines = [
      ...onPage(1, ['Magma rises through the crust because it is lighter than the rock around']),
      ...onPage(2, [
        'it, and it collects in chambers a few kilometres down.',
        'Then it erupts, sometimes after resting for centuries under a quiet cone.',
      ]),
    ];
    expect(pdfParagraphs(lines)).toEqual([
      {
        text: 'Magma rises through the crust because it is lighter than the rock around it, and it collects in chambers a few kilometres down.',
        page: 1,
      },
      { text: 'Then it erupts, sometimes after resting for centuries under a quiet cone.', page: 2 },
    ]);
  });
});
