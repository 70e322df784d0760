import { collapseWhitespace } from './plain-text.js';

const TERMINAL = /[.!?:;…]["'”’)\]]*$/;
const HYPHENATED = /[\p{L}]-$/u;
const BULLET = /^(?:[•●▪◦‣∙·*–-]|\d{1,3}[.)])\s+/;
const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s+(?:of|\/)\s+\d{1,4})?$/i;
/** Shorter than this share of the page's longest line, a line did not wrap: the writer ended it. */
const SHORT_LINE = 0.75;

/**
 * One PDF page's text as paragraphs. pdf.js gives a line per line of print and no blank lines, so paragraphs
 * are inferred the way a reader sees them: a line well short of the page's width that ends a sentence, or is
 * followed by a capitalised line, ends its paragraph; a word hyphenated at a line end is joined again.
 */
export function pdfPageParagraphs(pageText: string): string[] {
  const lines = pageText.split('\n').map(collapseWhitespace);
  while (lines.length > 0 && (lines.at(-1) === '' || PAGE_NUMBER.test(lines.at(-1)!))) lines.pop();
  while (lines.length > 0 && (lines[0] === '' || PAGE_NUMBER.test(lines[0]!))) lines.shift();
  const width = Math.max(0, ...lines.map((line) => line.length));

  const paragraphs: string[] = [];
  let paragraph = '';
  lines.forEach((line, i) => {
    if (line === '') {
      if (paragraph !== '') paragraphs.push(paragraph);
      paragraph = '';
      return;
    }
    const bullet = BULLET.exec(line);
    if (bullet && paragraph !== '') {
      paragraphs.push(paragraph);
      paragraph = '';
    }
    const text = bullet ? line.slice(bullet[0].length) : line;
    if (paragraph === '') paragraph = text;
    else if (HYPHENATED.test(paragraph) && /^\p{Ll}/u.test(text)) paragraph = paragraph.slice(0, -1) + text;
    else if (HYPHENATED.test(paragraph)) paragraph += text;
    else paragraph += ' ' + text;

    const next = lines[i + 1];
    if (next !== undefined && endsParagraph(line, next, width)) {
      paragraphs.push(paragraph);
      paragraph = '';
    }
  });
  if (paragraph !== '') paragraphs.push(paragraph);
  return paragraphs;
}

function endsParagraph(line: string, next: string, width: number): boolean {
  if (next === '' || HYPHENATED.test(line) || line.length >= width * SHORT_LINE) return false;
  return TERMINAL.test(line) || /^[\p{Lu}\p{N}"“‘(]/u.test(next);
}
