import type { EnhancedResults, NextStep } from '@socratica/contracts';
import type { Coach } from '../../coach/coach.js';
import { knowledgeBasisOf } from '../../coach/knowledge-basis.js';
import {
  CHAT_SUMMARY_RULES,
  type AssessmentResponseRow,
  type AssessmentSessionRow,
  type StoredChatSummary,
  type StoredKeyedQuestion,
} from '../../db/schema/index.js';
import {
  conceptMastery,
  consistencyScore,
  criticalThinking,
  improvementVelocity,
  knowledgeDepth,
  learningEfficiency,
  MIN_OTHER_LEARNERS,
  peerStanding,
  timeEfficiency,
  type GradedItem,
} from './analytics.js';
import type { AssessmentsRepository } from './assessments.repository.js';
import { askCoach } from './ask-coach.js';
import { OfflineTaskNotes, recordFailedTasks } from './offline-task-notes.js';
import type { CoachEventLog } from '../admin/coach-events.repository.js';
import { creditFor } from './graded-items.js';
import { BASELINE_SCORE_KIND, storedLearningGains } from './learning-gains.js';
import { allottedLearningMinutes, learningTime } from './learning-time.js';
import { testedGain } from './tested-gain.js';
import { contradictedChatClaims, contradictedClaimGap, type PassageFinder } from './contradicted-claims.js';

/** Assembles the learning report (spec 1 §3) from stored rows; every figure comes from analytics.ts. */
export class AssessmentReport {
  constructor(
    private readonly repository: AssessmentsRepository,
    private readonly coach: Coach,
    /** The session's sources, to judge the chat's claims against; none when absent. */
    private readonly findPassages: PassageFinder | null = null,
    /** Whether a topic has an article or document; unknown when absent. */
    private readonly hasSource: ((topic: string) => Promise<boolean>) | null = null,
    private readonly coachEvents: CoachEventLog | null = null,
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
    const [peers, history] = await Promise.all([
      this.repository.otherLearnersOnTopic(session.topicKey, session.userId, session.postScore ?? 0),
      this.repository.learnerTopicHistory(session.userId, session.topicKey),
    ]);
    const standing = peerStanding(session.postScore, peers);

    const answeringSeconds = responses.reduce((sum, r) => sum + r.timeSpent, 0);
    const time = learningTime(session, answeringSeconds, chat.at(-1)?.createdAt ?? null);
    const gains = session.learningGains ? storedLearningGains(session.learningGains) : null;
    const tested = testedGain(session, responses);

    const missed = missedItems(post, questionsById);
    const [contradicted, sourceFound] = await Promise.all([
      this.contradictedClaims(session.topic, chat),
      this.sourceFound(session.topic),
    ]);
    const knowledgeGaps = [
      ...missed.map((m) => `${m.label} (${CREDIT_WORDS[m.credit]}): “${m.question}” — ${m.objective}`),
      ...contradicted.map(contradictedClaimGap),
    ];
    const recommendations = session.recommendations ?? [];
    const nextSteps = this.nextSteps(session, missed);

    return {
      session_id: session.id,
      answered_offline: summary?.answeredOffline
        ? [...session.answeredOffline, 'learning_summary']
        : session.answeredOffline,
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
        tested_gain: tested,
        learning_efficiency: learningEfficiency(tested, time.chatSeconds),
        confidence_growth: gains?.confidence_growth ?? null,
      },
      personalized_recommendations: recommendations,
      knowledge_gaps: knowledgeGaps,
      source_found: sourceFound,
      contradicted_claims: contradicted,
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
          improvement_velocity: improvementVelocity(history.map((h) => h.postScore)),
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
        other_learners: peers.others,
        minimum_other_learners: MIN_OTHER_LEARNERS,
        total_participants: standing.participants,
        your_ranking: standing.ranking,
        average_score: standing.average,
        note: standing.note,
      },
      your_history: history.map((h) => ({
        session_id: h.sessionId,
        created_at: h.createdAt.toISOString(),
        post_score: h.postScore,
        this_session: h.sessionId === session.id,
      })),
    };
  }

  /** The chat's summary is asked of the coach once per new state of the chat, then kept with the session. */
  private async sourceFound(topic: string): Promise<boolean | null> {
    if (!this.hasSource) return null;
    try {
      return await this.hasSource(topic);
    } catch {
      return null;
    }
  }

  /** The chat's claims its sources contradict; a failing source costs this list, never the report. */
  private async contradictedClaims(topic: string, chat: readonly { role: string; content: string }[]) {
    if (!this.findPassages) return [];
    const learnerMessages = chat.filter((m) => m.role === 'user').map((m) => m.content);
    try {
      return await contradictedChatClaims(topic, learnerMessages, this.findPassages);
    } catch {
      return [];
    }
  }

  private async chatSummary(
    session: AssessmentSessionRow,
    chat: { role: 'user' | 'assistant'; content: string }[],
  ): Promise<StoredChatSummary | null> {
    if (chat.length === 0) return null;
    const stored = session.chatSummary;
    if (stored?.messageCount === chat.length && stored.rules === CHAT_SUMMARY_RULES) return stored;
    const offline = new OfflineTaskNotes();
    const summary = await askCoach(() =>
      this.coach.summarizeLearning({
        topic: session.topic,
        chat: chat.map(({ role, content }) => ({ role, content })),
        ...offline.hook('learning_summary'),
      }),
    );
    await recordFailedTasks(this.coachEvents, session, offline);
    const fresh = {
      ...summary,
      messageCount: chat.length,
      rules: CHAT_SUMMARY_RULES,
      answeredOffline: offline.tasks.size > 0,
    };
    await this.repository.update(session.id, { chatSummary: fresh });
    return fresh;
  }

  private nextSteps(session: AssessmentSessionRow, missed: readonly MissedItem[]): NextStep[] {
    if (session.postScore === null) {
      return [
        {
          title: 'Take the post-assessment',
          description: 'It measures what you learned in this session, and shows which questions to revisit.',
        },
      ];
    }
    if (missed.length === 0) {
      return [
        {
          title: 'Go one level deeper',
          description: `You earned full credit on every scored question. Try ${session.topic} at the next difficulty, or apply it to a problem of your own.`,
        },
      ];
    }
    return missed.slice(0, 3).map((m) => ({
      title: `Revisit: ${m.objective.replace(/\.$/, '')}`,
      description: `${m.label} earned ${CREDIT_WORDS[m.credit]}: “${m.question}”${/[.?!]$/.test(m.question) ? '' : '.'} Read its accepted answer with your marked answers, then start a short session on ${session.topic} focused on it.`,
    }));
  }
}

interface MissedItem {
  /** "Question 2". */
  label: string;
  question: string;
  objective: string;
  credit: 'partial' | 'none';
}

const CREDIT_WORDS: Record<MissedItem['credit'], string> = {
  partial: 'partial credit',
  none: 'no credit',
};

/** The scored items that did not earn full credit, in the order they were asked. */
function missedItems(
  post: readonly AssessmentResponseRow[],
  questionsById: ReadonlyMap<string, StoredKeyedQuestion>,
): MissedItem[] {
  return post
    .filter((r) => (r.score ?? 0) < 1)
    .map((r) => {
      const question = questionsById.get(r.questionId);
      return {
        label: `Question ${r.questionNumber}`,
        question: r.questionText,
        objective: question?.learning_objective ?? 'Review this question.',
        credit: creditFor(r.score ?? 0) === 'partial' ? ('partial' as const) : ('none' as const),
      };
    });
}
