import type { PostAssessmentReply } from '@socratica/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { enhancedResults, learningGains, postQuestions } from '../../testing/assessments';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

const reply: PostAssessmentReply = {
  post_assessment: {
    questions: [postQuestions[0]!],
    time_limit_minutes: 3,
    started_at: '2026-11-21T14:40:00Z',
    seconds_left: 180,
    knowledge_basis: 'knowledge_test',
    knowledge_note: null,
  },
  topic: 'Tides',
  pre_assessment_score: 40,
  pre_assessment_score_kind: 'self_estimate',
  chat_messages_count: 4,
  completed_at: null,
  graded: null,
  answered_offline: [],
};

describe('PostAssessmentPage', () => {
  it('shows the marked answers after submitting, then the report with the learning gains first', async () => {
    saveToken('tok');
    sessionStorage.setItem('socratica.quiz_progress', JSON.stringify({ step: 'ready_for_chat' }));
    mockApi({
      'GET me': () => json(learner),
      'POST assessments/7/post-assessment': () => json(reply),
      'POST assessments/7/post-assessment/responses': () =>
        json({ session_id: 7, learning_gains: learningGains, graded: [], unanswered: 0 }),
      'GET assessments/7/enhanced-results': () => json(enhancedResults()),
    });
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/post-assessment/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post-Assessment' })).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: 'The Moon' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your answers, marked' })).toBeVisible();
    expect(sessionStorage.getItem('socratica.quiz_progress')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View your report' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Report' })).toBeVisible();
    expect(currentPath()).toBe('/report/7');
    expect(screen.getByText('Post-assessment complete')).toBeVisible();
    expect(
      screen.getByText(/You had rated your own starting level at 40%: a self-rating, not a test/),
    ).toBeVisible();
  });

  it('Start Over goes to a fresh quiz', async () => {
    saveToken('tok');
    localStorage.setItem(
      'socratica.assessment_context',
      JSON.stringify({ value: { session_id: 7 }, expiresAt: null }),
    );
    mockApi({
      'GET me': () => json(learner),
      'POST assessments/7/post-assessment': () => json({ detail: 'Finish the pre-assessment first.' }, 409),
    });
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/post-assessment/7');

    expect(await screen.findByText('Finish the pre-assessment first.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start Over' }));

    await waitFor(() => expect(currentPath()).toBe('/quiz'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How much time do you have?' }),
    ).toBeVisible();
    expect(localStorage.getItem('socratica.assessment_context')).toBeNull();
  });
});
