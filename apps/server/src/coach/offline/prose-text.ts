/**
 * The prose of a message, for concept extraction: markup, code and addresses are not ideas a
 * learner holds, so "<img src=x>" must never become the concept "img src" (issue 11). Link text
 * stays ("[Calvin cycle](http://…)" → "Calvin cycle"); the rest becomes a sentence break.
 */
export function proseOf(text: string): string {
  return text
    .replace(/```[\s\S]*?(?:```|$)/g, '. ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/\b(?:https?|ftp|javascript|data):\S*/gi, ' ')
    .replace(/\bwww\.\S+/gi, ' ')
    .replace(/[*_~#>|]+/g, ' ');
}
