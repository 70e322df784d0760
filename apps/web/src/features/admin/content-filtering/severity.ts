import type { Severity } from '@socratica/contracts';

export const SEVERITY_OPTIONS: { value: Severity; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'critical', label: 'Critical' },
];

/** Shown with `autoContrast`: light shades get dark text, dark shades white, both above 4.5:1. */
export const SEVERITY_COLORS: Record<Severity, string> = {
  low: 'gray.7',
  medium: 'yellow.4',
  high: 'orange.5',
  critical: 'red.9',
};
