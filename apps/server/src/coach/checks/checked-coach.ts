import type { CoachTask } from '@socratica/contracts';
import type { AnsweredOfflineHook } from '../answered-offline-hook.js';
import { CoachError, type Coach, type TutorRequest } from '../coach.js';
import { learnerClaimVerdicts, sourcedClaimVerdicts } from './learner-claim-verdicts.js';
import { readArithmeticClaims } from '../offline/arithmetic/arithmetic-claims.js';
import { judgeLearnerMessage } from '../../knowledge/statements/source-verdicts.js';
import { replySentences, sentenceGated } from './sentence-gate.js';
import {
  replySentenceCheck,
  type ReplySentenceCheck,
} from '../../knowledge/statements/reply-sentence-check.js';
import { noSourceNotice } from '../offline/tutor/no-source-notice.js';
import { contradictedAnswerGrade } from '../offline/short-answer-grading.js';
import type { ReplyCheckTally } from './reply-check-tally.js';
import { tutorReplyFailures } from './tutor-reply-check.js';
import { offlineWhenFailed, type FailureLog } from './offline-when-failed.js';
import { replyJunkReason } from './reply-junk.js';
import {
  adviceFlaw,
  baselineFlaw,
  gradeFlaw,
  podcastScriptFlaw,
  postAssessmentFlaw,
  summaryFlaw,
} from './task-flaws.js';

/** A coach that can take the checks' verdicts into its prompt, as the model coach does. */
export type VerdictTakingCoach = Coach & {
  tutorReplyWithVerdicts(
    request: TutorRequest,
    verdicts: readonly string[],
    signal: AbortSignal,
  ): AsyncIterable<string>;
  /** The instructions the model is given for this reply: a reply that repeats them is not prose. */
  tutorInstructions(request: TutorRequest): string;
};

export interface CheckedCoachParts {
  /** Whose reply the learner gets when the checked coach fails twice. */
  fallback: Coach;
  tally: ReplyCheckTally;
  /** Where the reasons of failed tasks go. */
  log?: FailureLog | undefined;
}

/**
 * DESIGN D20 around a model coach: the learner's arithmetic is checked before the model replies and
 * the verdicts go into its prompt. When the learner made a claim, the whole reply is checked before
 * the learner sees any of it: a failing reply is asked for once more with the failures restated, and
 * a second failure gives the learner the fallback coach's reply for that turn. Otherwise the reply
 * streams a sentence at a time, a sentence stating false arithmetic left out (decision 032). A model
 * that fails before it has said anything gives the turn to the fallback coach (issue 26). Everything
 * but the tutor's reply and the marks pass through. A mark that credits a written answer contradicting
 * its key gets no credit instead (issue 37).
 */
export function createCheckedCoach(inner: VerdictTakingCoach, parts: CheckedCoachParts): Coach {
  const { fallback } = parts;
  /** The task asked of the model, and of the offline coach when the model fails it. */
  const guarded = <Request extends AnsweredOfflineHook, Result>(
    task: CoachTask,
    taskOf: (coach: Coach) => (request: Request) => Promise<Result>,
    flaw: (result: Result, request: Request) => string | null,
  ) => offlineWhenFailed(task, { model: taskOf(inner), offline: taskOf(fallback), flaw }, parts);
  return {
    provider: inner.provider,
    generateBaseline: guarded('baseline', (coach) => (r) => coach.generateBaseline(r), baselineFlaw),
    scoreBaseline: guarded('baseline_advice', (coach) => (r) => coach.scoreBaseline(r), adviceFlaw),
    generatePostAssessment: guarded(
      'post_assessment',
      (coach) => (r) => coach.generatePostAssessment(r),
      postAssessmentFlaw,
    ),
    gradeAnswer: offlineWhenFailed(
      'marking',
      {
        model: async (request) => {
          const graded = await inner.gradeAnswer(request);
          if (graded.score === 0) return graded;
          return (await contradictedAnswerGrade(request.question, request.answer)) ?? graded;
        },
        offline: (r) => fallback.gradeAnswer(r),
        flaw: gradeFlaw,
      },
      parts,
    ),
    summarizeLearning: guarded('learning_summary', (coach) => (r) => coach.summarizeLearning(r), summaryFlaw),
    writePodcastScript: guarded(
      'podcast_script',
      (coach) => (r) => coach.writePodcastScript(r),
      podcastScriptFlaw,
    ),
    tutorReply: (request, signal) =>
      withSourceNotice(request, (told) =>
        offlineWhenUnanswered(checkedTutorReply(inner, parts, told, signal), parts, told, signal),
      ),
  };
}

