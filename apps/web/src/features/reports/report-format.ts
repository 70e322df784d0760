/** '82.5%', '40%': at most one decimal, as the server rounds. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(1))}%`;
}

/** '+35', '−4.5', '0': a change in points, signed so that a fall is not mistaken for a rise. */
export function formatSigned(value: number): string {
  const rounded = Number(value.toFixed(1));
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `−${Math.abs(rounded)}`;
  return '0';
}

/** Spec 1 §3: time_taken is in seconds; people read '5 min 20 s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** '83rd percentile': percentiles read as whole ordinals. */
export function formatPercentile(value: number): string {
  const n = Math.round(value);
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13
      ? 'th'
      : n % 10 === 1
        ? 'st'
        : n % 10 === 2
          ? 'nd'
          : n % 10 === 3
            ? 'rd'
            : 'th';
  return `${n}${suffix} percentile`;
}
