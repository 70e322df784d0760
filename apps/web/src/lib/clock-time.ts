/** '15:05' for 905 seconds: an episode's length or a job's running time, minutes past 59 kept whole. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
