import { markdownInlineText } from './markdown-inline.js';
import { normaliseLineBreaks } from './plain-text.js';

export interface MarkdownSection {
  headings: string[];
  paragraphs: string[];
}

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^[ \t]*(?:[-*+]|(\d{1,9})[.)])(?:[ \t]+(?:\[[ xX]\][ \t]+)?(.*))?$/;
const BLOCKQUOTE = /^ {0,3}>[ \t]?/;
const TABLE_DELIMITER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*\S+/;
const HTML_COMMENT_START = /^[ \t]*<!--/;

/**
 * Markdown as sections of plain paragraphs, one section per heading, each carrying the headings above it so a
 * passage cut from it still says where it came from. A line-by-line reading of the common block syntax, not a
 * CommonMark parser: what it gets wrong stays readable text, which is all a passage needs.
 */
export function markdownSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  const headingsByLevel: string[] = [];
  let section: MarkdownSection = { headings: [], paragraphs: [] };
  let paragraph: string[] = [];
  let paragraphIsListItem = false;
  let inTable = false;
  let fence: string | undefined;
  let inComment = false;

  const endParagraph = () => {
    const text = markdownInlineText(paragraph.join('\n'));
    if (text !== '') section.paragraphs.push(text);
    paragraph = [];
    paragraphIsListItem = false;
  };
  const startSection = (level: number, heading: string) => {
    endParagraph();
    if (section.paragraphs.length > 0) sections.push(section);
    headingsByLevel.length = level - 1;
    headingsByLevel[level - 1] = markdownInlineText(heading);
    section = { headings: headingsByLevel.filter((text) => text !== ''), paragraphs: [] };
  };

  for (const rawLine of withoutFrontMatter(normaliseLineBreaks(markdown).split('\n'))) {
    if (fence !== undefined) {
      if (
        rawLine.trim().startsWith(fence) &&
        rawLine
          .trim()
          .replace(/^[`~]+/, '')
          .trim() === ''
      )
        fence = undefined;
      continue;
    }
    if (inComment) {
      if (rawLine.includes('-->')) inComment = false;
      continue;
    }
    let line = rawLine;
    while (BLOCKQUOTE.test(line)) line = line.replace(BLOCKQUOTE, '');

    const fenceOpening = FENCE.exec(line);
    if (fenceOpening) {
      // Code is not prose: a passage of it would match questions by identifiers and teach nothing.
      endParagraph();
      fence = fenceOpening[1];
      continue;
    }
    if (HTML_COMMENT_START.test(line) && !line.includes('-->')) {
      endParagraph();
      inComment = true;
      continue;
    }
    if (line.trim() === '') {
      endParagraph();
      inTable = false;
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      startSection(atx[1]!.length, atx[2] ?? '');
      continue;
    }
    const setext = SETEXT_UNDERLINE.exec(line);
    if (setext && paragraph.length > 0 && !paragraphIsListItem && !inTable) {
      const heading = paragraph.join(' ');
      paragraph = [];
      startSection(setext[1]!.startsWith('=') ? 1 : 2, heading);
      continue;
    }
    if (THEMATIC_BREAK.test(line)) {
      endParagraph();
      continue;
    }
    if (LINK_DEFINITION.test(line)) continue;
    if (TABLE_DELIMITER.test(line) && paragraph.length === 1 && paragraph[0]!.includes('|')) {
      const header = paragraph[0]!;
      paragraph = [tableRowText(header)];
      endParagraph();
      inTable = true;
      continue;
    }
    if (inTable && line.includes('|')) {
      // Each row is its own record; run together they would read as one sentence of unrelated cells.
      paragraph = [tableRowText(line)];
      endParagraph();
      continue;
    }
    inTable = false;
    const item = LIST_ITEM.exec(line);
    if (item && !THEMATIC_BREAK.test(line)) {
      endParagraph();
      // An ordered item keeps its number: steps are read in order, and "step 2" must still find step 2.
      paragraph.push(item[1] === undefined ? (item[2] ?? '') : `${item[1]}. ${item[2] ?? ''}`);
      paragraphIsListItem = true;
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  if (section.paragraphs.length > 0) sections.push(section);
  return sections;
}

/** YAML front matter is metadata for a site generator, not text anyone reads. */
function withoutFrontMatter(lines: string[]): string[] {
  if (lines[0]?.trim() !== '---') return lines;
  const end = lines.findIndex((line, i) => i > 0 && (line.trim() === '---' || line.trim() === '...'));
  return end === -1 ? lines : lines.slice(end + 1);
}

function tableRowText(row: string): string {
  return row
    .replace(/^[ \t]*\|/, '')
    .replace(/\|[ \t]*$/, '')
    .replace(/(?<!\\)\|/g, ' ');
}
