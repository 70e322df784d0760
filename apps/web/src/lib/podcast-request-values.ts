import { DEFAULT_PODCAST_DURATION, DEFAULT_PODCAST_VOICE, type PodcastVoice } from '@socratica/contracts';

/**
 * An episode request as its form holds it, whether the admin's Generate New Episode or a learner's Create
 * Single Podcast; selects hold their option's text value.
 */
export interface PodcastRequestValues {
  title: string;
  topic: string;
  /** The outline: what the episode must cover. */
  description: string;
  /** A select's value, one of the durations the form offers. */
  duration_minutes: string;
  voice: PodcastVoice;
  is_featured: boolean;
  use_o3_model: boolean;
}

/** Spec 2 §3 and §9: duration 15, voice nova, featured, the standard model. */
export const NEW_PODCAST_VALUES: PodcastRequestValues = {
  title: '',
  topic: '',
  description: '',
  duration_minutes: String(DEFAULT_PODCAST_DURATION),
  voice: DEFAULT_PODCAST_VOICE,
  is_featured: true,
  use_o3_model: false,
};

/** What the form sends, for the contract to check: the duration as the number it names. */
export function toPodcastRequest(values: PodcastRequestValues) {
  return { ...values, duration_minutes: Number(values.duration_minutes) };
}
