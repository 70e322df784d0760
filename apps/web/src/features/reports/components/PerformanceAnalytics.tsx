import type { EnhancedResults } from '@socratica/contracts';
import { SimpleGrid } from '@mantine/core';
import { peerPercentileLabel } from '../peer-percentile-label';
import { formatPercentile, formatSigned } from '../report-format';
import { MetricCard } from './MetricCard';
import { ReportSection } from './ReportSection';

const outOf100 = (value: number) => `${Number(value.toFixed(1))}/100`;

export function PerformanceAnalytics({ results }: { results: EnhancedResults }) {
  const metrics = results.advanced_analytics.performance_metrics;
  return (
    <ReportSection title="Performance Analytics">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <MetricCard
          label="Peer percentile"
          metric={metrics.peer_percentile}
          format={formatPercentile}
          note={peerPercentileLabel}
        />
        <MetricCard label="Time efficiency" metric={metrics.time_efficiency} format={outOf100} />
        <MetricCard label="Consistency score" metric={metrics.consistency_score} format={outOf100} />
        <MetricCard
          label="Improvement velocity"
          metric={metrics.improvement_velocity}
          format={formatSigned}
          note={() => 'points per session on this topic'}
        />
      </SimpleGrid>
    </ReportSection>
  );
}
