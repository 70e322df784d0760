import type { LearningGains } from '@socratica/contracts';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { errorText } from '../../../lib/api-error';
import { useEnhancedResultsQuery } from '../api/enhanced-results';
import { CognitiveAnalysis } from './CognitiveAnalysis';
import { ComparativeBenchmarks } from './ComparativeBenchmarks';
import { ContradictedClaims } from './ContradictedClaims';
import { FreshResultNotice } from './FreshResultNotice';
import { LearningInsights } from './LearningInsights';
import { NextSteps } from './NextSteps';
import { OverallProgress } from './OverallProgress';
import { PerformanceAnalytics } from './PerformanceAnalytics';
import { ReportLinks } from './ReportLinks';
import { ReviewEpisode } from './ReviewEpisode';
import { SourceNotice } from './SourceNotice';
import { TestedGain } from './TestedGain';
import { OfflineCoachNote } from '../../../components/OfflineCoachNote';

interface ReportDetailProps {
  sessionId: string;
  /** The learning gains of a post-assessment just submitted, if the learner came from there. */
  freshGains: LearningGains | null;
}

export function ReportDetail({ sessionId, freshGains }: ReportDetailProps) {
  const report = useEnhancedResultsQuery(sessionId);

  return (
    <Stack gap="xl">
      {freshGains && <FreshResultNotice gains={freshGains} />}
      <ReportLinks backToList />
      {report.isPending ? (
        <Stack align="center" gap="xs" py="xl" role="status">
          <Loader aria-hidden />
          <Text fw={500}>Loading your report…</Text>
        </Stack>
      ) : report.isError ? (
        <Alert color="red" variant="light" title="Failed to load analytics">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(report.error)}</Text>
            <Button size="xs" onClick={() => void report.refetch()} loading={report.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <SourceNotice results={report.data} />
          <OfflineCoachNote tasks={report.data.answered_offline} />
          <OverallProgress results={report.data} />
          <TestedGain results={report.data} />
          <LearningInsights results={report.data} />
          <ContradictedClaims results={report.data} />
          <PerformanceAnalytics results={report.data} />
          <CognitiveAnalysis results={report.data} />
          <ComparativeBenchmarks results={report.data} />
          <NextSteps results={report.data} />
          <ReviewEpisode results={report.data} />
        </>
      )}
    </Stack>
  );
}
