import { describe, expect, it } from 'vitest';

import { plainTextParagraphs } from './plain-text.js';

describe('plainTextParagraphs', () => {
  it('splits at blank lines and joins the lines within a paragraph with a space', () => {
    expect(
      plainTextParagraphs('First line\nsecond line.\n\nNext\tparagraph   here.\n \t\n\n\nLast.'),
    ).toEqual(['First line second line.', 'Next paragraph here.', 'Last.']);
  });

  it('strips a BOM and reads CRLF and CR line ends', () => {
    expect(plainTextParagraphs('\uFEFFOne\r\ntwo\r\n\r\nThree\rfour\r\rFive')).toEqual([
      'One two',
      'Three four',
      'Five',
    ]);
  });
});
