import { z } from 'zod';
import { BaselineContext, Difficulty } from './assessments.js';
import { id, storableText } from './common.js';
import { Video } from './videos.js';

// ---------------------------------------------------------------------------------------------
// Limits (spec 1 §9, DESIGN §5)
// ---------------------------------------------------------------------------------------------

/** The longest learner message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;
/** The body's `messages` may carry the whole visible history; the server keeps its own (D9). */
export const CHAT_REQUEST_MAX_MESSAGES = 500;
export const NOTES_MAX_LENGTH = 20_000;
/** Spec 1 §9: resuming a paused session needs at least this many minutes. */
export const MIN_RESUME_MINUTES = 5;
export const MAX_RESUME_MINUTES = 240;

/** DESIGN D10: the tutor paces itself through these phases of the chat time. */
export const TutorPhase = z.enum(['prior_knowledge', 'exploration', 'challenge', 'consolidation']);
export type TutorPhase = z.infer<typeof TutorPhase>;

// ---------------------------------------------------------------------------------------------
// POST chat and POST chat/stream (spec 1 §7, DESIGN D10)
// ---------------------------------------------------------------------------------------------

const sessionId = id('session_id is a session’s id: start a session from the Learn page first.');

const messageText = storableText({ error: 'A message is text.' }).max(CHAT_MESSAGE_MAX_LENGTH * 4, {
  error: 'A message in the history is too long.',
});

export const ChatRequestMessage = z.object({
  role: z.enum(['user', 'assistant'], { error: 'A message role is user or assistant.' }),
  content: messageText,
  videoEmbeds: z.array(z.unknown()).optional(),
});
export type ChatRequestMessage = z.infer<typeof ChatRequestMessage>;

/**
 * The spec's body. Only the last message is read, and it must be the learner's: the history and
 * the context the server uses are its own (D9), so a browser cannot put words in the tutor's mouth.
 * `user_id` and `assessment_context` are accepted for compatibility and ignored.
 */
