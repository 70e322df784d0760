import type { ChatSession, OpenSessionReply, PausedSessionReply, ResumeRequest } from '@socratica/contracts';
import type { z } from 'zod';
import type { AssessmentSessionRow, ChatMessageRow } from '../../db/schema/index.js';
import type { AssessmentsService } from '../assessments/assessments.service.js';
import type { ChatRepository } from './chat.repository.js';
import { chatClock, chatTimer } from './chat-timer.js';
import { TIMES_UP_MESSAGE, welcomeBackMessage } from './session-notices.js';
import { toStored } from './stored-message.js';

type ResumeInput = z.output<typeof ResumeRequest>;

/**
 * A chat session as the learner keeps it between replies (spec 1 §4, DESIGN D9): its history and
 * notes, and pausing, resuming or dismissing it. The tutor's replies are ChatService's.
 */
export class ChatSessionService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly assessments: AssessmentsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The chat as the learner left it. Read after the time ran out, it records Time's up, so the page
   * that opens (a reload, another tab) shows it where the learner saw it, not only until they leave.
   */
  async session(id: number, userId: number): Promise<ChatSession> {
    const session = await this.assessments.owned(id, userId);
    return this.view(session, await this.withTimesUpRecorded(session, await this.repository.messages(id)));
  }

  async saveNotes(id: number, userId: number, notes: string) {
    await this.assessments.owned(id, userId);
    await this.repository.update(id, { notes });
    return { session_id: id, saved_at: this.now().toISOString() };
  }

  /**
   * Stops the clock and keeps the notes; pausing twice only saves the notes again. A session paused after its
   * time ran out keeps the Time's up message in its history, as the learner saw it.
   */
  async pause(id: number, userId: number, notes: string | undefined): Promise<ChatSession> {
    const session = await this.assessments.owned(id, userId);
    const messages = await this.withTimesUpRecorded(session, await this.repository.messages(id));
    const clock = chatClock(session, messages, this.now());
    // The stretch keeps what was left of it, so a paused session still shows its time and phase.
    const paused = session.pausedAt
      ? session
      : await this.repository.update(id, {
          pausedAt: this.now(),
          chatEarlierSeconds: clock.elapsed_seconds,
          chatStretchStartedAt: null,
          chatStretchSeconds: clock.remaining_seconds,
        });
    const saved = notes === undefined ? paused : await this.repository.update(id, { notes });
    return this.view(saved, messages);
  }

  /**
   * A new stretch of the given minutes. It opens with the tutor's short welcome back, which starts the clock as
   * a first reply does (spec 1 §4); its phase is where the time left puts the session's arc.
   */
  async resume(id: number, userId: number, { minutes }: ResumeInput): Promise<ChatSession> {
    const session = await this.assessments.owned(id, userId);
    const messages = await this.repository.messages(id);
    const elapsedSoFar = chatClock(session, messages, this.now()).elapsed_seconds;
    const resumed = await this.repository.update(id, {
      pausedAt: null,
      chatEarlierSeconds: elapsedSoFar,
      chatStretchSeconds: Math.round(minutes * 60),
      chatStretchStartedAt: null,
    });
    const welcome = await this.repository.insertMessage({
      sessionId: id,
      role: 'assistant',
      content: welcomeBackMessage(minutes),
      phase: chatClock(resumed, messages, this.now()).phase,
    });
    await this.repository.startClockIfIdle(id, welcome.createdAt);
    return this.view({ ...resumed, chatStretchStartedAt: welcome.createdAt }, [...messages, welcome]);
  }

  /**
   * The page says Time's up when the clock reaches zero. Stored once per stretch, when the learner has not
   * written since (had they chatted on, the message would land after their words, out of place).
   */
  private async withTimesUpRecorded(
    session: AssessmentSessionRow,
    messages: ChatMessageRow[],
  ): Promise<ChatMessageRow[]> {
    const clock = chatClock(session, messages, this.now());
    const started = session.chatStretchStartedAt;
    if (session.pausedAt || !started || clock.remaining_seconds > 0) return messages;
    const deadline = started.getTime() + clock.allotted_seconds * 1000;
    const since = messages.filter((m) => m.createdAt.getTime() >= started.getTime());
    const alreadyTold = since.some((m) => m.role === 'assistant' && m.content === TIMES_UP_MESSAGE);
    const wroteAfterDeadline = since.some((m) => m.role === 'user' && m.createdAt.getTime() >= deadline);
    if (alreadyTold || wroteAfterDeadline) return messages;
    const timesUp = await this.repository.insertMessage({
      sessionId: session.id,
      role: 'assistant',
      content: TIMES_UP_MESSAGE,
      phase: clock.phase,
    });
    return [...messages, timesUp];
  }

  /** Dismiss: the session is no longer offered for resuming; its chat and report stay. */
  async dismissPause(id: number, userId: number): Promise<void> {
    await this.assessments.owned(id, userId);
    await this.repository.update(id, { pausedAt: null });
  }

  async latestPaused(userId: number): Promise<PausedSessionReply> {
    const row = await this.repository.latestPaused(userId);
    if (!row?.pausedAt) return { paused: null };
    return {
      paused: {
        session_id: row.id,
        topic: row.topic,
        paused_at: row.pausedAt.toISOString(),
        message_count: Number(row.messageCount),
        remaining_seconds: chatTimer(row, 0, this.now()).remaining_seconds,
      },
    };
  }

  /**
   * The session another browser reopens when it has none of its own (D9). Reading it takes nothing from the
   * browser already on it: as after a resume, both may show the chat, and the reply lease lets one reply be
   * written at a time, whichever browser sent the message.
   */
  async latestOpen(userId: number): Promise<OpenSessionReply> {
    const row = await this.repository.latestOpen(userId);
    if (!row) return { open: null };
    return { open: { session_id: row.id, topic: row.topic, message_count: Number(row.messageCount) } };
  }

  private view(session: AssessmentSessionRow, messages: ChatMessageRow[]): ChatSession {
    return {
      session_id: session.id,
      topic: session.topic,
      difficulty_level: session.difficultyLevel,
      context: session.baselineContext,
      chat_learning_time_minutes: session.chatMinutes,
      post_assessment_time_minutes: session.postMinutes,
      messages: messages.map(toStored),
      notes: session.notes,
      paused_at: session.pausedAt?.toISOString() ?? null,
      timer: chatClock(session, messages, this.now()),
      post_assessment_done: session.postCompletedAt !== null,
    };
  }
}
