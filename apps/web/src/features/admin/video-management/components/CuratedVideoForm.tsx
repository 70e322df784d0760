import { CuratedVideoInput, type AvailabilityStatus, type CuratedVideo } from '@socratica/contracts';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { AVAILABILITY_OPTIONS } from '../../shell/availability-options';
import { CategorySelect } from '../../shell/CategorySelect';
import { QualityScoreInput, qualityScoreInput } from '../../shell/QualityScoreInput';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../shell/schema-form';
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
 * contract's rule before anything is sent.
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
  const { values, errors, set } = form;
  return (
    <RecordFormModal
      what="curated video"
      id={video?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <TextInput
        label="YouTube URL"
        description="A watch, youtu.be, shorts or embed address, for example https://youtu.be/…"
        required
        data-autofocus
        value={values.url}
        onChange={(event) => set('url', event.currentTarget.value)}
        error={errors.url}
      />
      <TextInput
        label="Title"
        required
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errors.title}
      />
      <CategorySelect
        label="Video category"
        categories={categories.data?.categories}
        value={values.category_id}
        onChange={(value) => set('category_id', value)}
        error={errors.category_id}
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
        max={10}
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
