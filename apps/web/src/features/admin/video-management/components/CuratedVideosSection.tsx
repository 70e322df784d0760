import { EditableRecordsSection } from '../../shell/EditableRecordsSection';
import { QualityBadge } from '../../shell/QualityBadge';
import { VideoLink } from '../../shell/VideoLink';
import { useCuratedVideos } from '../api/curated-videos';
import { useDeleteCuratedVideo } from '../api/delete-curated-video';
import { CuratedVideoForm } from './CuratedVideoForm';

/** Spec 2 §2: titles are cut at 40 characters. */
const TITLE_SHOWN = 40;

export function CuratedVideosSection() {
  const videos = useCuratedVideos();
  return (
    <EditableRecordsSection
      title="Curated videos"
      description="The catalogue that answers learners' video searches when no YouTube key is set, or when YouTube fails or finds nothing suitable. Quality from 0 to 10."
      addLabel="Add video"
      what="curated videos"
      emptyText="No curated videos yet."
      list={{ ...videos, records: videos.data?.videos }}
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
      ]}
      rowName={(video) => video.title}
      remove={useDeleteCuratedVideo()}
      confirmation={(video) => ({
        title: `Remove "${video.title}" from the catalogue?`,
        message: 'Are you sure you want to delete this video?',
        confirmLabel: 'Delete video',
      })}
      deleteFailure="Failed to delete curated video"
      form={(video, close) => <CuratedVideoForm video={video} onClose={close} />}
    />
  );
}
