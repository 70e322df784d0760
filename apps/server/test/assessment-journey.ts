import type { Question, StartAssessmentResponse } from '@socratica/contracts';
import type { TestApp } from './test-app.js';

type Headers = { authorization: string };

/** An answer a learner could give to a baseline question of any type. */
export function sampleAnswer(question: Question): string | string[] {
  if (question.type === 'confidence_rating') return '6';
  if (question.type === 'multi_select') return question.options.slice(0, 2);
  if (question.type === 'multiple_choice') return question.options[1] ?? question.options[0] ?? '';
  return `I want to understand the key ideas of this topic and how they connect, with examples.`;
}

export async function startSession(t: TestApp, headers: Headers, topic = 'Photosynthesis', times = [15, 30]) {
  const query = new URLSearchParams({ topic });
  for (const time of times) query.append('times', String(time));
  const response = await t.inject({
    method: 'POST',
    url: `/socratica/api/assessments/start?${query.toString()}`,
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return response.json<StartAssessmentResponse>();
}

export async function answerBaseline(t: TestApp, headers: Headers, started: StartAssessmentResponse) {
  for (const [index, question] of started.assessment.questions.entries()) {
    const response = await t.inject({
      method: 'POST',
      url: `/socratica/api/assessments/${started.session_id}/responses`,
      headers,
      payload: {
        question_number: index + 1,
        question_text: question.text,
        user_answer: sampleAnswer(question),
      },
    });
    if (response.statusCode !== 200) throw new Error(`answer ${index + 1} failed: ${response.body}`);
  }
}

/** Starts a session and completes its baseline; returns the session id. */
export async function sessionWithBaseline(t: TestApp, headers: Headers, topic?: string, times?: number[]) {
  const started = await startSession(t, headers, topic, times);
  await answerBaseline(t, headers, started);
  const completed = await t.inject({
    method: 'POST',
    url: `/socratica/api/assessments/${started.session_id}/complete`,
    headers,
  });
  if (completed.statusCode !== 200) throw new Error(`complete failed: ${completed.body}`);
  return started.session_id;
}
