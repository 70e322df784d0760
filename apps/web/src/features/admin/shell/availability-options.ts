import type { AvailabilityStatus } from '@socratica/contracts';

export const AVAILABILITY_OPTIONS: { value: AvailabilityStatus; label: string }[] = [
  { value: 'available', label: 'Available' },
  { value: 'unavailable', label: 'Unavailable' },
  { value: 'other', label: 'Other' },
];
