import { BlockedVideoInput, type AvailabilityStatus, type BlockedVideo } from '@socratica/contracts';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { AVAILABILITY_OPTIONS } from '../../shell/availability-options';
import { QualityScoreInput, qualityScoreInput } from '../../shell/QualityScoreInput';
import { CategorySelect } from '../../shell/CategorySelect';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../shell/schema-form';
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
  const { values, errors, set } = form;
  return (
    <RecordFormModal
      what="blocked video"
      id={video?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <CategorySelect
        label="Blocked category"
        categories={categories.data?.categories}
        value={values.blocked_category_id}
        onChange={(value) => set('blocked_category_id', value)}
        error={errors.blocked_category_id}
      />
      <TextInput
        label="Title"
        required
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errors.title}
      />
      <TextInput
        label="YouTube URL"
        required
        description="A watch, youtu.be, shorts or embed address"
        value={values.url}
        onChange={(event) => set('url', event.currentTarget.value)}
        error={errors.url}
      />
      <TextInput
        label="Channel"
        value={values.channel}
        onChange={(event) => set('channel', event.currentTarget.value)}
        error={errors.channel}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={errors.description}
      />
      <QualityScoreInput
        max={5}
        value={values.quality_score}
        onChange={(value) => set('quality_score', value)}
        error={errors.quality_score}
      />
      <NativeSelect
        label="Availability"
        data={AVAILABILITY_OPTIONS}
        value={values.availability_status}
        onChange={(event) => set('availability_status', event.currentTarget.value as AvailabilityStatus)}
      />
    </RecordFormModal>
  );
}
