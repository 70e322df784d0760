import type { Credit, GradedAnswer } from '@socratica/contracts';
import type { AssessmentResponseRow, StoredKeyedQuestion } from '../../db/schema/index.js';

/**
 * The feedback a learner reads once a post-assessment is submitted (issue 22): their answer, the
 * accepted answer, the credit and why, and where the accepted answer comes from. Built from the
 * stored keys and graded responses, so the submit reply and any later visit show the same thing.
 */
export function gradedItems(
  questions: readonly StoredKeyedQuestion[],
  responses: readonly AssessmentResponseRow[],
): GradedAnswer[] {
  const graded: GradedAnswer[] = [];
  for (const question of questions) {
    if (question.type === 'confidence_rating') continue;
    const response = responses.find((r) => r.phase === 'post' && r.questionId === question.id);
    const score = response?.score ?? 0;
    graded.push({
      question_id: question.id,
      question_text: question.text,
      score,
      correct: response?.correct ?? false,
      credit: creditFor(score),
      learner_answer: response?.userAnswer ?? '',
      accepted_answer: acceptedAnswer(question.key),
      source: answerSource(question.key),
      feedback: response?.feedback ?? 'Not answered.',
    });
  }
  return graded;
}

export function creditFor(score: number): Credit {
  if (score >= 1) return 'full';
  return score > 0 ? 'partial' : 'none';
}

function acceptedAnswer(key: StoredKeyedQuestion['key']): string {
  if (key.acceptedAnswer) return key.acceptedAnswer;
  if (key.correctOptions?.length) return key.correctOptions.join('; ');
  if (key.modelAnswer) return key.modelAnswer;
  return key.keyConcepts?.length ? `An answer that covers ${key.keyConcepts.join(', ')}.` : 'No answer key.';
}

/** Keys written before citations were kept say at least which kind of source made them. */
const SOURCE_BY_KIND: Record<NonNullable<StoredKeyedQuestion['key']['source']>, string> = {
  knowledge_base: 'WordNet 3.1',
  model: 'The AI model’s answer key (not checked against a named source)',
  session: 'Your own session: what you and the tutor wrote',
};

function answerSource(key: StoredKeyedQuestion['key']): string {
  return (
    key.citation ?? (key.source ? SOURCE_BY_KIND[key.source] : 'The answer key written with the question')
  );
}