export const ChatRequest = z.object({
  messages: z
    .array(ChatRequestMessage, { error: 'Send the conversation as a list of messages.' })
    .min(1, { error: 'Type a message before sending.' })
    .max(CHAT_REQUEST_MAX_MESSAGES, { error: `Send at most ${CHAT_REQUEST_MAX_MESSAGES} messages.` })
    .refine((messages) => messages.at(-1)?.role === 'user', {
      error: 'The last message must be the learner’s.',
      abort: true,
    })
    .refine((messages) => (messages.at(-1)?.content.trim() ?? '') !== '', {
      error: 'Type a message before sending.',
      abort: true,
    })
    .refine((messages) => (messages.at(-1)?.content.trim().length ?? 0) <= CHAT_MESSAGE_MAX_LENGTH, {
      error: `A message can have at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    }),
  session_id: sessionId,
  user_id: z.unknown().optional(),
  assessment_context: z.unknown().optional(),
});
export type ChatRequest = z.input<typeof ChatRequest>;

/**
 * `POST chat/open`: the tutor's opening message, which starts the chat (and, once written, the
 * timer). When the session already has messages nothing new is written and the first reply is
 * returned, so opening twice is harmless.
 */
export const ChatOpenRequest = z.object({
  session_id: sessionId,
});
export type ChatOpenRequest = z.input<typeof ChatOpenRequest>;

/** A message as the server stores and returns it. */
export const StoredChatMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  video_embeds: z.array(Video),
  /** An assistant reply the provider stopped mid-way: the part written is kept. */
  interrupted: z.boolean(),
  /** A tutor reply the offline coach wrote because the AI coach was unavailable for that turn. */
  answered_offline: z.boolean(),
  created_at: z.string(),
});
export type StoredChatMessage = z.infer<typeof StoredChatMessage>;

export const ChatTimer = z.object({
  /** The minutes of the running stretch: chat_learning_time_minutes, or the minutes given at resume. */
  allotted_seconds: z.number().int(),
  /** null until the first tutor reply of the stretch starts the clock (spec 1 §4). */
  started_at: z.string().nullable(),
  remaining_seconds: z.number().int(),
  elapsed_seconds: z.number().int().describe('Chat time used so far, earlier stretches included.'),
  phase: TutorPhase,
});
export type ChatTimer = z.infer<typeof ChatTimer>;

export const ChatReply = z.object({
  /** Spec 1 §7 reads `response.content` or `content`: both are sent. */
  response: z.object({ content: z.string() }),
  content: z.string(),
  video_embeds: z.array(Video),
  message: StoredChatMessage,
  /** The learner's stored message; null for the tutor's opening. */
  user_message_id: z.number().int().nullable(),
  timer: ChatTimer,
});
export type ChatReply = z.infer<typeof ChatReply>;

/**
 * The Server-Sent Events of `POST chat/stream`, one JSON object per `data:` line, named by `event:`.
 * `start` comes first; then `delta`s; then exactly one of `done` or `error`.
 */
export const ChatStreamStart = z.object({ user_message_id: z.number().int().nullable(), phase: TutorPhase });
export const ChatStreamDelta = z.object({ text: z.string() });
/** The tutor's model is busy with other learners: this reply waits its turn (1 = next). Sent again while it waits. */
export const ChatStreamQueued = z.object({ position: z.number().int().min(1) });
export const ChatStreamError = z.object({
  detail: z.string(),
  /** The partial reply that was kept, marked interrupted, or null when nothing was written. */
  message: StoredChatMessage.nullable(),
});
export type ChatStreamStart = z.infer<typeof ChatStreamStart>;
export type ChatStreamDelta = z.infer<typeof ChatStreamDelta>;
export type ChatStreamQueued = z.infer<typeof ChatStreamQueued>;
export type ChatStreamError = z.infer<typeof ChatStreamError>;

// ---------------------------------------------------------------------------------------------
// The session's chat state: history, notes, pause and resume (spec 1 §4, DESIGN D9)
// ---------------------------------------------------------------------------------------------

export const ChatSession = z.object({
  session_id: z.number().int(),
  topic: z.string(),
  difficulty_level: Difficulty.nullable(),
  context: BaselineContext.nullable().describe('null until the baseline is complete.'),
  chat_learning_time_minutes: z.number(),
  post_assessment_time_minutes: z.number(),
  messages: z.array(StoredChatMessage),
  notes: z.string(),
  paused_at: z.string().nullable(),
  timer: ChatTimer,
  post_assessment_done: z.boolean(),
});
export type ChatSession = z.infer<typeof ChatSession>;

export const SaveNotesRequest = z.object({
  notes: storableText({ error: 'Notes are text.' }).max(NOTES_MAX_LENGTH, {
    error: `Notes can have at most ${NOTES_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  }),
});
export type SaveNotesRequest = z.infer<typeof SaveNotesRequest>;

export const SaveNotesReply = z.object({ session_id: z.number().int(), saved_at: z.string() });
export type SaveNotesReply = z.infer<typeof SaveNotesReply>;

export const PauseRequest = z.object({
  notes: SaveNotesRequest.shape.notes.optional(),
});
export type PauseRequest = z.infer<typeof PauseRequest>;

export const ResumeRequest = z.object({
  minutes: z.coerce
    .number({ error: 'Please enter a valid number of minutes (minimum 5).' })
    .refine(Number.isFinite, { error: 'Please enter a valid number of minutes (minimum 5).' })
    .min(MIN_RESUME_MINUTES, { error: 'Please enter a valid number of minutes (minimum 5).' })
    .max(MAX_RESUME_MINUTES, { error: `You can resume for at most ${MAX_RESUME_MINUTES} minutes.` }),
});
export type ResumeRequest = z.input<typeof ResumeRequest>;

/** The learner's most recently paused session, so Resume works from any browser (D9). */
export const PausedSessionReply = z.object({
  paused: z
    .object({
      session_id: z.number().int(),
      topic: z.string(),
      paused_at: z.string(),
      message_count: z.number().int(),
      /** The chat time left when it was paused: the resume dialog suggests it. */
      remaining_seconds: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type PausedSessionReply = z.infer<typeof PausedSessionReply>;

/**
 * The learner's chat still open (baseline done, not paused, post-assessment not begun), most recently used
 * first, so that another browser can reopen it as a paused one is resumed (D9).
 */
export const OpenSessionReply = z.object({
  open: z
    .object({
      session_id: z.number().int(),
      topic: z.string(),
      message_count: z.number().int(),
    })
    .nullable(),
});
export type OpenSessionReply = z.infer<typeof OpenSessionReply>;
