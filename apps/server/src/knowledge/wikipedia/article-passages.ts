import type { NewPassage } from '../passages/passages.repository.js';
import { sectionPassages } from '../passages/section-passages.js';
import { splitSections } from './article-sections.js';

/** An article's passages in reading order, each under its title and headings. */
export function articlePassages(title: string, extract: string): NewPassage[] {
  return sectionPassages(title, splitSections(extract));
}
