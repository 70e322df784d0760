import type { CuratedVideo } from '@socratica/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../shell/EditDeleteActions';
import { useGuardedChange } from '../../shell/guarded-change';
import { QualityBadge } from '../../shell/QualityBadge';
import { RecordsTable } from '../../shell/RecordsTable';
import { SectionCard } from '../../shell/SectionCard';
import { changeFailureText, useLoadFailureBanner } from '../../shell/report-load-failure';
import { VideoLink } from '../../shell/VideoLink';
import { useCuratedVideos } from '../api/curated-videos';
import { useDeleteCuratedVideo } from '../api/delete-curated-video';
import { CuratedVideoForm } from './CuratedVideoForm';

/** Spec 2 §2: titles are cut at 40 characters. */
const TITLE_SHOWN = 40;

export function CuratedVideosSection() {
  const videos = useCuratedVideos();
  useLoadFailureBanner(videos.error, 'curated videos');
  const remove = useDeleteCuratedVideo();
  const guarded = useGuardedChange();
  const [editing, setEditing] = useState<CuratedVideo | 'new' | null>(null);

  const askDelete = (video: CuratedVideo) =>
    guarded.confirm({
      key: video.id,
      title: `Remove "${video.title}" from the catalogue?`,
      message: 'Are you sure you want to delete this video?',
      confirmLabel: 'Delete video',
      change: () => remove.mutateAsync(video.id),
      failure: (error) => changeFailureText('Failed to delete curated video', error),
    });

  return (
    <SectionCard
      title="Curated videos"
      description="The catalogue learners' video searches use when no YouTube key is set. Quality from 0 to 10."
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add video
        </Button>
      }
    >
      <RecordsTable
        label="curated videos"
        records={videos.data?.videos}
        loading={videos.isPending}
        failed={videos.isError}
        emptyText="No curated videos yet."
        columns={[
          {
            accessor: 'title',
            render: ({ title, url }) => <VideoLink url={url} text={title} max={TITLE_SHOWN} />,
          },
          { accessor: 'category' },
          { accessor: 'channel' },
          {
            accessor: 'quality_score',
            title: 'Quality',
            render: ({ quality_score }) => <QualityBadge score={quality_score} />,
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
        <CuratedVideoForm video={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
