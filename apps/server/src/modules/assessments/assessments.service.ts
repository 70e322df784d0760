import type {
  CoachTask,
  EnhancedResults,
  AssessmentList,
  BaselineContext,
  BaselineContextField,
  CompleteAssessmentResponse,
  PostAssessmentReply,
  PostAssessmentResult,
  StartAssessmentResponse,
  StartAssessmentQuery,
  SaveResponseRequest,
  PostAssessmentAnswer,
} from '@socratica/contracts';
import { DEFAULT_POST_RESPONSE_SECONDS } from '@socratica/contracts';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { ChatTurn, Coach } from '../../coach/coach.js';
import type { KnowledgeService } from '../../knowledge/knowledge.service.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import { knowledgeBasisOf, knowledgeNote } from '../../coach/knowledge-basis.js';
import type { AssessmentSessionRow } from '../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.js';
import type { AssessmentsRepository } from './assessments.repository.js';
import { BASELINE_SCORE_KIND, learningGains } from './learning-gains.js';
import { learningTime } from './learning-time.js';
import { gradedItems } from './graded-items.js';
import { chatTimer } from '../chat/chat-timer.js';
import { allocateTime, postAssessmentQuestionCount } from './time-allocation.js';
import { postAssessmentTimeLimitMinutes } from './post-assessment-time.js';
import { askCoach } from './ask-coach.js';
import { OfflineTaskNotes, recordFailedTasks } from './offline-task-notes.js';
import type { CoachEventLog } from '../admin/coach-events.repository.js';
import { AssessmentReport } from './assessment-report.js';
import { withParallelItems } from './parallel-items.js';
import { PreCheckService } from './pre-check.service.js';
import { answerText, withoutKey } from './question-view.js';
import type { RetiredItemFilter } from '../learning-analytics/retired-items.js';

type StartInput = z.output<typeof StartAssessmentQuery>;
type ResponseInput = z.output<typeof SaveResponseRequest>;
type PostAnswerInput = z.output<typeof PostAssessmentAnswer>;

export const normalizeTopic = (topic: string) => topic.trim().replace(/\s+/g, ' ').toLowerCase();

/** Where the post-assessment's passages come from. */
export type SessionSources = Pick<KnowledgeService, 'passagesFor' | 'hasSource'>;
/** Enough passages for half of the largest post-assessment, with some to spare for sentences that fail. */
const POST_ASSESSMENT_PASSAGES = 8;
/** The learner's words past this add little to the ranking and much to the query. */
const MAX_QUERY_CHARS = 600;

/** A post-assessment counts once: answers sent again would be ignored while looking graded. */
const alreadySubmitted = () =>
  conflict(
    'This post-assessment is already completed, and its score stands. Open its report to see the results.',
  );

/** The same answer for a session that does not exist and for another learner's. */
export const noSuchSession = (id: number) => notFound(`There is no assessment session ${id}.`);

export class AssessmentsService {
  private readonly report: AssessmentReport;
  /** The knowledge pre-check between the baseline and the chat (issue 40). */
  readonly preCheck: PreCheckService;
  /** What else a completed post-assessment starts: its review cards (issue 40). */
  private readonly postCompletedListeners: ((sessionId: number) => Promise<void>)[] = [];

  constructor(
    private readonly repository: AssessmentsRepository,
    private readonly coach: Coach,
    /** The session's sources (D19), which the post-assessment tests; none when absent. */
    private readonly sources: SessionSources | null = null,
    /** Where the tasks the model failed are kept as rows for the admin (issue 38). */
    private readonly coachEvents: CoachEventLog | null = null,
    private readonly now: () => Date = () => new Date(),
    /** The items admins retired; none when absent. */
    private readonly retired: RetiredItemFilter = {
      withoutRetired: (_topicKey, questions) => Promise.resolve(questions),
    },
  ) {
    const findPassages = sources ? sources.passagesFor.bind(sources) : null;
    const hasSource = sources ? sources.hasSource.bind(sources) : null;
    this.report = new AssessmentReport(repository, coach, findPassages, hasSource, coachEvents);
    this.preCheck = new PreCheckService(repository, this.owned.bind(this), sources, retired);
  }