/**
 * A model's opening on a topic with no article or document starts with the offline coach's notice saying so
 * (issue 37); the coaches then write the rest as for any opening, not told again.
 */
async function* withSourceNotice(
  request: TutorRequest,
  reply: (request: TutorRequest) => AsyncIterable<string>,
): AsyncGenerator<string> {
  if (request.history.length > 0 || request.sourceFound !== false) {
    yield* reply(request);
    return;
  }
  yield `${noSourceNotice(request.topic)} `;
  const { sourceFound: _told, ...rest } = request;
  yield* reply(rest);
}

async function* checkedTutorReply(
  inner: VerdictTakingCoach,
  { fallback, tally }: CheckedCoachParts,
  request: TutorRequest,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const latest = request.history.at(-1);
  const message = latest?.role === 'user' ? latest.content : null;
  const exact = learnerClaimVerdicts(message, request.topic, request.passages);
  const passages = request.passages ?? [];
  // Claims are judged with or without sources: with none, no claim is supported, and none may be confirmed.
  // Sums are left to the exact check, which settles them.
  const judged = (message !== null ? await judgeLearnerMessage(message, request.topic, passages) : []).filter(
    ({ claim }) => readArithmeticClaims(claim).length === 0,
  );
  const sourced = sourcedClaimVerdicts(judged);
  const verdicts = [...exact.verdicts, ...sourced.verdicts];
  const refuted = [...exact.refuted, ...sourced.refuted];
  const unsupported = judged.flatMap(({ claim, verdict }) =>
    verdict.verdict === 'not_covered' ? [claim] : [],
  );
  const sourceCheck = passages.length > 0 ? await replySentenceCheck(request.topic, passages) : null;
  const junk = junkSentences(inner.tutorInstructions(request));
  const failuresOf = (text: string) =>
    tutorReplyFailures(text, { refuted, unsupported, sourceCheck, junk: junk.reason });
  // With no claim of the learner's to praise wrongly, only false arithmetic, a sentence a source
  // contradicts or one that is not prose could fail the reply, and those are caught sentence by sentence: the
  // reply streams as it is written, such a sentence left out.
  if (verdicts.length === 0) {
    yield* streamedUnlessFalse(inner, tally, request, signal, sourceCheck, junk);
    return;
  }

  const first = await wholeReply(inner.tutorReplyWithVerdicts(request, verdicts, signal));
  if (signal.aborted) return;
  if (first.failure !== undefined) return yield* checkedPartThenFailure(first, failuresOf);
  await tally.record('checked');
  // A reply with no sentence of prose is no answer: the turn is unanswered, and the offline coach takes it.
  if (junk.all(first.text)) return;
  const firstFailures = failuresOf(first.text);
  if (firstFailures.length === 0) return yield* first.pieces;

  await tally.record('reasked');
  const second = await wholeReply(
    inner.tutorReplyWithVerdicts(request, [...verdicts, ...firstFailures], signal),
  );
  if (signal.aborted) return;
  if (second.failure !== undefined) return yield* checkedPartThenFailure(second, failuresOf);
  if (junk.all(second.text)) return;
  if (failuresOf(second.text).length === 0) return yield* second.pieces;

  await tally.record('replaced');
  request.onReplyChanged?.('replaced');
  yield* fallback.tutorReply(request, signal);
}

