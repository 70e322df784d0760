import type { CoachEventLog } from '../admin/coach-events.repository.js';
import type { ChatOpenRequest, ChatReply, ChatRequest, StoredChatMessage } from '@socratica/contracts';
import type { z } from 'zod';
import {
  CoachError,
  type ChatTurn,
  type Coach,
  type CoachFailure,
  type TutorRequest,
} from '../../coach/coach.js';
import { runAsLearner } from '../../coach/queue-ticket.js';
import { retrievalQuery } from '../../coach/retrieval-query.js';
import type { KnowledgeService } from '../../knowledge/knowledge.service.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import type { AssessmentSessionRow, ChatMessageRow } from '../../db/schema/index.js';
import { HttpError, conflict, tooManyRequests } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import { noSuchSession, type AssessmentsService } from '../assessments/assessments.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentFilterService, FilterVerdict } from '../content-filter/content-filter.service.js';
import type { VideoSearchService } from '../videos/video-search.service.js';
import type { ServerInstance } from '../../lib/server-instance.js';
import type { ChatMessageInsert, ChatRepository } from './chat.repository.js';
import { ReplyDraft } from './reply-draft.js';
import { ReplyDraftBatch } from './reply-draft-batch.js';
import { chatClock } from './chat-timer.js';
import { PlaceInLine } from './place-in-line.js';
import type { ReplyListener } from './reply-listener.js';
import { toStored } from './stored-message.js';
import { BLOCKED_MESSAGE_REPLY, CUT_REPLY_ENDING } from './content-safety-replies.js';
import { suggestedVideos } from './suggested-videos.js';
import { tutorRequestFor } from './tutor-request.js';

type ChatInput = z.output<typeof ChatRequest>;
type OpenInput = z.output<typeof ChatOpenRequest>;

export interface ChatLimits {
  /** Learner messages per minute, per learner, across sessions. */
  messagesPerMinute: number;
  /** The most words a tutor reply may have (the output-token cap, in words). */
  maxReplyWords: number;
}

/** The modules the chat works with. */
export interface ChatCollaborators {
  assessments: AssessmentsService;
  coach: Coach;
  contentFilter: ContentFilterService;
  videos: VideoSearchService;
  audit: AuditService;
  /** The passages a reply may teach from (D19). */
  knowledge: KnowledgeService;
  log: { warn(details: object, message: string): void };
  /** Where the replies the checks changed are kept as rows (issue 38). */
  coachEvents: CoachEventLog;
  /** Whose name the reply leases carry. */
  instance: ServerInstance;
}

/** Who sends a message, and from where: a blocked message is written to the audit log. */
export interface ChatCaller {
  principal: Principal;
  ip: string;
}

/** The tutor failed or was stopped; what it had written, if anything, is kept, marked interrupted. */
export class TutorReplyError extends HttpError {
  constructor(
    statusCode: number,
    detail: string,
    readonly kept: StoredChatMessage | null,
    options?: ErrorOptions,
  ) {
    super(statusCode, detail, {}, options);
    this.name = 'TutorReplyError';
  }
}

const FAILURE_STATUS: Partial<Record<CoachFailure, number>> = { tutor_busy: 503, tutor_stalled: 504 };
const STOPPED_DETAIL = 'The reply was stopped before it was finished.';
const RATE_WINDOW_MS = 60_000;
/** Enough for the tutor to pass over a near miss, few enough to rank quickly. */
const PASSAGES_PER_REPLY = 3;

export class ChatService {
  private readonly assessments: AssessmentsService;
  private readonly coach: Coach;
  private readonly contentFilter: ContentFilterService;
  private readonly videos: VideoSearchService;
  private readonly audit: AuditService;
  private readonly knowledge: KnowledgeService;
  private readonly log: ChatCollaborators['log'];
  private readonly coachEvents: CoachEventLog;
  private readonly instance: ServerInstance;
  /** The drafts of every reply under way here, written together. */
  private readonly drafts: ReplyDraftBatch;

