import {
  PODCAST_DURATIONS,
  PODCAST_VOICE_LABELS,
  PODCAST_VOICES,
  type PodcastVoice,
} from '@socratica/contracts';

/** 'Nova (Neutral)': a voice's name with its spec 2 §9 description, as pickers and cards show it. */
export function voiceName(voice: PodcastVoice): string {
  return `${voice[0]?.toUpperCase()}${voice.slice(1)} (${PODCAST_VOICE_LABELS[voice]})`;
}

/** The single podcast's and the schedules' durations, every step of 5 from 5 to 30 minutes (spec 2 §9). */
export const DURATION_OPTIONS = PODCAST_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));

export const VOICE_OPTIONS = PODCAST_VOICES.map((voice) => ({ value: voice, label: voiceName(voice) }));
