import { chunkIntoPassages } from '../passages/passage-chunks.js';
import type { NewPassage } from '../passages/passages.repository.js';
import { sectionPath } from '../passages/section-path.js';
import { splitSections } from './article-sections.js';

/** An article's passages in reading order, each under its title and headings. */
export function articlePassages(title: string, extract: string): NewPassage[] {
  return splitSections(extract).flatMap((section) =>
    chunkIntoPassages(section.text).map((body) => ({
      sectionPath: sectionPath(title, section.headings),
      body,
    })),
  );
}