  constructor(
    private readonly repository: ChatRepository,
    collaborators: ChatCollaborators,
    private readonly limits: ChatLimits,
    private readonly now: () => Date = () => new Date(),
  ) {
    ({
      assessments: this.assessments,
      coach: this.coach,
      contentFilter: this.contentFilter,
      videos: this.videos,
      audit: this.audit,
      knowledge: this.knowledge,
      log: this.log,
      coachEvents: this.coachEvents,
      instance: this.instance,
    } = collaborators);
    this.drafts = new ReplyDraftBatch((drafts) => repository.saveReplyDrafts(drafts));
  }

  /**
   * At start-up: frees the reply leases a previous life of this instance held when it stopped (or, on a
   * database only this process can open, every lease), keeping the cut replies as interrupted messages.
   */
  recoverCutReplies(scope: 'this instance' | 'every instance'): Promise<number> {
    return this.repository.recoverCutReplies(scope === 'this instance' ? this.instance.id : null);
  }

  /** The tutor's opening, written once; opening again returns it. */
  async open({ session_id }: OpenInput, userId: number, signal: AbortSignal): Promise<ChatReply> {
    const { session } = await this.chatReady(session_id, userId);
    // The topic's article is fetched while the learner reads the opening, so that their first question
    // does not wait for it. Never awaited; it never throws, and logs its own failures.
    void this.knowledge.prepareTopic(session.topic);
    if (!(await this.repository.takeReplyLease(session.id, this.instance.id))) throw tutorBusy();
    return this.releasingLease(session.id, async (lease) => {
      const messages = await this.repository.messages(session.id);
      const opening = messages.find((m) => m.role === 'assistant');
      if (opening) return this.replyOf(session, opening, null, messages);
      return this.writeReply({ session, userMessageId: null, messages }, signal, {}, lease);
    });
  }

  /**
   * Saves the learner's message first, then has the tutor answer it. A message the content filters
   * block is saved too, flagged, and answered with a kind refusal instead of the model (spec 2 §3).
   */
  async reply(
    input: ChatInput,
    caller: ChatCaller,
    signal: AbortSignal,
    listener: ReplyListener = {},
  ): Promise<ChatReply> {
    const { session, recent } = await this.chatReady(input.session_id, caller.principal.id);
    this.checkRate(recent);
    const content = input.messages.at(-1)?.content.trim() ?? '';
    const verdict = await this.contentFilter.check(content);
    const saved = await this.repository.saveLearnerMessageUnderLease(
      session.id,
      content,
      verdict !== null,
      this.instance.id,
    );
    if (saved === null) throw tutorBusy();
    const turn = { session, userMessageId: saved.savedId, messages: saved.messages };
    return this.releasingLease(session.id, (lease) =>
      verdict
        ? this.refuse(turn, verdict, caller, listener, lease)
        : this.writeReply(turn, signal, listener, lease),
    );
  }

  private async refuse(
    { session, userMessageId, messages }: Turn & { userMessageId: number },
    verdict: FilterVerdict,
    caller: ChatCaller,
    listener: ReplyListener,
    lease: HeldLease,
  ): Promise<ChatReply> {
    const { phase } = chatClock(session, messages, this.now());
    listener.onStart?.({ user_message_id: userMessageId, phase });
    listener.onDelta?.(BLOCKED_MESSAGE_REPLY);
    const refusal = await lease.storeReplyAndRelease({
      sessionId: session.id,
      role: 'assistant',
      content: BLOCKED_MESSAGE_REPLY,
      phase,
      flagged: true,
    });
    await this.audit.record({
      actionType: 'message_blocked',
      actor: caller.principal,
      ip: caller.ip,
      action: `A chat message in session ${session.id} was blocked by a filter of the "${verdict.categoryName}" category.`,
      details: {
        session_id: session.id,
        message_id: userMessageId,
        category: verdict.categoryName,
        severity: verdict.severity,
        filter_id: verdict.filterId,
        matched: verdict.matched,
      },
    });
    return this.replyOf(clockedBy(session, refusal), refusal, userMessageId, [...messages, refusal]);
  }

