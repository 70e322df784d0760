import type { ReviewAction, VideoReport } from '@socratica/contracts';
import { Button, Group, Text } from '@mantine/core';
import { formatEastern } from '../../../../lib/time';
import { useGuardedChange } from '../../shell/guarded-change';
import { RecordsTable } from '../../shell/RecordsTable';
import { SectionCard } from '../../shell/SectionCard';
import { useLoadFailureBanner } from '../../shell/report-load-failure';
import { VideoLink } from '../../shell/VideoLink';
import { usePendingReports } from '../api/pending-reports';
import { useReviewReport } from '../api/review-report';
import { reviewFailureText } from '../review-failure-text';

// Comments and titles are what learners and YouTube wrote: React renders them as text, never as HTML.
export function PendingReportsSection() {
  const reports = usePendingReports();
  useLoadFailureBanner(reports.error, 'video reports');
  const review = useReviewReport();
  const guarded = useGuardedChange();

  const act = (report: VideoReport, action: ReviewAction) =>
    guarded.run({
      key: report.id,
      change: () => review.mutateAsync({ reportId: report.id, action }),
      failure: reviewFailureText,
    });

  return (
    <SectionCard
      title="Pending reports"
      description="Videos learners reported. Blacklisting settles the other pending reports of the same video or channel."
    >
      <RecordsTable
        label="pending reports"
        records={reports.data?.reports}
        loading={reports.isPending}
        failed={reports.isError}
        emptyText="No pending reports."
        columns={[
          {
            accessor: 'created_at',
            title: 'Reported',
            render: ({ created_at }) => formatEastern(created_at),
          },
          { accessor: 'username', title: 'By', render: ({ username }) => username ?? 'A deleted account' },
          {
            accessor: 'video_title',
            title: 'Video',
            render: ({ video_title, video_id, video_url }) => (
              <VideoLink url={video_url} text={video_title || video_id} />
            ),
          },
          { accessor: 'channel_title', title: 'Channel' },
          {
            accessor: 'comment',
            title: 'Comment',
            noWrap: false,
            render: ({ comment, reason }) => (
              <Text
                size="sm"
                miw={200}
                maw={360}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {comment || reason}
              </Text>
            ),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (report) => (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  disabled={guarded.disabled(report.id)}
                  onClick={() => act(report, 'dismiss')}
                >
                  Dismiss
                </Button>
                <Button
                  size="xs"
                  color="red.9"
                  disabled={guarded.disabled(report.id)}
                  onClick={() => act(report, 'blacklist_video')}
                >
                  Blacklist video
                </Button>
                <Button
                  size="xs"
                  color="red.9"
                  variant="outline"
                  disabled={guarded.disabled(report.id) || !report.channel_id}
                  title={
                    report.channel_id
                      ? undefined
                      : 'This report has no channel id; blacklist the video instead.'
                  }
                  onClick={() => act(report, 'blacklist_channel')}
                >
                  Blacklist channel
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
