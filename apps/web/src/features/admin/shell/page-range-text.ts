/** Which rows of how many a page shows: "1–50 of 77". */
export function pageRangeText(from: number, to: number, total: number): string {
  return `${from}–${to} of ${total}`;
}
