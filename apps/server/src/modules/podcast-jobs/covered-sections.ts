/**
 * The titles of the segments that teach, in order (issue 39): an episode of three or more segments opens and
 * closes with framing ones (a welcome, a wrap-up) that say nothing of its content, so those are left out,
 * as is a segment named after the topic itself (a source's lead). Titles said twice are named once.
 */
export function coveredSectionTitles(segments: readonly { title: string }[], topic: string): string[] {
  const teaching = segments.length >= 3 ? segments.slice(1, -1) : segments;
  const named = (title: string) => title !== '' && title.toLowerCase() !== topic.trim().toLowerCase();
  return [...new Set(teaching.map((segment) => segment.title.trim()).filter(named))];
}

/** "A", "A and B", "A, B and C". */
export function spokenList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
