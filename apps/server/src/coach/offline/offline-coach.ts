import type { Coach } from '../coach.js';
import { assembleBaseline, standardBaselineWordings } from '../baseline-questions.js';
import { computeBaselineScore } from '../baseline-score.js';
import { gradeByRule } from '../rule-grading.js';
import { knowledgeGaps, recommendations } from './baseline-advice.js';
import { summarizeChat } from './learning-summary.js';
import { writeOfflinePodcastScript } from './podcast/offline-podcast-script.js';
import { buildPostAssessment } from './post-assessment.js';
import { gradeShortAnswer } from './short-answer-grading.js';
import { streamTutorReply } from './tutor/tutor-reply.js';

/**
 * DESIGN D11's default coach: rule-based, no network, and deterministic (the same request always
 * gets the same answer), so it works anywhere and its results can be tested exactly.
 */
export function createOfflineCoach(): Coach {
  return {
    provider: 'offline',

    async generateBaseline({ topic, timeAllocation }) {
      return assembleBaseline(standardBaselineWordings(topic, timeAllocation));
    },

    async scoreBaseline({ topic, questions, answers }) {
      const scored = computeBaselineScore({ topic, questions, answers });
      const advice = { topic, answers, scored };
      return {
        score: scored.score,
        difficultyLevel: scored.difficultyLevel,
        knowledgeGaps: knowledgeGaps(advice),
        recommendations: recommendations(advice),
        explanation: scored.explanation,
      };
    },

    generatePostAssessment: buildPostAssessment,

    async gradeAnswer({ question, answer }) {
      return gradeByRule(question, answer) ?? gradeShortAnswer(question, answer);
    },

    tutorReply: streamTutorReply,

    summarizeLearning: summarizeChat,

    writePodcastScript: async (request) => writeOfflinePodcastScript(request),
  };
}