  /**
   * The passages of the topic's sources that best match what the learner wrote: the post-assessment tests
   * what they say. A failing database costs the sourced items, never the post-assessment.
   */
  private async passagesFor(topic: string, chat: readonly ChatTurn[]): Promise<readonly RetrievedPassage[]> {
    if (!this.sources) return [];
    const learnerWords = chat
      .filter((turn) => turn.role === 'user')
      .map((turn) => turn.content)
      .join(' ')
      .slice(0, MAX_QUERY_CHARS);
    try {
      return await this.sources.passagesFor(
        topic,
        `${topic} ${learnerWords}`.trim(),
        POST_ASSESSMENT_PASSAGES,
      );
    } catch {
      return [];
    }
  }

  /** Runs `listener` after each first completion of a post-assessment, before its result is returned. */
  onPostCompleted(listener: (sessionId: number) => Promise<void>): void {
    this.postCompletedListeners.push(listener);
  }

  async enhancedResults(id: number, userId: number): Promise<EnhancedResults> {
    const session = await this.owned(id, userId);
    if (session.baselineScore === null)
      throw conflict('Complete the pre-assessment first: the report starts from it.');
    return this.report.build(session);
  }

  async owned(id: number, userId: number): Promise<AssessmentSessionRow> {
    const session = await this.repository.findOwned(id, userId);
    if (!session) throw noSuchSession(id);
    return session;
  }

  async start(userId: number, { topic, difficulty, times }: StartInput): Promise<StartAssessmentResponse> {
    const allocation = allocateTime(times);
    const offline = new OfflineTaskNotes();
    const questions = await askCoach(() =>
      this.coach.generateBaseline({
        topic,
        difficulty,
        timeAllocation: allocation,
        ...offline.hook('baseline'),
      }),
    );
    const session = await this.repository.insertSession({
      userId,
      topic,
      topicKey: normalizeTopic(topic),
      requestedDifficulty: difficulty,
      chosenTimes: [...new Set(times)].sort((a, b) => a - b),
      totalMinutes: allocation.total_minutes,
      preMinutes: allocation.pre_assessment_minutes,
      chatMinutes: allocation.chat_learning_minutes,
      postMinutes: allocation.post_assessment_minutes,
      baselineQuestions: questions,
      answeredOffline: [...offline.tasks],
    });
    await recordFailedTasks(this.coachEvents, session, offline);
    return {
      session_id: session.id,
      topic,
      difficulty,
      time_allocation: allocation,
      assessment: {
        assessment_type: 'pre_assessment_baseline',
        topic,
        time_allocation: allocation,
        questions,
        answered_offline: session.answeredOffline,
      },
    };
  }

  async saveResponse(id: number, userId: number, response: ResponseInput) {
    const session = await this.owned(id, userId);
    if (session.status !== 'baseline')
      throw conflict('This pre-assessment is already complete; its answers can no longer change.');
    const question = session.baselineQuestions[response.question_number - 1];
    if (!question) {
      throw unprocessable(
        `There is no question ${response.question_number} in this assessment: it has ${session.baselineQuestions.length}.`,
      );
    }
    await this.repository.upsertResponse({
      sessionId: id,
      phase: 'baseline',
      questionNumber: response.question_number,
      questionId: question.id,
      questionText: response.question_text || question.text,
      userAnswer: response.user_answer,
      timeSpent: response.time_spent,
    });
    const answered = (await this.repository.responses(id, 'baseline')).length;
    return { session_id: id, question_number: response.question_number, saved: true as const, answered };
  }

