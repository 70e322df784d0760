import {
  DEFAULT_PODCAST_DURATION,
  DEFAULT_PODCAST_VOICE,
  type GeneratePodcastRequest,
  type PodcastVoice,
} from '@socratica/contracts';

/** The Create Single Podcast form as typed; selects hold their option's text value. */
export interface SinglePodcastValues {
  title: string;
  topic: string;
  description: string;
  duration_minutes: string;
  voice: PodcastVoice;
  is_featured: boolean;
  use_o3_model: boolean;
}

/** Spec 2 §3 and §9: duration 15, voice nova, featured, the standard model. */
export const SINGLE_PODCAST_DEFAULTS: SinglePodcastValues = {
  title: '',
  topic: '',
  description: '',
  duration_minutes: String(DEFAULT_PODCAST_DURATION),
  voice: DEFAULT_PODCAST_VOICE,
  is_featured: true,
  use_o3_model: false,
};

/**
 * What is sent. D17: a learner's episode is heard by nobody else, so it is never featured, whatever the
 * hidden default says.
 */
export function toGenerateRequest(
  values: SinglePodcastValues,
  publishesToEveryone: boolean,
): GeneratePodcastRequest {
  return {
    title: values.title,
    topic: values.topic,
    description: values.description,
    // The select offers only PODCAST_DURATIONS; the server checks it again.
    duration_minutes: Number(values.duration_minutes) as GeneratePodcastRequest['duration_minutes'],
    voice: values.voice,
    is_featured: publishesToEveryone && values.is_featured,
    use_o3_model: values.use_o3_model,
  };
}
