/** Spec 2 §9's player speeds, slowest first. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** Spec 2 §9: skip back 15 s, forward 30 s. */
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;

/** The next speed up (`step` 1) or down (−1) from `current`, staying within the list. */
export function nextSpeed(current: number, step: 1 | -1): number {
  const index = PLAYBACK_SPEEDS.findIndex((speed) => speed >= current);
  const at = index === -1 ? PLAYBACK_SPEEDS.length - 1 : index;
  return PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, at + step))]!;
}
