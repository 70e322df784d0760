import {
  DEFAULT_GENERATION_TIME,
  DEFAULT_PODCAST_DURATION,
  DEFAULT_PODCAST_VOICE,
  DEFAULT_SCHEDULE_FREQUENCY,
  SCHEDULE_FREQUENCIES,
  type PodcastSchedule,
  type PodcastVoice,
  type ScheduleFrequency,
} from '@socratica/contracts';
import { FREQUENCY_LABELS } from './schedule-labels';

/** The create and edit forms as typed; selects hold their option's text value. */
export interface ScheduleFormValues {
  title: string;
  topic: string;
  description: string;
  frequency: ScheduleFrequency;
  /** HH:MM, Eastern. */
  generation_time: string;
  duration_minutes: string;
  voice: PodcastVoice;
  use_o3_model: boolean;
  /** YYYY-MM-DD, Eastern; only the edit form has it. */
  next_generation_date: string;
}

/** Spec 2 §3 and §9: weekly at 09:00 Eastern, 15 minutes, voice nova, the standard model. */
export const NEW_SCHEDULE_VALUES: ScheduleFormValues = {
  title: '',
  topic: '',
  description: '',
  frequency: DEFAULT_SCHEDULE_FREQUENCY,
  generation_time: DEFAULT_GENERATION_TIME,
  duration_minutes: String(DEFAULT_PODCAST_DURATION),
  voice: DEFAULT_PODCAST_VOICE,
  use_o3_model: false,
  next_generation_date: '',
};

export const FREQUENCY_OPTIONS = SCHEDULE_FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: FREQUENCY_LABELS[frequency],
}));

/** The edit form starts from the schedule as it is, the next run's Eastern date included. */
export function scheduleFormValues(schedule: PodcastSchedule): ScheduleFormValues {
  return {
    title: schedule.title,
    topic: schedule.topic,
    description: schedule.description,
    frequency: schedule.frequency,
    generation_time: schedule.generation_time,
    duration_minutes: String(schedule.duration_minutes),
    voice: schedule.voice,
    use_o3_model: schedule.use_o3_model,
    next_generation_date: schedule.next_generation_date ?? '',
  };
}

/** What the create form checks and sends: every field but the date, which is the edit form's alone. */
export function toCreateInput({ next_generation_date: _date, ...values }: ScheduleFormValues) {
  return { ...values, duration_minutes: Number(values.duration_minutes) };
}

export function toUpdateInput(values: ScheduleFormValues) {
  return { ...toCreateInput(values), next_generation_date: values.next_generation_date };
}
