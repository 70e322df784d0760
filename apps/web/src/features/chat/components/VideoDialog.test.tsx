import type { Video } from '@socratica/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { video } from '../../../testing/chat';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VideoDialog } from './VideoDialog';

const lecture = video({
  video_id: 'abcdefghijk',
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  title: 'Spring & neap tides <b>explained</b>',
  channel: 'Ocean Lab',
  channel_id: 'UCocean',
  description: 'Why the Sun matters.\n<img src=x onerror=alert(1)> <script>alert(2)</script>',
  view_count: 1_234_567,
  duration: 'PT8M21S',
});

function renderDialog(shown: Video = lecture) {
  renderWithProviders(<VideoDialog video={shown} topic="Tides" onClose={vi.fn()} />);
  return screen.getByRole('dialog');
}

/** Moves the fake clock on and lets React and pending promises catch up. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** An answer the test releases when it wants, to see the pending state. */
function heldAnswer() {
  let release!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

describe('VideoDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the video’s player and facts, its text as text only', async () => {
    mockApi({});
    const dialog = renderDialog();
    await wait(0);

    expect(screen.getByRole('dialog', { name: 'Spring & neap tides <b>explained</b>' })).toBe(dialog);
    const player = dialog.querySelector('iframe');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(within(dialog).getByText('Ocean Lab')).toBeVisible();
    expect(within(dialog).getByText('8:21')).toBeVisible();
    expect(within(dialog).getByText('1,234,567 views')).toBeVisible();
    expect(within(dialog).getByText(/Why the Sun matters\./)).toHaveTextContent(
      'Why the Sun matters. <img src=x onerror=alert(1)> <script>alert(2)</script>',
    );
    expect(dialog.querySelector('img, script, b')).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abcdefghijk',
    );
  });

  it('Helpful: pending while the call runs, then Helpful for 3 seconds, then back to normal', async () => {
    const held = heldAnswer();
    const { calls } = mockApi({ 'POST video-feedback/upvote': () => held.answer });
    const dialog = renderDialog();
    await wait(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as helpful' }));
    await wait(0);
    const pending = within(dialog).getByRole('button', { name: 'Sending…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      video_id: 'abcdefghijk',
      video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      video_title: 'Spring & neap tides <b>explained</b>',
      channel_name: 'Ocean Lab',
      channel_id: 'UCocean',
      topic: 'Tides',
    });

    held.release(json({ success: true, message: 'Thanks!' }));
    await wait(0);
    expect(within(dialog).getByRole('button', { name: 'Helpful' })).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Marked as helpful. Thank you!');

    await wait(2_900);
    expect(within(dialog).getByRole('button', { name: 'Helpful' })).toBeVisible();
    await wait(100);
    expect(within(dialog).queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark as helpful' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(calls).toHaveLength(1);
  });

  it.each([
    [401, 'Authentication failed. Please log in again.'],
    [403, 'Permission denied. Admin access may be required.'],
    [422, 'Invalid video data. Please try with a different video.'],
  ])('says why an upvote failed with %i', async (status, text) => {
    mockApi({ 'POST video-feedback/upvote': () => json({ detail: 'The server’s own words.' }, status) });
    const dialog = renderDialog();
    await wait(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as helpful' }));
    await wait(0);

    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: 'Mark as helpful' })).toBeVisible();
  });

  it('shows the server’s detail for other failures, or the status', async () => {
    let answer = json({ detail: 'Too many votes. Try again in a minute.' }, 429);
    mockApi({ 'POST video-feedback/upvote': () => answer });
    const dialog = renderDialog();
    await wait(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as helpful' }));
    await wait(0);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many votes. Try again in a minute.');

    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as helpful' }));
    await wait(0);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to upvote video (502)');
  });

  it.each([
    [{ video_id: '' }, 'Error: Could not extract video ID from video data'],
    [{ url: '' }, 'Error: Video URL is missing'],
  ])(
    'refuses feedback on a video without an id or URL (%j), without asking the server',
    async (gap, text) => {
      const { calls } = mockApi({});
      const dialog = renderDialog({ ...lecture, ...gap });
      await wait(0);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as helpful' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      expect(calls).toHaveLength(0);
    },
  );

  it('Report asks for a reason, refuses a blank one, then sends it and reads Reported for 3 seconds', async () => {
    const held = heldAnswer();
    const { calls } = mockApi({ 'POST video-feedback/report': () => held.answer });
    const dialog = renderDialog();
    await wait(0);

    const report = within(dialog).getByRole('button', { name: 'Report' });
    fireEvent.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');
    const reason = within(dialog).getByRole('textbox', { name: /Why are you reporting this video\?/ });
    expect(reason).toHaveFocus();

    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please say why you are reporting this video.',
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    fireEvent.change(reason, { target: { value: ' Not about tides at all. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await wait(0);
    expect(within(dialog).getByRole('button', { name: 'Sending report…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Reporting…' })).toBeVisible();
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      video_id: 'abcdefghijk',
      video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      video_title: 'Spring & neap tides <b>explained</b>',
      channel_name: 'Ocean Lab',
      channel_id: 'UCocean',
      comment: 'Not about tides at all.',
    });

    held.release(json({ success: true, message: 'Reported.' }));
    await wait(0);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reported' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/Report sent/);

    await wait(3_000);
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeVisible();
  });

  it('says why a report failed, with the status and the server’s text, and keeps the reason', async () => {
    mockApi({
      'POST video-feedback/report': () => json({ detail: 'You have reported this video already.' }, 409),
    });
    const dialog = renderDialog();
    await wait(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    const reason = within(dialog).getByRole('textbox', { name: /Why are you reporting/ });
    fireEvent.change(reason, { target: { value: 'Misleading' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await wait(0);

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to report video: 409 You have reported this video already. Please try again.',
    );
    expect(reason).toHaveValue('Misleading');
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeVisible();
  });
});
