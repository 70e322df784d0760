import type {
  EducationalChannel,
  YoutubeConfig,
  YoutubeSearchReply,
  YoutubeSearchResult,
  YoutubeStatus,
  YoutubeTestResult,
} from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, networkDown } from '../../../../testing/mock-api';
import { findRegion, neverAnswered, openAdminTab } from '../../../../testing/admin-tabs';
import { admin } from '../../../../testing/users';

const withKey: YoutubeStatus = {
  api_key_configured: true,
  provider: 'youtube',
  quota_used_today: 2500,
  quota_limit: 10000,
  quota_percentage_used: 25,
  api_calls_today: 31,
  api_available: true,
  quota_resets_at: '2026-11-24T08:00:00Z',
};

const withoutKey: YoutubeStatus = {
  ...withKey,
  api_key_configured: false,
  provider: 'catalogue',
  quota_used_today: 0,
  quota_percentage_used: 0,
  api_calls_today: 0,
  api_available: false,
};

const config: YoutubeConfig = {
  quota_limit: 10000,
  educational_threshold: 4,
  cache_ttl: 86400,
  educational_channels_count: 12,
};

const channels: EducationalChannel[] = Array.from({ length: 12 }, (_, index) => ({
  channel_id: `UC${index}`,
  title: `Channel ${index + 1}`,
  configured_name: `Channel ${index + 1}`,
  thumbnail: '',
  subscriber_count: index === 0 ? 1_500_000 : null,
}));

const result = (index: number): YoutubeSearchResult => ({
  video_id: `video${index}aaaaa`,
  title: `Tides <i>${index}</i>`,
  channel: 'Ocean Lab',
  channel_id: 'UCocean',
  description: '',
  thumbnail: '',
  url: '',
  quality_score: 9 - index,
  duration: 'PT8M21S',
  view_count: 1000,
  published_at: '2025-03-01T12:00:00Z',
});

type Handlers = Parameters<typeof mockApi>[0];

function filled(overrides: Handlers = {}) {
  return mockApi({
    'GET me': () => json(admin),
    'GET admin/youtube/status': () => json(withKey),
    'GET admin/youtube/config': () => json(config),
    'GET admin/youtube/educational-channels': () => json({ channels }),
    ...overrides,
  });
}

const openTab = () => openAdminTab('youtube-api');

