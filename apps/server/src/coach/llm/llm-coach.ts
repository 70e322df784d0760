import type { VerdictTakingCoach } from '../checks/checked-coach.js';
import { computeBaselineScore } from '../baseline-score.js';
import { grade, gradeByRule } from '../rule-grading.js';
import { createModelClient, type AskModel, type LlmSettings } from './ask-model.js';
import { baselineTask, readBaselineReply } from './baseline.prompt.js';
import { baselineAdviceTask, readBaselineAdvice } from './baseline-score.prompt.js';
import { gradeAnswerTask, readGrade } from './grade-answer.prompt.js';
import { learningSummaryTask, readLearningSummary } from './learning-summary.prompt.js';
import type { ModelEndpoint } from './model-endpoint.js';
import { writeModelPodcastScript } from './podcast-script-writer.js';
import { postAssessmentTask, readPostAssessmentReply } from './post-assessment.prompt.js';
import { streamTutorReply } from './tutor-stream.js';
import { tutorSystemPrompt } from './tutor.prompt.js';

export type { LlmSettings };

/**
 * The coach on a model (DESIGN D11): any OpenAI-compatible endpoint, or the embedded model (D21). What
 * can be decided by rule is: the baseline score uses the shared formula and choice questions the shared
 * grading, so both mean the same as offline. The model writes questions, advice, short-answer grades and
 * summaries.
 */
export function createLlmCoach(settings: LlmSettings, endpoint: ModelEndpoint): VerdictTakingCoach {
  const standard = endpoint.model(settings.model);
  const ask = createModelClient(settings, standard);
  // A reasoning model is silent while it thinks, and the embedded model may wait its turn: either may take
  // longer than an idle pause before its first words.
  const tutorSettings = {
    ...settings,
    streamIdleTimeoutMs: settings.streamIdleTimeoutMs * standard.waitFactor,
  };
  let premiumClient: AskModel | undefined;
  // `use_o3_model`: the same endpoint, the premium model (made once, on first use).
  const premium = () =>
    (premiumClient ??= createModelClient(settings, endpoint.model(settings.premiumModel ?? settings.model)));
  return {
    provider: endpoint.provider,

    async generateBaseline(request) {
      return readBaselineReply(await ask(baselineTask(request)), request);
    },

    async scoreBaseline(request) {
      const scored = computeBaselineScore(request);
      const advice = readBaselineAdvice(await ask(baselineAdviceTask(request, scored)));
      return {
        score: scored.score,
        difficultyLevel: scored.difficultyLevel,
        ...advice,
        explanation: scored.explanation,
      };
    },

    async generatePostAssessment(request) {
      return readPostAssessmentReply(await ask(postAssessmentTask(request)), request);
    },

    async gradeAnswer(request) {
      const byRule = gradeByRule(request.question, request.answer);
      if (byRule) return byRule;
      const written = Array.isArray(request.answer) ? request.answer.join('') : request.answer;
      if (written.trim() === '') return grade(0, 'No answer given.');
      return readGrade(await ask(gradeAnswerTask(request)));
    },

    tutorReply: (request, signal) => streamTutorReply(standard, tutorSettings, request, signal),
    tutorReplyWithVerdicts: (request, verdicts, signal) =>
      streamTutorReply(standard, tutorSettings, request, signal, verdicts),
    tutorInstructions: (request) => tutorSystemPrompt(request),

    async summarizeLearning(request) {
      const learnerMessageCount = request.chat.filter((turn) => turn.role === 'user').length;
      if (request.chat.length === 0) return { concepts: [], summary: null, learnerMessageCount };
      return readLearningSummary(await ask(learningSummaryTask(request)), learnerMessageCount);
    },

    async writePodcastScript(request) {
      return writeModelPodcastScript(request.premium ? premium() : ask, request);
    },
  };
}