  async complete(id: number, userId: number): Promise<CompleteAssessmentResponse> {
    const session = await this.owned(id, userId);
    if (session.status !== 'baseline') throw conflict('This pre-assessment is already complete.');
    const responses = await this.repository.responses(id, 'baseline');
    const total = session.baselineQuestions.length;
    if (responses.length < total)
      throw unprocessable(`Please answer all ${total} questions before continuing.`);

    const answers = {} as Record<BaselineContextField, string>;
    session.baselineQuestions.forEach((question, index) => {
      const response = responses.find((r) => r.questionNumber === index + 1);
      if (question.context_field && response) answers[question.context_field] = response.userAnswer;
    });
    const offline = new OfflineTaskNotes();
    const scored = await askCoach(() =>
      this.coach.scoreBaseline({
        topic: session.topic,
        difficulty: session.requestedDifficulty,
        questions: session.baselineQuestions,
        answers,
        ...offline.hook('baseline_advice'),
      }),
    );
    const context: BaselineContext = {
      experience_level: answers.experience_level ?? '',
      learning_focus: answers.learning_focus ?? '',
      learning_preferences: answers.learning_preferences ?? '',
      success_criteria: answers.success_criteria ?? '',
      confidence_baseline: Math.min(10, Math.max(1, Math.round(Number(answers.confidence_baseline) || 1))),
    };
    const updated = await this.repository.updateIf(id, sql`status = 'baseline'`, {
      status: 'learning',
      baselineScore: scored.score,
      difficultyLevel: scored.difficultyLevel,
      knowledgeGaps: scored.knowledgeGaps,
      recommendations: scored.recommendations,
      scoringExplanation: scored.explanation,
      baselineContext: context,
      baselineCompletedAt: new Date(),
    });
    if (!updated) throw conflict('This pre-assessment is already complete.');
    const answeredOffline = await this.noteAnsweredOffline(updated, offline);
    return {
      session_id: id,
      score: scored.score,
      score_percentage: scored.score,
      difficulty_level: scored.difficultyLevel,
      knowledge_gaps: scored.knowledgeGaps,
      recommendations: scored.recommendations,
      assessment_type: 'pre_assessment_baseline',
      context,
      scoring_explanation: scored.explanation,
      answered_offline: answeredOffline,
    };
  }

  /** The session's tasks done offline, with those of this request added. */
  private async noteAnsweredOffline(
    session: AssessmentSessionRow,
    offline: OfflineTaskNotes,
  ): Promise<CoachTask[]> {
    if (offline.tasks.size === 0) return session.answeredOffline;
    await recordFailedTasks(this.coachEvents, session, offline);
    return this.repository.noteAnsweredOffline(session.id, [...offline.tasks]);
  }

  async list(userId: number): Promise<AssessmentList> {
    const rows = await this.repository.listOwned(userId);
    return {
      assessments: rows.map(({ session, answeringSeconds, lastChatMessageAt }) => ({
        session_id: session.id,
        topic: session.topic,
        status: session.status,
        difficulty_level: session.difficultyLevel,
        score: session.baselineScore,
        score_kind: BASELINE_SCORE_KIND,
        post_score: session.postScore,
        time_taken: learningTime(session, answeringSeconds, lastChatMessageAt).totalSeconds,
        created_at: session.createdAt.toISOString(),
        completed_at: (session.postCompletedAt ?? session.baselineCompletedAt)?.toISOString() ?? null,
        total_questions: session.baselineQuestions.length + (session.postQuestions?.length ?? 0),
      })),
    };
  }

  async delete(id: number, userId: number): Promise<void> {
    await this.owned(id, userId);
    await this.repository.delete(id);
  }

