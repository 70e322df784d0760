import { chunkIntoPassages } from './passage-chunks.js';
import type { NewPassage } from './passages.repository.js';
import { sectionPath } from './section-path.js';

/** A stretch of a source's text under its headings (outermost first; none before the first heading). */
export interface TextSection {
  headings: string[];
  text: string;
  /** The page it starts on, for a source with pages (a PDF). */
  page?: number;
}

/** A source's passages in reading order, each under the source's title and its section's headings, on its page. */
export function sectionPassages(title: string, sections: readonly TextSection[]): NewPassage[] {
  return sections.flatMap((section) =>
    chunkIntoPassages(section.text).map((body) => ({
      sectionPath: sectionPath(title, section.headings),
      body,
      page: section.page ?? null,
    })),
  );
}
