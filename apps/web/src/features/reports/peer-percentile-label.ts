/** Spec 1 §2: 75 or more 'Top performer!', 50 or more 'Above average', else 'Room for improvement'. */
export function peerPercentileLabel(percentile: number): string {
  if (percentile >= 75) return 'Top performer!';
  if (percentile >= 50) return 'Above average';
  return 'Room for improvement';
}
