import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

const episode = {
  id: 12,
  title: 'Leaves at work',
  description: 'How leaves make sugar.',
  topic: 'Photosynthesis',
  duration_seconds: 300,
  audio_url: '/socratica/api/podcasts/media/a.mp3',
  transcript_url: '/socratica/api/podcasts/media/a.vtt',
  is_featured: true,
  is_personal: false,
  avg_rating: null,
  total_ratings: 0,
  total_listens: 0,
  user_rating: null,
  user_progress: 100,
  user_completed: true,
  publish_date: '2026-11-20T10:00:00Z',
  created_at: '2026-11-20T10:00:00Z',
  schedule: null,
};

describe('QuizPage', () => {
  it('opens the quiz at the time step', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner) });
    const { currentPath } = await renderApp('/quiz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'How much time do you have?' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(currentPath()).toBe('/quiz');
  });

  it('fills in the topic of the podcast episode the link names (D14)', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner), 'GET podcasts/12': () => json(episode) });
    await renderApp('/assessment?podcast_episode=12');

    expect(
      await screen.findByText(/The topic of “Leaves at work” is filled in: Photosynthesis/),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /15 minutes/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: 'Topic' })).toHaveValue('Photosynthesis');
  });

  it('says so when the episode cannot be found, and lets the learner choose a topic', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET podcasts/999': () => json({ detail: 'There is no podcast episode 999.' }, 404),
    });
    await renderApp('/assessment?podcast_episode=999');

    expect(await screen.findByText(/That podcast episode could not be found/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'How much time do you have?' })).toBeVisible();
  });
});
