import { describe, expect, it } from 'vitest';

import { rejection } from './document-rejection.fixture.js';
import { extractDocument, type DocumentLimits } from './document-text.js';

const limits: DocumentLimits = { maxBytes: 1024 * 1024, maxPages: 10, timeoutMs: 30_000 };
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('extractDocument refuses what is not clean text', () => {
  it('refuses control characters, naming the file, the character and its line', async () => {
    const { message } = await rejection('notes.txt', utf8('Lava flows.\nMagma\u0007 rises.\n'), limits);
    expect(message).toBe(
      '“notes.txt” holds a control character (U+0007) on line 2, so it is not plain text: save it again as UTF-8 text, or upload it as a PDF.',
    );
  });

  it('keeps tabs, form feeds and Windows line ends', async () => {
    const document = await extractDocument('notes.txt', utf8('Lava\tflows.\r\n\fMagma rises.\r\n'), limits);
    expect(document.sections[0]!.text).toBe('Lava flows. Magma rises.');
  });

  it('refuses bytes that are not UTF-8', async () => {
    const { message } = await rejection(
      'latin1.md',
      new Uint8Array([0x4c, 0x61, 0x76, 0xe9, 0x20, 0x61]),
      limits,
    );
    expect(message).toBe(
      '“latin1.md” is not text, Markdown or a PDF: upload a PDF, or a .txt or .md file saved as UTF-8.',
    );
  });

  it('refuses a text file named .docx, and a real Word document, each with what to upload instead', async () => {
    const fake = await rejection('essay.docx', utf8('Just plain ASCII text pretending.'), limits);
    expect(fake.message).toBe(
      '“essay.docx” is named .docx but is not a Word document: if it is text, rename it to .txt or .md; otherwise save it as a PDF.',
    );
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect((await rejection('Essay.DOCX', zip, limits)).message).toBe(
      '“Essay.DOCX” is a Word document, which cannot be read here: save it as a PDF (File › Save as › PDF) and upload that.',
    );
  });
});
