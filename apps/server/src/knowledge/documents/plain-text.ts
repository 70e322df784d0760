/**
 * Plain text as paragraphs: a blank line ends a paragraph, and the lines within one are joined with a space,
 * because editors wrap lines for display and a passage should not break mid-sentence where the editor did.
 */
export function plainTextParagraphs(text: string): string[] {
  return normaliseLineBreaks(text)
    .split(/\n[^\S\n]*\n/)
    .map(collapseWhitespace)
    .filter((paragraph) => paragraph !== '');
}

/** A BOM and Windows or old-Mac line ends, all of which uploads from any editor may carry. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Tabs, runs of spaces, no-break spaces and line breaks inside a paragraph all read as one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
