import type { EnhancedResults } from '@socratica/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { formatPercent } from '../report-format';
import { ReportSection } from './ReportSection';
import { StatCard } from './StatCard';

const GAIN_FORMULA =
  'g = (post − pre) ÷ (100 − pre), on the knowledge check before the chat and its parallel questions in the post-assessment: the same statements of the sources, asked in other words. None when there was no knowledge check or it was already 100%.';

/**
 * Issue 40: the gain measured on tested items, the knowledge check against the post-assessment's parallel
 * questions, with what g means; or, plainly, that it was not measured and why.
 */
export function TestedGain({ results }: { results: EnhancedResults }) {
  const gain = results.analysis.tested_gain;
  const items = gain.items === 1 ? '1 statement' : `${gain.items} statements`;
  return (
    <ReportSection
      title="Tested Gain"
      lead="What you knew before the chat against after it, on the same statements"
    >
      {gain.measured ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <StatCard
            label="Knowledge check (before)"
            value={formatPercent(gain.pre_score ?? 0)}
            note={`on ${items} from the sources`}
          />
          <StatCard
            label="Parallel questions (after)"
            value={formatPercent(gain.post_score ?? 0)}
            note="the same statements, asked in other words"
          />
          <StatCard
            label="Normalised gain g"
            value={(gain.normalized_gain ?? 0).toFixed(2)}
            note="of what you did not yet know"
            formula={GAIN_FORMULA}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {gain.pre_score !== null && (
            <StatCard
              label="Knowledge check (before)"
              value={formatPercent(gain.pre_score)}
              note={`on ${items}`}
            />
          )}
          {gain.post_score !== null && (
            <StatCard label="Parallel questions (after)" value={formatPercent(gain.post_score)} />
          )}
          <StatCard label="Normalised gain g" value="Not measured" formula={GAIN_FORMULA} />
        </SimpleGrid>
      )}
      <Text>{gain.meaning}</Text>
    </ReportSection>
  );
}
