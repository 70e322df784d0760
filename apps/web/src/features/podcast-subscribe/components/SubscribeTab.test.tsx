import type { RssInfo } from '@socratica/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { COPIED_FOR_MS } from '../hooks/use-copy-text';
import { SubscribeTab } from './SubscribeTab';

const feedUrl = 'http://localhost/socratica/api/podcasts/rss/s3cr3t-token.xml';
const info: RssInfo = {
  rss_feed_url: feedUrl,
  subscribe_page_url: 'http://localhost/socratica/podcast-subscribe',
  compatible_apps: ['Apple Podcasts', 'Pocket Casts', 'Podverse'],
  listed_in_directories: false,
};

function withClipboard(answer: ((text: string) => Promise<void>) | undefined) {
  const writeText = answer && vi.fn(answer);
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
  return writeText;
}

function withLegacyCopy(result: boolean | 'throws') {
  const execCommand = vi.fn(() => {
    if (result === 'throws') throw new Error('not allowed');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

async function renderTab() {
  renderWithProviders(<SubscribeTab />);
  return screen.findByRole('textbox', { name: 'RSS feed URL' });
}

describe('SubscribeTab', () => {
  it('shows the feed URL read-only, the compatible apps from the server and the instructions', async () => {
    mockApi({ 'GET podcasts/rss/info': () => json(info) });
    const field = await renderTab();

    expect(field).toHaveValue(feedUrl);
    expect(field).toHaveAttribute('readonly');
    const apps = screen.getByRole('region', { name: 'Compatible apps' });
    expect(apps).toHaveTextContent('Pocket Casts');
    expect(apps).toHaveTextContent('Podverse');
    expect(screen.getByRole('heading', { name: 'Apple Podcasts' })).toBeVisible();
    expect(screen.getByText(/Spotify cannot add a show from its feed URL/)).toBeVisible();
    expect(screen.getByText(/Add podcast by URL/)).toBeVisible();
    expect(screen.getByText(/not listed in podcast directories/)).toBeVisible();
  });

  it('draws the QR code of the public subscribe page locally, 150 by 150', async () => {
    mockApi({ 'GET podcasts/rss/info': () => json(info) });
    const toDataUrl = vi.spyOn(QRCode, 'toDataURL');
    await renderTab();

    const image = await screen.findByRole('img', {
      name: 'QR code for the Socratica podcast subscribe page',
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(image).toHaveAttribute('width', '150');
    expect(image).toHaveAttribute('height', '150');
    expect(toDataUrl).toHaveBeenCalledWith(
      `${window.location.origin}/socratica/podcast-subscribe`,
      expect.objectContaining({ width: 150 }),
    );
  });

  it('copies the feed URL and says "Copied!" for 2 seconds', async () => {
    mockApi({ 'GET podcasts/rss/info': () => json(info) });
    const writeText = withClipboard(() => Promise.resolve());
    await renderTab();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(async () => {});

    expect(writeText).toHaveBeenCalledWith(feedUrl);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(COPIED_FOR_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('falls back to selecting the text and the legacy copy when the clipboard refuses', async () => {
    mockApi({ 'GET podcasts/rss/info': () => json(info) });
    withClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const execCommand = withLegacyCopy(true);
    const field = await renderTab();

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(field).toHaveFocus();
  });

  it('uses the legacy copy when there is no Clipboard API at all', async () => {
    mockApi({ 'GET podcasts/rss/info': () => json(info) });
    withClipboard(undefined);
    const execCommand = withLegacyCopy(true);
    await renderTab();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('selects the text and asks for Ctrl+C when no way of copying works', async () => {
    mockApi({ 'GET podcasts/rss/info': () => json(info) });
    withClipboard(undefined);
    withLegacyCopy('throws');
    const field = await renderTab();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Press Ctrl+C (⌘C on Mac) to copy')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    const input = field as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, feedUrl.length]);
  });

  it('shows loading, then the spec’s error with Try Again, which loads again', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    const { calls } = mockApi({
      'GET podcasts/rss/info': () => (answer === 'fail' ? json({ detail: 'boom' }, 500) : json(info)),
    });
    renderWithProviders(<SubscribeTab />);

    expect(screen.getByRole('status', { name: 'Loading subscription information…' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load subscription information. Please try again.',
    );

    answer = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('textbox', { name: 'RSS feed URL' })).toHaveValue(feedUrl);
    await waitFor(() => expect(calls.filter((call) => call.path === 'podcasts/rss/info')).toHaveLength(2));
  });
});
