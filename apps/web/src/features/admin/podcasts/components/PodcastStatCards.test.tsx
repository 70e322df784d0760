import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import { advanceClock, podcastStats, podcastsTabApi, untilFound } from '../../../../testing/admin-podcasts';
import { json, networkDown, type RecordedCall } from '../../../../testing/mock-api';
import { dashboardStats } from '../../../../testing/dashboard-stats';

const statsCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === 'podcasts/stats').length;
const card = (name: string) => screen.getByRole('group', { name });

describe('PodcastStatCards', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the four figures of every episode', async () => {
    await renderAdminPanel('?tab=podcasts', podcastsTabApi());

    expect(await screen.findByRole('group', { name: 'Total episodes' })).toHaveTextContent('1,234');
    expect(card('Featured episodes')).toHaveTextContent('7');
    expect(card('Average rating')).toHaveTextContent('4.3 / 5');
    expect(card('Average rating')).toHaveTextContent('From 88 ratings');
    expect(card('Total listens')).toHaveTextContent('5,678');
  });

  it('says "No ratings yet" before the first rating', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/stats': () => json({ ...podcastStats, avg_rating: null, total_ratings: 0 }),
      }),
    );

    const rating = await screen.findByRole('group', { name: 'Average rating' });
    expect(within(rating).getByText('No ratings yet')).toBeVisible();
    expect(rating).not.toHaveTextContent('/ 5');
  });

  it('says "Failed to load podcast stats" and offers Try again', async () => {
    let answers = 0;
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/stats': () => (++answers === 1 ? json({ detail: 'Down.' }, 500) : json(podcastStats)),
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load podcast stats$/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Total episodes' })).toHaveTextContent('1,234');
  });

  it('says "Error loading podcast stats" when the server cannot be reached', async () => {
    await renderAdminPanel('?tab=podcasts', podcastsTabApi({ 'GET podcasts/stats': networkDown }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading podcast stats$/);
  });

  it('reloads the figures every 30 seconds while the tab is open, and stops when it closes', async () => {
    vi.useFakeTimers();
    let listens = 5678;
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/stats': () => json({ ...podcastStats, total_listens: listens }),
        'GET admin/dashboard': () => json(dashboardStats()),
      }),
    );
    await untilFound(() => expect(card('Total listens')).toHaveTextContent('5,678'));
    const first = statsCalls(calls);
    listens = 5680;

    await advanceClock(25_000);
    expect(statsCalls(calls)).toBe(first);
    await advanceClock(5_000);
    expect(statsCalls(calls)).toBe(first + 1);
    expect(card('Total listens')).toHaveTextContent('5,680');
    await advanceClock(30_000);
    expect(statsCalls(calls)).toBe(first + 2);

    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await untilFound(() => screen.getByRole('link', { name: /^Total users: 1/ }));
    const closed = statsCalls(calls);
    await advanceClock(120_000);
    expect(statsCalls(calls)).toBe(closed);
  });
});
