import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone: narrower than Mantine's xs breakpoint (576 px), where a dialog takes the whole screen (DESIGN's
 * 375 px bar). In px like the app's other layout queries, which the tests' pretend screens answer.
 */
export const PHONE_SCREEN = '(max-width: 575.98px)';

/** Whether the dialogs rendered now fill the screen; follows the window as it is resized. */
export function useFullScreenDialogs(): boolean {
  return useMediaQuery(PHONE_SCREEN);
}

/** The same decision for a dialog opened from an event handler (@mantine/modals), taken as it opens. */
export function opensFullScreen(): boolean {
  return window.matchMedia(PHONE_SCREEN).matches;
}
