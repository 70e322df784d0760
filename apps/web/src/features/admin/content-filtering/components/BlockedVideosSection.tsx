import type { BlockedVideo } from '@socratica/contracts';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../shell/EditDeleteActions';
import { useGuardedChange } from '../../shell/guarded-change';
import { RecordsTable } from '../../shell/RecordsTable';
import { SectionCard } from '../../shell/SectionCard';
import { changeFailureText, useLoadFailureBanner } from '../../shell/report-load-failure';
import { VideoLink } from '../../shell/VideoLink';
import { useBlockedVideos } from '../api/blocked-videos';
import { useDeleteBlockedVideo } from '../api/delete-blocked-video';
import { BlockedVideoForm } from './BlockedVideoForm';

export function BlockedVideosSection() {
  const videos = useBlockedVideos();
  useLoadFailureBanner(videos.error, 'blocked videos');
  const remove = useDeleteBlockedVideo();
  const guarded = useGuardedChange();
  const [editing, setEditing] = useState<BlockedVideo | 'new' | null>(null);

  const askDelete = (video: BlockedVideo) =>
    guarded.confirm({
      key: video.id,
      title: `Unblock "${video.title}"?`,
      message: 'Are you sure you want to delete this blocked video? Video search may suggest it again.',
      confirmLabel: 'Delete blocked video',
      change: () => remove.mutateAsync(video.id),
      failure: (error) => changeFailureText('Failed to delete blocked video', error),
    });

  return (
    <SectionCard
      title="Blocked videos"
      description="Videos that video search never suggests, while their category is enabled."
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Block a video
        </Button>
      }
    >
      <RecordsTable
        label="blocked videos"
        records={videos.data?.videos}
        loading={videos.isPending}
        failed={videos.isError}
        emptyText="No blocked videos yet."
        columns={[
          {
            accessor: 'title',
            render: ({ title }) => (
              <Text fw={600} size="sm" maw={320} truncate="end" title={title}>
                {title}
              </Text>
            ),
          },
          { accessor: 'category_name', title: 'Category' },
          { accessor: 'url', title: 'URL', render: ({ url }) => <VideoLink url={url} /> },
          { accessor: 'channel' },
          {
            accessor: 'quality_score',
            title: 'Quality',
            textAlign: 'right',
            render: ({ quality_score }) => `${quality_score.toFixed(1)} / 5`,
          },
          { accessor: 'availability_status', title: 'Availability' },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (video) => (
              <EditDeleteActions
                name={video.title}
                onEdit={() => setEditing(video)}
                onDelete={() => askDelete(video)}
                disabled={guarded.disabled(video.id)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <BlockedVideoForm video={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
