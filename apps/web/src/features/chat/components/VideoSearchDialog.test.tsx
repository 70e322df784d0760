import type { StoredChatMessage } from '@socratica/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatSession, chatTimer, storedMessage, video } from '../../../testing/chat';
import { json, mockApi } from '../../../testing/mock-api';
import { screenIs } from '../../../testing/media';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { fromStoredMessage } from '../chat-message';
import { ChatRoom } from './ChatRoom';

const shownEarlier = video({ video_id: 'aaaaaaaaaaa', title: 'Tides in a minute' });
const conversation: StoredChatMessage[] = [
  storedMessage({ content: 'What do you know about tides?' }),
  storedMessage({ role: 'user', content: 'The Moon?' }),
  storedMessage({ content: 'Yes. Watch this.', video_embeds: [shownEarlier] }),
  storedMessage({ role: 'user', content: 'Why two a day?' }),
  storedMessage({ content: 'Think of the bulge on the far side.' }),
  storedMessage({ role: 'user', content: 'Inertia?' }),
  storedMessage({ content: 'Close. And spring tides?' }),
];

const found = [
  video({ video_id: 'bbbbbbbbbbb', title: 'Spring tides', channel: 'Sea School', duration: 'PT8M21S' }),
  video({ video_id: 'ccccccccccc', title: 'Neap tides', channel: 'Sea School', duration: 'PT1H2M3S' }),
];

function renderRoom() {
  renderWithProviders(
    <ChatRoom
      session={chatSession({ messages: conversation, topic: 'Tides' })}
      initialMessages={conversation.map(fromStoredMessage)}
      initialTimer={chatTimer()}
      initialError={null}
      assessmentContext={null}
      onPaused={vi.fn()}
      onResumed={vi.fn()}
    />,
  );
}

async function openSearch() {
  fireEvent.click(screen.getByRole('button', { name: 'Find videos' }));
  return screen.findByRole('dialog', { name: 'Find videos' });
}

/** Types the query and presses Enter, which submits the search. */
async function searchFor(dialog: HTMLElement, query: string) {
  const user = userEvent.setup();
  const input = within(dialog).getByRole('textbox', { name: /What would you like to watch\?/ });
  await user.clear(input);
  await user.type(input, `${query}{Enter}`);
}

describe('the video-search dialog', () => {
  it('searches with the last 5 messages as context, leaving out the videos already shown', async () => {
    const { calls } = mockApi({ 'POST youtube-search': () => json({ videos: found }) });
    renderRoom();
    const dialog = await openSearch();

    await searchFor(dialog, '  spring tides  ');

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST youtube-search']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      query: 'spring tides',
      context: [
        'Yes. Watch this.',
        'Why two a day?',
        'Think of the bulge on the far side.',
        'Inertia?',
        'Close. And spring tides?',
      ].join('\n'),
      session_id: 7,
      max_results: 5,
      exclude_video_ids: ['aaaaaaaaaaa'],
    });
    const results = await within(dialog).findByRole('list', { name: 'Videos found' });
    const cards = within(results).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Spring tides');
    expect(cards[0]).toHaveTextContent('Sea School · 8:21');
    expect(cards[1]).toHaveTextContent('Sea School · 1:02:03');
    expect(cards[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/bbbbbbbbbbb/mqdefault.jpg',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 videos found.');
  });

  it('puts the focus in the query, and refuses a blank query without asking the server', async () => {
    const { calls } = mockApi({});
    renderRoom();
    const dialog = await openSearch();
    const input = within(dialog).getByRole('textbox', { name: /What would you like to watch\?/ });
    await waitFor(() => expect(input).toHaveFocus());

    await searchFor(dialog, '   ');

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please type what you would like to watch.');
    expect(calls).toHaveLength(0);
  });

  it('says when nothing was found', async () => {
    mockApi({ 'POST youtube-search': () => json({ videos: [] }) });
    renderRoom();
    const dialog = await openSearch();

    await searchFor(dialog, 'tides');

    expect(await within(dialog).findByText('No videos found. Try a different search term.')).toBeVisible();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('says when the search failed, with the server’s reason', async () => {
    let answer = json({ detail: 'The video search is over its daily quota. Try again tomorrow.' }, 503);
    mockApi({ 'POST youtube-search': () => answer });
    renderRoom();
    const dialog = await openSearch();

    await searchFor(dialog, 'tides');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to search videos: The video search is over its daily quota. Try again tomorrow.',
    );

    answer = new Response('', { status: 500 });
    await searchFor(dialog, 'tides again');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to search videos$/);
  });

  it('opens a result in the video dialog, and closing it returns to the results', async () => {
    const { calls } = mockApi({
      'POST youtube-search': () => json({ videos: found }),
      'POST video-feedback/upvote': () => json({ success: true, message: 'Thanks!' }),
    });
    renderRoom();
    const search = await openSearch();
    await searchFor(search, 'spring tides');

    fireEvent.click(await within(search).findByRole('button', { name: /Spring tides/ }));
    const player = await screen.findByRole('dialog', { name: 'Spring tides' });
    await waitFor(() => expect(within(player).getByText('8:21')).toBeVisible());
    fireEvent.click(within(player).getByRole('button', { name: 'Mark as helpful' }));
    await within(player).findByRole('button', { name: 'Helpful' });
    expect(JSON.parse(calls[1]!.body!)).toMatchObject({ video_id: 'bbbbbbbbbbb', topic: 'Tides' });

    fireEvent.click(within(player).getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spring tides' })).toBeNull());
    const back = screen.getByRole('dialog', { name: 'Find videos' });
    expect(back).toBeVisible();
    expect(within(back).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens a video suggested in the chat from its card', async () => {
    mockApi({});
    renderRoom();

    fireEvent.click(
      within(screen.getByRole('list', { name: 'Suggested videos' })).getByRole('button', {
        name: /Tides in a minute/,
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Tides in a minute' });
    await waitFor(() => expect(within(dialog).getByText('Ocean Lab')).toBeVisible());
    expect(within(dialog).getByRole('button', { name: 'Mark as helpful' })).toBeVisible();
  });

  it('takes the whole screen on a phone, for the search and for the video', async () => {
    screenIs({ width: 375, portrait: true });
    mockApi({ 'POST youtube-search': () => json({ videos: found }) });
    renderRoom();

    const search = await openSearch();
    expect(search).toHaveAttribute('data-full-screen', 'true');
    await searchFor(search, 'spring tides');
    fireEvent.click(await within(search).findByRole('button', { name: /Spring tides/ }));

    const player = await screen.findByRole('dialog', { name: 'Spring tides' });
    expect(player).toHaveAttribute('data-full-screen', 'true');
  });
});
