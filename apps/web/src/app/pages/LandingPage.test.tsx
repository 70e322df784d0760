import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { chatSession, chatTimer, storedMessage } from '../../testing/chat';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

describe('LandingPage', () => {
  it('pitches the product, lists the features and links to the quiz and the chat', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'openai' }),
      'GET chat/paused': () => json({ paused: null }),
    });
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: /learn any topic/i })).toBeVisible();
    expect(screen.getByText(/Pick 5 to 60 minutes/)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Time-boxed learning',
      'Socratic AI tutor',
      'Measure what you learned',
      'Educational podcasts',
    ]);
    expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'Chat with the Tutor' })).toHaveAttribute('href', '/chat');
    expect(await screen.findByText('OpenAI-compatible model')).toBeVisible();
  });

  it('resumes a paused session: the server resumes it, the context comes back, and the chat opens', async () => {
    saveToken('tok');
    const context = { session_id: 7, topic: 'Tides', chat_learning_time_minutes: 21 };
    localStorage.setItem(
      'socratica.paused_session',
      JSON.stringify({
        value: {
          session_id: 7,
          topic: 'Tides',
          assessmentContext: context,
          messages: [],
          notes: 'Moon',
          pausedAt: '2026-11-21T15:00:00Z',
        },
        expiresAt: null,
      }),
    );
    const opening = storedMessage({ content: 'Where were we? Spring tides.' });
    const resumed = chatSession({
      messages: [opening],
      notes: 'Moon',
      timer: chatTimer({ allotted_seconds: 900, remaining_seconds: 900 }),
    });
    const { calls } = mockApi({
      'GET me': () => json(learner),
      'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'offline' }),
      'POST assessments/7/resume': () => json(resumed),
      'GET assessments/7/chat': () => json(resumed),
    });
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/');

    await user.type(await screen.findByRole('textbox', { name: 'How many minutes do you have?' }), '15');
    await user.click(screen.getByRole('button', { name: 'Resume' }));

    await waitFor(() => expect(currentPath()).toBe('/chat?session=7'));
    expect(await screen.findByText('Where were we? Spring tides.')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Moon');
    expect(JSON.parse(calls.find((call) => call.path === 'assessments/7/resume')!.body!)).toEqual({
      minutes: 15,
    });
    expect(localStorage.getItem('socratica.paused_session')).toBeNull();
    expect(JSON.parse(localStorage.getItem('socratica.assessment_context')!).value).toEqual(context);
  });
});
