import type { EnhancedResults } from '@socratica/contracts';
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatEastern } from '../../../lib/time';
import { formatPercent } from '../report-format';
import { ReportSection } from './ReportSection';
import { StatCard } from './StatCard';

/**
 * Issue 22: a learner is compared with other learners only, each by their latest session on the
 * topic; their own earlier sessions are their history, shown apart and labelled so.
 */
export function ComparativeBenchmarks({ results }: { results: EnhancedResults }) {
  const context = results.comparative_context;
  const compared = context.your_ranking !== null;
  return (
    <ReportSection
      title="Comparative Benchmarks"
      lead={`Compared with other learners on this topic, each by their latest post-assessment; never with your own sessions. Shown once at least ${context.minimum_other_learners} other learners have taken it.`}
    >
      {compared ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <StatCard
            label="Total participants"
            value={String(context.total_participants)}
            note={`you and ${context.other_learners} other learners`}
          />
          <StatCard
            label="Your ranking"
            value={`#${context.your_ranking}`}
            note={`of ${context.total_participants}`}
          />
          <StatCard
            label="Average score"
            value={context.average_score === null ? null : formatPercent(context.average_score)}
            note="of the other learners"
          />
        </SimpleGrid>
      ) : (
        <Text>
          {context.note}{' '}
          {context.other_learners > 0 &&
            `So far ${context.other_learners} other ${context.other_learners === 1 ? 'learner has' : 'learners have'} completed it.`}
        </Text>
      )}
      <YourHistory history={results.your_history} />
    </ReportSection>
  );
}

function YourHistory({ history }: { history: EnhancedResults['your_history'] }) {
  if (history.length < 2) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="sm" fw={600} c="gray.8">
        Your own history on this topic
      </Title>
      <Text size="sm" c="dimmed">
        Your completed sessions, oldest first: not part of the comparison above.
      </Text>
      <List spacing={4} size="sm">
        {history.map((entry) => (
          <List.Item key={entry.session_id}>
            {formatEastern(entry.created_at)}: {formatPercent(entry.post_score)}
            {entry.this_session && ' (this session)'}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