/** Which sentences of a reply are not prose: junk by shape, a fragment of the instructions, or said before in it. */
function junkSentences(instructions: string) {
  const reason = (sentence: string) => replyJunkReason(sentence, instructions);
  return {
    reason,
    /** Whether no sentence of `text` is prose, the whole of it counted too. */
    all: (text: string) =>
      reason(text) !== null || replySentences(text).every((sentence) => reason(sentence) !== null),
    /** A check for the sentence gate, remembering what the reply said so a sentence said again is dropped. */
    gate: () => {
      const said = new Set<string>();
      return (sentence: string) => {
        const key = sentence.trim().replace(/\s+/g, ' ').toLowerCase();
        const again = said.has(key);
        said.add(key);
        return again || reason(sentence) !== null;
      };
    },
  };
}

async function* streamedUnlessFalse(
  inner: VerdictTakingCoach,
  tally: ReplyCheckTally,
  request: TutorRequest,
  signal: AbortSignal,
  sourceCheck: ReplySentenceCheck | null,
  junk: ReturnType<typeof junkSentences>,
): AsyncGenerator<string> {
  let dropped = false;
  let said = false;
  const isJunk = junk.gate();
  const rejects = (sentence: string) => isJunk(sentence) || (sourceCheck?.(sentence) ?? null) !== null;
  const gated = sentenceGated(
    inner.tutorReplyWithVerdicts(request, [], signal),
    () => {
      dropped = true;
    },
    rejects,
  );
  for await (const piece of gated) {
    said ||= piece.trim() !== '';
    yield piece;
  }
  if (signal.aborted) return;
  await tally.record('checked');
  // A reply left with nothing is unanswered, and counted so where the offline coach takes the turn.
  if (dropped && said) {
    await tally.record('trimmed');
    request.onReplyChanged?.('trimmed');
  }
}

interface WholeReply {
  pieces: string[];
  text: string;
  /** What the stream threw before the reply was whole; undefined when it finished. */
  failure: unknown;
}

/**
 * The whole reply, read before any of it is shown: a reply that may be replaced must not have been
 * seen. The model's stream keeps its own idle timeout, so a model that goes quiet still ends the
 * wait with its CoachError.
 */
async function wholeReply(stream: AsyncIterable<string>): Promise<WholeReply> {
  const pieces: string[] = [];
  let failure: unknown = undefined;
  try {
    for await (const piece of stream) pieces.push(piece);
  } catch (error) {
    failure = error ?? new Error('the tutor stream failed');
  }
  return { pieces, text: pieces.join(''), failure };
}

/**
 * A provider failure mid-reply: the part written so far is shown when it passes the checks, so the
 * chat keeps it as an interrupted message as it would without them, and the failure goes on.
 */
async function* checkedPartThenFailure(
  reply: WholeReply,
  failuresOf: (text: string) => string[],
): AsyncGenerator<string, void> {
  if (failuresOf(reply.text).length === 0) yield* reply.pieces;
  throw reply.failure;
}

/**
 * A turn the model leaves unanswered (a provider failure, a stall, an empty reply or one with no prose,
 * before any words reached the learner) is answered by the fallback coach, and the request is told so. A
 * failure after some words goes on as before: what was shown is kept as an interrupted reply.
 */
async function* offlineWhenUnanswered(
  reply: AsyncIterable<string>,
  { fallback, tally }: CheckedCoachParts,
  request: TutorRequest,
  signal: AbortSignal,
): AsyncGenerator<string> {
  let said = false;
  let reason = 'tutor: the model wrote no prose';
  try {
    for await (const piece of reply) {
      said ||= piece.trim() !== '';
      yield piece;
    }
  } catch (error) {
    if (said || signal.aborted || !(error instanceof CoachError)) throw error;
    reason = `tutor: ${error.reason}`;
  }
  if (said || signal.aborted) return;
  await tally.record('unanswered');
  request.onAnsweredOffline?.(reason);
  yield* fallback.tutorReply(request, signal);
}
