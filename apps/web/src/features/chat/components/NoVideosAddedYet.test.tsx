import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatSession, chatTimer } from '../../../testing/chat';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChatRoom } from './ChatRoom';

// Issue 11: on a fresh install the catalogue is empty; the search says so instead of "try a different term".

function renderRoom(canManageVideos: boolean) {
  mockApi({ 'POST youtube-search': () => json({ videos: [], catalogue_empty: true }) });
  renderWithProviders(
    <ChatRoom
      session={chatSession({ topic: 'Tides' })}
      initialMessages={[]}
      initialTimer={chatTimer()}
      initialError={null}
      assessmentContext={null}
      onPaused={vi.fn()}
      onResumed={vi.fn()}
      canManageVideos={canManageVideos}
    />,
  );
}

async function searchEmptyCatalogue() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Find videos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Find videos' });
  await user.type(
    within(dialog).getByRole('textbox', { name: /What would you like to watch\?/ }),
    'tides{Enter}',
  );
  return dialog;
}

describe('a search of an empty catalogue', () => {
  it('tells a learner that no videos have been added yet', async () => {
    renderRoom(false);
    const dialog = await searchEmptyCatalogue();

    const status = await within(dialog).findByText(/No videos have been added to the video library yet/);
    expect(status).toBeVisible();
    expect(within(dialog).queryByText(/Try a different search term/)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Admin area' })).toBeNull();
  });

  it('points an admin to video management in the admin area', async () => {
    renderRoom(true);
    const dialog = await searchEmptyCatalogue();

    const link = await within(dialog).findByRole('link', { name: 'Admin area' });
    expect(link).toHaveAttribute('href', '/admin');
    expect(within(dialog).getByText(/under video management/)).toBeVisible();
  });
});
