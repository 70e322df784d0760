import { collapseWhitespace } from './plain-text.js';

/** A line of body text and the page it is printed on, from 1. */
export interface PageLine {
  text: string;
  page: number;
}

/** A paragraph and the page it starts on. */
export interface PdfParagraph {
  text: string;
  page: number;
}

const TERMINAL = /[.!?:;…]["'”’)\]]*$/;
const HYPHENATED = /[\p{L}]-$/u;
/** A bullet is layout, not text: it is dropped and its item becomes a paragraph. */
const BULLET = /^[•●▪◦‣∙·*–-]\s+/;
/** A list number is text ("step 3"): it is kept, and its item becomes a paragraph. */
const LIST_NUMBER = /^\d{1,3}[.)]\s+/;
/** Shorter than this share of the page's longest line, a line did not wrap: the writer ended it. */
const SHORT_LINE = 0.75;

/**
 * Body lines, in reading order across pages, as paragraphs. pdf.js gives a line per line of print and no blank
 * lines, so paragraphs are inferred the way a reader sees them: a line well short of its page's width that ends
 * a sentence, or is followed by a capitalised line, ends its paragraph; a word hyphenated at a line end is
 * joined again. A paragraph runs on across a page break, since the running header between is already gone.
 */
export function pdfParagraphs(pageLines: readonly PageLine[]): PdfParagraph[] {
  const lines = pageLines
    .map((line) => ({ text: collapseWhitespace(line.text), page: line.page }))
    .filter((line) => line.text !== '');
  const widths = new Map<number, number>();
  for (const line of lines) widths.set(line.page, Math.max(widths.get(line.page) ?? 0, line.text.length));

  const paragraphs: PdfParagraph[] = [];
  let paragraph: PdfParagraph | undefined;
  let inItem = false;
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const bullet = BULLET.exec(line.text);
    const number = LIST_NUMBER.exec(line.text) ? parseInt(line.text, 10) : undefined;
    // A number that opens a line starts a list item when the line before ended, or when it follows the item
    // being read; after a line that wrapped it is the sentence's own ("on a scale from 0 to / 8. …").
    const startsItem =
      bullet !== null ||
      (number !== undefined &&
        (previous === undefined || !wraps(previous, widths) || number === itemNumber(paragraph) + 1));
    if (startsItem && paragraph) {
      paragraphs.push(paragraph);
      paragraph = undefined;
    }
    if (startsItem) inItem = true;
    const text = bullet ? line.text.slice(bullet[0].length) : line.text;
    if (!paragraph) paragraph = { text, page: line.page };
    else if (HYPHENATED.test(paragraph.text) && /^\p{Ll}/u.test(text)) {
      paragraph.text = paragraph.text.slice(0, -1) + text;
    } else if (HYPHENATED.test(paragraph.text)) paragraph.text += text;
    else paragraph.text += ' ' + text;

    const next = lines[i + 1];
    // A list item that ends a sentence ends there: the text after a list is set flush, not as its continuation.
    const endsItem = inItem && next !== undefined && TERMINAL.test(line.text) && /^\p{Lu}/u.test(next.text);
    if (next !== undefined && (endsItem || endsParagraph(line, next, widths))) {
      paragraphs.push(paragraph);
      paragraph = undefined;
      inItem = false;
    }
  });
  if (paragraph) paragraphs.push(paragraph);
  return paragraphs;
}

/** The number of the list item a paragraph is, or NaN. */
function itemNumber(paragraph: PdfParagraph | undefined): number {
  return paragraph && LIST_NUMBER.test(paragraph.text) ? parseInt(paragraph.text, 10) : NaN;
}

/** Whether a line ran to the edge of its page without ending: the sentence goes on on the next line. */
function wraps(line: PageLine, widths: ReadonlyMap<number, number>): boolean {
  if (HYPHENATED.test(line.text)) return true;
  return line.text.length >= (widths.get(line.page) ?? 0) * SHORT_LINE && !TERMINAL.test(line.text);
}

function endsParagraph(line: PageLine, next: PageLine, widths: ReadonlyMap<number, number>): boolean {
  // A sentence that ends with its page ends its paragraph there, so the next page's text is cited from its own.
  if (next.page !== line.page && TERMINAL.test(line.text) && /^[\p{Lu}"“‘(]/u.test(next.text)) return true;
  if (HYPHENATED.test(line.text) || line.text.length >= (widths.get(line.page) ?? 0) * SHORT_LINE)
    return false;
  // A capital after a short line is a new paragraph's; a digit is not, since a sentence may wrap before a number.
  return TERMINAL.test(line.text) || /^[\p{Lu}"“‘(]/u.test(next.text);
}
