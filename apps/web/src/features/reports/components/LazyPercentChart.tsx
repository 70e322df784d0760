import { Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartBar } from './charts/ReportCharts';

const PercentBarChart = lazy(() =>
  import('./charts/ReportCharts').then((module) => ({ default: module.PercentBarChart })),
);

interface LazyPercentChartProps {
  bars: ChartBar[];
  /** One sentence saying what the chart shows, for everyone (the chart itself is a picture). */
  caption: string;
  horizontal?: boolean;
}

/** A bar chart loaded on demand: recharts is large and only the report needs it. */
export function LazyPercentChart({ bars, caption, horizontal }: LazyPercentChartProps) {
  return (
    <figure style={{ margin: 0 }}>
      <Suspense fallback={<Skeleton h={220} radius="md" />}>
        <PercentBarChart bars={bars} horizontal={horizontal} />
      </Suspense>
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {caption}
      </Text>
    </figure>
  );
}
