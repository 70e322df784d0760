import { useMediaQuery } from '@mantine/hooks';

/** Under 576 px wide (Mantine's xs breakpoint) the admin panel's dialogs take the whole screen. */
export function useFullScreenDialogs(): boolean {
  return useMediaQuery('(max-width: 575.98px)');
}
