import type { PodcastEpisode } from '@socratica/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { podcastEpisode } from '../../../testing/admin-podcasts';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { EpisodeCard } from './EpisodeCard';
import { PodcastPlayer } from './player/PodcastPlayer';

const fromSchedule = { id: 7, title: 'Weekly tides' };

function renderCard(episode: ReturnType<typeof podcastEpisode>, isAdmin: boolean) {
  mockApi({});
  renderWithProviders(<EpisodeCard episode={episode} isAdmin={isAdmin} onPlay={vi.fn()} />);
}

describe('EpisodeCard: the schedule an episode came from (issue 14 §4)', () => {
  it('links a learner’s own episode to the Schedule tab', () => {
    renderCard(podcastEpisode({ is_personal: true, schedule: fromSchedule }), false);
    expect(screen.getByRole('link', { name: 'From the schedule “Weekly tides”' })).toHaveAttribute(
      'href',
      '/podcasts?tab=schedule',
    );
  });

  it('links every scheduled episode for an admin, who sees every schedule', () => {
    renderCard(podcastEpisode({ is_personal: false, schedule: fromSchedule }), true);
    expect(screen.getByRole('link', { name: 'From the schedule “Weekly tides”' })).toBeVisible();
  });

  it('names a shared episode’s schedule without a link for a learner, who cannot open it', () => {
    renderCard(podcastEpisode({ is_personal: false, schedule: fromSchedule }), false);
    expect(screen.getByText('From the schedule “Weekly tides”')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing of a schedule for a single episode', () => {
    renderCard(podcastEpisode({ schedule: null }), true);
    expect(screen.queryByText(/From the schedule/)).not.toBeInTheDocument();
  });
});

describe('EpisodeCard: the quiz score (issue 39)', () => {
  it('shows the score of a quiz taken, with a link to the marked answers', async () => {
    mockApi({
      'GET podcasts/quiz-scores': () =>
        json({ scores: [{ episode_id: 12, correct: 4, out_of: 5, taken_at: '2026-11-29T09:40:00.000Z' }] }),
    });
    renderWithProviders(
      <EpisodeCard episode={podcastEpisode({ id: 12 })} isAdmin={false} onPlay={vi.fn()} />,
    );
    expect(await screen.findByText('Quiz: 4 of 5')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your quiz answers on How tides work' })).toHaveAttribute(
      'href',
      '/podcasts/12/quiz',
    );
  });

  it('says nothing of a quiz not taken', async () => {
    const { calls } = mockApi({ 'GET podcasts/quiz-scores': () => json({ scores: [] }) });
    renderWithProviders(
      <EpisodeCard episode={podcastEpisode({ id: 12 })} isAdmin={false} onPlay={vi.fn()} />,
    );
    await vi.waitFor(() => expect(calls.some((call) => call.path === 'podcasts/quiz-scores')).toBe(true));
    expect(screen.queryByText(/Quiz:/)).not.toBeInTheDocument();
  });
});

/** The podcast page's wiring: Play on a card opens the player with that episode. */
function CardWithPlayer({ episode }: { episode: PodcastEpisode }) {
  const [playing, setPlaying] = useState<PodcastEpisode | null>(null);
  return (
    <>
      <EpisodeCard episode={episode} isAdmin={false} onPlay={setPlaying} />
      {playing && <PodcastPlayer episode={playing} source="feed" onClose={() => setPlaying(null)} />}
    </>
  );
}

describe('EpisodeCard: one press on Play plays (issue 24)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts the audio on the first press, without waiting for it to load or for a second press', async () => {
    mockApi({
      'POST podcasts/listen': () =>
        json({ success: true, total_listens: 1, user_progress: 0, user_completed: false }),
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    renderWithProviders(<CardWithPlayer episode={podcastEpisode()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play How tides work' }));
    expect(await screen.findByRole('dialog', { name: 'How tides work' })).toBeVisible();
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(document.querySelector('audio'));
  });
});
