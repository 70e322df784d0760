import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BaselineContext,
  CoachTask,
  LearningGains,
  Question,
  TutorPhase,
  Video,
} from '@socratica/contracts';
import { users } from './users.js';

/** What the server keeps of a post-assessment question: the question and its answer key. */
export interface StoredKeyedQuestion extends Question {
  key: {
    correctOptions?: string[];
    keyConcepts?: string[];
    modelAnswer?: string;
    acceptedAnswer?: string;
    citation?: string;
    source?: 'knowledge_base' | 'model' | 'session';
    /** The generator's pattern that made the item (AnswerKey.pattern); absent on rows before issue 40. */
    pattern?: string;
    /** A stable id of the source fact the item tests (AnswerKey.statement); absent on older rows. */
    statement?: string;
  };
}

/** Learning gains as stored: rows written before the pre score's kind was recorded lack it. */
export type StoredLearningGains = Omit<LearningGains, 'pre_score_kind'> &
  Partial<Pick<LearningGains, 'pre_score_kind'>>;

export interface StoredChatSummary {
  concepts: string[];
  summary: string | null;
  learnerMessageCount: number;
  /** The number of chat messages summarised, so the summary is redone only when the chat grew. */
  messageCount: number;
  /** The model failed to summarise, so the offline coach did (issue 38); absent in older summaries. */
  answeredOffline?: boolean;
  /**
   * Which rules made it: summaries from before concepts were taken from the learner's messages
   * only (they listed the tutor's filler) lack it and are redone.
   */
  rules?: typeof CHAT_SUMMARY_RULES;
}

export const CHAT_SUMMARY_RULES = 'learner-concepts' as const;

/**
 * The knowledge pre-check between the baseline and the chat (issue 40): scored items from the topic's
 * sources, each with the parallel item the post-assessment asks on the same statement.
 */
export interface StoredPreCheck {
  /**
   * 'offered': made, not yet answered; 'answered'; 'skipped' by the learner; 'unavailable': the topic's
   * sources gave no item (or it has none), so no gain can be measured.
   */
  outcome: 'offered' | 'answered' | 'skipped' | 'unavailable';
  questions: StoredKeyedQuestion[];
  /** For each pre-check item, in order, the post-assessment's item on the same statement. */
  parallels: StoredKeyedQuestion[];
  /** Percent of the pre-check items answered right; null until answered. */
  score: number | null;
}

