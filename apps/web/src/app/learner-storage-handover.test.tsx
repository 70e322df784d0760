import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../lib/token-storage';
import { json, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { learner } from '../testing/users';

// One browser, two learners: what the first leaves in storage must never reach the second (issue 11).

function storePausedSession(topic: string) {
  localStorage.setItem(
    'socratica.paused_session',
    JSON.stringify({
      value: {
        session_id: 7,
        topic,
        assessmentContext: null,
        messages: [],
        notes: '',
        pausedAt: '2026-11-21T15:00:00Z',
      },
      expiresAt: null,
    }),
  );
  localStorage.setItem(
    'socratica.assessment_context',
    JSON.stringify({ value: { session_id: 7, topic }, expiresAt: null }),
  );
  sessionStorage.setItem('socratica.quiz_progress', JSON.stringify({ step: 'topic', topic }));
}

function signedInLearner(extra: Parameters<typeof mockApi>[0] = {}) {
  saveToken('tok');
  return mockApi({
    'GET me': () => json(learner),
    'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'offline' }),
    'GET chat/paused': () => json({ paused: null }),
    ...extra,
  });
}

const appKeys = () =>
  [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
    key.startsWith('socratica.'),
  );

describe('learner data in browser storage', () => {
  it('is removed on logout, with the token', async () => {
    signedInLearner({ 'POST logout': () => json({ success: true, message: 'Signed out.' }) });
    localStorage.setItem('socratica.storage_owner', String(learner.id));
    storePausedSession('Secret diary topic');
    const user = userEvent.setup();
    await renderApp('/');

    // The routes load lazily: on a busy machine the first page can take longer than findBy's default second.
    expect(
      await screen.findByText('Paused session: Secret diary topic', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Socratica' })).toBeVisible();
    expect(appKeys()).toEqual([]);
  });

  it('is ignored and cleared at start-up when it was written for another user', async () => {
    signedInLearner();
    localStorage.setItem('socratica.storage_owner', String(learner.id + 1));
    storePausedSession('Someone else’s topic');
    await renderApp('/');

    expect(await screen.findByRole('link', { name: 'Start Learning' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText(/Someone else’s topic/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(appKeys().sort()).toEqual(['socratica.access_token', 'socratica.storage_owner']),
    );
    expect(localStorage.getItem('socratica.storage_owner')).toBe(String(learner.id));
  });

  it('stays for the learner who wrote it', async () => {
    signedInLearner();
    localStorage.setItem('socratica.storage_owner', String(learner.id));
    storePausedSession('My own topic');
    await renderApp('/');

    expect(await screen.findByText('Paused session: My own topic', {}, { timeout: 10_000 })).toBeVisible();
  });
});
