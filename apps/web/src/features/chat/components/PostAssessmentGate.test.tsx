import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChatHeader, type ChatHeaderProps } from './ChatHeader';
import { CompactChatHeader } from './CompactChatHeader';

function header(Header: typeof ChatHeader, remainingSeconds: number) {
  const props: ChatHeaderProps = {
    topic: 'Tides',
    difficulty: null,
    phase: 'exploration',
    remainingSeconds,
    timerRunning: true,
    paused: false,
    postAssessmentPath: '/post-assessment/7',
    notesOpen: false,
    onToggleNotes: () => {},
    onFindVideos: () => {},
    onPause: () => {},
    pausing: false,
    canPause: true,
  };
  renderWithProviders(
    <Routes>
      <Route path="/chat" element={<Header {...props} />} />
      <Route path="/post-assessment/7" element={<p>The post-assessment</p>} />
    </Routes>,
    { route: '/chat' },
  );
  return userEvent.setup();
}

describe.each([
  ['ChatHeader', ChatHeader],
  ['CompactChatHeader', CompactChatHeader],
])('%s’s Post-assessment link', (_name, Header) => {
  it('asks first while chat time is left, and stays on the chat when the learner keeps chatting', async () => {
    const user = header(Header, 9 * 60 + 40);
    await user.click(screen.getByRole('link', { name: 'Post-assessment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Start the post-assessment?' });
    expect(dialog).toHaveTextContent(
      'You still have 9 minutes of chat. Start the timed post-assessment now?',
    );
    await user.click(screen.getByRole('button', { name: 'Keep chatting' }));
    expect(screen.queryByText('The post-assessment')).toBeNull();
    expect(screen.getByRole('link', { name: 'Post-assessment' })).toBeVisible();
  });

  it('starts the post-assessment once the learner confirms', async () => {
    const user = header(Header, 60);
    await user.click(screen.getByRole('link', { name: 'Post-assessment' }));
    // The dialog fades in: its text is read, not its opacity, which a busy machine can catch mid-way.
    const dialog = await screen.findByRole('dialog', { name: 'Start the post-assessment?' });
    expect(dialog).toHaveTextContent(/You still have 1 minute of chat\./);
    await user.click(screen.getByRole('button', { name: 'Start post-assessment' }));
    expect(await screen.findByText('The post-assessment')).toBeVisible();
  });

  it('goes straight to the post-assessment when the time is up', async () => {
    const user = header(Header, 0);
    await user.click(screen.getByRole('link', { name: 'Post-assessment' }));
    expect(await screen.findByText('The post-assessment')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CompactChatHeader', () => {
  it('names every action in visible text, not only in a tooltip', () => {
    header(CompactChatHeader, 600);
    for (const name of ['Notes', 'Find videos', 'Pause', 'Post-assessment']) {
      expect(screen.getByText(name)).toBeVisible();
    }
  });
});
