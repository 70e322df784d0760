import type { EnhancedResults, NextStep } from '@socratica/contracts';
import type { Coach } from '../../coach/coach.js';
import { knowledgeBasisOf } from '../../coach/knowledge-basis.js';
import {
  CHAT_SUMMARY_RULES,
  type AssessmentSessionRow,
  type StoredChatSummary,
} from '../../db/schema/index.js';
import {
  cohortStanding,
  conceptMastery,
  consistencyScore,
  criticalThinking,
  improvementVelocity,
  knowledgeDepth,
  learningEfficiency,
  timeEfficiency,
  type GradedItem,
} from './analytics.js';
import type { AssessmentsRepository, Cohort } from './assessments.repository.js';
import { askCoach } from './ask-coach.js';
import { BASELINE_SCORE_KIND, storedLearningGains } from './learning-gains.js';
import { allottedLearningMinutes, learningTime } from './learning-time.js';

const COHORT_DESCRIPTION: Record<Cohort, string> = {
  topic: 'completed sessions on this topic',
  difficulty: 'completed sessions at your level',
  all: 'all completed sessions',
};

/** Assembles the learning report (spec 1 §3) from stored rows; every figure comes from analytics.ts. */
export class AssessmentReport {
  constructor(
    private readonly repository: AssessmentsRepository,
    private readonly coach: Coach,
  ) {}

  async build(session: AssessmentSessionRow): Promise<EnhancedResults> {
    const [responses, chat] = await Promise.all([
      this.repository.responses(session.id),
      this.repository.chat(session.id),
    ]);
    const summary = await this.chatSummary(session, chat);
    const post = responses.filter((r) => r.phase === 'post' && r.score !== null);
    const questionsById = new Map((session.postQuestions ?? []).map((q) => [q.id, q]));
    const graded: GradedItem[] = post.map((r) => ({
      score: r.score!,
      correct: r.correct ?? false,
      bloomLevel: questionsById.get(r.questionId)?.bloom_level ?? null,
      learningObjective: questionsById.get(r.questionId)?.learning_objective ?? null,
    }));

    const baselineScore = session.baselineScore ?? 0;
    const finalScore = session.postScore ?? session.baselineScore;
    const [counts, topicScores] = await Promise.all([
      this.repository.cohortCounts(session.topicKey, session.difficultyLevel, finalScore ?? 0),
      this.repository.learnerTopicScores(session.userId, session.topicKey),
    ]);
    const standing = cohortStanding(finalScore, counts, COHORT_DESCRIPTION[counts.cohort]);

    const answeringSeconds = responses.reduce((sum, r) => sum + r.timeSpent, 0);
    const time = learningTime(session, answeringSeconds, chat.at(-1)?.createdAt ?? null);
    const gains = session.learningGains ? storedLearningGains(session.learningGains) : null;

    const missed = post
      .filter((r) => !r.correct)
      .map((r) => questionsById.get(r.questionId)?.learning_objective)
      .filter((objective): objective is string => Boolean(objective));
    const knowledgeGaps = [
      ...new Set([...(session.knowledgeGaps ?? []), ...missed.map((o) => `Not yet secure: ${o}`)]),
    ];
    const recommendations = session.recommendations ?? [];
    const nextSteps = this.nextSteps(session, [...new Set(missed)]);

    return {
      session_id: session.id,
      topic: session.topic,
      created_at: session.createdAt.toISOString(),
      completed_at: (session.postCompletedAt ?? session.baselineCompletedAt)?.toISOString() ?? null,
      assessment: {
        score: baselineScore,
        score_kind: BASELINE_SCORE_KIND,
        difficulty_level: session.difficultyLevel ?? session.requestedDifficulty,
        total_questions: session.baselineQuestions.length + (session.postQuestions?.length ?? 0),
        time_taken: time.totalSeconds,
      },
      analysis: {
        post_assessment:
          session.postScore !== null
            ? {
                score_percentage: session.postScore,
                knowledge_basis: knowledgeBasisOf(session.postQuestions ?? []),
              }
            : null,
        learning_gains: gains,
        learning_efficiency: learningEfficiency(gains?.improvement ?? null, time.chatSeconds),
        confidence_growth: gains?.confidence_growth ?? null,
      },
      personalized_recommendations: recommendations,
      knowledge_gaps: knowledgeGaps,
      next_steps: nextSteps,
      chat_history_summary: { learning_concepts: summary?.concepts ?? [], summary: summary?.summary ?? null },
      // A question left blank is saved with an empty answer; it was not answered.
      responses_count: responses.filter((r) => r.userAnswer !== '').length,
      chat_message_counts: {
        learner: chat.filter((m) => m.role === 'user').length,
        tutor: chat.filter((m) => m.role === 'assistant').length,
      },
      enhanced_features: {
        personalized_recommendations: recommendations,
        knowledge_gaps: knowledgeGaps,
        next_steps: nextSteps,
      },
      advanced_analytics: {
        performance_metrics: {
          peer_percentile: standing.peerPercentile,
          time_efficiency: timeEfficiency(
            session.postScore,
            time.totalSeconds,
            allottedLearningMinutes(session),
          ),
          consistency_score: consistencyScore(graded),
          improvement_velocity: improvementVelocity(topicScores),
        },
        comparative_analytics: {
          cognitive_analysis: {
            knowledge_depth: knowledgeDepth(graded),
            critical_thinking: criticalThinking(graded),
            concept_mastery: conceptMastery(graded),
          },
        },
      },
      comparative_context: {
        cohort: counts.cohort,
        total_participants: counts.total,
        your_ranking: standing.ranking,
        average_score: counts.average === null ? null : Math.round(counts.average * 10) / 10,
      },
    };
  }

  /** The chat's summary is asked of the coach once per new state of the chat, then kept with the session. */
  private async chatSummary(
    session: AssessmentSessionRow,
    chat: { role: 'user' | 'assistant'; content: string }[],
  ): Promise<StoredChatSummary | null> {
    if (chat.length === 0) return null;
    const stored = session.chatSummary;
    if (stored?.messageCount === chat.length && stored.rules === CHAT_SUMMARY_RULES) return stored;
    const summary = await askCoach(() =>
      this.coach.summarizeLearning({
        topic: session.topic,
        chat: chat.map(({ role, content }) => ({ role, content })),
      }),
    );
    const fresh = { ...summary, messageCount: chat.length, rules: CHAT_SUMMARY_RULES };
    await this.repository.update(session.id, { chatSummary: fresh });
    return fresh;
  }

  private nextSteps(session: AssessmentSessionRow, missedObjectives: string[]): NextStep[] {
    const steps: NextStep[] = missedObjectives.slice(0, 3).map((objective) => ({
      title: `Revisit: ${objective}`,
      description: `Your post-assessment answers on this were not yet secure. Start a short session on ${session.topic} focused on it.`,
    }));
    if (session.postScore === null) {
      steps.push({
        title: 'Take the post-assessment',
        description: 'It measures what you learned in this session and completes your report.',
      });
    } else if (missedObjectives.length === 0) {
      steps.push({
        title: 'Go one level deeper',
        description: `You answered every objective correctly. Try ${session.topic} at the next difficulty, or apply it to a problem of your own.`,
      });
    }
    return steps;
  }
}
