/** Between the parts of a section path. */
const SEPARATOR = ' › ';

/** A passage's place in its source: the source's title, then the headings above it, outermost first. */
export function sectionPath(title: string, headings: readonly string[]): string {
  return [title, ...headings].join(SEPARATOR);
}

/** The heading right above a passage, or null for a passage before the first heading. */
export function innermostHeading(path: string): string | null {
  const parts = path.split(SEPARATOR);
  return parts.length > 1 ? (parts.at(-1) ?? null) : null;
}
