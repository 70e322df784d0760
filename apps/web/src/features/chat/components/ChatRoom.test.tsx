import type { ChatTimer } from '@socratica/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatReply, chatSession, chatTimer, runningTimer, storedMessage } from '../../../testing/chat';
import { liveEventStream } from '../../../testing/event-stream';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { fromStoredMessage } from '../chat-message';
import { ChatRoom } from './ChatRoom';

const opening = storedMessage({ content: 'What do you know about tides?' });

function renderRoom(timer: ChatTimer, notes = '') {
  const onPaused = vi.fn();
  renderWithProviders(
    <ChatRoom
      session={chatSession({ messages: [opening], notes, timer })}
      initialMessages={[fromStoredMessage(opening)]}
      initialTimer={timer}
      initialError={null}
      assessmentContext={null}
      onPaused={onPaused}
      onResumed={vi.fn()}
    />,
  );
  return { onPaused };
}

// fireEvent rather than user-event: user-event waits on timers of its own, which the fake clock holds back.
function typeInto(name: string, text: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });
}

/** Moves the fake clock on and lets React and pending promises catch up. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const timer = () => screen.getByRole('timer');
const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatRoom with the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T14:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the tutor’s first reply, then counts down each second', async () => {
    const live = liveEventStream();
    mockApi({ 'POST chat/stream': () => live.response });
    renderRoom(chatTimer({ remaining_seconds: 600, allotted_seconds: 600 }));

    expect(timer()).toHaveTextContent('10:00');
    expect(timer()).toHaveAccessibleName('Time left: 10 minutes, starting with the tutor’s first reply');
    await wait(5000);
    expect(timer()).toHaveTextContent('10:00');

    typeInto('Your message', 'Hi');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your message' }), { key: 'Enter' });
    live.send('start', { user_message_id: 1, phase: 'prior_knowledge' });
    await wait(3000);
    expect(timer()).toHaveTextContent('10:00');

    live.send('done', chatReply(storedMessage({ content: 'Hello!' }), runningTimer(600)));
    live.end();
    await wait(0);
    expect(within(log()).getByText('Hello!')).toBeVisible();
    expect(timer()).toHaveTextContent('10:00');

    await wait(1000);
    expect(timer()).toHaveTextContent('09:59');
    await wait(64_000);
    expect(timer()).toHaveTextContent('08:55');
    expect(timer()).toHaveAccessibleName('Time left: 8 minutes 55 seconds');
  });

  it('says Time’s up once at zero and offers the post-assessment, more chat, or saving', async () => {
    mockApi({});
    renderRoom(runningTimer(3));

    await wait(2000);
    expect(within(log()).queryByText(/Time's up!/)).toBeNull();
    await wait(1000);

    expect(timer()).toHaveTextContent('00:00');
    expect(within(log()).getByText(/Time's up!/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take the post-assessment' })).toHaveAttribute(
      'href',
      '/post-assessment/7',
    );
    expect(screen.getByRole('button', { name: 'Save session' })).toBeEnabled();

    await wait(10_000);
    expect(within(log()).getAllByText(/Time's up!/)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Continue chatting' }));
    expect(screen.queryByRole('button', { name: 'Continue chatting' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(within(log()).getByText(/Time's up!/)).toBeVisible();
  });

  it('Save session in the Time’s up message pauses the session', async () => {
    const { calls } = mockApi({
      'POST assessments/7/pause': () => json(chatSession({ paused_at: '2026-11-21T15:00:00Z' })),
    });
    const { onPaused } = renderRoom(runningTimer(1), 'Spring tides');
    await wait(1000);

    fireEvent.click(screen.getByRole('button', { name: 'Save session' }));
    await wait(0);

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST assessments/7/pause']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ notes: 'Spring tides' });
    expect(onPaused).toHaveBeenCalledOnce();
  });

  it('autosaves the session in the browser and the notes on the server every 2 minutes', async () => {
    const { calls } = mockApi({
      'PUT assessments/7/notes': () => json({ session_id: 7, saved_at: '2026-11-21T14:32:00Z' }),
    });
    renderRoom(runningTimer(1200), 'Moon');

    await wait(119_000);
    expect(localStorage.getItem('socratica.saved_session')).toBeNull();
    expect(calls).toHaveLength(0);

    await wait(1000);
    const saved = JSON.parse(localStorage.getItem('socratica.saved_session')!);
    expect(saved.value).toEqual({
      session_id: 7,
      topic: 'Tides',
      messages: [expect.objectContaining({ role: 'assistant', content: opening.content, videoEmbeds: [] })],
      notes: 'Moon',
      timestamp: '2026-11-21T14:32:00.000Z',
    });
    expect(saved.expiresAt).toBe(Date.parse('2026-11-26T14:32:00Z'));
    expect(calls.map((call) => `${call.method} ${call.path} ${call.body}`)).toEqual([
      'PUT assessments/7/notes {"notes":"Moon"}',
    ]);

    await wait(120_000);
    expect(calls).toHaveLength(2);
  });

  it('debounces the notes: one save a second after the last key', async () => {
    const { calls } = mockApi({
      'PUT assessments/7/notes': () => json({ session_id: 7, saved_at: '2026-11-21T14:32:00Z' }),
    });
    renderRoom(runningTimer(1200));

    for (const text of ['M', 'Mo', 'Moo', 'Moon']) {
      typeInto('Notes', text);
      await wait(300);
    }
    await wait(600);
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await wait(100);
    expect(calls.map((call) => call.body)).toEqual(['{"notes":"Moon"}']);
    expect(screen.getByText('Saved')).toBeVisible();
  });
});
