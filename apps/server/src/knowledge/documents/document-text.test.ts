import { describe, expect, it } from 'vitest';

import { rejection as rejectionOf } from './document-rejection.fixture.js';
import { extractDocument, type DocumentLimits } from './document-text.js';

const limits: DocumentLimits = { maxBytes: 1024 * 1024, maxPages: 100, timeoutMs: 30_000 };
const utf8 = (text: string) => new TextEncoder().encode(text);

const rejection = (fileName: string, bytes: Uint8Array, given = limits) =>
  rejectionOf(fileName, bytes, given);

describe('extractDocument on text and Markdown', () => {
  it('reads a .md file as Markdown sections', async () => {
    const document = await extractDocument(
      'notes.md',
      utf8(
        '# Cells\nA cell is **small**.\n\n- nucleus\n- membrane\n\n## Walls\nPlants have [walls](https://w.org).',
      ),
      limits,
    );
    expect(document).toEqual({
      format: 'markdown',
      pages: null,
      sections: [
        { headings: ['Cells'], text: 'A cell is small.\nnucleus\nmembrane' },
        { headings: ['Cells', 'Walls'], text: 'Plants have walls.' },
      ],
    });
  });

  it('reads .markdown as Markdown, and any other text, with or without an extension, as plain text', async () => {
    expect((await extractDocument('A.MARKDOWN', utf8('# H\nx'), limits)).format).toBe('markdown');
    for (const name of ['notes.txt', 'README', 'data.csv']) {
      expect(
        await extractDocument(name, utf8('\uFEFF# not a heading\r\nline two\r\n\r\nNext.'), limits),
      ).toEqual({
        format: 'text',
        pages: null,
        sections: [{ headings: [], text: '# not a heading line two\nNext.' }],
      });
    }
  });

  it('rejects an empty or whitespace-only file', async () => {
    expect((await rejection('empty.txt', new Uint8Array())).message).toBe(
      '“empty.txt” is empty: upload a file with some text in it.',
    );
    expect((await rejection('blank.md', utf8(' \n\t\r\n'))).message).toContain('is empty');
  });

  it('rejects Markdown with nothing but code in it', async () => {
    expect((await rejection('code.md', utf8('```\nx = 1\n```\n'))).message).toContain('has no text');
  });

  it('rejects binary content, invalid UTF-8 and text with NUL characters', async () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect((await rejection('x.bin', everyByte)).message).toMatch(
      /^“x\.bin” is not text, Markdown or a PDF: /,
    );
    expect((await rejection('latin1.txt', Uint8Array.of(0x63, 0x61, 0x66, 0xe9))).message).toContain(
      'is not text, Markdown or a PDF',
    );
    expect((await rejection('nul.txt', utf8('text\0more'))).message).toContain(
      'is not text, Markdown or a PDF',
    );
  });

  it('rejects a file named .pdf that is not a PDF', async () => {
    expect((await rejection('notes.pdf', utf8('hello'))).message).toMatch(
      /^“notes\.pdf” is named \.pdf but is not a PDF/,
    );
  });

  it('rejects a file over maxBytes by its size, before reading it', async () => {
    // A PDF header over garbage: read at all, it would be rejected as unreadable instead.
    const bytes = new Uint8Array(Math.round(2.5 * 1024 * 1024)).fill(0x20);
    bytes.set(utf8('%PDF-1.7 garbage'));
    expect((await rejection('big.pdf', bytes, { ...limits, maxBytes: 2 * 1024 * 1024 })).message).toBe(
      '“big.pdf” is 2.5 MB, over the 2 MB limit: split it into smaller files.',
    );
  });
});