  async postAssessment(id: number, userId: number): Promise<PostAssessmentReply> {
    let session = await this.owned(id, userId);
    const { baselineContext: baseline, baselineScore } = session;
    if (session.status === 'baseline' || baselineScore === null || !baseline) {
      throw conflict('Complete the pre-assessment first: the post-assessment builds on it.');
    }
    if (!session.postCompletedAt) session = await this.settleChatClock(session);
    const chat = await this.repository.chat(id);
    if (!session.postQuestions) {
      const turns = chat.map(({ role, content }) => ({ role, content }));
      const passages = await this.passagesFor(session.topic, turns);
      const offline = new OfflineTaskNotes();
      const questions = await askCoach(() =>
        this.coach.generatePostAssessment({
          topic: session.topic,
          difficulty: session.difficultyLevel ?? session.requestedDifficulty,
          baseline,
          baselineScore,
          chat: turns,
          questionCount: postAssessmentQuestionCount(session.postMinutes),
          passages,
          ...offline.hook('post_assessment'),
        }),
      );
      // A concurrent request may have generated them first: keep whichever set was stored first.
      const stored = await this.repository.updateIf(id, sql`post_questions is null`, {
        // Items an admin retired on the Learning tab (issue 40 §4) are never served again.
        postQuestions: await this.retired.withoutRetired(
          session.topicKey,
          withParallelItems(questions, session.precheck),
        ),
      });
      if (stored) await this.noteAnsweredOffline(stored, offline);
      session = stored && offline.tasks.size === 0 ? stored : await this.owned(id, userId);
    }
    // The time limit counts from the first time the questions are shown, not from each visit.
    if (!session.postStartedAt) {
      session =
        (await this.repository.updateIf(id, sql`post_started_at is null`, { postStartedAt: this.now() })) ??
        (await this.owned(id, userId));
    }
    const keyed = session.postQuestions ?? [];
    const basis = knowledgeBasisOf(keyed);
    const completed = session.postCompletedAt !== null;
    return {
      post_assessment: {
        questions: keyed.map(withoutKey),
        time_limit_minutes: postTimeLimit(session),
        started_at: (session.postStartedAt ?? this.now()).toISOString(),
        seconds_left: this.secondsLeft(session),
        knowledge_basis: basis,
        knowledge_note: knowledgeNote(basis, session.topic),
      },
      topic: session.topic,
      pre_assessment_score: baselineScore,
      pre_assessment_score_kind: BASELINE_SCORE_KIND,
      chat_messages_count: chat.length,
      completed_at: session.postCompletedAt?.toISOString() ?? null,
      graded: completed ? gradedItems(keyed, await this.repository.responses(id, 'post')) : null,
      answered_offline: session.answeredOffline,
    };
  }

  /**
   * Moving on to the post-assessment ends the chat: its clock is stopped here, on the server,
   * whatever the browser did (a chat left to run out, a tab closed), so the report's chat time is
   * final the first time it is read. A chat resumed later starts a stretch of its own.
   */
  private async settleChatClock(session: AssessmentSessionRow): Promise<AssessmentSessionRow> {
    const started = session.chatStretchStartedAt;
    if (!started) return session;
    const clock = chatTimer(session, 0, this.now());
    const settled = await this.repository.updateIf(session.id, sql`chat_stretch_started_at = ${started}`, {
      chatEarlierSeconds: clock.elapsed_seconds,
      chatStretchSeconds: clock.remaining_seconds,
      chatStretchStartedAt: null,
    });
    return settled ?? (await this.owned(session.id, session.userId));
  }

