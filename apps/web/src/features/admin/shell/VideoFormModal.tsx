import type { AvailabilityStatus } from '@socratica/contracts';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TextFieldBinding } from '../../../lib/schema-form';
import { AVAILABILITY_OPTIONS } from './availability-options';
import { CategorySelect } from './CategorySelect';
import { QualityScoreInput, qualityScoreInput } from './QualityScoreInput';
import type { SaveRequest } from './record-mutations';
import { RecordFormModal } from './RecordFormModal';

/** What the fields hold; a form adds its category. */
export interface VideoFieldValues {
  url: string;
  title: string;
  channel: string;
  description: string;
  /** '' while the box is empty. */
  quality_score: number | string;
  availability_status: AvailabilityStatus;
}

type StoredVideo = Omit<VideoFieldValues, 'quality_score'> & { quality_score: number };

/** The fields' starting values: the edited video's, or a new one's with `defaultQuality`. */
export function videoFieldValues(video: StoredVideo | null, defaultQuality: number): VideoFieldValues {
  return {
    url: video?.url ?? '',
    title: video?.title ?? '',
    channel: video?.channel ?? '',
    description: video?.description ?? '',
    quality_score: video?.quality_score ?? defaultQuality,
    availability_status: video?.availability_status ?? 'available',
  };
}

/** The values as the contract reads them: an empty quality box is refused, not read as 0. */
export function videoFieldInput<Values extends VideoFieldValues>(values: Values) {
  return { ...values, quality_score: qualityScoreInput(values.quality_score) };
}

type VideoTextField = 'url' | 'title' | 'channel' | 'description' | 'availability_status';

/** The parts of a useSchemaForm the dialog binds its fields to. */
interface VideoForm<Input, CategoryField extends string> {
  validate: () => Input | null;
  text: (key: VideoTextField | CategoryField) => TextFieldBinding;
  number: (key: 'quality_score') => {
    value: number | string;
    onChange: (value: number | string) => void;
    error?: string;
  };
}

interface VideoFormModalProps<Input, CategoryField extends string> {
  /** What the form edits, in lower case: 'blocked video'. */
  what: string;
  /** The video edited, or null to add one. */
  id: number | null;
  form: VideoForm<Input, CategoryField>;
  save: UseMutationResult<unknown, Error, SaveRequest<Input>>;
  onClose: () => void;
  /** 5 for blocked videos, 10 for curated ones. */
  maxQuality: number;
  /** The category choice, placed after the title: its label, the field it fills and the categories offered. */
  category: {
    label: string;
    field: CategoryField;
    options: readonly { id: number; name: string }[] | undefined;
  };
}

/** The add and edit dialog blocked and curated videos share, starting from the video's YouTube address. */
export function VideoFormModal<Input, CategoryField extends string>({
  what,
  id,
  form,
  save,
  onClose,
  maxQuality,
  category,
}: VideoFormModalProps<Input, CategoryField>) {
  return (
    <RecordFormModal what={what} id={id} validate={form.validate} save={save} onClose={onClose}>
      <TextInput
        label="YouTube URL"
        description="A watch, youtu.be, shorts or embed address, for example https://youtu.be/…"
        required
        data-autofocus
        {...form.text('url')}
      />
      <TextInput label="Title" required {...form.text('title')} />
      <CategorySelect label={category.label} categories={category.options} {...form.text(category.field)} />
      <TextInput label="Channel" {...form.text('channel')} />
      <Textarea label="Description" autosize minRows={2} {...form.text('description')} />
      <QualityScoreInput max={maxQuality} {...form.number('quality_score')} />
      <NativeSelect label="Availability" data={AVAILABILITY_OPTIONS} {...form.text('availability_status')} />
    </RecordFormModal>
  );
}
