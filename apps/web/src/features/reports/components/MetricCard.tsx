import type { Metric } from '@socratica/contracts';
import type { ReactNode } from 'react';
import { StatCard } from './StatCard';

interface MetricCardProps {
  label: string;
  metric: Metric;
  format: (value: number) => ReactNode;
  /** A line under the value, only when there is a value. */
  note?: (value: number) => ReactNode;
}

/** A server-computed figure with its formula; null means not enough data, shown as such. */
export function MetricCard({ label, metric, format, note }: MetricCardProps) {
  const { value, formula } = metric;
  return (
    <StatCard
      label={label}
      value={value === null ? null : format(value)}
      note={value === null ? undefined : note?.(value)}
      formula={formula}
    />
  );
}
