const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Seconds in an ISO 8601 duration as YouTube writes them (PT8M21S, P1DT2H); null when it is not one. */
export function durationSeconds(duration: string | null): number | null {
  if (!duration) return null;
  const match = ISO_DURATION.exec(duration.trim());
  if (!match || duration.trim() === 'P' || duration.trim().endsWith('T')) return null;
  const [, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (days ?? 0) * 86_400 + (hours ?? 0) * 3_600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}
