import { citationFor, type Citation } from './citation.js';
import type { SourcePassage, StoredSource } from './passages/passages.repository.js';
import { innermostHeading } from './passages/section-path.js';

/** One section of a source, whole, in reading order: what a podcast segment is made from (issue 24). */
interface SourceSection {
  /**
   * Names the section across re-fetches of its source (kind, external key and section path), so that a
   * schedule can tell which sections its earlier episodes covered.
   */
  key: string;
  /** The heading right above it; null for the text before the first heading (an article's lead). */
  heading: string | null;
  paragraphs: string[];
}

/** A source with its sections in reading order, and the citation that credits it. */
export interface SourceText {
  citation: Citation;
  sections: SourceSection[];
}

/** Groups each source's passages (given in reading order) into its sections; sources keep the order given. */
export function sourceSections(
  sources: readonly StoredSource[],
  passages: readonly SourcePassage[],
): SourceText[] {
  return sources
    .map((source) => {
      const sections: SourceSection[] = [];
      for (const passage of passages) {
        if (passage.sourceId !== source.id) continue;
        const last = sections.at(-1);
        const key = `${source.kind}:${source.externalKey}#${passage.sectionPath}`;
        if (last?.key === key) last.paragraphs.push(passage.body);
        else
          sections.push({ key, heading: innermostHeading(passage.sectionPath), paragraphs: [passage.body] });
      }
      return { citation: citationFor(source, source.title), sections };
    })
    .filter((source) => source.sections.length > 0);
}
