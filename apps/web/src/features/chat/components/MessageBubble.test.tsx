import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { video } from '../../../testing/chat';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { ChatMessage } from '../chat-message';
import { OpenVideoContext } from '../video-dialog-context';
import { MessageBubble } from './MessageBubble';

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: 'm1',
    role: 'assistant',
    content: '',
    videoEmbeds: [],
    interrupted: false,
    localOnly: false,
    ...overrides,
  };
}

const hostile = [
  'Before <script>alert(1)</script> after.',
  '',
  '[x](javascript:alert(1)) and [y](  JavaScript:alert(2)) and [z](data:text/html,<b>hi</b>)',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  '![b](http://evil/beacon.png)',
  '',
  '<a href="https://evil.example" onclick="alert(1)">raw link</a> <iframe src="https://evil.example"></iframe>',
].join('\n');

describe('MessageBubble', () => {
  it('renders the tutor’s Markdown', () => {
    const { container } = renderWithProviders(
      <MessageBubble
        message={message({ content: '# Tides\n\nThe **Moon** pulls.\n\n- one\n- two\n\n`code`' })}
      />,
    );

    expect(screen.getByRole('heading', { level: 3, name: 'Tides' })).toBeVisible();
    expect(container.querySelector('strong')).toHaveTextContent('Moon');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(screen.getByText('Tutor said:')).toBeInTheDocument();
  });

  it('renders no script, no javascript: link, no remote image and no raw HTML from a reply', () => {
    const { container } = renderWithProviders(<MessageBubble message={message({ content: hostile })} />);

    expect(container.querySelector('script, iframe, img, [onerror], [onclick]')).toBeNull();
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(https?:|mailto:)/);
    }
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.innerHTML).not.toContain('evil/beacon.png');
    expect(screen.getByText('x')).not.toHaveAttribute('href');
    // The image's description stays readable.
    expect(screen.getByText('b')).toBeVisible();
    expect(screen.getByText(/Before/)).toBeVisible();
  });

  it('opens safe links in a new tab without handing over the page', () => {
    renderWithProviders(
      <MessageBubble
        message={message({ content: '[NOAA](https://oceanservice.noaa.gov/tides) or [mail](mailto:a@b.c)' })}
      />,
    );

    const link = screen.getByRole('link', { name: 'NOAA (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://oceanservice.noaa.gov/tides');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'mail (opens in a new tab)' })).toHaveAttribute(
      'href',
      'mailto:a@b.c',
    );
  });

  it('shows the learner’s message as typed text, HTML and Markdown included', () => {
    const typed = '<b>bold?</b> <img src=x onerror=alert(1)>\n**not bold**';
    const { container } = renderWithProviders(
      <MessageBubble message={message({ role: 'user', content: typed })} />,
    );

    expect(container.querySelector('b, img, strong')).toBeNull();
    expect(
      screen.getByText((_, element) => element?.textContent === typed && element.tagName === 'P'),
    ).toBeVisible();
    expect(screen.getByText('You said:')).toBeInTheDocument();
  });

  it('marks an interrupted reply', () => {
    renderWithProviders(<MessageBubble message={message({ content: 'The Moon pu', interrupted: true })} />);

    expect(screen.getByText('Interrupted')).toBeVisible();
  });

  it('tells a waiting learner their place in line instead of “thinking”', () => {
    const waiting = (placeInLine: number) =>
      renderWithProviders(
        <MessageBubble message={message({ content: '' })} streaming placeInLine={placeInLine} />,
      );
    const first = waiting(1);
    expect(screen.getByText('The tutor is answering another learner; you are next.')).toBeVisible();
    first.unmount();
    waiting(3);
    expect(
      screen.getByText('The tutor is answering other learners; 2 learners are ahead of you.'),
    ).toBeVisible();
    expect(screen.queryByText('The tutor is thinking…')).toBeNull();
  });

  it('says when the offline coach answered because the AI coach was unavailable, and only then', () => {
    const note = /AI coach was unavailable for this turn/;
    const { unmount } = renderWithProviders(
      <MessageBubble message={message({ content: 'What do you notice?', answeredOffline: true })} />,
    );
    expect(screen.getByText(note)).toBeVisible();
    unmount();

    renderWithProviders(<MessageBubble message={message({ content: 'What do you notice?' })} />);
    expect(screen.queryByText(note)).toBeNull();
  });

  it('shows suggested videos as compact cards that open the video dialog, never as players, skipping ids that are not YouTube ids', () => {
    const openVideo = vi.fn();
    const suggested = video();
    const { container } = renderWithProviders(
      <OpenVideoContext value={openVideo}>
        <MessageBubble
          message={message({
            content: 'Watch this.',
            videoEmbeds: [suggested, video({ video_id: '"><script>', title: 'Bad id' })],
          })}
        />
      </OpenVideoContext>,
    );

    expect(container.querySelector('iframe')).toBeNull();
    const list = screen.getByRole('list', { name: 'Suggested videos' });
    const card = within(list).getByRole('button', { name: /Why are there two tides a day\?/ });
    expect(card).toHaveTextContent(suggested.channel);
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    );
    expect(screen.queryByText(/Bad id/)).toBeNull();

    fireEvent.click(card);
    expect(openVideo).toHaveBeenCalledWith(suggested);
  });

  it('shows a neutral placeholder, not a broken image, when a thumbnail fails to load', () => {
    const { container } = renderWithProviders(
      <OpenVideoContext value={vi.fn()}>
        <MessageBubble message={message({ content: 'Watch this.', videoEmbeds: [video()] })} />
      </OpenVideoContext>,
    );

    fireEvent.error(container.querySelector('img')!);

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
  });
});