export const assessmentSessions = pgTable(
  'assessment_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** Lower-cased with single spaces: sessions on "Photosynthesis " and "photosynthesis" compare. */
    topicKey: text('topic_key').notNull(),
    requestedDifficulty: text('requested_difficulty', {
      enum: ['beginner', 'intermediate', 'advanced'],
    }).notNull(),
    chosenTimes: jsonb('chosen_times').$type<number[]>().notNull(),
    totalMinutes: real('total_minutes').notNull(),
    preMinutes: real('pre_minutes').notNull(),
    chatMinutes: real('chat_minutes').notNull(),
    postMinutes: real('post_minutes').notNull(),
    status: text('status', { enum: ['baseline', 'learning', 'completed'] })
      .notNull()
      .default('baseline'),
    baselineQuestions: jsonb('baseline_questions').$type<Question[]>().notNull(),
    baselineScore: real('baseline_score'),
    difficultyLevel: text('difficulty_level', { enum: ['beginner', 'intermediate', 'advanced'] }),
    knowledgeGaps: jsonb('knowledge_gaps').$type<string[]>(),
    recommendations: jsonb('recommendations').$type<string[]>(),
    scoringExplanation: text('scoring_explanation'),
    baselineContext: jsonb('baseline_context').$type<BaselineContext>(),
    baselineCompletedAt: timestamp('baseline_completed_at', { withTimezone: true }),
    /** The knowledge pre-check (issue 40); null until it is offered or skipped. */
    precheck: jsonb('precheck').$type<StoredPreCheck>(),
    postQuestions: jsonb('post_questions').$type<StoredKeyedQuestion[]>(),
    /** When the post-assessment was first shown: its countdown runs from here, whichever browser shows it. */
    postStartedAt: timestamp('post_started_at', { withTimezone: true }),
    postScore: real('post_score'),
    postConfidence: integer('post_confidence'),
    learningGains: jsonb('learning_gains').$type<StoredLearningGains>(),
    postCompletedAt: timestamp('post_completed_at', { withTimezone: true }),
    chatSummary: jsonb('chat_summary').$type<StoredChatSummary>(),
    /** The tasks of this session the model failed, so the offline coach did them (issue 38), each once. */
    answeredOffline: jsonb('answered_offline').$type<CoachTask[]>().notNull().default([]),
    /** The notes side panel (D9: the server keeps them, so Resume works from any browser). */
    notes: text('notes').notNull().default(''),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * The chat clock runs in stretches: the first of chat_minutes, then one per resume, of the
     * minutes given. A stretch starts with its first tutor reply (spec 1 §4).
     */
    chatStretchSeconds: integer('chat_stretch_seconds'),
    chatStretchStartedAt: timestamp('chat_stretch_started_at', { withTimezone: true }),
    /** Chat time used in the stretches before the current one. */
    chatEarlierSeconds: integer('chat_earlier_seconds').notNull().default(0),
    /** One reply at a time per session: held while the tutor writes, across server instances. */
    replyLeaseUntil: timestamp('reply_lease_until', { withTimezone: true }),
    /** The server instance that holds the lease (`host:port`), so that instance, restarted, frees it. */
    replyLeaseOwner: text('reply_lease_owner'),
    /** What the tutor has written so far of the reply under way, so a crash loses none of it. */
    replyDraft: text('reply_draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessment_sessions_user_created_idx').on(t.userId, t.createdAt),
    index('assessment_sessions_topic_completed_idx')
      .on(t.topicKey)
      .where(sql`${t.status} = 'completed'`),
    index('assessment_sessions_difficulty_completed_idx')
      .on(t.difficultyLevel)
      .where(sql`${t.status} = 'completed'`),
    check('assessment_sessions_status_check', sql`${t.status} in ('baseline', 'learning', 'completed')`),
  ],
);

export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
    /** 'precheck': the knowledge pre-check's items (issue 40); the column has no check constraint. */
    phase: text('phase', { enum: ['baseline', 'precheck', 'post'] }).notNull(),
    questionNumber: integer('question_number').notNull(),
    questionId: text('question_id').notNull(),
    questionText: text('question_text').notNull(),
    userAnswer: text('user_answer').notNull(),
    timeSpent: integer('time_spent').notNull(),
    score: real('score'),
    correct: boolean('correct'),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessment_responses_question_key').on(t.sessionId, t.phase, t.questionNumber)],
);

/** The tutor chat of a session; the chat issue writes it, the post-assessment and report read it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** An assistant reply the provider (or the learner's Stop) cut short; what was written is kept. */
    interrupted: boolean('interrupted').notNull().default(false),
    /** A learner message the content filters blocked: kept, but never sent to the model. */
    flagged: boolean('flagged').notNull().default(false),
    /** A tutor reply the offline coach wrote because the AI coach was unavailable for that turn (issue 26). */
    answeredOffline: boolean('answered_offline').notNull().default(false),
    videoEmbeds: jsonb('video_embeds').$type<Video[]>().notNull().default([]),
    /** The pacing phase the tutor was in when it wrote the reply. */
    phase: text('phase', {
      enum: ['prior_knowledge', 'exploration', 'challenge', 'consolidation'],
    }).$type<TutorPhase>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_session_idx').on(t.sessionId, t.id),
    // The per-learner rate limit counts recent learner messages.
    index('chat_messages_recent_learner_idx')
      .on(t.createdAt)
      .where(sql`${t.role} = 'user'`),
  ],
);

export type AssessmentSessionRow = typeof assessmentSessions.$inferSelect;
export type AssessmentResponseRow = typeof assessmentResponses.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
