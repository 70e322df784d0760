import type { PdfLine } from './pdf-text-protocol.js';

/** The part of pdf.js's text item this reads: its string, its matrix, its font, and whether a line ends after it. */
export interface PdfTextItem {
  str: string;
  transform: number[];
  fontName: string;
  hasEOL: boolean;
}

/** pdf.js's style for a font name; fontFamily names the family, sometimes with its weight. */
export type PdfTextStyles = Record<string, { fontFamily?: string } | undefined>;

const BOLD_FAMILY = /bold|black|heavy|semibold|demi/i;

/**
 * A page's text items as lines, in the order pdf.js gives them (the content stream's, which is the reading order
 * of nearly every generated PDF). A line's size is the one most of its characters have, so a bold word or a
 * superscript inside a body line does not make it a heading.
 */
export function pdfPageLines(items: readonly PdfTextItem[], styles: PdfTextStyles): PdfLine[] {
  const lines: PdfLine[] = [];
  let text = '';
  let charactersBySize = new Map<number, number>();
  let bold = true;
  const endLine = () => {
    if (text.trim() !== '') {
      const [size] = [...charactersBySize].reduce(
        (best, entry) => (entry[1] > best[1] ? entry : best),
        [0, -1],
      );
      lines.push({ text, size, bold });
    }
    text = '';
    charactersBySize = new Map();
    bold = true;
  };
  for (const item of items) {
    text += item.str;
    const characters = item.str.replace(/\s/g, '').length;
    if (characters > 0) {
      // The matrix's vertical scale is the font size, whatever the text's rotation (pdf.js's own formula).
      const size = Math.round(Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) * 10) / 10;
      charactersBySize.set(size, (charactersBySize.get(size) ?? 0) + characters);
      bold &&= BOLD_FAMILY.test(`${styles[item.fontName]?.fontFamily ?? ''} ${item.fontName}`);
    }
    if (item.hasEOL) endLine();
  }
  endLine();
  return lines;
}
