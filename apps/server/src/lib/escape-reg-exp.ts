/** Text to match literally inside a regular expression: "3.5" matches "3.5", not "305". */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
