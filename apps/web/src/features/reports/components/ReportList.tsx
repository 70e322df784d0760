import type { AssessmentListItem } from '@socratica/contracts';
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { useDeleteAssessmentMutation } from '../api/delete-assessment';
import { useAssessmentsQuery } from '../api/list-assessments';
import { DeleteReportModal } from './DeleteReportModal';
import { ReportListItem } from './ReportListItem';

/** Spec 1 §2: the learner's reports, newest first as the server sends them, each with a delete action. */
export function ReportList() {
  const reports = useAssessmentsQuery();
  const remove = useDeleteAssessmentMutation();
  const [toDelete, setToDelete] = useState<AssessmentListItem | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.session_id, {
      onSettled: () => setToDelete(null),
      onError: (error) => window.alert(`Failed to delete report: ${errorText(error)}`),
    });
  }

  if (reports.isPending) {
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Loader aria-hidden />
        <Text fw={500}>Loading your reports…</Text>
      </Stack>
    );
  }
  if (reports.isError) {
    return (
      <Alert color="red" variant="light" title="Failed to load assessments list">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(reports.error)}</Text>
          <Button size="xs" onClick={() => void reports.refetch()} loading={reports.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (reports.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={2}>No reports yet</Title>
          <Text>Each quiz you take adds a report here, with your scores and what to learn next.</Text>
          <Button component={Link} to="/quiz">
            Take a Quiz
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {reports.data.map((report) => (
          <ReportListItem key={report.session_id} report={report} onDelete={() => setToDelete(report)} />
        ))}
      </Stack>
      <DeleteReportModal
        report={toDelete}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
