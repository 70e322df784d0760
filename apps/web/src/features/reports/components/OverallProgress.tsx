import type { EnhancedResults } from '@socratica/contracts';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FactList } from '../../../components/FactList';
import { DifficultyBadge } from '../../../components/DifficultyBadge';
import { preScoreLabels } from '../../../components/pre-score-labels';
import { formatEastern } from '../../../lib/time';
import { formatDuration, formatPercent, formatSigned } from '../report-format';
import { LazyPercentChart } from './LazyPercentChart';
import { ReportSection } from './ReportSection';
import { StatCard } from './StatCard';

/** Spec 1 §2: the pre-assessment score alone until a post-assessment exists, then post and improvement. */
export function OverallProgress({ results }: { results: EnhancedResults }) {
  const pre = results.analysis.learning_gains?.pre_score ?? results.assessment.score;
  const post = results.analysis.post_assessment?.score_percentage ?? null;
  const selfCheck = results.analysis.post_assessment?.knowledge_basis === 'self_check';
  const gains = results.analysis.learning_gains;
  const labels = preScoreLabels(gains?.pre_score_kind ?? results.assessment.score_kind);

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
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: post !== null && gains?.pre_score_kind === 'tested' ? 4 : 3 }}
        spacing="sm"
      >
        <StatCard label={labels.pre} value={formatPercent(pre)} note={labels.preNote} />
        {post !== null && (
          <>
            <StatCard
              label={selfCheck ? 'Post-assessment self-check' : 'Post-assessment score'}
              value={formatPercent(post)}
              note={selfCheck ? 'self-check, not a knowledge test' : undefined}
            />
            <StatCard
              label={labels.improvement}
              value={`${formatSigned(gains?.improvement ?? post - pre)} points`}
              note={labels.improvementNote}
            />
            {/* A share of the room to improve means something only between two tests. */}
            {gains?.pre_score_kind === 'tested' && (
              <StatCard
                label="Normalized gain"
                value={gains.normalized_gain === null ? null : formatPercent(gains.normalized_gain * 100)}
                note="of the points you could still gain"
                formula="(post − pre) ÷ (100 − pre): the share of the room for improvement you used. None when the pre-assessment was already 100%."
              />
            )}
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
        <>
          <Group gap="sm" justify="space-between">
            <Text>Each question, with your answer, the accepted answer and its source:</Text>
            <Button component={Link} to={`/post-assessment/${results.session_id}`} variant="light">
              See your marked answers
            </Button>
          </Group>
          <LazyPercentChart
            bars={[
              { name: labels.preShort, value: pre },
              { name: 'Post-assessment', value: post },
            ]}
            caption={`${labels.preShort} ${formatPercent(pre)}, post-assessment ${formatPercent(post)}.`}
          />
        </>
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
      <Text size="sm" c="dimmed">
        Time taken adds the time each assessment question was on your screen to your chat time on the session
        clock. Time paused or spent waiting for questions is not counted.
      </Text>
    </ReportSection>
  );
}
