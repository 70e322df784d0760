import type { AssessmentListItem, AssessmentStatus } from '@socratica/contracts';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FactList } from '../../../components/FactList';
import { DifficultyBadge } from '../../../components/DifficultyBadge';
import { formatEastern } from '../../../lib/time';
import { formatDuration, formatPercent } from '../report-format';

const STATUS_TEXT: Record<AssessmentStatus, string> = {
  baseline: 'Pre-assessment in progress',
  learning: 'Ready for the post-assessment',
  completed: 'Completed',
};

interface ReportListItemProps {
  report: AssessmentListItem;
  onDelete: () => void;
}

export function ReportListItem({ report, onDelete }: ReportListItemProps) {
  const facts: [string, string][] = [
    [
      report.score_kind === 'self_estimate' ? 'Self-rating' : 'Score',
      report.score === null ? 'N/A' : formatPercent(report.score),
    ],
    ...(report.post_score === null
      ? []
      : [['Post score', formatPercent(report.post_score)] as [string, string]]),
    ['Time taken', formatDuration(report.time_taken)],
    ['Completed', formatEastern(report.completed_at)],
    ['Questions', String(report.total_questions)],
  ];

  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {report.topic}
            </Title>
            <Text size="sm" c="dimmed">
              {STATUS_TEXT[report.status]}
            </Text>
          </Stack>
          <DifficultyBadge level={report.difficulty_level} />
        </Group>
        <FactList facts={facts} columns={facts.length} />
        <Group gap="sm">
          <Button component={Link} to={`/report/${report.session_id}`} variant="light">
            View report<VisuallyHidden> on {report.topic}</VisuallyHidden>
          </Button>
          <Button
            variant="default"
            leftSection={<IconTrash size={16} color="var(--mantine-color-red-9)" aria-hidden />}
            onClick={onDelete}
          >
            Delete<VisuallyHidden> report on {report.topic}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
