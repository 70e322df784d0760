import type {
  EnhancedResults,
  AssessmentList,
  BaselineContext,
  BaselineContextField,
  CompleteAssessmentResponse,
  PostAssessmentReply,
  PostAssessmentResult,
  Question,
  StartAssessmentResponse,
  StartAssessmentQuery,
  SaveResponseRequest,
  PostAssessmentAnswer,
} from '@socratica/contracts';
import { DEFAULT_POST_RESPONSE_SECONDS } from '@socratica/contracts';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Coach, KeyedQuestion } from '../../coach/coach.js';
import { knowledgeBasisOf, knowledgeNote } from '../../coach/knowledge-basis.js';
import type { AssessmentSessionRow, StoredKeyedQuestion } from '../../db/schema/index.js';
import { HttpError, conflict, notFound } from '../../lib/http-errors.js';
import type { AssessmentsRepository } from './assessments.repository.js';
import { BASELINE_SCORE_KIND, learningGains } from './learning-gains.js';
import { learningTime } from './learning-time.js';
import { allocateTime, postAssessmentQuestionCount } from './time-allocation.js';
import { askCoach } from './ask-coach.js';
import { AssessmentReport } from './assessment-report.js';

type StartInput = z.output<typeof StartAssessmentQuery>;
type ResponseInput = z.output<typeof SaveResponseRequest>;
type PostAnswerInput = z.output<typeof PostAssessmentAnswer>;

export const normalizeTopic = (topic: string) => topic.trim().replace(/\s+/g, ' ').toLowerCase();

/** The browser never sees an answer key. */
export const withoutKey = ({ key: _key, ...question }: KeyedQuestion | StoredKeyedQuestion): Question =>
  question;

const unprocessable = (detail: string) => new HttpError(422, detail);

/** A post-assessment counts once: answers sent again would be ignored while looking graded. */
const alreadySubmitted = () =>
  conflict(
    'This post-assessment is already completed, and its score stands. Open its report to see the results.',
  );

/** The same answer for a session that does not exist and for another learner's. */
export const noSuchSession = (id: number) => notFound(`There is no assessment session ${id}.`);

export class AssessmentsService {
  private readonly report: AssessmentReport;

  constructor(
    private readonly repository: AssessmentsRepository,
    private readonly coach: Coach,
  ) {
    this.report = new AssessmentReport(repository, coach);
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
    const questions = await askCoach(() =>
      this.coach.generateBaseline({ topic, difficulty, timeAllocation: allocation }),
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
    });
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
    const scored = await askCoach(() =>
      this.coach.scoreBaseline({
        topic: session.topic,
        difficulty: session.requestedDifficulty,
        questions: session.baselineQuestions,
        answers,
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
    };
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
    if (session.status === 'baseline' || session.baselineScore === null || !session.baselineContext) {
      throw conflict('Complete the pre-assessment first: the post-assessment builds on it.');
    }
    const chat = await this.repository.chat(id);
    if (!session.postQuestions) {
      const { baselineContext: baseline, baselineScore } = session;
      const questions = await askCoach(() =>
        this.coach.generatePostAssessment({
          topic: session.topic,
          difficulty: session.difficultyLevel ?? session.requestedDifficulty,
          baseline,
          baselineScore,
          chat: chat.map(({ role, content }) => ({ role, content })),
          questionCount: postAssessmentQuestionCount(session.postMinutes),
        }),
      );
      // A concurrent request may have generated them first: keep whichever set was stored first.
      session =
        (await this.repository.updateIf(id, sql`post_questions is null`, { postQuestions: questions })) ??
        (await this.owned(id, userId));
    }
    const keyed = session.postQuestions ?? [];
    const basis = knowledgeBasisOf(keyed);
    return {
      post_assessment: {
        questions: keyed.map(withoutKey),
        time_limit_minutes: session.postMinutes,
        knowledge_basis: basis,
        knowledge_note: knowledgeNote(basis, session.topic),
      },
      topic: session.topic,
      pre_assessment_score: session.baselineScore ?? 0,
      pre_assessment_score_kind: BASELINE_SCORE_KIND,
      chat_messages_count: chat.length,
      completed_at: session.postCompletedAt?.toISOString() ?? null,
    };
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

    for (const answer of answers) {
      if (!questions.some((q) => q.id === answer.question_id)) {
        throw unprocessable(`There is no question "${answer.question_id}" in this post-assessment.`);
      }
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
        userAnswer: Array.isArray(answer.answer) ? answer.answer.join(', ') : answer.answer,
        timeSpent: answer.time_spent ?? DEFAULT_POST_RESPONSE_SECONDS,
      });
    }

    const graded = [];
    let confidencePost: number | null = null;
    for (const [index, question] of questions.entries()) {
      const answer = answers.find((a) => a.question_id === question.id);
      if (question.type === 'confidence_rating') {
        const rating = Number(Array.isArray(answer?.answer) ? answer.answer[0] : answer?.answer);
        confidencePost = Number.isFinite(rating) ? Math.min(10, Math.max(1, Math.round(rating))) : null;
        continue;
      }
      const result = answer
        ? await askCoach(() =>
            this.coach.gradeAnswer({ topic: session.topic, question, answer: answer.answer }),
          )
        : { score: 0, correct: false, feedback: 'Not answered.' };
      graded.push({ question_id: question.id, ...result });
      await this.repository.upsertResponse({
        sessionId: id,
        phase: 'post',
        questionNumber: index + 1,
        questionId: question.id,
        questionText: question.text,
        userAnswer: answer ? (Array.isArray(answer.answer) ? answer.answer.join(', ') : answer.answer) : '',
        timeSpent: answer?.time_spent ?? 0,
        score: result.score,
        correct: result.correct,
        feedback: result.feedback,
      });
    }

    const postScore = graded.length ? (100 * graded.reduce((sum, g) => sum + g.score, 0)) / graded.length : 0;
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
      postCompletedAt: new Date(),
    });
    if (!stored) throw alreadySubmitted();
    return { session_id: id, learning_gains: gains, graded };
  }
}
