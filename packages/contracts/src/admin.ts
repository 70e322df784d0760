import { z } from 'zod';
import { CoachTask } from './coach-tasks.js';
import { PageQuery, Pagination } from './common.js';
import { SourceAvailability } from './sources.js';

/** A topic learners started sessions on that has no article or document to teach from (issue 37). */
export const SourcelessTopic = z.object({
  topic: z.string(),
  sessions: z.number().int().describe('Sessions learners started on it.'),
  last_asked_at: z.string().describe('When the latest of them started (ISO 8601, UTC).'),
});
export type SourcelessTopic = z.infer<typeof SourcelessTopic>;

export const DashboardStats = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  total_audit_logs: z.number().int().describe('Audit rows written in the last 24 hours.'),
  failed_logins_7d: z.number().int(),
  suspicious_activity_7d: z
    .number()
    .int()
    .describe(
      'Audit rows of the last 7 days from a VPN or hosting address, or a sign-in from a country new for that user.',
    ),
  topics_without_source: z
    .array(SourcelessTopic)
    .describe(
      'Topics of sessions with no article or document, most asked first (at most 20), so an admin can add one.',
    ),
  model_replies: z
    .object({
      checked: z.number().int().describe('Tutor replies of the model that the checks read, since install.'),
      reasked: z.number().int().describe('Times a failing reply made the server ask the model once more.'),
      replaced: z
        .number()
        .int()
        .describe('Replies that failed the checks twice: the learner got the offline coach’s reply instead.'),
      trimmed: z
        .number()
        .int()
        .describe(
          'Replies shown with one or more sentences left out (false, contradicted by a source, or junk).',
        ),
      unanswered: z
        .number()
        .int()
        .describe(
          'Turns the model left unanswered (a failure, a stall, an empty reply, or no prose): the offline coach answered.',
        ),
      failed_outside_chat: z
        .record(CoachTask, z.number().int())
        .describe('Tasks outside the chat the model failed, by task: the offline coach did each of them.'),
    })
    .describe('DESIGN D20 and issue 38: how the model’s replies and tasks fared with the checks.'),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const SystemSetting = z.object({
  name: z.string().describe('The environment variable.'),
  value: z
    .string()
    .describe(
      'The value in effect, or "not set"; a secret only as "configured" or "not set", a database URL without its credentials.',
    ),
  source: z
    .enum(['environment', 'default'])
    .describe(
      "environment: the server's environment set it; default: it did not, so the built-in default applies (or nothing).",
    ),
  description: z.string(),
});
export type SystemSetting = z.infer<typeof SystemSetting>;

export const SystemSettings = z.object({
  settings: z.array(SystemSetting),
  sources: z.array(SourceAvailability).describe('DESIGN D19: which sources the coaches can draw on now.'),
});
export type SystemSettings = z.infer<typeof SystemSettings>;

/** What the checks did to the model's work (issue 38); the dashboard's figures lead to these rows. */
export const CoachEventOutcome = z.enum(['replaced', 'trimmed', 'unanswered', 'failed'], {
  error: 'outcome is one of replaced, trimmed, unanswered or failed.',
});
export type CoachEventOutcome = z.infer<typeof CoachEventOutcome>;

export const CoachEventsQuery = PageQuery(20, 100).extend({ outcome: CoachEventOutcome });
export type CoachEventsQuery = z.input<typeof CoachEventsQuery>;

export const CoachEvent = z.object({
  id: z.number().int(),
  created_at: z.string().describe('ISO 8601, UTC.'),
  outcome: CoachEventOutcome,
  task: z
    .union([z.literal('tutor'), CoachTask])
    .describe('tutor: a chat reply; otherwise the task outside the chat.'),
  username: z.string().nullable().describe('Whose request it was; null once the account is deleted.'),
  session_id: z.number().int().nullable(),
  topic: z.string().nullable().describe("The session's or the podcast job's topic."),
  podcast_job_id: z.string().nullable(),
});
export type CoachEvent = z.infer<typeof CoachEvent>;

export const CoachEventsPage = z.object({ events: z.array(CoachEvent), pagination: Pagination });
export type CoachEventsPage = z.infer<typeof CoachEventsPage>;