  private async writeReply(
    { session, userMessageId, messages }: Turn,
    signal: AbortSignal,
    listener: ReplyListener,
    lease: HeldLease,
  ): Promise<ChatReply> {
    // A blocked exchange stays in the record, but the model never reads it.
    const history = messages.filter((m) => !m.flagged).map(({ role, content }) => ({ role, content }));
    const timer = chatClock(session, messages, this.now());
    listener.onStart?.({ user_message_id: userMessageId, phase: timer.phase });
    // Every coach teaches from the passages for the learner's message (D19); the opening answers none.
    const passages = userMessageId === null ? [] : await this.passagesFor(session.topic, history);
    const sourceFound = userMessageId === null ? await this.sourceFound(session.topic) : undefined;

    let videoQuery: string | null = null;
    let answeredOffline = false;
    let changed: 'replaced' | 'trimmed' | null = null;
    const request = tutorRequestFor(
      { session, messages, history, timer, passages, sourceFound },
      this.limits.maxReplyWords,
      {
        suggestVideos: (query) => {
          videoQuery ??= query;
        },
        onAnsweredOffline: (reason) => {
          answeredOffline = true;
          this.log.warn(
            { sessionId: session.id, reason },
            'The AI coach did not answer; the offline coach did',
          );
        },
        onReplyChanged: (change) => {
          changed = change;
        },
      },
    );
    const draft = new ReplyDraft((text) =>
      this.drafts.save({ sessionId: session.id, owner: this.instance.id, text }),
    );
    // The reply's message is about to be stored: a draft still waiting for its batch is not needed, one
    // being written must land before the lease is freed.
    const draftSettled = () => {
      this.drafts.withdraw(session.id);
      return draft.settled();
    };
    let written = '';
    const keepPartial = async () =>
      written.trim() ? toStored(await this.storeInterrupted(session.id, written, timer.phase)) : null;
    try {
      await this.relayFiltered(request, session.userId, signal, listener, (text) => {
        written = text;
        draft.update(text);
      });
    } catch (error) {
      await draftSettled();
      const kept = await keepPartial();
      if (!(error instanceof CoachError)) throw error;
      throw new TutorReplyError(FAILURE_STATUS[error.failure] ?? 502, error.message, kept, { cause: error });
    }
    await draftSettled();
    if (signal.aborted) throw new TutorReplyError(499, STOPPED_DETAIL, await keepPartial());
    if (!written.trim()) {
      throw new TutorReplyError(502, new CoachError('tutor_unavailable', 'empty reply').message, null);
    }

    const videoEmbeds =
      videoQuery === null ? [] : await suggestedVideos(this.videos, videoQuery, messages, signal);
    const reply = await lease.storeReplyAndRelease({
      sessionId: session.id,
      role: 'assistant',
      content: written.trim(),
      phase: timer.phase,
      videoEmbeds,
      answeredOffline,
    });
    const outcome = answeredOffline ? 'unanswered' : changed;
    if (outcome) {
      await this.coachEvents.add({ outcome, task: 'tutor', userId: session.userId, sessionId: session.id });
    }
    return this.replyOf(clockedBy(session, reply), reply, userMessageId, [...messages, reply]);
  }

  /**
   * Streams the coach's reply to the listener, telling `onWritten` the whole text so far after each piece.
   * The tutor's own words pass the content filters too: a piece that would trip one is never shown, and the
   * model is stopped there. Each piece is read with a window before it, not the whole reply again, so that
   * a long reply does not cost the other streams quadratic time.
   */
  private async relayFiltered(
    request: TutorRequest,
    learnerId: number,
    signal: AbortSignal,
    listener: ReplyListener,
    onWritten: (text: string) => void,
  ): Promise<void> {
    const filterTripped = new AbortController();
    const replyFilter = this.contentFilter.streamedCheck();
    const stopped = AbortSignal.any([signal, filterTripped.signal]);
    const line = new PlaceInLine(listener);
    let written = '';
    try {
      await runAsLearner({ learnerKey: String(learnerId), onQueued: (p) => line.moved(p) }, async () => {
        for await (const piece of this.coach.tutorReply(request, stopped)) {
          if (await replyFilter.add(piece)) {
            filterTripped.abort();
            written += CUT_REPLY_ENDING;
            listener.onDelta?.(CUT_REPLY_ENDING);
            onWritten(written);
            break;
          }
          line.served();
          written += piece;
          listener.onDelta?.(piece);
          onWritten(written);
        }
      });
    } finally {
      line.stop();
    }
  }