describe('YouTube API tab', () => {
  it('shows each part loading', async () => {
    mockApi({
      'GET me': () => json(admin),
      'GET admin/youtube/status': neverAnswered,
      'GET admin/youtube/config': neverAnswered,
      'GET admin/youtube/educational-channels': neverAnswered,
    });
    await openTab();

    expect(await screen.findByRole('status', { name: 'Loading YouTube API status…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading YouTube API configuration…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading educational channels…' })).toBeVisible();
  });

  it('shows the status, configuration and the first 9 channels, then "and N more"', async () => {
    filled();
    await openTab();

    const status = await findRegion('Status');
    expect(await within(status).findByText('2,500 of 10,000 units (25%)')).toBeVisible();
    expect(within(status).getByText('Configured')).toBeVisible();
    expect(within(status).getByText('31')).toBeVisible();
    expect(within(status).getByRole('progressbar', { name: 'Quota used today' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(status).queryByText('No YouTube API key')).toBeNull();

    const configuration = await findRegion('Configuration');
    expect(await within(configuration).findByText('24 h')).toBeVisible();
    expect(within(configuration).getByText('4 / 10')).toBeVisible();

    const educational = await findRegion('Educational channels');
    expect(await within(educational).findByText('Channel 1 (1,500,000 subscribers)')).toBeVisible();
    expect(within(educational).getAllByRole('listitem')).toHaveLength(9);
    expect(within(educational).queryByText('Channel 10')).toBeNull();
    expect(within(educational).getByText('and 3 more')).toBeVisible();
  });

  it('says plainly when no key is configured, and that the catalogue answers', async () => {
    filled({
      'GET admin/youtube/status': () => json(withoutKey),
      'GET admin/youtube/educational-channels': () => json({ channels: channels.slice(0, 9) }),
    });
    await openTab();

    const status = await findRegion('Status');
    expect(await within(status).findByText('No YouTube API key')).toBeVisible();
    expect(within(status).getByText(/answered from the built-in curated catalogue/)).toBeVisible();
    expect(within(status).getByText('Curated catalogue')).toBeVisible();
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('says "Failed to load YouTube API status" when the server fails', async () => {
    filled({ 'GET admin/youtube/status': () => json({ detail: 'boom' }, 500) });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load YouTube API status');
  });

  it('says "Error loading educational channels" when no answer came', async () => {
    filled({ 'GET admin/youtube/educational-channels': () => networkDown() });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading educational channels');
  });

  it('tests the connection and shows the result', async () => {
    const user = userEvent.setup();
    const connected: YoutubeTestResult = {
      success: true,
      status: 'connected',
      message: 'Connected to the YouTube Data API in 120 ms.',
      error: null,
      details: { response_time_ms: 120, quota_cost: 1, sample_title: null },
    };
    const { calls } = filled({ 'POST admin/youtube/test': () => json(connected) });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));

    const works = (await screen.findByText('Connection works')).closest<HTMLElement>('[role="alert"]')!;
    expect(works).toHaveTextContent('Connected to the YouTube Data API in 120 ms.');
    expect(works).toHaveTextContent('quota cost: 1');
    expect(works).not.toHaveTextContent('sample title');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says a failed connection test failed, with YouTube’s reason', async () => {
    const user = userEvent.setup();
    const failed: YoutubeTestResult = {
      success: false,
      status: 'failed',
      message: 'YouTube answered videos with HTTP 400: API key not valid.',
      error: 'http_error',
      details: { http_status: 400 },
    };
    filled({ 'POST admin/youtube/test': () => json(failed) });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Connection test failed');
    expect(failure).toHaveTextContent('YouTube answered videos with HTTP 400: API key not valid.');
    expect(failure).toHaveTextContent('Error: http_error');
    expect(failure).toHaveTextContent('http status: 400');
  });

  it('answers a connection test without a key as information, not a failure', async () => {
    const user = userEvent.setup();
    const notConfigured: YoutubeTestResult = {
      success: true,
      status: 'not_configured',
      message:
        "No YouTube API key is set (SOCRATICA_YOUTUBE_API_KEY), so no call was made: learners' video searches are answered from the curated catalogue.",
      error: null,
      details: { provider: 'catalogue' },
    };
    filled({
      'GET admin/youtube/status': () => json(withoutKey),
      'POST admin/youtube/test': () => json(notConfigured),
    });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));

    const result = (await screen.findByText('No key to test')).closest<HTMLElement>('[role="alert"]')!;
    expect(result).toHaveTextContent(/answered from the curated catalogue/);
    expect(result).toHaveTextContent('provider: catalogue');
    expect(result).not.toHaveTextContent('Error:');
    expect(screen.queryByText('Connection test failed')).toBeNull();
  });

  it('refuses a blank search, submits on Enter and shows 5 results as text', async () => {
    const user = userEvent.setup();
    const { calls } = filled({
      'GET admin/youtube/search': () =>
        json({
          videos: [0, 1, 2, 3, 4].map(result),
          source: 'youtube',
          message: 'Searched YouTube, in its order.',
        } satisfies YoutubeSearchReply),
    });
    await openTab();
    const search = await findRegion('Search test');
    const box = within(search).getByRole('textbox', { name: 'Search query' });

    await user.type(box, '   {Enter}');
    expect(await within(search).findByText('A search query must not be blank.')).toBeVisible();
    expect(calls.filter((call) => call.path === 'admin/youtube/search')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, ' ocean tides {Enter}');
    const results = await within(search).findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(5);
    expect(within(results).getByRole('link', { name: 'Tides <i>0</i>' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=video0aaaaa',
    );
    expect(results.querySelector('i')).toBeNull();
    expect(within(results).getAllByText(/8:21/)).toHaveLength(5);
    expect(within(search).getByText('Searched YouTube, in its order.')).toBeVisible();

    const sent = calls.find((call) => call.path === 'admin/youtube/search');
    expect(sent?.query.get('query')).toBe('ocean tides');
    expect(sent?.query.get('max_results')).toBe('5');
  });

  it('says when, without a key, the search ran on the curated catalogue as learners’ searches do', async () => {
    const user = userEvent.setup();
    const sentence =
      "No YouTube API key is set, so this searched the curated catalogue, as learners' searches do.";
    filled({
      'GET admin/youtube/status': () => json(withoutKey),
      'GET admin/youtube/search': () =>
        json({
          videos: [{ ...result(0), published_at: null }],
          source: 'catalogue',
          message: sentence,
        } satisfies YoutubeSearchReply),
    });
    await openTab();
    const search = await findRegion('Search test');
    await user.type(within(search).getByRole('textbox', { name: 'Search query' }), 'tides{Enter}');

    expect(await within(search).findByText(sentence)).toBeVisible();
    const results = within(search).getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(within(search).queryByRole('alert')).toBeNull();
  });

  it('shows why a search failed', async () => {
    const user = userEvent.setup();
    filled({
      'GET admin/youtube/search': () => json({ detail: 'YouTube says the daily quota is exceeded.' }, 503),
    });
    await openTab();
    const search = await findRegion('Search test');
    await user.type(within(search).getByRole('textbox', { name: 'Search query' }), 'tides');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(within(search).getByRole('alert')).toHaveTextContent(
        'The search failed: YouTube says the daily quota is exceeded.',
      ),
    );
  });
});
