import type { APIRequestContext } from '@playwright/test';
import type { Question, StartAssessmentResponse } from '@socratica/contracts';

/** A session whose baseline is complete and whose post-assessment is generated, made through the API. */
export async function sessionReadyForPostAssessment(
  request: APIRequestContext,
  headers: { authorization: string },
) {
  const started = (await (
    await request.post('/socratica/api/assessments/start?topic=Plate%20tectonics&times=15', { headers })
  ).json()) as StartAssessmentResponse;
  const id = started.session_id;
  for (const [index, question] of started.assessment.questions.entries()) {
    await request.post(`/socratica/api/assessments/${id}/responses`, {
      headers,
      data: { question_number: index + 1, question_text: question.text, user_answer: answerFor(question) },
    });
  }
  await request.post(`/socratica/api/assessments/${id}/complete`, { headers });
  return id;
}

function answerFor(question: Question): string {
  if (question.type === 'confidence_rating') return '5';
  return question.options[1] ?? 'How the plates move and why earthquakes happen';
}
