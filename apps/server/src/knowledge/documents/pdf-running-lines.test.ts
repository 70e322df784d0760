import { describe, expect, it } from 'vitest';

import type { PdfLine } from './pdf-text-protocol.js';
import { withoutRunningLines } from './pdf-running-lines.js';

const line = (text: string): PdfLine => ({ text, size: 12, bold: false });
const texts = (pages: PdfLine[][]) => pages.map((lines) => lines.map((l) => l.text));

describe('withoutRunningLines', () => {
  it('drops a line repeated, digits aside, at the top or bottom of half the pages, and lone page numbers', () => {
    const pages = [
      [line('Study Notes Page 1 of 4'), line('Lava is molten rock.'), line('- 1 -')],
      [line('Study Notes Page 2 of 4'), line('Ash is shattered rock.'), line('2')],
      [line('Basalt is dark.'), line('Page 3')],
      [line('Pumice floats.')],
    ];
    expect(texts(withoutRunningLines(pages))).toEqual([
      ['Lava is molten rock.'],
      ['Ash is shattered rock.'],
      ['Basalt is dark.'],
      ['Pumice floats.'],
    ]);
  });

  it('keeps a line found on one page only, even in a two-page document', () => {
    const pages = [[line('Where volcanoes form'), line('Lava is molten rock.')], [line('Ash is rock.')]];
    expect(texts(withoutRunningLines(pages))).toEqual(texts(pages));
  });

  it('keeps a line repeated on fewer than half the pages, and a repeated line in the middle of a page', () => {
    const middle = (text: string) => [1, 2, 3, 4].map((n) => line(`Filler line ${n} about ${text}.`));
    const pages = [
      [line('Summary'), line('Lava cools.'), ...middle('lava'), line('Key idea'), ...middle('ash')],
      [line('Summary'), line('Ash falls.'), ...middle('ash'), line('Key idea'), ...middle('lava')],
      [line('Rocks weather.')],
      [line('Soil forms.')],
      [line('Plants grow.')],
    ];
    expect(texts(withoutRunningLines(pages))).toEqual(texts(pages));
  });
});
