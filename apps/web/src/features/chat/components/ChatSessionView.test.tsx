import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatReply, chatSession, runningTimer, storedMessage } from '../../../testing/chat';
import { liveEventStream } from '../../../testing/event-stream';
import { json, mockApi, type RecordedCall } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChatSessionView } from './ChatSessionView';

const opening = storedMessage({ content: 'Welcome! What do you already know about **tides**?' });
const started = chatSession({ messages: [opening], timer: runningTimer(1200) });

function setup() {
  const onPaused = vi.fn();
  const view = renderWithProviders(
    <ChatSessionView
      sessionId={7}
      assessmentContext={{ session_id: 7, topic: 'Tides' }}
      onPaused={onPaused}
    />,
  );
  return { ...view, onPaused, user: userEvent.setup() };
}

const input = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const streamCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === 'chat/stream');

describe('ChatSessionView', () => {
  // A running timer counts down with the clock; held still, the page shows exactly the time the server gave,
  // however long a busy machine takes to render it. ChatRoom's tests move the clock to check the countdown.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the stored conversation, the topic and the running timer', async () => {
    mockApi({ 'GET assessments/7/chat': () => json(started) });
    setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Tides' })).toBeVisible();
    expect(within(log()).getByText('tides').tagName).toBe('STRONG');
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
    expect(screen.getByText('Phase: Warming up')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post-assessment' })).toHaveAttribute(
      'href',
      '/post-assessment/7',
    );
  });

  it('opens a new chat with the tutor’s opening, which starts the timer', async () => {
    const { calls } = mockApi({
      'GET assessments/7/chat': () => json(chatSession()),
      'POST chat/open': () => json(chatReply(opening, runningTimer(1260))),
    });
    setup();

    expect(await within(await screen.findByRole('log')).findByText(/What do you already know/)).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('21:00');
    expect(screen.queryByText('Starts with the tutor’s first reply')).toBeNull();
    const open = calls.filter((call) => call.path === 'chat/open');
    expect(open).toHaveLength(1);
    expect(JSON.parse(open[0]!.body!)).toEqual({ session_id: 7 });
  });

  it('says why the chat could not open, welcomes the learner anyway and lets them type', async () => {
    const live = liveEventStream();
    const { calls } = mockApi({
      'GET assessments/7/chat': () => json(chatSession()),
      'POST chat/open': () => json({ detail: 'The AI tutor is not available right now.' }, 503),
      'POST chat/stream': () => live.response,
    });
    const { user } = setup();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize learning session: The AI tutor is not available right now.',
    );
    expect(within(log()).getByText(/Welcome! Let's explore Tides together/)).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('21:00');
    expect(screen.getByText('Starts with the tutor’s first reply')).toBeVisible();

    await user.type(input(), 'I know the Moon matters{Enter}');
    expect(streamCalls(calls)).toHaveLength(1);
    // The page's own welcome is not sent as if the tutor had said it.
    expect(JSON.parse(streamCalls(calls)[0]!.body!).messages).toEqual([
      { role: 'user', content: 'I know the Moon matters' },
    ]);
  });

  it('sends on Enter and shows the reply growing as it streams', async () => {
    const live = liveEventStream();
    const { calls } = mockApi({
      'GET assessments/7/chat': () => json(started),
      'POST chat/stream': () => live.response,
    });
    const { user } = setup();

    await user.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      '  Why two tides?  {Enter}',
    );

    expect(streamCalls(calls)).toHaveLength(1);
    const body = JSON.parse(streamCalls(calls)[0]!.body!);
    expect(body).toMatchObject({ user_id: 1, session_id: 7, assessment_context: { session_id: 7 } });
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Why two tides?' });
    expect(within(log()).getByText('Why two tides?')).toBeVisible();
    expect(log()).toHaveAttribute('aria-busy', 'true');
    expect(input()).toHaveValue('  Why two tides?  ');

    live.send('start', { user_message_id: 11, phase: 'exploration' });
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(screen.getByText('Phase: Exploring')).toBeVisible();

    live.send('delta', { text: 'The Moon' });
    expect(await within(log()).findByText('The Moon')).toBeVisible();
    live.send('delta', { text: ' pulls twice.' });
    expect(await within(log()).findByText('The Moon pulls twice.')).toBeVisible();

    const reply = storedMessage({ content: 'The Moon pulls twice. What else pulls?' });
    live.send('done', chatReply(reply, runningTimer(1100, { phase: 'exploration' }), 11));
    live.end();
    expect(await within(log()).findByText('The Moon pulls twice. What else pulls?')).toBeVisible();
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('timer')).toHaveTextContent('18:20');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const { calls } = mockApi({ 'GET assessments/7/chat': () => json(started) });
    const { user } = setup();

    await user.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'one{Shift>}{Enter}{/Shift}two',
    );

    expect(input()).toHaveValue('one\ntwo');
    expect(streamCalls(calls)).toHaveLength(0);
  });

  it('refuses a blank message', async () => {
    const { calls } = mockApi({ 'GET assessments/7/chat': () => json(started) });
    const { user } = setup();

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), '   {Enter}');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '{Shift>}{Enter}{/Shift}{Enter}');

    expect(streamCalls(calls)).toHaveLength(0);
  });

  it('sends nothing more while a reply is loading, and keeps what was typed meanwhile', async () => {
    const live = liveEventStream();
    const { calls } = mockApi({
      'GET assessments/7/chat': () => json(started),
      'POST chat/stream': () => live.response,
    });
    const { user } = setup();

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'First{Enter}');
    live.send('start', { user_message_id: 11, phase: 'prior_knowledge' });
    await waitFor(() => expect(input()).toHaveValue(''));
    await user.type(input(), 'Second{Enter}');

    expect(sendButton()).toBeDisabled();
    expect(streamCalls(calls)).toHaveLength(1);
    expect(input()).toHaveValue('Second');

    live.send('done', chatReply(storedMessage({ content: 'Good.' })));
    live.end();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.type(input(), '{Enter}');
    expect(streamCalls(calls)).toHaveLength(2);
  });

  it('Stop ends the stream and keeps the partial reply, marked interrupted', async () => {
    const live = liveEventStream();
    mockApi({ 'GET assessments/7/chat': () => json(started), 'POST chat/stream': () => live.response });
    const { user } = setup();

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Tell me{Enter}');
    live.send('start', { user_message_id: 11, phase: 'prior_knowledge' });
    live.send('delta', { text: 'Tides come from' });
    await within(log()).findByText('Tides come from');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(live.cancelled).toBe(true));
    expect(within(log()).getByText('Tides come from')).toBeVisible();
    expect(within(log()).getByText('Interrupted')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log()).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the partial reply the server kept and shows the error event’s detail', async () => {
    const live = liveEventStream();
    mockApi({ 'GET assessments/7/chat': () => json(started), 'POST chat/stream': () => live.response });
    const { user } = setup();

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Tell me{Enter}');
    live.send('start', { user_message_id: 11, phase: 'prior_knowledge' });
    live.send('delta', { text: 'The Moon and ' });
    live.send('error', {
      detail: 'The AI tutor stopped answering. Please try again.',
      message: storedMessage({ content: 'The Moon and', interrupted: true }),
    });
    live.end();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI tutor stopped answering. Please try again.',
    );
    expect(within(log()).getByText('The Moon and')).toBeVisible();
    expect(within(log()).getByText('Interrupted')).toBeVisible();
    expect(within(log()).getByText('Tell me')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the typed text and shows the server’s reason when the message is refused', async () => {
    mockApi({
      'GET assessments/7/chat': () => json(started),
      'POST chat/stream': () => json({ detail: 'Too many messages. Wait 20 seconds.' }, 429),
    });
    const { user } = setup();

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Wait 20 seconds.');
    expect(input()).toHaveValue('Hello');
    expect(within(log()).queryByText('Hello')).toBeNull();
    expect(sendButton()).toBeEnabled();
  });

  it('says Chat request failed with the status when the server gives no reason', async () => {
    mockApi({
      'GET assessments/7/chat': () => json(started),
      'POST chat/stream': () => new Response('Bad gateway', { status: 502 }),
    });
    const { user } = setup();

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Chat request failed: 502');
    expect(input()).toHaveValue('Hello');
  });

  it('refuses an over-long message and says so', async () => {
    const { calls } = mockApi({ 'GET assessments/7/chat': () => json(started) });
    const { user } = setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });

    fireEvent.change(box, { target: { value: 'a'.repeat(3500) } });
    expect(box).toHaveAccessibleDescription(/3,500 of 4,000 characters/);
    fireEvent.change(box, { target: { value: 'a'.repeat(4001) } });
    await user.type(box, '{Enter}');

    expect(box).toHaveAccessibleDescription(
      /Your message is too long: 4,001 characters, and the most is 4,000/,
    );
    expect(sendButton()).toBeDisabled();
    expect(streamCalls(calls)).toHaveLength(0);
  });

  it('saves the notes a second after typing stops', async () => {
    const { calls } = mockApi({
      'GET assessments/7/chat': () => json(chatSession({ messages: [opening], notes: 'Moon' })),
      'PUT assessments/7/notes': () => json({ session_id: 7, saved_at: '2026-11-21T14:40:00Z' }),
    });
    setup();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Moon');
    const puts = () => calls.filter((call) => call.method === 'PUT');

    // The test moves the clock itself, so "a second" means a second however slow the machine is.
    vi.useFakeTimers();
    try {
      // fireEvent rather than user-event: user-event waits on timers of its own, which the fake clock holds.
      fireEvent.change(notes, { target: { value: 'Moon pulls' } });
      expect(screen.getByText('Unsaved changes')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(puts()).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(puts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }

    expect(await screen.findByText('Saved')).toBeVisible();
    expect(puts()).toHaveLength(1);
    expect(JSON.parse(puts()[0]!.body!)).toEqual({ notes: 'Moon pulls' });
  });

  it('pauses with the notes, stores the paused session and moves on', async () => {
    const { calls } = mockApi({
      'GET assessments/7/chat': () => json(chatSession({ messages: [opening], notes: 'Moon' })),
      'POST assessments/7/pause': () =>
        json(chatSession({ messages: [opening], notes: 'Moon', paused_at: '2026-11-21T15:00:00Z' })),
    });
    const { user, onPaused } = setup();

    await user.click(await screen.findByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(onPaused).toHaveBeenCalledOnce());
    const pause = calls.find((call) => call.path === 'assessments/7/pause');
    expect(JSON.parse(pause!.body!)).toEqual({ notes: 'Moon' });
    const stored = JSON.parse(localStorage.getItem('socratica.paused_session')!);
    expect(stored.value).toEqual({
      session_id: 7,
      topic: 'Tides',
      assessmentContext: { session_id: 7, topic: 'Tides' },
      messages: [expect.objectContaining({ role: 'assistant', content: opening.content, videoEmbeds: [] })],
      notes: 'Moon',
      pausedAt: '2026-11-21T15:00:00Z',
      // What the server's clock had left, which the resume dialog on the landing page suggests.
      remainingSeconds: 1260,
    });
    // Spec 1 §9: stored for 5 days.
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(5 * 24 * 3600 * 1000 - 60_000);
  });

  it('shows why pausing failed and stays', async () => {
    mockApi({
      'GET assessments/7/chat': () => json(started),
      'POST assessments/7/pause': () => json({ detail: 'No such session.' }, 404),
    });
    const { user, onPaused } = setup();

    await user.click(await screen.findByRole('button', { name: 'Pause' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not pause the session: No such session.',
    );
    expect(onPaused).not.toHaveBeenCalled();
    expect(localStorage.getItem('socratica.paused_session')).toBeNull();
  });

  it('shows a paused session read-only, and resumes it with the minutes given', async () => {
    const paused = chatSession({ messages: [opening], paused_at: '2026-11-21T15:00:00Z' });
    const resumed = chatSession({
      messages: [opening],
      timer: { ...paused.timer, allotted_seconds: 600, remaining_seconds: 600, started_at: null },
    });
    const { calls } = mockApi({
      'GET assessments/7/chat': () => json(paused),
      'POST assessments/7/resume': () => json(resumed),
    });
    const { user } = setup();

    expect(await screen.findByText('This session is paused')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left: paused');

    await user.click(screen.getByRole('button', { name: 'Resume session' }));
    const minutes = await screen.findByRole('textbox', { name: 'How many minutes do you have?' });
    // The dialog suggests what was left: 21 minutes (the session's 1260 seconds), which the learner may change.
    expect(minutes).toHaveValue('21');
    await user.clear(minutes);
    await user.type(minutes, '10{Enter}');

    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeVisible();
    expect(JSON.parse(calls.find((call) => call.path === 'assessments/7/resume')!.body!)).toEqual({
      minutes: 10,
    });
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    expect(screen.queryByText('This session is paused')).toBeNull();
  });

  it('says when the session does not exist', async () => {
    mockApi({ 'GET assessments/7/chat': () => json({ detail: 'Not found.' }, 404) });
    setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Session not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Learn' })).toHaveAttribute('href', '/quiz');
  });
});
