import type { EnhancedResults } from '@socratica/contracts';
import { SimpleGrid } from '@mantine/core';
import { formatPercent } from '../report-format';
import { ReportSection } from './ReportSection';
import { StatCard } from './StatCard';

// DESIGN D8: the comparison uses one cohort, the narrowest with enough sessions.
const COHORTS: Record<EnhancedResults['comparative_context']['cohort'], string> = {
  topic: 'Compared with completed sessions on the same topic.',
  difficulty: 'Compared with completed sessions at the same difficulty level (fewer than 5 on this topic).',
  all: 'Compared with all completed sessions (too few on this topic or level).',
};

export function ComparativeBenchmarks({ results }: { results: EnhancedResults }) {
  const context = results.comparative_context;
  return (
    <ReportSection title="Comparative Benchmarks" lead={COHORTS[context.cohort]}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatCard label="Total participants" value={String(context.total_participants)} />
        <StatCard
          label="Your ranking"
          value={context.your_ranking === null ? null : `#${context.your_ranking}`}
          note={`of ${context.total_participants}`}
        />
        <StatCard
          label="Average score"
          value={context.average_score === null ? null : formatPercent(context.average_score)}
        />
      </SimpleGrid>
    </ReportSection>
  );
}
