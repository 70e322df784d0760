import type { UpvotedVideo } from '@socratica/contracts';
import { Button, Text } from '@mantine/core';
import { formatEastern } from '../../../../lib/time';
import { useGuardedChange } from '../../shell/guarded-change';
import { AdminTable } from '../../shell/AdminTable';
import { SectionCard } from '../../shell/SectionCard';
import { actionFailureText, useLoadFailureBanner } from '../../shell/admin-failure-text';
import { useDeleteUpvotes } from '../api/delete-upvotes';
import { useUpvotedVideos } from '../api/upvoted-videos';

export function UpvotedVideosSection() {
  const upvoted = useUpvotedVideos();
  useLoadFailureBanner('upvoted videos', upvoted.error);
  const remove = useDeleteUpvotes();
  const guarded = useGuardedChange();

  const askDelete = (video: UpvotedVideo) =>
    guarded.confirm({
      key: video.video_id,
      title: `Delete the upvotes of "${video.video_title || video.video_id}"?`,
      message: `This removes every learner's upvote of this video (${video.upvote_count}). This action cannot be undone.`,
      confirmLabel: 'Delete upvotes',
      change: () => remove.mutateAsync(video.video_id),
      failure: (error) => actionFailureText('Failed to delete upvotes', error),
    });

  return (
    <SectionCard title="Most upvoted videos" description="Videos learners found helpful, most upvoted first.">
      <AdminTable
        label="Upvoted videos"
        idAccessor="video_id"
        records={upvoted.data?.videos}
        query={upvoted}
        emptyText="No upvoted videos yet."
        columns={[
          {
            accessor: 'video_title',
            title: 'Video',
            render: ({ video_title, video_id }) => (
              <Text size="sm" maw={320} truncate="end" title={video_title}>
                {video_title || video_id}
              </Text>
            ),
          },
          { accessor: 'channel_name', title: 'Channel' },
          { accessor: 'upvote_count', title: 'Upvotes', textAlign: 'right' },
          {
            accessor: 'last_upvoted',
            title: 'Last upvoted',
            noWrap: true,
            render: ({ last_upvoted }) => formatEastern(last_upvoted),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (video) => (
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={`Delete the upvotes of ${video.video_title || video.video_id}`}
                disabled={guarded.disabled(video.video_id)}
                onClick={() => askDelete(video)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
