import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { ScheduleModelLabels } from '@socratica/contracts';
import { premiumModelNote, usePodcastModelLabels } from '../lib/podcast-model-labels';

interface PremiumModelCheckboxProps extends Omit<CheckboxProps, 'label' | 'description'> {
  /** The labels the caller already holds (the schedule list carries them); read from the server otherwise. */
  labels?: ScheduleModelLabels;
}

/** "Use premium model", described by the writers this server really has: never a model it does not use (D11). */
export function PremiumModelCheckbox({ labels, ...checkbox }: PremiumModelCheckboxProps) {
  const served = usePodcastModelLabels(!labels);
  const known = labels ?? served;
  return <Checkbox label="Use premium model" description={known && premiumModelNote(known)} {...checkbox} />;
}
