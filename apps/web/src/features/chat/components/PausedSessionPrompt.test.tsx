import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatSession } from '../../../testing/chat';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { savePausedSession, type PausedSession } from '../session-cache';
import { PausedSessionPrompt } from './PausedSessionPrompt';

const stored: PausedSession = {
  session_id: 7,
  topic: 'Tides',
  assessmentContext: { session_id: 7 },
  messages: [
    {
      id: 'server-1',
      role: 'assistant',
      content: 'Hi',
      videoEmbeds: [],
      interrupted: false,
      localOnly: false,
    },
  ],
  notes: 'Moon',
  pausedAt: '2026-11-21T15:00:00Z',
};

function setup({ justPaused = false } = {}) {
  const onResumed = vi.fn();
  renderWithProviders(<PausedSessionPrompt justPaused={justPaused} onResumed={onResumed} />);
  return { onResumed, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Resume your paused session?' });
const minutes = () => screen.getByRole('textbox', { name: 'How many minutes do you have?' });
const storedCopy = () => localStorage.getItem('socratica.paused_session');

describe('PausedSessionPrompt', () => {
  it('opens the dialog for the session paused in this browser, with its topic and date in Eastern time', async () => {
    savePausedSession(stored);
    const { calls } = mockApi({});
    setup();

    const shown = await dialog();
    expect(shown).toHaveTextContent('Tides');
    expect(shown).toHaveTextContent('Paused Nov 21, 2026, 10:00 AM ET · 1 message');
    expect(calls).toHaveLength(0);
  });

  it('asks the server when this browser has none, so a session paused elsewhere is offered', async () => {
    mockApi({
      'GET chat/paused': () =>
        json({
          paused: {
            session_id: 9,
            topic: 'Volcanoes',
            paused_at: '2026-11-20T12:00:00Z',
            message_count: 6,
            remaining_seconds: 500,
          },
        }),
    });
    setup();

    expect(await dialog()).toHaveTextContent('Volcanoes');
    expect(await dialog()).toHaveTextContent('6 messages');
    // 8 minutes 20 seconds were left: the field suggests the whole minutes that cover them.
    expect(minutes()).toHaveValue('9');
  });

  it('suggests the time this browser saw left when it paused', async () => {
    savePausedSession({ ...stored, remainingSeconds: 430 });
    mockApi({});
    setup();

    await dialog();
    expect(minutes()).toHaveValue('8');
  });

  it('shows nothing when no session is paused', async () => {
    const { calls } = mockApi({ 'GET chat/paused': () => json({ paused: null }) });
    setup();

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Paused session' })).toBeNull();
  });

  it.each(['3', 'abc', ''])('refuses %j minutes with the spec’s sentence', async (typed) => {
    savePausedSession(stored);
    const { calls } = mockApi({});
    const { user } = setup();
    await dialog();

    if (typed) await user.type(minutes(), typed);
    await user.click(screen.getByRole('button', { name: 'Resume' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please enter a valid number of minutes \(minimum 5\)\.$/,
    );
    expect(minutes()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('resumes with the minutes given and forgets the stored copy', async () => {
    savePausedSession(stored);
    const resumed = chatSession({ notes: 'Moon' });
    const { calls } = mockApi({ 'POST assessments/7/resume': () => json(resumed) });
    const { user, onResumed } = setup();
    await dialog();

    await user.type(minutes(), '15{Enter}');

    await waitFor(() => expect(onResumed).toHaveBeenCalledWith(resumed, stored));
    expect(JSON.parse(calls[0]!.body!)).toEqual({ minutes: 15 });
    expect(storedCopy()).toBeNull();
  });

  it('shows the server’s reason when resuming fails, and keeps the stored copy', async () => {
    savePausedSession(stored);
    mockApi({ 'POST assessments/7/resume': () => json({ detail: 'This session is not paused.' }, 409) });
    const { user, onResumed } = setup();
    await dialog();

    await user.type(minutes(), '15{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('This session is not paused.');
    expect(onResumed).not.toHaveBeenCalled();
    expect(storedCopy()).not.toBeNull();
  });

  it('Dismiss deletes the pause on the server and here, and closes', async () => {
    savePausedSession(stored);
    const { calls } = mockApi({
      'DELETE assessments/7/pause': () =>
        json({ success: true, message: 'The paused session was dismissed.' }),
    });
    const { user } = setup();
    await dialog();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE assessments/7/pause']);
    expect(storedCopy()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Paused session' })).toBeNull();
  });

  it('right after pausing, waits to be asked before opening the dialog', async () => {
    savePausedSession(stored);
    mockApi({});
    const { user } = setup({ justPaused: true });

    expect(screen.getByRole('region', { name: 'Paused session' })).toHaveTextContent('Paused session: Tides');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resume or dismiss' }));
    expect(await dialog()).toHaveTextContent('How many minutes do you have?');
  });
});
