import type { CoachEvent, CoachEventOutcome } from '@socratica/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatEastern } from '../../../../lib/time';
import { AdminTable } from '../../shell/AdminTable';
import { useCoachEventsQuery } from '../api/coach-events';
import { COACH_OUTCOMES, taskName } from '../coach-outcomes';

const COLUMNS: DataTableColumn<CoachEvent>[] = [
  { accessor: 'created_at', title: 'When', render: (event) => formatEastern(event.created_at) },
  { accessor: 'task', title: 'Task', render: (event) => taskName(event.task) },
  { accessor: 'username', title: 'Learner', render: (event) => event.username ?? 'Deleted account' },
  {
    accessor: 'topic',
    title: 'Session or episode',
    render: (event) => {
      const where =
        event.session_id !== null ? `session ${event.session_id}` : event.podcast_job_id ? 'podcast job' : '';
      return [event.topic, where].filter(Boolean).join(' · ') || '—';
    },
  },
];

interface CoachEventsTableProps {
  outcome: CoachEventOutcome;
  page: number;
  onPageChange: (page: number) => void;
  closeLink: string;
}

/** The rows behind one figure of the model-replies card, newest first (issue 38). */
export function CoachEventsTable({ outcome, page, onPageChange, closeLink }: CoachEventsTableProps) {
  const query = useCoachEventsQuery(outcome, page);
  const { title, definition } = COACH_OUTCOMES.find((entry) => entry.outcome === outcome)!;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Model replies and tasks: {title.toLowerCase()}
        </Title>
        <Button component={Link} to={closeLink} variant="default" size="compact-sm">
          Close the rows
        </Button>
      </Group>
      <AdminTable
        label={`${title} model replies and tasks`}
        columns={COLUMNS}
        records={query.data?.events}
        query={query}
        emptyText={`None yet. ${definition}`}
        {...(query.data ? { pagination: query.data.pagination, onPageChange } : {})}
      />
    </Stack>
  );
}
