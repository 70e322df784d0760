import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

function acceptLogin() {
  return mockApi({
    'POST login': () => json({ access_token: 'tok', token_type: 'bearer', expires_in: 3600 }),
    'GET me': () => json(learner),
    'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'offline' }),
  });
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/username/i), 'ada');
  await user.type(screen.getByLabelText(/^password/i), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the form and the help text, without the navigation bar', async () => {
    mockApi({});
    await renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Socratica' })).toBeVisible();
    expect(screen.getByText('Need help? Contact your system administrator')).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Socratica' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument();
  });

  it('returns to the remembered page after signing in', async () => {
    acceptLogin();
    const { currentPath } = await renderApp('/report/7');
    await screen.findByRole('heading', { name: 'Sign in to Socratica' });
    expect(currentPath()).toBe('/login?next=%2Freport%2F7');

    await signIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Report' })).toBeVisible();
    expect(currentPath()).toBe('/report/7');
    expect(screen.getByText('Welcome, ada')).toBeVisible();
  });

  it('goes home when no page was remembered', async () => {
    acceptLogin();
    const { currentPath } = await renderApp('/login');

    await signIn();

    expect(await screen.findByRole('heading', { level: 1, name: /learn any topic/i })).toBeVisible();
    expect(currentPath()).toBe('/');
  });

  it('ignores a remembered page outside the app', async () => {
    acceptLogin();
    const { currentPath } = await renderApp('/login?next=https%3A%2F%2Fevil.example%2F');

    await signIn();

    expect(await screen.findByRole('heading', { level: 1, name: /learn any topic/i })).toBeVisible();
    expect(currentPath()).toBe('/');
  });

  it('sends a signed-in visitor home', async () => {
    saveToken('tok');
    acceptLogin();
    const { currentPath } = await renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: /learn any topic/i })).toBeVisible();
    expect(currentPath()).toBe('/');
  });
});
