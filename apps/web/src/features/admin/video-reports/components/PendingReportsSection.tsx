import type { ReviewAction, VideoReport } from '@socratica/contracts';
import { Box, Button, Group, Text } from '@mantine/core';
import { formatEastern } from '../../../../lib/time';
import { useGuardedChange } from '../../shell/guarded-change';
import { AdminTable } from '../../shell/AdminTable';
import { SectionCard } from '../../shell/SectionCard';
import { statusFailureText, useLoadFailureBanner } from '../../shell/admin-failure-text';
import { VideoLink } from '../../shell/VideoLink';
import { usePendingReports } from '../api/pending-reports';
import { useReviewReport } from '../api/review-report';

// Comments and titles are what learners and YouTube wrote: React renders them as text, never as HTML.
export function PendingReportsSection() {
  const reports = usePendingReports();
  useLoadFailureBanner('video reports', reports.error);
  const review = useReviewReport();
  const guarded = useGuardedChange();

  const act = (report: VideoReport, action: ReviewAction) =>
    guarded.run({
      key: report.id,
      change: () => review.mutateAsync({ reportId: report.id, action }),
      failure: (error) => statusFailureText('Failed to process report', error),
    });

  return (
    <SectionCard
      title="Pending reports"
      description="Videos learners reported. Blacklisting settles the other pending reports of the same video or channel."
    >
      <AdminTable
        label="Pending reports"
        records={reports.data?.reports}
        query={reports}
        emptyText="No pending reports."
        columns={[
          {
            accessor: 'created_at',
            title: 'Reported',
            noWrap: true,
            render: ({ created_at }) => formatEastern(created_at),
          },
          {
            accessor: 'username',
            title: 'By',
            // A long username is cut, whole on hover, rather than standing a syllable a line.
            render: ({ username }) => (
              <Text size="sm" maw={140} truncate="end" title={username ?? undefined}>
                {username ?? 'A deleted account'}
              </Text>
            ),
          },
          {
            accessor: 'video_title',
            title: 'Video',
            // Without a floor a squeezed title would go a word a line.
            render: ({ video_title, video_id, video_url }) => (
              <Box miw={160}>
                <VideoLink url={video_url} text={video_title || video_id} />
              </Box>
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
              // On a narrow window the buttons go onto two lines rather than out of the card's edge.
              <Group gap={6}>
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
