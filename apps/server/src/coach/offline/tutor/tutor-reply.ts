import type { TutorPhase } from '@socratica/contracts';
import type { TutorRequest } from '../../coach.js';
import { topicSubject } from '../../topic-phrasing.js';
import { hashSeed, seededRandom } from '../seeded-random.js';
import { arithmeticReply } from './arithmetic-reply.js';
import { classClaimReply } from './class-claim-reply.js';
import { closedQuestionReply } from './closed-question.js';
import { definitionReply } from './definition-reply.js';
import { explanationReply } from './explanation-reply.js';
import { readLearnerProfile } from './learner-profile.js';
import { classifyLearnerMessage } from './learner-signal.js';
import { MAX_AIM_WORDS, quotable } from './learner-words.js';
import { recognizeMove } from './move-recognition.js';
import { rankMoves } from './move-selection.js';
import { writeOpening } from './opening.js';
import { withoutFalseArithmetic } from './own-words-check.js';
import { passageAnswer } from './passage-answer.js';
import { passageContradictionReply } from './passage-contradiction.js';
import { statementVerdictReply } from './statement-verdict-reply.js';
import { statementAnswer } from './statement-answer.js';
import { noSourceNotice } from './no-source-notice.js';
import { judgeLearnerMessage } from '../../../knowledge/statements/source-verdicts.js';
import { questionWordings } from './question-wording.js';
import { composeFreshReply, lastResortReply } from './reply-composition.js';
import { bridgesFor, leadsFor } from './reply-framing.js';
import { latestPhaseOf, PHASE_ORDER, type SocraticMove } from './socratic-moves.js';
import { findTalkingPoint, focusConcept } from './talking-point.js';
import { endingPattern, fillTemplate } from './template-text.js';
import { asksForVideo, videoQueryFor } from './video-suggestion.js';

/** Questions naming the learner's focus come first while the chat is this young. */
const FOCUS_TURNS = 2;
/** Leads and quoting phrases the last few replies used wait until the others are used up. */
const RECENT_REPLIES_AVOIDED = 3;

/**
 * The offline tutor's next message (DESIGN D10, D11): one Socratic move chosen by the phase, the
 * learner's latest message and the moves already made, worded around the learner's own words, and
 * never a reply it has sent before. Deterministic: the same request always gets the same reply.
 * Whatever wrote it, the reply's arithmetic is checked before it is sent.
 */
export async function writeTutorReply(request: TutorRequest): Promise<string> {
  return withoutFalseArithmetic(await draftTutorReply(request));
}

