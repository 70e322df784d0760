import type { StartAssessmentResponse } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, type Answer } from '../../../components/questions/answer';
import { ApiError } from '../../../lib/api-error';
import { completeAssessment } from '../api/complete-assessment';
import { saveResponse } from '../api/save-response';
import type { SavedResponse } from '../assessment-context';
import { scoredOutcome, unscoredOutcome, type BaselineOutcome } from '../baseline-outcome';
import { learnerContextFromAnswers } from '../learner-context';

export interface BaselineSubmission {
  session: StartAssessmentResponse;
  answers: Record<string, Answer>;
  /** Seconds spent on the question at this index. */
  secondsSpent: (index: number) => number;
}

export interface SubmittedBaseline {
  outcome: BaselineOutcome;
  responses: SavedResponse[];
}

export type SubmissionProgress = { phase: 'saving'; saved: number; total: number } | { phase: 'scoring' };

/**
 * Spec 1 §4: saves the answers one by one, in order, then completes the assessment. A failed save stops
 * there (nothing is scored from partial answers); a failed completion falls back to score 0, beginner.
 */
export function useBaselineSubmission() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SubmissionProgress | null>(null);

  const mutation = useMutation({
    mutationFn: async ({
      session,
      answers,
      secondsSpent,
    }: BaselineSubmission): Promise<SubmittedBaseline> => {
      const questions = session.assessment.questions;
      const responses: SavedResponse[] = [];
      for (const [index, question] of questions.entries()) {
        setProgress({ phase: 'saving', saved: index, total: questions.length });
        const answer = answers[question.id] ?? '';
        const response = {
          question_number: index + 1,
          question_text: question.text,
          user_answer: answer,
          time_spent: secondsSpent(index),
        };
        await saveResponse(session.session_id, response);
        responses.push({ ...response, user_answer: answerText(answer) });
      }

      setProgress({ phase: 'scoring' });
      const outcome = await scoreOrFallBack(session.session_id, () =>
        unscoredOutcome(learnerContextFromAnswers(questions, answers)),
      );
      return { outcome, responses };
    },
    // The reports list now has this session in a new state; its queries live under 'assessments'.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['assessments'] }),
  });

  return { ...mutation, progress: mutation.isPending ? progress : null };
}

async function scoreOrFallBack(sessionId: number, fallback: () => BaselineOutcome): Promise<BaselineOutcome> {
  try {
    return scoredOutcome(await completeAssessment(sessionId));
  } catch (error) {
    // A session that no longer exists cannot be continued with made-up scores.
    if (error instanceof ApiError && error.status === 404) throw error;
    return fallback();
  }
}
