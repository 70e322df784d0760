import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiGet } from '../../lib/api-client';
import { readToken, saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { admin, learner } from '../../testing/users';

describe('route guards', () => {
  it.each([
    '/',
    '/quiz',
    '/chat',
    '/final-quiz',
    '/post-assessment/4',
    '/podcasts',
    '/report',
    '/report/4',
    '/admin',
  ])('sends an anonymous visitor of %s to the login page', async (path) => {
    const { calls } = mockApi({});
    const { currentPath } = await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Socratica' })).toBeVisible();
    expect(currentPath()).toBe(path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`);
    expect(calls.filter((call) => call.path === 'me')).toHaveLength(0);
  });

  it('shows a labelled loading indicator while the sign-in is checked', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => new Promise<Response>(() => {}) });

    await renderApp('/quiz');

    expect(await screen.findByRole('status', { name: 'Checking your sign-in…' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Learn' })).not.toBeInTheDocument();
  });

  it('removes an invalid token and sends the visitor to the login page', async () => {
    saveToken('expired');
    mockApi({ 'GET me': () => json({ detail: 'Your session has expired.' }, 401) });

    const { currentPath } = await renderApp('/chat');

    expect(await screen.findByRole('heading', { name: 'Sign in to Socratica' })).toBeVisible();
    expect(currentPath()).toBe('/login?next=%2Fchat');
    expect(readToken()).toBeNull();
  });

  it('lets a learner in, but sends a learner on /admin home', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner), 'GET health': () => json({ detail: 'down' }, 503) });

    const { currentPath } = await renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: /learn any topic/i })).toBeVisible();
    expect(currentPath()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('lets an admin open /admin', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(admin) });

    const { currentPath } = await renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    expect(currentPath()).toBe('/admin');
  });

  it('redirects unknown paths home', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner), 'GET health': () => json({ detail: 'down' }, 503) });

    const { currentPath } = await renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: /learn any topic/i })).toBeVisible();
    expect(currentPath()).toBe('/');
  });

  it('ends the session when any call answers 401, remembering the page', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET assessments': () => json({ detail: 'Your session has expired.' }, 401),
    });
    const { currentPath } = await renderApp('/report/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Report' })).toBeVisible();

    await act(() => apiGet('assessments').catch(() => undefined));

    expect(await screen.findByRole('heading', { name: 'Sign in to Socratica' })).toBeVisible();
    expect(currentPath()).toBe('/login?next=%2Freport%2F12');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended');
    expect(readToken()).toBeNull();
  });

  it('offers a retry when the sign-in check fails for another reason', async () => {
    saveToken('tok');
    let meAnswers = 0;
    mockApi({
      'GET me': () => (++meAnswers === 1 ? json({ detail: 'Database unavailable.' }, 503) : json(learner)),
    });
    const user = userEvent.setup();
    await renderApp('/podcasts');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your sign-in');
    expect(readToken()).toBe('tok');

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Educational Podcasts' })).toBeVisible(),
    );
  });
});