  /**
   * Passages for the learner's latest message. The knowledge layer answers from the database when
   * Wikipedia is off or failing, without waiting beyond one request's timeout; should the database fail
   * it, the tutor answers without sources rather than not at all.
   */
  private async passagesFor(topic: string, history: ChatTurn[]): Promise<readonly RetrievedPassage[]> {
    try {
      return await this.knowledge.passagesFor(topic, retrievalQuery(topic, history), PASSAGES_PER_REPLY);
    } catch (error) {
      this.log.warn({ topic, err: error }, 'Passages not retrieved; the tutor answers without them');
      return [];
    }
  }

  /** Whether the topic has a source to teach from, for the opening; unknown when the database fails. */
  private async sourceFound(topic: string): Promise<boolean | undefined> {
    try {
      return await this.knowledge.hasSource(topic);
    } catch (error) {
      this.log.warn({ topic, err: error }, 'Sources not looked up; the opening does not mention them');
      return undefined;
    }
  }

  /** What the tutor had written when its reply was cut short. */
  private storeInterrupted(sessionId: number, content: string, phase: ChatMessageRow['phase']) {
    return this.repository.insertMessage({
      sessionId,
      role: 'assistant',
      content: content.trim(),
      phase,
      interrupted: true,
    });
  }

  private replyOf(
    session: AssessmentSessionRow,
    message: ChatMessageRow,
    userMessageId: number | null,
    messages: ChatMessageRow[],
  ): ChatReply {
    const stored = toStored(message);
    return {
      response: { content: stored.content },
      content: stored.content,
      video_embeds: stored.video_embeds,
      message: stored,
      user_message_id: userMessageId,
      timer: chatClock(session, messages, this.now()),
    };
  }

  private async chatReady(id: number, userId: number) {
    const since = new Date(this.now().getTime() - RATE_WINDOW_MS);
    const found = await this.repository.ownedWithRecentMessages(id, userId, since);
    if (!found) throw noSuchSession(id);
    const { session } = found;
    if (session.baselineScore === null || !session.baselineContext)
      throw conflict('Finish the pre-assessment first: the tutor starts from your answers.');
    if (session.pausedAt)
      throw conflict('This session is paused. Resume it from the home page to keep chatting.');
    return found;
  }

  private checkRate({ sent, oldest }: { sent: number; oldest: Date | null }): void {
    if (sent < this.limits.messagesPerMinute) return;
    const now = this.now().getTime();
    const wait = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + RATE_WINDOW_MS - now) / 1000));
    throw tooManyRequests(
      `You can send ${this.limits.messagesPerMinute} messages a minute. Please wait ${wait} seconds, then send it again.`,
      wait,
    );
  }

  /** Frees the session's lease when the turn ends, unless the reply that ended it freed it already. */
  private async releasingLease<T>(sessionId: number, write: (lease: HeldLease) => Promise<T>): Promise<T> {
    let freed = false;
    const lease: HeldLease = {
      storeReplyAndRelease: async (row) => {
        const stored = await this.repository.storeReplyAndRelease(row);
        freed = true;
        return stored;
      },
    };
    try {
      return await write(lease);
    } finally {
      if (!freed) await this.repository.releaseReplyLease(sessionId);
    }
  }
}

/** A turn the tutor answers: the learner's message (none for the opening) and the session's messages with it. */
interface Turn {
  session: AssessmentSessionRow;
  userMessageId: number | null;
  messages: ChatMessageRow[];
}

/** The session's reply lease, held by the turn being answered. */
interface HeldLease {
  storeReplyAndRelease(row: ChatMessageInsert): Promise<ChatMessageRow>;
}

/** The session as a stored reply leaves it: the reply starts the chat clock unless it runs already (storeReplyAndRelease). */
const clockedBy = (session: AssessmentSessionRow, reply: ChatMessageRow): AssessmentSessionRow => ({
  ...session,
  chatStretchStartedAt: session.chatStretchStartedAt ?? reply.createdAt,
});

const tutorBusy = () =>
  conflict(
    'The tutor is still answering your previous message. Wait for it to finish, or stop it, then send again.',
  );
