import { describe, expect, it } from 'vitest';

import { scannedPdf, textPdf } from '../../../test/fixtures/pdf-fixtures.js';
import { rejection as rejectionOf } from './document-rejection.fixture.js';
import { extractDocument, type DocumentLimits } from './document-text.js';

const limits: DocumentLimits = { maxBytes: 10 * 1024 * 1024, maxPages: 100, timeoutMs: 30_000 };

const rejection = (fileName: string, bytes: Uint8Array, given = limits) =>
  rejectionOf(fileName, bytes, given);

describe('extractDocument on PDFs', () => {
  it('reads each page’s lines, by content whatever the name, and counts the pages', async () => {
    const bytes = await textPdf([
      ['Page one begins the story of the cell.'],
      ['Page two tells of the membrane.'],
      ['Page three ends with the nucleus.'],
    ]);
    const copy = bytes.slice();
    const document = await extractDocument('upload.bin', bytes, limits);
    expect(document).toEqual({
      format: 'pdf',
      pages: 3,
      sections: [
        { headings: [], page: 1, text: 'Page one begins the story of the cell.' },
        { headings: [], page: 2, text: 'Page two tells of the membrane.' },
        { headings: [], page: 3, text: 'Page three ends with the nucleus.' },
      ],
    });
    expect(bytes).toEqual(copy);
  });

  it('joins a word hyphenated across a line break and the wrapped lines of a paragraph', async () => {
    const bytes = await textPdf([
      [
        'Plants turn light into sugar by a process known as photo-',
        'synthesis, which takes place in the chloroplasts of a leaf.',
        'It needs water.',
        'Oxygen is released as a by-product into the air around it.',
      ],
    ]);
    const document = await extractDocument('leaf.pdf', bytes, limits);
    expect(document.sections[0]!.text).toBe(
      'Plants turn light into sugar by a process known as photosynthesis, which takes place in the chloroplasts of a leaf. It needs water.\nOxygen is released as a by-product into the air around it.',
    );
  });

  it('rejects a PDF without a text layer', async () => {
    const { message } = await rejection('scan.pdf', await scannedPdf(2));
    expect(message).toBe(
      '“scan.pdf” has no text layer (it looks like a scanned image). Upload a PDF with selectable text, or its text as a .txt or .md file.',
    );
  });

  it('rejects a PDF header followed by garbage as unreadable', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n\u00e9 this is not really a PDF at all \u00ff\n');
    expect((await rejection('broken.pdf', bytes)).message).toMatch(
      /^“broken\.pdf” could not be read as a PDF: \S.*\.$/,
    );
  });

  it('rejects a PDF with more pages than maxPages', async () => {
    const bytes = await textPdf([['One is a page.'], ['Two is a page.'], ['Three is a page.']]);
    expect((await rejection('long.pdf', bytes, { ...limits, maxPages: 2 })).message).toMatch(
      /^“long\.pdf” has 3 pages; at most 2 /,
    );
  });

  it('rejects a PDF that takes longer than timeoutMs to read', async () => {
    // Starting a worker alone takes far longer than 1 ms, so the limit trips on every machine.
    const bytes = await textPdf([['A page that would be read quickly enough.']]);
    expect((await rejection('slow.pdf', bytes, { ...limits, timeoutMs: 1 })).message).toMatch(
      /^“slow\.pdf” took longer than 0\.001 s to read/,
    );
  });

  it('keeps the event loop free while it reads a 50-page PDF', async () => {
    const line = 'The quick brown fox jumps over the lazy dog, and then it reads a long book.';
    const bytes = await textPdf(Array.from({ length: 50 }, () => Array.from({ length: 20 }, () => line)));
    let last = performance.now();
    let largestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      largestGap = Math.max(largestGap, now - last);
      last = now;
    }, 5);
    const before = performance.eventLoopUtilization();
    try {
      const document = await extractDocument('book.pdf', bytes, limits);
      expect(document.pages).toBe(50);
    } finally {
      clearInterval(ticker);
    }
    // pdf.js yields between pages, so parsing on this thread keeps gaps near 50-150 ms and would pass the gap
    // check alone; it keeps this thread busy nearly all the time, though (about 0.9), where the worker leaves
    // it idle (about 0.03).
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
    expect(largestGap).toBeLessThan(200);
  });
});
