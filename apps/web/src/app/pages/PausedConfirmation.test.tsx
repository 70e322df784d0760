import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { createTestQueryClient } from '../../testing/render-with-providers';
import { learner } from '../../testing/users';
import { AppProviders } from '../AppProviders';
import { routes } from '../routes';
import { pausedHomeState } from '../routing/paused-state';

// Issue 11: "Session paused" confirms a pause; once the paused session is dismissed it would be false.

describe('the Session paused confirmation', () => {
  it('goes when the learner dismisses the paused session', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'offline' }),
      'GET chat/paused': () =>
        json({
          paused: { session_id: 7, topic: 'Tides', paused_at: '2026-11-21T15:00:00Z', message_count: 3 },
        }),
      'DELETE assessments/7/pause': () => json({ success: true }),
    });
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: '/', state: pausedHomeState }],
    });
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();

    // The routes load lazily: on a busy machine the first page can take longer than findBy's default second.
    expect(await screen.findByText(/Session paused\./, {}, { timeout: 10_000 })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Resume or dismiss' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByText(/Session paused\./)).toBeNull());
    expect(screen.queryByText('Paused session: Tides')).toBeNull();
  });
});
