/** A stretch of an article under one heading. */
export interface ArticleSection {
  /** The headings above it, outermost first; empty for the lead before the first heading. */
  headings: string[];
  text: string;
}

/** `== Heading ==` (level 2) to `====== Heading ======` (level 6), as exsectionformat=wiki writes them. */
const HEADING = /^(={2,6})\s*(.*?)\s*\1\s*$/;

/** End matter: lists of links and references, whose plain text is empty or only titles, never teaching. */
const END_MATTER = new Set([
  'see also',
  'references',
  'notes',
  'notes and references',
  'footnotes',
  'citations',
  'sources',
  'bibliography',
  'further reading',
  'external links',
  'gallery',
]);

/**
 * An article's plain text cut at its headings, each section with the path of headings above it. Sections
 * without text, and end matter with everything under it, are left out.
 */
export function splitSections(extract: string): ArticleSection[] {
  const sections: ArticleSection[] = [];
  let headings: string[] = [];
  let lines: string[] = [];
  const close = () => {
    const text = lines.join('\n').trim();
    const endMatter = headings[0] !== undefined && END_MATTER.has(headings[0].toLowerCase());
    if (text && !endMatter) sections.push({ headings, text });
    lines = [];
  };
  for (const line of extract.split('\n')) {
    const heading = HEADING.exec(line);
    if (!heading?.[1] || !heading[2]) {
      lines.push(line);
      continue;
    }
    close();
    // A level skipped (== A == then ==== C ====) nests C straight under A.
    headings = [...headings.slice(0, heading[1].length - 2), heading[2]];
  }
  close();
  return sections;
}
