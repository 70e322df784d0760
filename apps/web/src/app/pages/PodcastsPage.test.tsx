import type { PodcastCatalog, PodcastEpisode } from '@socratica/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_CONFIRMED_FOR_MS } from '../../features/podcasts/components/StarRating';
import { saveToken } from '../../lib/token-storage';
import { podcastEpisode } from '../../testing/admin-podcasts';
import { json, mockApi, type RecordedCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { podcastSchedule, scheduleList } from '../../testing/podcast-schedules';
import { learner } from '../../testing/users';

function archive(episodes: PodcastEpisode[], page = 1, totalPages = 3): PodcastCatalog {
  return {
    success: true,
    episodes,
    pagination: {
      page,
      limit: 20,
      total_episodes: totalPages * 20,
      total_pages: totalPages,
      has_prev: page > 1,
      has_next: page < totalPages,
    },
    topics: ['Biology', 'Tides'],
  };
}

const feed = (episodes: PodcastEpisode[]) => json({ success: true, episodes });
const catalogCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === 'podcasts/catalog').map((c) => Object.fromEntries(c.query));

afterEach(() => vi.useRealTimers());

describe('PodcastsPage', () => {
  it('shows Latest Episodes first: cards with Play or Continue, listens, rating and progress', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () =>
        feed([
          podcastEpisode({ id: 1, title: 'New one' }),
          podcastEpisode({
            id: 2,
            title: 'Half heard',
            user_progress: 42.4,
            total_listens: 1,
            avg_rating: null,
            is_personal: true,
          }),
          podcastEpisode({ id: 3, title: 'Heard', user_progress: 100, user_completed: true }),
        ]),
    });
    await renderApp('/podcasts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Educational Podcasts' })).toBeVisible();
    const [fresh, half, heard] = await screen.findAllByRole('article');
    expect(within(fresh!).getByRole('button', { name: 'Play New one' })).toBeVisible();
    expect(within(fresh!).getByText(/12 listens/)).toBeVisible();
    expect(within(fresh!).getByText('Rated 4.3 of 5 by 4 listeners')).toBeVisible();
    expect(within(half!).getByRole('button', { name: 'Continue Half heard' })).toBeVisible();
    expect(within(half!).getByText(/1 listen$/)).toBeVisible();
    expect(within(half!).getByText('42% listened')).toBeVisible();
    expect(within(half!).getByText('Not rated yet')).toBeVisible();
    expect(within(half!).getByText('Just for you')).toBeVisible();
    expect(within(heard!).getByText('Finished')).toBeVisible();
    expect(within(heard!).getByRole('button', { name: 'Play Heard' })).toBeVisible();
  });

  it('says the feed failed and tries again on request', async () => {
    saveToken('tok');
    let fail = true;
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () => (fail ? json({ detail: 'down' }, 500) : feed([podcastEpisode()])),
    });
    await renderApp('/podcasts');
    expect(await screen.findByText('Failed to load podcast episodes')).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Play How tides work' })).toBeVisible();
  });

  it('keeps the archive’s filters and page in the address, and a changed filter starts at page 1', async () => {
    saveToken('tok');
    const api = mockApi({
      'GET me': () => json(learner),
      'GET podcasts/catalog': (call) => json(archive([podcastEpisode()], Number(call.query.get('page')))),
    });
    const { currentPath } = await renderApp(
      '/podcasts?tab=archive&topic=Tides&sort_by=title&sort_order=asc&page=2',
    );
    expect(await screen.findByRole('button', { name: 'Play How tides work' })).toBeVisible();
    expect(catalogCalls(api.calls)[0]).toEqual({
      page: '2',
      limit: '20',
      sort_by: 'title',
      sort_order: 'asc',
      topic_filter: 'Tides',
    });
    expect(screen.getByLabelText('Topic')).toHaveValue('Tides');
    expect(screen.getByLabelText('Sort by')).toHaveValue('title');
    expect(screen.getByLabelText('Order')).toHaveValue('asc');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentPath()).toContain('page=3'));
    await user.selectOptions(screen.getByLabelText('Topic'), 'Biology');
    await waitFor(() =>
      expect(currentPath()).toBe('/podcasts?tab=archive&topic=Biology&sort_by=title&sort_order=asc'),
    );
    await user.type(screen.getByLabelText('Search episodes'), 'moon');
    await waitFor(() => expect(currentPath()).toContain('q=moon'));
    await waitFor(() =>
      expect(catalogCalls(api.calls).at(-1)).toMatchObject({ q: 'moon', page: '1', topic_filter: 'Biology' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath()).toBe('/podcasts?tab=archive'));
    expect(screen.getByLabelText('Search episodes')).toHaveValue('');
  });

  it('cuts an archive blurb at 200 characters', async () => {
    saveToken('tok');
    const description = `${'word '.repeat(60)}end`;
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/catalog': () => json(archive([podcastEpisode({ description })], 1, 1)),
    });
    await renderApp('/podcasts?tab=archive');
    const blurb = await screen.findByText(/^word word/);
    expect(blurb.textContent?.endsWith('…')).toBe(true);
    expect(blurb.textContent?.length).toBeLessThanOrEqual(201);
  });

  it('rates an episode, confirms it for 3 s, and says so when the rating fails', async () => {
    saveToken('tok');
    let answer = json({ success: true, new_avg_rating: 4.2, total_ratings: 5, user_rating: 4 });
    const api = mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () => feed([podcastEpisode()]),
      'POST podcasts/rate': () => answer,
    });
    await renderApp('/podcasts');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate 4 stars' }));
    expect(await screen.findByText('Thanks! You rated this episode 4 stars.')).toBeVisible();
    expect(JSON.parse(api.calls.find((c) => c.path === 'podcasts/rate')!.body!)).toEqual({
      episode_id: 1,
      rating: 4,
    });
    await waitFor(
      () => expect(screen.queryByText('Thanks! You rated this episode 4 stars.')).not.toBeInTheDocument(),
      { timeout: RATING_CONFIRMED_FOR_MS + 5_000 },
    );

    answer = json({ detail: 'rating is a whole number from 1 to 5.' }, 422);
    fireEvent.click(screen.getByRole('button', { name: 'Rate 1 star' }));
    expect(await screen.findByText('Failed to submit rating. Please try again.')).toBeVisible();
  });

  it('keeps the open tab in the address', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () => feed([]),
      'GET podcasts/rss/info': () =>
        json({
          rss_feed_url: 'http://x/feed.xml',
          subscribe_page_url: 'http://x/s',
          compatible_apps: [],
          listed_in_directories: false,
        }),
    });
    const { currentPath } = await renderApp('/podcasts');
    expect(await screen.findByText(/No episodes yet/)).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Subscribe to Feed' })));
    expect(currentPath()).toBe('/podcasts?tab=subscribe');
    expect(screen.getByRole('tab', { name: 'Subscribe to Feed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the schedules under Schedule Episodes, beside Create Single Podcast, which still opens its form', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/schedules': () => json(scheduleList([podcastSchedule()])),
    });
    await renderApp('/podcasts?tab=schedule');

    expect(await screen.findByRole('article', { name: 'Weekly tides' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create New Schedule' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Single Podcast' }));
    // The modal fades in: it is found as soon as it mounts, and visible once its transition has run.
    await waitFor(() => expect(screen.getByRole('form', { name: 'Create Single Podcast' })).toBeVisible());
  });

  it('goes from an episode to the schedule that made it', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () =>
        feed([podcastEpisode({ is_personal: true, schedule: { id: 7, title: 'Weekly tides' } })]),
      'GET podcasts/schedules': () => json(scheduleList([podcastSchedule()])),
    });
    const { currentPath } = await renderApp('/podcasts');

    await userEvent.click(await screen.findByRole('link', { name: 'From the schedule “Weekly tides”' }));
    expect(currentPath()).toBe('/podcasts?tab=schedule');
    expect(await screen.findByRole('article', { name: 'Weekly tides' })).toBeVisible();
  });
});
