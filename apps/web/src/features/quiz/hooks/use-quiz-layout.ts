import { useMediaQuery } from '@mantine/hooks';

/** Spec 1 §9: the mobile layout applies under 640 px wide. */
export function useMobileLayout(): boolean {
  return useMediaQuery('(max-width: 639.98px)');
}

/** Spec 1 §9: the stepper is compact in portrait under 768 px wide when it has more than 3 steps. */
export function useCompactStepper(stepCount: number): boolean {
  const narrowPortrait = useMediaQuery('(max-width: 767.98px) and (orientation: portrait)');
  return narrowPortrait && stepCount > 3;
}
