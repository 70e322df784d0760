import type { PublicPodcastInfo } from '@socratica/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

const unlisted: PublicPodcastInfo = {
  title: 'Socratica Podcasts',
  description: 'Short lessons to learn by ear.',
  cover_url: 'http://localhost/socratica/api/podcasts/cover.png',
  listed_in_directories: false,
  rss_feed_url: null,
  compatible_apps: ['Apple Podcasts', 'AntennaPod'],
  latest_episodes: [
    { title: 'Photosynthesis', duration_seconds: 901, publish_date: '2026-03-02T14:00:00.000Z' },
    { title: 'The water cycle', duration_seconds: 20, publish_date: '2026-03-01T14:00:00.000Z' },
  ],
};
const listed: PublicPodcastInfo = {
  ...unlisted,
  listed_in_directories: true,
  rss_feed_url: 'http://localhost/socratica/api/podcasts/rss/s3cr3t.xml',
};

describe('PodcastSubscribePage (public)', () => {
  it('shows the show, its newest episodes and the instructions without a token', async () => {
    const { calls } = mockApi({ 'GET podcasts/public-info': () => json(unlisted) });
    const { currentPath } = await renderApp('/podcast-subscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Socratica Podcasts' })).toBeVisible();
    expect(currentPath()).toBe('/podcast-subscribe');
    expect(screen.getByText('Short lessons to learn by ear.')).toBeVisible();
    const episodes = screen.getByRole('list', { name: 'Latest episodes' });
    expect(
      within(episodes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Photosynthesis · 15 min · Mar 2, 2026', 'The water cycle · 1 min · Mar 1, 2026']);
    expect(screen.getByRole('heading', { name: 'How to subscribe' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Compatible apps' })).toHaveTextContent('AntennaPod');

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET podcasts/public-info']);
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps the secret feed URL off the page until the feed is listed, and offers sign-in', async () => {
    mockApi({ 'GET podcasts/public-info': () => json(unlisted) });
    const { currentPath } = await renderApp('/podcast-subscribe');

    expect(await screen.findByText(/The feed’s address is for signed-in listeners/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'RSS feed URL' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(currentPath()).toBe('/login?next=%2Fpodcasts');
  });

  it('shows the feed URL with Copy once an admin has listed the feed', async () => {
    mockApi({ 'GET podcasts/public-info': () => json(listed) });
    await renderApp('/podcast-subscribe');

    expect(await screen.findByRole('textbox', { name: 'RSS feed URL' })).toHaveValue(listed.rss_feed_url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('sends a signed-in listener to the podcasts page instead of the sign-in', async () => {
    saveToken('token-1');
    mockApi({ 'GET me': () => json(learner), 'GET podcasts/public-info': () => json(unlisted) });
    await renderApp('/podcast-subscribe');

    expect(await screen.findByRole('link', { name: 'Open Podcasts' })).toHaveAttribute('href', '/podcasts');
  });

  it('says when the information cannot be loaded, and Try Again loads it', async () => {
    let fails = true;
    mockApi({
      'GET podcasts/public-info': () => (fails ? json({ detail: 'down' }, 503) : json(unlisted)),
    });
    await renderApp('/podcast-subscribe');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the podcast’s information. Please try again.',
    );
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Socratica Podcasts' })).toBeVisible();
  });
});
