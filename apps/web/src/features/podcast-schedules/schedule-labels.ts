import type { PodcastSchedule, ScheduleFrequency, ScheduleModelLabels } from '@socratica/contracts';
import { DateTime } from 'luxon';

export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/**
 * '9:00 AM ET' for '09:00': the same clock as the next-generation text beside it. The stored HH:MM is an
 * Eastern wall-clock time (spec 2 §9), so it is shown as is, never converted; one it cannot read is shown raw.
 */
export function generationTimeText(generationTime: string): string {
  const time = DateTime.fromFormat(generationTime, 'HH:mm', { locale: 'en-US' });
  return `${time.isValid ? time.toFormat('h:mm a') : generationTime} ET`;
}

/** Spec 2 §2's model label; the server names the configured models, so the card never claims another (D11). */
export function modelLabel(
  schedule: Pick<PodcastSchedule, 'use_o3_model'>,
  labels: ScheduleModelLabels,
): string {
  return schedule.use_o3_model ? labels.premium : labels.standard;
}
