/** What the chat page hands to the landing page after pausing, to confirm it and hold back the Resume dialog. */
export const pausedHomeState = { sessionPaused: true } as const;

/** Whether the landing page was reached by pausing: history state may come from anywhere (an old tab). */
export function cameFromPausing(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'sessionPaused' in state && state.sessionPaused === true
  );
}
