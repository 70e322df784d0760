import type { AvailabilityStatus } from '@socratica/contracts';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { AVAILABILITY_OPTIONS } from './availability-options';
import { QualityScoreInput, qualityScoreInput } from './QualityScoreInput';
import type { TextFieldBinding } from '../../../lib/schema-form';

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

interface VideoFieldsProps {
  /** Binds a text field (the form's `text`). */
  field: (key: VideoTextField) => TextFieldBinding;
  quality: { value: number | string; onChange: (value: number | string) => void; error?: string };
  /** 5 for blocked videos, 10 for curated ones. */
  maxQuality: number;
  /** The category choice, placed after the title. */
  category: ReactNode;
}

/** The fields blocked and curated videos share, starting from the video's YouTube address. */
export function VideoFields({ field, quality, maxQuality, category }: VideoFieldsProps) {
  return (
    <>
      <TextInput
        label="YouTube URL"
        description="A watch, youtu.be, shorts or embed address, for example https://youtu.be/…"
        required
        data-autofocus
        {...field('url')}
      />
      <TextInput label="Title" required {...field('title')} />
      {category}
      <TextInput label="Channel" {...field('channel')} />
      <Textarea label="Description" autosize minRows={2} {...field('description')} />
      <QualityScoreInput max={maxQuality} {...quality} />
      <NativeSelect label="Availability" data={AVAILABILITY_OPTIONS} {...field('availability_status')} />
    </>
  );
}
