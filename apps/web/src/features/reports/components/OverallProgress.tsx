import type { EnhancedResults } from '@socratica/contracts';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FactList } from '../../../components/FactList';
import { DifficultyBadge } from '../../../components/DifficultyBadge';
import { formatEastern } from '../../../lib/time';
import { formatDuration, formatPercent, formatSigned } from '../report-format';
import { LazyPercentChart } from './LazyPercentChart';
import { ReportSection } from './ReportSection';
import { StatCard } from './StatCard';

/** Spec 1 §2: the pre-assessment score alone until a post-assessment exists, then post and improvement. */
export function OverallProgress({ results }: { results: EnhancedResults }) {
  const pre = results.analysis.learning_gains?.pre_score ?? results.assessment.score;
  const post = results.analysis.post_assessment?.score_percentage ?? null;
  const gains = results.analysis.learning_gains;

  return (
    <ReportSection
      title="Overall Progress"
      lead={
        <Group component="span" gap="xs" wrap="wrap">
          <span>{results.topic}</span>
          <DifficultyBadge level={results.assessment.difficulty_level} />
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard label="Pre-assessment score" value={formatPercent(pre)} />
        {post !== null && (
          <>
            <StatCard label="Post-assessment score" value={formatPercent(post)} />
            <StatCard
              label="Improvement"
              value={`${formatSigned(gains?.improvement ?? post - pre)} points`}
              note="Post-assessment score minus pre-assessment score."
            />
            <StatCard
              label="Normalized gain"
              value={gains?.normalized_gain == null ? null : formatPercent(gains.normalized_gain * 100)}
              note="of the points you could still gain"
              formula="(post − pre) ÷ (100 − pre): the share of the room for improvement you used. None when the pre-assessment score was already 100%."
            />
          </>
        )}
      </SimpleGrid>
      {post === null ? (
        <Group gap="sm" justify="space-between">
          <Text>Take the post-assessment to see how much you improved.</Text>
          <Button component={Link} to={`/post-assessment/${results.session_id}`} variant="light">
            Take the Post-Assessment
          </Button>
        </Group>
      ) : (
        <LazyPercentChart
          bars={[
            { name: 'Pre-assessment', value: pre },
            { name: 'Post-assessment', value: post },
          ]}
          caption={`Pre-assessment ${formatPercent(pre)}, post-assessment ${formatPercent(post)}.`}
        />
      )}
      <FactList
        columns={4}
        facts={[
          ['Started', formatEastern(results.created_at)],
          ['Completed', formatEastern(results.completed_at)],
          ['Questions', String(results.assessment.total_questions)],
          ['Time taken', formatDuration(results.assessment.time_taken)],
        ]}
      />
    </ReportSection>
  );
}
