import { BlockedVideoInput, type AvailabilityStatus, type BlockedVideo } from '@socratica/contracts';
import { CategorySelect } from '../../shell/CategorySelect';
import { qualityScoreInput } from '../../shell/QualityScoreInput';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../shell/schema-form';
import { VideoFields } from '../../shell/VideoFields';
import { useBlockedCategories } from '../api/blocked-categories';
import { useSaveBlockedVideo } from '../api/save-blocked-video';

interface BlockedVideoValues {
  blocked_category_id: string;
  title: string;
  url: string;
  channel: string;
  description: string;
  /** '' while the box is empty. */
  quality_score: number | string;
  availability_status: AvailabilityStatus;
}

interface BlockedVideoFormProps {
  /** The video edited, or null to block a new one. */
  video: BlockedVideo | null;
  onClose: () => void;
}

/** Spec 2 §5: category, title and URL required; quality score 0 to 5 in steps of 0.1 (default 5). */
export function BlockedVideoForm({ video, onClose }: BlockedVideoFormProps) {
  const save = useSaveBlockedVideo();
  const categories = useBlockedCategories();
  const initial: BlockedVideoValues = {
    blocked_category_id: video ? String(video.blocked_category_id) : '',
    title: video?.title ?? '',
    url: video?.url ?? '',
    channel: video?.channel ?? '',
    description: video?.description ?? '',
    quality_score: video?.quality_score ?? 5,
    availability_status: video?.availability_status ?? 'available',
  };
  const form = useSchemaForm(BlockedVideoInput, initial, (values) => ({
    ...values,
    quality_score: qualityScoreInput(values.quality_score),
  }));
  return (
    <RecordFormModal
      what="blocked video"
      id={video?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <VideoFields
        field={form.text}
        quality={form.number('quality_score')}
        maxQuality={5}
        category={
          <CategorySelect
            label="Blocked category"
            categories={categories.data?.categories}
            {...form.text('blocked_category_id')}
          />
        }
      />
    </RecordFormModal>
  );
}