  async submitPostAssessment(
    id: number,
    userId: number,
    answers: PostAnswerInput[],
  ): Promise<PostAssessmentResult> {
    const session = await this.owned(id, userId);
    const questions = session.postQuestions;
    if (!questions) throw conflict('Start the post-assessment first: it has no questions yet.');
    if (session.learningGains) throw alreadySubmitted();

    const unknown = answers.filter((answer) => !questions.some((q) => q.id === answer.question_id));
    if (unknown.length > 0) {
      throw unprocessable(
        `This post-assessment has no question ${unknown.map((a) => `"${a.question_id}"`).join(', ')}: its questions are ${questions.map((q) => q.id).join(', ')}. Nothing was saved.`,
      );
    }
    // Save what the learner wrote before grading, which may call the model.
    for (const answer of answers) {
      const number = questions.findIndex((q) => q.id === answer.question_id) + 1;
      await this.repository.upsertResponse({
        sessionId: id,
        phase: 'post',
        questionNumber: number,
        questionId: answer.question_id,
        questionText: questions[number - 1]!.text,
        userAnswer: answerText(answer.answer),
        timeSpent: answer.time_spent ?? DEFAULT_POST_RESPONSE_SECONDS,
      });
    }

    const unansweredFeedback = this.timeRanOut(session)
      ? 'Not answered: the time limit ran out first.'
      : 'Not answered.';
    const scores: number[] = [];
    const offline = new OfflineTaskNotes();
    let confidencePost: number | null = null;
    for (const [index, question] of questions.entries()) {
      const answer = answers.find((a) => a.question_id === question.id);
      if (question.type === 'confidence_rating') {
        const rating = Number(Array.isArray(answer?.answer) ? answer.answer[0] : answer?.answer);
        confidencePost = Number.isFinite(rating) ? Math.min(10, Math.max(1, Math.round(rating))) : null;
        continue;
      }
      const given = answer && answerText(answer.answer) !== '' ? answer : undefined;
      const result = given
        ? await askCoach(() =>
            this.coach.gradeAnswer({
              topic: session.topic,
              question,
              answer: given.answer,
              ...offline.hook('marking'),
            }),
          )
        : { score: 0, correct: false, feedback: unansweredFeedback };
      scores.push(result.score);
      await this.repository.upsertResponse({
        sessionId: id,
        phase: 'post',
        questionNumber: index + 1,
        questionId: question.id,
        questionText: question.text,
        userAnswer: given ? answerText(given.answer) : '',
        timeSpent: answer?.time_spent ?? 0,
        score: result.score,
        correct: result.correct,
        feedback: result.feedback,
      });
    }

    const postScore = scores.length
      ? (100 * scores.reduce((sum, score) => sum + score, 0)) / scores.length
      : 0;
    const gains = learningGains(
      session.baselineScore ?? 0,
      postScore,
      session.baselineContext?.confidence_baseline ?? null,
      confidencePost,
    );
    // Only the first submission counts: one sent at the same moment is refused like any repeat.
    const stored = await this.repository.updateIf(id, sql`learning_gains is null`, {
      status: 'completed',
      postScore: gains.post_score,
      postConfidence: confidencePost,
      learningGains: gains,
      postCompletedAt: this.now(),
    });
    if (!stored) throw alreadySubmitted();
    for (const listener of this.postCompletedListeners) await listener(id);
    const graded = gradedItems(questions, await this.repository.responses(id, 'post'));
    return {
      session_id: id,
      learning_gains: gains,
      graded,
      unanswered: graded.filter((g) => g.learner_answer === '').length,
      answered_offline: await this.noteAnsweredOffline(stored, offline),
    };
  }

  /** What is left of the post-assessment's time limit, counted from its first showing. */
  private secondsLeft(session: AssessmentSessionRow): number {
    const started = (session.postStartedAt ?? this.now()).getTime();
    const deadline = started + postTimeLimit(session) * 60_000;
    return Math.max(0, Math.ceil((deadline - this.now().getTime()) / 1000));
  }

  /** Whether the time limit has passed, with a few seconds' grace for the page's own submit at zero. */
  private timeRanOut(session: AssessmentSessionRow): boolean {
    return session.postStartedAt !== null && this.secondsLeft(session) * 1000 <= TIME_LIMIT_GRACE_MS;
  }
}

const TIME_LIMIT_GRACE_MS = 2_000;

/** The limit the stored questions need, at least the plan's share: the same on every read. */
const postTimeLimit = (session: AssessmentSessionRow) =>
  postAssessmentTimeLimitMinutes(session.postMinutes, session.postQuestions ?? []);
