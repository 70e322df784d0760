import { citedPlace, sourceKindLabel, type Citation } from '../../../knowledge/citation.js';
import { escapeMarkdown } from './quoted-markdown.js';

/** A link target the chat may show: a web address, with what would end a Markdown link encoded. */
function safeLink(url: string | null): string | null {
  if (url === null || !/^https?:\/\//i.test(url)) return null;
  return url.replace(/[()\s<>]/g, (mark) => encodeURIComponent(mark));
}

/**
 * Where a quoted passage comes from, as the learner reads it before the quote (D19): the source and its
 * section, linked, and its licence, linked.
 */
export function sourceLine(citation: Citation): string {
  return `From ${sourceName(citation)}`;
}

/** The source named as a sentence's subject: its kind, its place linked, its licence linked. */
export function sourceName(citation: Citation): string {
  const place = escapeMarkdown(citedPlace(citation));
  const url = safeLink(citation.url);
  const named = url ? `[${place}](${url})` : `“${place}”`;
  const licenceUrl = citation.licence ? safeLink(citation.licence.url) : null;
  const licence = citation.licence
    ? ` (${licenceUrl ? `[${escapeMarkdown(citation.licence.name)}](${licenceUrl})` : escapeMarkdown(citation.licence.name)})`
    : '';
  return `${sourceKindLabel(citation)}${named}${licence}`;
}
