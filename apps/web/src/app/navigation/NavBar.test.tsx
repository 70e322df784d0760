import type { Me } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readToken, saveToken } from '../../lib/token-storage';
import { json, mockApi, networkDown } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import { admin, learner } from '../../testing/users';
import { NavBar } from './NavBar';

function signedInAs(user: Me, extra: Parameters<typeof mockApi>[0] = {}) {
  saveToken('tok');
  return mockApi({
    'GET me': () => json(user),
    'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'offline' }),
    ...extra,
  });
}

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('NavBar', () => {
  it('shows the brand and the learner links, with Report but without Admin', async () => {
    signedInAs(learner);
    await renderApp('/podcasts');

    const nav = await mainNav();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Learn',
      'Chat',
      'Assessment',
      'Podcasts',
      'Progress',
      'Report',
    ]);
    expect(screen.getByRole('link', { name: 'Socratica' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/quiz');
    expect(nav.getByRole('link', { name: 'Assessment' })).toHaveAttribute('href', '/final-quiz');
  });

  it('shows Admin to admins', async () => {
    signedInAs(admin);
    await renderApp('/');

    expect((await mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['/', 'Home'],
    ['/quiz', 'Learn'],
    ['/report', 'Report'],
    ['/report/12', 'Report'],
    ['/progress', 'Progress'],
    ['/final-quiz', 'Assessment'],
  ])('on %s highlights only %s', async (path, active) => {
    signedInAs(learner);
    await renderApp(path);

    const nav = await mainNav();
    await waitFor(() =>
      expect(nav.getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page'),
    );
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([active]);
  });

  it('highlights nothing on a page without a link', async () => {
    signedInAs(learner);
    await renderApp('/post-assessment/3');

    await screen.findByRole('heading', { level: 1, name: 'Post-Assessment' });
    const nav = await mainNav();
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('welcomes the user', async () => {
    signedInAs(learner);
    await renderApp('/chat');

    expect(await screen.findByText('Welcome, ada')).toBeVisible();
  });

  it('logs out: revokes the token on the server, forgets it and opens the login page', async () => {
    const { calls } = signedInAs(learner, {
      'POST logout': () => json({ success: true, message: 'Signed out.' }),
    });
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/chat');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Socratica' })).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    const logout = calls.find((call) => call.method === 'POST' && call.path === 'logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok');
    expect(readToken()).toBeNull();
    expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', () => json({ detail: 'Oops.' }, 500)],
    ['the network is down', networkDown],
  ])('logs out locally even when %s', async (_, answer) => {
    signedInAs(learner, { 'POST logout': answer });
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/quiz');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Socratica' })).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(readToken()).toBeNull();
  });

  it('opens and closes the small-screen menu with a labelled burger', async () => {
    signedInAs(learner);
    const user = userEvent.setup();
    await renderApp('/');

    const burger = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(burger);

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Close navigation menu');
    expect(burger).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Report' })).toBeVisible();

    await user.click(within(menu).getByRole('link', { name: 'Learn' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a Login link and no Report link when nobody is signed in', () => {
    mockApi({});
    renderWithProviders(<NavBar />);

    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });
});
