import { CuratedVideoInput, type CuratedVideo } from '@socratica/contracts';
import { useSchemaForm } from '../../../../lib/schema-form';
import {
  VideoFormModal,
  videoFieldInput,
  videoFieldValues,
  type VideoFieldValues,
} from '../../shell/VideoFormModal';
import { useSaveCuratedVideo } from '../api/save-curated-video';
import { useVideoCategories } from '../api/video-categories';

type CuratedVideoValues = VideoFieldValues & { category_id: string };

interface CuratedVideoFormProps {
  /** The video edited, or null to add one. */
  video: CuratedVideo | null;
  onClose: () => void;
}

/**
 * A curated video is added from its YouTube address (watch, youtu.be, shorts or embed), checked by the
 * contract's rule before anything is sent. Its quality is on 0 to 10 (default 7), as the contract stores it.
 */
export function CuratedVideoForm({ video, onClose }: CuratedVideoFormProps) {
  const save = useSaveCuratedVideo();
  const categories = useVideoCategories();
  const initial: CuratedVideoValues = {
    ...videoFieldValues(video, 7),
    category_id: video ? String(video.category_id) : '',
  };
  const form = useSchemaForm(CuratedVideoInput, initial, (values) => ({
    // An edit replaces the whole record: facts the form does not show are sent back as they were.
    channel_id: video?.channel_id ?? '',
    duration: video?.duration ?? null,
    view_count: video?.view_count ?? null,
    ...videoFieldInput(values),
  }));
  return (
    <VideoFormModal
      what="curated video"
      id={video?.id ?? null}
      form={form}
      save={save}
      onClose={onClose}
      maxQuality={10}
      category={{ label: 'Video category', field: 'category_id', options: categories.data?.categories }}
    />
  );
}
