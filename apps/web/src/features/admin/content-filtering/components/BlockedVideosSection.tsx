import { Text } from '@mantine/core';
import { EditableRecordsSection } from '../../shell/EditableRecordsSection';
import { VideoLink } from '../../shell/VideoLink';
import { useBlockedVideos } from '../api/blocked-videos';
import { useDeleteBlockedVideo } from '../api/delete-blocked-video';
import { BlockedVideoForm } from './BlockedVideoForm';

export function BlockedVideosSection() {
  const videos = useBlockedVideos();
  return (
    <EditableRecordsSection
      title="Blocked videos"
      description="Videos that video search never suggests, while their category is enabled."
      addLabel="Block a video"
      what="blocked videos"
      emptyText="No blocked videos yet."
      list={{ ...videos, records: videos.data?.videos }}
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
      ]}
      rowName={(video) => video.title}
      remove={useDeleteBlockedVideo()}
      confirmation={(video) => ({
        title: `Unblock "${video.title}"?`,
        message: 'Are you sure you want to delete this blocked video? Video search may suggest it again.',
        confirmLabel: 'Delete blocked video',
      })}
      deleteFailure="Failed to delete blocked video"
      form={(video, close) => <BlockedVideoForm video={video} onClose={close} />}
    />
  );
}
