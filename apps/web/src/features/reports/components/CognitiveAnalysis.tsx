import type { EnhancedResults } from '@socratica/contracts';
import { SimpleGrid } from '@mantine/core';
import { formatPercent } from '../report-format';
import { LazyPercentChart } from './LazyPercentChart';
import { MetricCard } from './MetricCard';
import { ReportSection } from './ReportSection';

export function CognitiveAnalysis({ results }: { results: EnhancedResults }) {
  const cognitive = results.advanced_analytics.comparative_analytics.cognitive_analysis;
  const profile = [
    { name: 'Knowledge depth', metric: cognitive.knowledge_depth },
    { name: 'Critical thinking', metric: cognitive.critical_thinking },
    { name: 'Concept mastery', metric: cognitive.concept_mastery },
  ];
  const charted = profile.flatMap(({ name, metric }) =>
    metric.value === null ? [] : [{ name, value: metric.value }],
  );

  return (
    <ReportSection title="Cognitive Analysis">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {profile.map(({ name, metric }) => (
          <MetricCard key={name} label={name} metric={metric} format={formatPercent} />
        ))}
      </SimpleGrid>
      {charted.length > 1 && (
        <LazyPercentChart
          horizontal
          bars={charted}
          caption={`Your cognitive profile: ${charted.map((bar) => `${bar.name} ${formatPercent(bar.value)}`).join(', ')}.`}
        />
      )}
    </ReportSection>
  );
}
