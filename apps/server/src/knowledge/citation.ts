import type { KnowledgeSourceKind } from '../db/schema/index.js';
import type { Licence } from './licence.js';
import type { StoredSource } from './passages/passages.repository.js';
import { innermostHeading } from './passages/section-path.js';

/** What a learner is shown beside a passage (D19): which source, where in it, under which licence, and when. */
export interface Citation {
  kind: KnowledgeSourceKind;
  title: string;
  /** The passage's heading, null before the first. */
  section: string | null;
  /** The page the passage starts on, for a source with pages (a PDF); null otherwise. */
  page: number | null;
  /** The source's address, at the passage's section for a wiki article; null for a source without one. */
  url: string | null;
  licence: Licence | null;
  fetchedAt: Date;
}

/** A MediaWiki section anchor: the heading with underscores for spaces, percent-encoded for a URL. */
const sectionAnchor = (heading: string) => encodeURIComponent(heading.replaceAll(' ', '_'));

export function citationFor(source: StoredSource, sectionPath: string, page: number | null = null): Citation {
  const section = innermostHeading(sectionPath);
  const base = source.url?.split('#')[0] ?? null;
  const url = base && section && source.kind === 'wikipedia' ? `${base}#${sectionAnchor(section)}` : base;
  const licence =
    source.licenceName && source.licenceUrl ? { name: source.licenceName, url: source.licenceUrl } : null;
  return { kind: source.kind, title: source.title, section, page, url, licence, fetchedAt: source.fetchedAt };
}

/**
 * Where in its source a passage is: "Photosynthesis › Light reactions", the title alone before any heading, and
 * the page after it for a PDF ("Volcanoes › Eruption styles, p. 2"). Every place a citation is shown reads this.
 */
export function citedPlace(citation: Citation): string {
  const place = citation.section ? `${citation.title} › ${citation.section}` : citation.title;
  return citation.page === null ? place : `${place}, p. ${citation.page}`;
}

/** What kind of source it is, to stand before its name: "Wikipedia's article ", "the document ", or nothing. */
export function sourceKindLabel(citation: Citation): string {
  if (citation.kind === 'wikipedia') return "Wikipedia's article ";
  return citation.kind === 'document' ? 'the document ' : '';
}

/**
 * A citation as plain text, where a link cannot be drawn (an answer key, a transcript):
 * "Wikipedia's article “Photosynthesis › Light reactions” (CC BY-SA 4.0), https://…".
 */
export function citationText(citation: Citation): string {
  const kind = sourceKindLabel(citation);
  const licence = citation.licence ? ` (${citation.licence.name})` : '';
  const url = citation.url ? `, ${citation.url}` : '';
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}“${citedPlace(citation)}”${licence}${url}`;
}
