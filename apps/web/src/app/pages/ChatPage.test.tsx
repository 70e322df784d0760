import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { chatSession, runningTimer, storedMessage } from '../../testing/chat';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

const opening = storedMessage({ content: 'What do you already know about tides?' });

function saveContext(sessionId: number) {
  localStorage.setItem(
    'socratica.assessment_context',
    JSON.stringify({ value: { session_id: sessionId, topic: 'Tides' }, expiresAt: null }),
  );
}

describe('ChatPage', () => {
  it('without a session, points the learner to the Learn page', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner), 'GET chat/open': () => json({ open: null }) });
    await renderApp('/chat');

    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with the Tutor' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'No learning session yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Learn' })).toHaveAttribute('href', '/quiz');
  });

  it('reopens the open session the server names, in a browser without a copy of its own', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET chat/open': () => json({ open: { session_id: 77, topic: 'Volcanoes', message_count: 3 } }),
      'GET assessments/77/chat': () =>
        json(
          chatSession({ session_id: 77, topic: 'Volcanoes', messages: [opening], timer: runningTimer(600) }),
        ),
    });
    await renderApp('/chat');

    expect(await screen.findByRole('heading', { level: 2, name: 'Volcanoes' })).toBeVisible();
    expect(screen.queryByText('No learning session yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Post-assessment' })).toHaveAttribute(
      'href',
      '/post-assessment/77',
    );
  });

  it('does not ask the server when this browser has its session', async () => {
    saveToken('tok');
    saveContext(42);
    const { calls } = mockApi({
      'GET me': () => json(learner),
      'GET assessments/42/chat': () => json(chatSession({ session_id: 42, messages: [opening] })),
    });
    await renderApp('/chat');

    expect(await screen.findByText('What do you already know about tides?')).toBeVisible();
    expect(calls.some((call) => call.path === 'chat/open')).toBe(false);
  });

  it('opens the session of the last baseline', async () => {
    saveToken('tok');
    saveContext(42);
    mockApi({
      'GET me': () => json(learner),
      'GET assessments/42/chat': () =>
        json(chatSession({ session_id: 42, messages: [opening], timer: runningTimer(600) })),
    });
    await renderApp('/chat');

    expect(await screen.findByText('What do you already know about tides?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post-assessment' })).toHaveAttribute(
      'href',
      '/post-assessment/42',
    );
  });

  it('prefers the session named in the address', async () => {
    saveToken('tok');
    saveContext(42);
    const { calls } = mockApi({
      'GET me': () => json(learner),
      'GET assessments/9/chat': () =>
        json(chatSession({ session_id: 9, topic: 'Volcanoes', messages: [opening] })),
    });
    await renderApp('/chat?session=9');

    expect(await screen.findByRole('heading', { level: 2, name: 'Volcanoes' })).toBeVisible();
    expect(calls.some((call) => call.path === 'assessments/42/chat')).toBe(false);
  });

  it('says a session address that is not a session id leads nowhere', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner) });
    await renderApp('/chat?session=abc');

    expect(await screen.findByRole('heading', { level: 2, name: 'Session not found' })).toBeVisible();
  });

  it('after pausing, confirms it on the home page and offers the session there', async () => {
    saveToken('tok');
    saveContext(7);
    mockApi({
      'GET me': () => json(learner),
      'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'offline' }),
      'GET assessments/7/chat': () => json(chatSession({ messages: [opening] })),
      'POST assessments/7/pause': () =>
        json(chatSession({ messages: [opening], paused_at: '2026-11-21T15:00:00Z' })),
    });
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/chat');

    await user.click(await screen.findByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByText('Session paused. You can resume it from the home page.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Paused session' })).toHaveTextContent('Paused session: Tides');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
