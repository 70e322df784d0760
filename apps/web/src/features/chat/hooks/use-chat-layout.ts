import { useMediaQuery } from '@mantine/hooks';

/** Spec 1 §9: the mobile layout applies under 640 px wide (notes in a drawer, the input pinned at the bottom). */
export function useMobileChatLayout(): boolean {
  return useMediaQuery('(max-width: 639.98px)');
}
