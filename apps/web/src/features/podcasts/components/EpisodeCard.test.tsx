import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { podcastEpisode } from '../../../testing/admin-podcasts';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { EpisodeCard } from './EpisodeCard';

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
