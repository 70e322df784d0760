import { z } from 'zod';
import { requiredText, spokenList, storableText } from './common.js';
import {
  DEFAULT_PODCAST_DURATION,
  DEFAULT_PODCAST_VOICE,
  PODCAST_OUTLINE_MAX_LENGTH,
  PODCAST_TITLE_MAX_LENGTH,
  PODCAST_TOPIC_MAX_LENGTH,
  PodcastDuration,
  PodcastJobState,
  PodcastVoice,
} from './podcasts.js';

// ---------------------------------------------------------------------------------------------
// Podcast schedules (spec 2 §3, §7; issue 14). Every time is Eastern (America/New_York, D13).
// ---------------------------------------------------------------------------------------------

export const SCHEDULE_TIME_ZONE = 'America/New_York';
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const ScheduleFrequency = z.enum(SCHEDULE_FREQUENCIES, {
  error: `Choose how often: ${spokenList(SCHEDULE_FREQUENCIES)}.`,
});
export type ScheduleFrequency = z.infer<typeof ScheduleFrequency>;
export const DEFAULT_SCHEDULE_FREQUENCY: ScheduleFrequency = 'weekly';
export const DEFAULT_GENERATION_TIME = '09:00';

const TIME_RULE = 'The generation time is HH:MM on a 24-hour clock, from 00:00 to 23:59 (Eastern time).';
/** "09:00", "23:59"; not "24:00" nor "9:5". */
export const GenerationTime = z
  .string({ error: TIME_RULE })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_RULE });

const DATE_RULE = 'The next generation date is a date written YYYY-MM-DD.';
/** A calendar date that exists: 2026-02-29 does not. */
export const ScheduleDate = z
  .string({ error: DATE_RULE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_RULE, abort: true })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    },
    { error: `${DATE_RULE} That day does not exist.` },
  );

/** Create Schedule (spec 2 §5): title, topic, frequency and time are required; the description is not. */
export const CreateScheduleRequest = z.object({
  title: requiredText('A title', PODCAST_TITLE_MAX_LENGTH),
  topic: requiredText('A topic', PODCAST_TOPIC_MAX_LENGTH),
  description: storableText()
    .trim()
    .max(PODCAST_OUTLINE_MAX_LENGTH, {
      error: `The description can be at most ${PODCAST_OUTLINE_MAX_LENGTH} characters.`,
    })
    .default(''),
  frequency: ScheduleFrequency,
  generation_time: GenerationTime,
  duration_minutes: PodcastDuration.default(DEFAULT_PODCAST_DURATION),
  voice: PodcastVoice.default(DEFAULT_PODCAST_VOICE),
  use_o3_model: z.boolean({ error: 'use_o3_model is true or false.' }).default(false),
});
export type CreateScheduleRequest = z.input<typeof CreateScheduleRequest>;

/**
 * Edit Schedule (spec 2 §5): the same fields, and the date of the next run, which moves it. The status is
 * not here: only Pause and Resume change it.
 */
export const UpdateScheduleRequest = CreateScheduleRequest.extend({
  next_generation_date: ScheduleDate,
});
export type UpdateScheduleRequest = z.input<typeof UpdateScheduleRequest>;

/** The last generation a schedule started: the episode it made, or why it failed (issue 14 §4). */
export const ScheduleLastRun = z.object({
  job_id: z.string(),
  state: PodcastJobState,
  /** The provider's error text when it failed; the card offers Retry. */
  error: z.string().nullable(),
  episode_id: z.number().int().nullable(),
  episode_title: z.string().nullable(),
  started_at: z.string(),
});
export type ScheduleLastRun = z.infer<typeof ScheduleLastRun>;

export const PodcastSchedule = z
  .object({
    id: z.number().int(),
    title: z.string(),
    topic: z.string(),
    description: z.string(),
    frequency: ScheduleFrequency,
    /** HH:MM, Eastern. */
    generation_time: z.string(),
    duration_minutes: z.number().int(),
    voice: PodcastVoice,
    use_o3_model: z.boolean(),
    is_active: z.boolean(),
    /**
     * Why the server paused it itself (issue 39: three slots in a row made nothing), shown on the card;
     * null when it is active or a person paused it.
     */
    paused_reason: z.string().nullable(),
    /** The next slot as an ISO instant, or null when none is set. Past means overdue. */
    next_generation_time: z.string().nullable(),
    /** The next slot's Eastern date, YYYY-MM-DD, for the edit form. */
    next_generation_date: z.string().nullable(),
    total_episodes_generated: z.number().int(),
    last_generated_at: z.string().nullable(),
    /** D17: a learner's schedule makes episodes only they hear; an admin's, episodes for everyone. */
    is_personal: z.boolean(),
    /** Who made it: an admin sees every schedule with its owner. */
    owner: z.object({ id: z.number().int().nullable(), username: z.string() }),
    /** Whether one of its episodes is being made now: Generate Now is refused meanwhile. */
    generating: z.boolean(),
    last_run: ScheduleLastRun.nullable(),
  })
  .meta({ id: 'PodcastSchedule' });
export type PodcastSchedule = z.infer<typeof PodcastSchedule>;

/** How the card names the model its episodes' scripts are written with (D11: the UI says who writes). */
export const ScheduleModelLabels = z.object({
  /** "GPT-4o (Standard)", the configured model's name when it differs, or the offline writer. */
  standard: z.string(),
  premium: z.string(),
});
export type ScheduleModelLabels = z.infer<typeof ScheduleModelLabels>;

/** `GET podcasts/model-labels`: what the "Use premium model" choice changes, for every form that offers it. */
export const PodcastModelLabels = z.object({ success: z.literal(true), model_labels: ScheduleModelLabels });
export type PodcastModelLabels = z.infer<typeof PodcastModelLabels>;

export const PodcastScheduleList = z.object({
  success: z.literal(true),
  schedules: z.array(PodcastSchedule),
  model_labels: ScheduleModelLabels,
  /**
   * D17: the episodes the reader may make in 24 hours, which a Generate Now counts toward; null for an admin,
   * who has no limit. Issue 39: the confirmation says so when no slot is due.
   */
  daily_limit: z.number().int().nullable(),
});
export type PodcastScheduleList = z.infer<typeof PodcastScheduleList>;

export const PodcastScheduleResponse = z.object({
  success: z.literal(true),
  schedule: PodcastSchedule,
  message: z.string(),
});
export type PodcastScheduleResponse = z.infer<typeof PodcastScheduleResponse>;

export const ScheduleDeleteResponse = z.object({ success: z.literal(true), message: z.string() });
export type ScheduleDeleteResponse = z.infer<typeof ScheduleDeleteResponse>;

export const GenerateNowResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  job_id: z.string(),
  schedule: PodcastSchedule,
});
export type GenerateNowResponse = z.infer<typeof GenerateNowResponse>;

/** Spec 2 §5 and §8: the texts the server and the tab share. */
export const GENERATION_IN_PROGRESS_DETAIL = 'Generation is already in progress for this schedule.';
/** Issue 39: a paused card's next-generation text: nothing is made until Resume. */
export const PAUSED_NEXT_TEXT = 'Paused: no episodes until you resume';
/** Issue 39: a schedule that makes nothing this many slots in a row pauses itself and says why. */
export const SCHEDULE_SKIPS_BEFORE_PAUSE = 3;
