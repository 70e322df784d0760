import { pdfParagraphs, type PageLine } from './pdf-paragraphs.js';
import type { PdfLine } from './pdf-text-protocol.js';
import { collapseWhitespace } from './plain-text.js';

/** A PDF's text under the headings above it (outermost first), from one page: what passages are cut from. */
export interface PdfSection {
  headings: string[];
  /** The page its paragraphs start on, from 1. */
  page: number;
  /** Its paragraphs, one a line. */
  text: string;
}

/** A line this much larger than the body's size is a heading (a 12 pt body: 14 pt and up). */
const HEADING_SCALE = 1.15;
/** Longer than this, a larger line is a pull quote or a title page's blurb, not a heading. */
const LONGEST_HEADING = 120;
/** A bold line at the body's size this long or shorter, not ending a sentence, is a run-in heading. */
const LONGEST_BOLD_HEADING = 80;

/**
 * The pages' lines (running headers and footers already gone) as sections (decision 044). Headings are told by
 * print, as a reader tells them: a line set larger than the body (the size most characters have), or set in bold
 * at the body's size while the body is not. Larger is outer: each distinct heading size is a level, bold at the
 * body's size the innermost. A heading is not text of its own; it names the passages below it.
 */
export function pdfSections(pages: readonly PdfLine[][]): PdfSection[] {
  const lines = pages.flatMap((pageLines, i) => pageLines.map((line) => ({ ...line, page: i + 1 })));
  const body = bodyStyle(lines);
  const levelOf = headingLevels(lines, body);

  const sections: PdfSection[] = [];
  const headingsByLevel: string[] = [];
  let headings: string[] = [];
  let bodyLines: PageLine[] = [];
  let previousLevel: number | undefined;
  const endSection = () => {
    for (const paragraph of pdfParagraphs(bodyLines)) {
      const last = sections.at(-1);
      if (last && last.headings === headings && last.page === paragraph.page)
        last.text += `\n${paragraph.text}`;
      else sections.push({ headings, page: paragraph.page, text: paragraph.text });
    }
    bodyLines = [];
  };
  for (const line of lines) {
    const level = levelOf(line);
    if (level === undefined) {
      bodyLines.push(line);
      previousLevel = undefined;
      continue;
    }
    const text = collapseWhitespace(line.text);
    if (level === previousLevel && bodyLines.length === 0) {
      // A heading that wrapped onto a second line at the same size is one heading.
      headingsByLevel[level] = `${headingsByLevel[level] ?? ''} ${text}`.trim();
    } else {
      endSection();
      headingsByLevel.length = level;
      headingsByLevel[level] = text;
    }
    headings = headingsByLevel.filter((heading) => heading !== undefined && heading !== '');
    previousLevel = level;
  }
  endSection();
  return sections;
}

interface BodyStyle {
  size: number;
  bold: boolean;
}

/** The size and weight most of the document's characters have. */
function bodyStyle(lines: readonly PdfLine[]): BodyStyle {
  const characters = new Map<string, { style: BodyStyle; count: number }>();
  for (const line of lines) {
    const key = `${line.size}:${line.bold}`;
    const entry = characters.get(key) ?? { style: { size: line.size, bold: line.bold }, count: 0 };
    entry.count += line.text.replace(/\s/g, '').length;
    characters.set(key, entry);
  }
  let best: { style: BodyStyle; count: number } = { style: { size: 0, bold: false }, count: -1 };
  for (const entry of characters.values()) if (entry.count > best.count) best = entry;
  return best.style;
}

/** Each heading line's level from 0 (outermost), or undefined for body text. */
function headingLevels(lines: readonly PdfLine[], body: BodyStyle): (line: PdfLine) => number | undefined {
  const isLarger = (line: PdfLine) =>
    line.size >= body.size * HEADING_SCALE && line.text.trim().length <= LONGEST_HEADING;
  const isRunIn = (line: PdfLine) => {
    const text = line.text.trim();
    return (
      line.bold &&
      !body.bold &&
      line.size >= body.size &&
      text.length <= LONGEST_BOLD_HEADING &&
      !/[.,;]$/.test(text)
    );
  };
  const hasWords = (line: PdfLine) => /\p{L}/u.test(line.text);
  const sizes = [
    ...new Set(lines.filter((line) => hasWords(line) && isLarger(line)).map((line) => line.size)),
  ].sort((a, b) => b - a);
  return (line) => {
    if (!hasWords(line)) return undefined;
    if (isLarger(line)) return sizes.indexOf(line.size);
    return isRunIn(line) ? sizes.length : undefined;
  };
}