async function draftTutorReply(request: TutorRequest): Promise<string> {
  const { history, pacing, maxWords } = request;
  const profile = readLearnerProfile(request.baseline, request.difficulty);
  const topic = quotable(topicSubject(request.topic), MAX_AIM_WORDS);
  const previousReplies = history
    .filter((turn) => turn.role === 'assistant')
    .map((turn) => turn.content.trim());
  const latest = history.findLast((turn) => turn.role === 'user');
  const random = seededRandom(
    hashSeed([request.topic, pacing.learnerTurns, history.length, latest?.content ?? ''].join('\n')),
  );

  if (latest === undefined) {
    const notice = request.sourceFound === false ? noSourceNotice(request.topic) : null;
    const opening = writeOpening({
      topic,
      focusConcept: await focusConcept(request.baseline.learning_focus, request.topic),
      profile,
      remainingMinutes: pacing.remainingMinutes,
      previousReplies,
      maxWords: notice ? Math.max(20, maxWords - notice.split(/\s+/).length) : maxWords,
      random,
    });
    return notice ? `${notice} ${opening}` : opening;
  }

  const signal = classifyLearnerMessage(latest.content);
  const lastReply = previousReplies.at(-1) ?? '';
  // What the tutor can check comes first: arithmetic exactly, then class claims and the rest of the
  // knowledge base.
  const checked = arithmeticReply(latest.content, lastReply, signal);
  const checkedReply = checked && composeFreshReply(checked, previousReplies, maxWords);
  if (checkedReply) return checkedReply;
  const classed = classClaimReply(latest.content, request.topic);
  const classedReply = classed && composeFreshReply(classed, previousReplies, maxWords);
  if (classedReply) return classedReply;
  // Then every claim judged against the session's sources: named when one contradicts it, confirmed
  // when one says it, and said to be unchecked when the learner asked and none covers it.
  const passages = request.passages ?? [];
  const judged =
    passages.length > 0 &&
    statementVerdictReply(await judgeLearnerMessage(latest.content, request.topic, passages));
  const judgedReply = judged && composeFreshReply(judged, previousReplies, maxWords);
  if (judgedReply) return judgedReply;
  const contradicted = passageContradictionReply(latest.content, request.passages ?? []);
  const contradictedReply = contradicted && composeFreshReply(contradicted, previousReplies, maxWords);
  if (contradictedReply) return contradictedReply;

  const point = await findTalkingPoint({
    history,
    topic: request.topic,
    focus: request.baseline.learning_focus,
    goal: request.baseline.success_criteria,
    signal,
  });
  const learnerMessages = history.filter((turn) => turn.role === 'user');
  const defined = definitionReply({
    latest: latest.content,
    previous: learnerMessages.at(-2)?.content ?? '',
    signal,
    topic: request.topic,
    concept: point.concept,
  });
  // One definition at a time: a learner who asks for the same one again gets a question to work
  // with it first; a new term asked about is defined. A stuck learner is taught a definition once;
  // after that the tutor finds other ways in.
  const taughtLast = (bridges: readonly string[]) =>
    recognizeMove(lastReply) === 'teach' && bridges.some((bridge) => lastReply.includes(bridge));
  const taughtBefore = (bridges: readonly string[]) =>
    bridges.some((bridge) => previousReplies.some((reply) => reply.includes(bridge)));
  const definitionText =
    defined?.kind === 'reply' &&
    !taughtLast(defined.candidates.bridges) &&
    !(signal === 'stuck' && taughtBefore(defined.candidates.bridges)) &&
    composeFreshReply(defined.candidates, previousReplies, maxWords);
  if (definitionText) return definitionText;

  // "Explain…", "just tell me…", "how does X work?" (after a definition asked
  // for, which WordNet gives): the source's own sentences, in its order.
  const explained = await explanationReply({
    message: latest.content,
    topic: request.topic,
    passages,
    remainingMinutes: pacing.remainingMinutes,
    previousReplies,
  });
  if (explained !== null) return explained;

  // A question of fact, or "just tell me", is answered from a source when one matches well enough;
  // WordNet's definition above answers "what is a chloroplast?" first, where it has one.
  // The sentence that holds an answer of the type asked comes first; the word match below answers only
  // what the typed reading cannot.
  const typed = await statementAnswer({
    learnerMessages: learnerMessages.map((turn) => turn.content),
    topic: request.topic,
    passages: request.passages ?? [],
    previousReplies,
    maxWords,
  });
  if (typed !== null) return typed;
  const sourced = await passageAnswer({
    learnerMessages: learnerMessages.map((turn) => turn.content),
    topic: request.topic,
    passages: request.passages ?? [],
    previousReplies,
    maxWords,
  });
  if (sourced !== null) return sourced;

  // A yes-or-no question about a claim nothing above could check: no question may presuppose it.
  const closed = signal === 'question' ? closedQuestionReply(latest.content) : null;
  const closedText = closed && composeFreshReply(closed, previousReplies, maxWords);
  if (closedText) return closedText;

  const recentMoves = previousReplies.map(recognizeMove).reverse();
  const recentReplies = previousReplies.slice(-RECENT_REPLIES_AVOIDED);
  const usedRecently = (text: string) => recentReplies.some((reply) => reply.includes(text));
  const plainLeads = freshFirst(
    random.shuffle(
      leadsFor({
        signal,
        needsEncouragement: profile.needsEncouragement,
        entering: enteredPhase(pacing.phase, recentMoves),
        remainingMinutes: pacing.remainingMinutes,
        asksForVideo: asksForVideo(latest.content),
      }),
    ),
    usedRecently,
  );
  // Asked for a term the knowledge base lacks, the tutor says so before anything else.
  const leads =
    defined?.kind === 'unknown' && !lastReply.includes(defined.lead) ? [defined.lead] : plainLeads;
  const bridges = freshFirst(random.shuffle(bridgesFor(signal, point)), (bridge) =>
    usedRecently(bridge.slice(0, bridge.indexOf('{quote}'))),
  )
    .map((bridge) => fillTemplate(bridge, { quote: point.quote }))
    .filter((bridge): bridge is string => bridge !== null);

  const moves = rankMoves({
    phase: pacing.phase,
    signal,
    recentMoves,
    hasGoal: profile.goal !== '',
    random,
  });
  const wordingsOf = (move: SocraticMove) =>
    questionWordings({
      move,
      profile,
      slots: {
        concept: point.concept,
        topic,
        // Quoting the focus in two replies running would nag.
        focus: profile.focus !== '' && lastReply.includes(profile.focus) ? null : profile.focus,
        goal: profile.goal,
        earlier: point.earlier,
      },
      aimAtFocus: pacing.learnerTurns <= FOCUS_TURNS,
      conceptIsTopic: point.source === 'topic',
      askedBefore: (template) => previousReplies.some((reply) => endingPattern(template).test(reply)),
      random,
    });
  for (const move of moves) {
    const reply = composeFreshReply(
      { leads, bridges, questions: wordingsOf(move) },
      previousReplies,
      maxWords,
    );
    if (reply !== null) return reply;
  }
  return lastResortReply(moves.flatMap(wordingsOf), previousReplies, maxWords);
}

/**
 * The reply streamed a word at a time (each with the space after it), as fast as it is read: the
 * text is ready at once, and pieces keep the stream's contract with the LLM adapter. Stops as soon
 * as `signal` aborts.
 */
export async function* streamTutorReply(request: TutorRequest, signal: AbortSignal): AsyncGenerator<string> {
  if (signal.aborted) return;
  const reply = await writeTutorReply(request);
  for (const piece of reply.match(/\S+\s*/g) ?? []) {
    if (signal.aborted) return;
    yield piece;
  }
  const videoQuery = videoQueryFor(request);
  if (videoQuery !== null) request.suggestVideos?.(videoQuery);
}

/** The phase this reply starts, if the tutor's last placed move belonged to an earlier one. */
function enteredPhase(phase: TutorPhase, recentMoves: readonly (SocraticMove | null)[]): TutorPhase | null {
  const lastPhase = recentMoves
    .map((move) => (move === null ? null : latestPhaseOf(move)))
    .find((p) => p !== null);
  if (lastPhase === undefined || lastPhase === null) return null;
  return PHASE_ORDER.indexOf(lastPhase) < PHASE_ORDER.indexOf(phase) ? phase : null;
}

/** The same items with those used recently moved to the end. */
function freshFirst<T>(items: readonly T[], usedRecently: (item: T) => boolean): T[] {
  return [...items.filter((item) => !usedRecently(item)), ...items.filter(usedRecently)];
}
