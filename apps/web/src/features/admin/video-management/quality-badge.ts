/**
 * Spec 2 §2: curated videos' quality badges change at 8, 6 and 4 on the 0 to 10 display (the curated
 * contract stores 0 to 10). Each colour is shown with `autoContrast`, so its text stays above 4.5:1.
 */
export function qualityBadgeColor(score: number): string {
  if (score >= 8) return 'teal.9';
  if (score >= 6) return 'blue.8';
  if (score >= 4) return 'yellow.4';
  return 'red.9';
}
