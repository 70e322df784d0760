import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { podcastEpisode } from '../../testing/admin-podcasts';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

const CHAPTERS = [
  { start_seconds: 0, title: 'Welcome' },
  { start_seconds: 41.3, title: 'Light reactions' },
  { start_seconds: 245.6, title: 'Calvin cycle' },
];

/** jsdom's <audio> neither plays nor seeks: a clock the player can set, as a browser's. */
function fakeClock() {
  const audio = document.querySelector('audio')!;
  let time = 0;
  Object.defineProperties(audio, {
    duration: { configurable: true, get: () => 603 },
    paused: { configurable: true, get: () => true },
    currentTime: { configurable: true, get: () => time, set: (value: number) => (time = value) },
  });
  return () => time;
}

let play: MockInstance<HTMLMediaElement['play']>;
beforeEach(() => {
  saveToken('tok');
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('PodcastsPage: a feed item’s link (issue 39)', () => {
  it('opens the player on the linked episode, whose chapters seek where each starts', async () => {
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () => json({ success: true, episodes: [] }),
      'GET podcasts/12': () => json(podcastEpisode({ id: 12, title: 'Leaves at work', chapters: CHAPTERS })),
      'POST podcasts/listen': () =>
        json({ success: true, total_listens: 1, user_progress: 0, user_completed: false }),
    });
    await renderApp('/podcasts?episode=12');
    const player = await screen.findByRole('dialog', { name: 'Leaves at work' });
    // Nobody pressed Play: it waits for the press, rather than opening on the browser's refusal to start.
    expect(play).not.toHaveBeenCalled();
    expect(within(player).queryByRole('alert')).toBeNull();
    const time = fakeClock();
    await userEvent.click(within(player).getByRole('button', { name: 'Chapters (3)' }));
    const list = within(player).getByRole('list', { name: 'Chapters' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['0:00Welcome', '0:41Light reactions', '4:06Calvin cycle']);
    expect(within(list).getByRole('button', { name: 'Play from 0:00: Welcome' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Play from 4:06: Calvin cycle' }));
    expect(time()).toBe(245.6);
    expect(within(list).getByRole('button', { name: 'Play from 4:06: Calvin cycle' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says so when the linked episode is not one the learner can hear, and shows the page', async () => {
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () => json({ success: true, episodes: [] }),
      'GET podcasts/99': () =>
        json({ detail: 'There is no podcast episode 99, or it is not one you can listen to.' }, 404),
    });
    await renderApp('/podcasts?episode=99');
    expect(await screen.findByText(/The episode this link opens is not one you can listen to/)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no chapter list for an episode published before chapters were kept', async () => {
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/feed': () => json({ success: true, episodes: [] }),
      'GET podcasts/5': () => json(podcastEpisode({ id: 5, title: 'Older', chapters: [] })),
      'POST podcasts/listen': () =>
        json({ success: true, total_listens: 1, user_progress: 0, user_completed: false }),
    });
    await renderApp('/podcasts?episode=5');
    const player = await screen.findByRole('dialog', { name: 'Older' });
    expect(within(player).queryByRole('button', { name: /Chapters/ })).not.toBeInTheDocument();
  });
});
