import type { PdfLine } from './pdf-text-protocol.js';
import { collapseWhitespace } from './plain-text.js';

/** How many lines at each end of a page a header or footer may take (a title, a course, a page number). */
const EDGE_LINES = 3;
/** A lone page number, "Page 2 of 3", "2 / 3", or "- 2 -": never text to teach from. */
const PAGE_NUMBER = /^(?:page\s+)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/**
 * The pages without their running headers and footers (decision 044). A line is running when, with its digits
 * read as one placeholder ("Page 1 of 3" is "Page 2 of 3"), it stands among the first or last lines of at least
 * half the pages, and on two at least; a lone page number at either end is dropped on any page.
 * Left in, a header becomes passages of its own and splits the sentence that runs across a page break.
 */
export function withoutRunningLines(pages: readonly PdfLine[][]): PdfLine[][] {
  const pagesWith = new Map<string, number>();
  for (const lines of pages) {
    for (const key of new Set(edgeLines(lines).map(runningKey)))
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  }
  const running = (line: PdfLine) => {
    if (PAGE_NUMBER.test(collapseWhitespace(line.text))) return true;
    const repeats = pagesWith.get(runningKey(line)) ?? 0;
    return repeats >= 2 && repeats * 2 >= pages.length;
  };
  return pages.map((lines) => {
    const edges = new Set(edgeLines(lines));
    return lines.filter((line) => !(edges.has(line) && running(line)));
  });
}

function edgeLines(lines: readonly PdfLine[]): PdfLine[] {
  if (lines.length <= EDGE_LINES * 2) return [...lines];
  return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
}

function runningKey(line: PdfLine): string {
  return collapseWhitespace(line.text).toLowerCase().replace(/\d+/g, '#');
}
