import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { AVAILABILITY_OPTIONS } from './availability-options';
import { QualityScoreInput } from './QualityScoreInput';

type VideoTextField = 'url' | 'title' | 'channel' | 'description' | 'availability_status';

interface TextFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error?: string;
}

interface VideoFieldsProps {
  /** Binds a text field (the form's `text`). */
  field: (key: VideoTextField) => TextFieldProps;
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
