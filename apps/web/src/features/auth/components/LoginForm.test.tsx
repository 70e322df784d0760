import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readToken } from '../../../lib/token-storage';
import { json, mockApi, networkDown } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { learner } from '../../../testing/users';
import { LoginForm } from './LoginForm';

function setup() {
  const onSignedIn = vi.fn();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  return { onSignedIn, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username = 'ada', password = 'secret') {
  if (username) await user.type(screen.getByLabelText(/username/i), username);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('requires both fields and does not call the server when one is empty', async () => {
    const { calls } = mockApi({});
    const { user } = setup();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText(/username/i)).toBeInvalid();
    expect(screen.getByLabelText(/username/i)).toHaveAccessibleDescription('Enter your username.');
    expect(screen.getByLabelText(/^password/i)).toBeInvalid();
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText(/username/i)).toHaveFocus();

    await user.type(screen.getByLabelText(/username/i), '   ');
    await user.type(screen.getByLabelText(/^password/i), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText(/username/i)).toHaveAccessibleDescription('Enter your username.');
    expect(screen.getByLabelText(/^password/i)).not.toBeInvalid();
    expect(screen.getByLabelText(/^password/i)).not.toHaveAccessibleDescription();
    expect(calls).toHaveLength(0);
  });

  it('posts the credentials form-encoded, stores the token, loads the user and reports success', async () => {
    const { calls } = mockApi({
      'POST login': () => json({ access_token: 'tok-1', token_type: 'bearer', expires_in: 3600 }),
      'GET me': () => json(learner),
    });
    const { user, onSignedIn } = setup();

    await signIn(user, '  ada ', 'p&ss');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const [loginCall, meCall] = calls;
    expect(loginCall?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(loginCall?.body).toBe('username=ada&password=p%26ss');
    expect(meCall?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(readToken()).toBe('tok-1');
  });

  it.each([
    [401, 'Incorrect username or password.'],
    [429, 'Too many attempts. Try again in 5 minutes.'],
    [422, 'Enter your username.'],
  ])('shows the server detail of a %i answer', async (status, detail) => {
    mockApi({ 'POST login': () => json({ detail }, status) });
    const { user, onSignedIn } = setup();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
  });

  it('falls back to a generic text when the answer has no detail', async () => {
    mockApi({ 'POST login': () => new Response('Internal error', { status: 500 }) });
    const { user } = setup();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });

  it('says so when the network is down', async () => {
    mockApi({ 'POST login': networkDown });
    const { user } = setup();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('forgets the token when the user cannot be loaded after login', async () => {
    mockApi({
      'POST login': () => json({ access_token: 'tok-2', token_type: 'bearer', expires_in: 3600 }),
      'GET me': () => json({ detail: 'The account is deactivated.' }, 403),
    });
    const { user, onSignedIn } = setup();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The account is deactivated.');
    expect(readToken()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a labelled, focusable toggle', async () => {
    mockApi({});
    const { user } = setup();
    const password = screen.getByLabelText(/^password/i);
    await user.type(password, 'secret');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).not.toHaveAttribute('tabindex', '-1');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(show);

    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
