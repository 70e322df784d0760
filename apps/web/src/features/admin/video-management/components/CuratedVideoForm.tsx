import { CuratedVideoInput, type AvailabilityStatus, type CuratedVideo } from '@socratica/contracts';
import { CategorySelect } from '../../shell/CategorySelect';
import { qualityScoreInput } from '../../shell/QualityScoreInput';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../shell/schema-form';
import { VideoFields } from '../../shell/VideoFields';
import { useSaveCuratedVideo } from '../api/save-curated-video';
import { useVideoCategories } from '../api/video-categories';

interface CuratedVideoValues {
  url: string;
  title: string;
  category_id: string;
  channel: string;
  description: string;
  /** '' while the box is empty. */
  quality_score: number | string;
  availability_status: AvailabilityStatus;
}

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
    url: video?.url ?? '',
    title: video?.title ?? '',
    category_id: video ? String(video.category_id) : '',
    channel: video?.channel ?? '',
    description: video?.description ?? '',
    quality_score: video?.quality_score ?? 7,
    availability_status: video?.availability_status ?? 'available',
  };
  const form = useSchemaForm(CuratedVideoInput, initial, (values) => ({
    // An edit replaces the whole record: facts the form does not show are sent back as they were.
    channel_id: video?.channel_id ?? '',
    duration: video?.duration ?? null,
    view_count: video?.view_count ?? null,
    ...values,
    quality_score: qualityScoreInput(values.quality_score),
  }));
  return (
    <RecordFormModal
      what="curated video"
      id={video?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <VideoFields
        field={form.text}
        quality={form.number('quality_score')}
        maxQuality={10}
        category={
          <CategorySelect
            label="Video category"
            categories={categories.data?.categories}
            {...form.text('category_id')}
          />
        }
      />
    </RecordFormModal>
  );
}
