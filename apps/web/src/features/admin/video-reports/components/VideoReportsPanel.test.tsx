import type { BlacklistEntry, UpvotedVideo, VideoReport } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, networkDown, type RecordedCall } from '../../../../testing/mock-api';
import { findRegion, findShownDialog, neverAnswered, openAdminTab } from '../../../../testing/admin-tabs';
import { admin } from '../../../../testing/users';

const hostileComment = '<img src=x onerror=alert(1)>';
const report: VideoReport = {
  id: 7,
  username: 'ada',
  created_at: '2026-11-21T14:47:00Z',
  video_id: 'abcdefghijk',
  video_title: 'Tides <b>explained</b>',
  channel_title: 'Ocean Lab',
  channel_id: 'UCocean',
  status: 'pending',
  video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
  reason: hostileComment,
  comment: hostileComment,
};

const entry: BlacklistEntry = {
  id: 3,
  video_id: null,
  blacklist_type: 'channel',
  channel_id: 'UCspam',
  title: 'Spam Channel',
  blacklisted_by: 'grace',
  created_at: '2026-11-20T10:00:00Z',
};

const upvoted: UpvotedVideo = {
  video_id: 'zzzzzzzzzzz',
  video_title: 'Moon phases',
  channel_name: 'Sky Lab',
  upvote_count: 12,
  last_upvoted: '2026-11-22T09:30:00Z',
};

type Handlers = Parameters<typeof mockApi>[0];

function filled(overrides: Handlers = {}) {
  return mockApi({
    'GET me': () => json(admin),
    'GET video-feedback/admin/reports': () => json({ reports: [report] }),
    'GET video-feedback/admin/blacklist': () => json({ blacklist: [entry] }),
    'GET video-feedback/admin/upvoted-videos': () => json({ videos: [upvoted] }),
    ...overrides,
  });
}

const openTab = () => openAdminTab('video-reports');

const gets = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;

describe('Video reports tab', () => {
  it('shows each list loading', async () => {
    mockApi({
      'GET me': () => json(admin),
      'GET video-feedback/admin/reports': neverAnswered,
      'GET video-feedback/admin/blacklist': neverAnswered,
      'GET video-feedback/admin/upvoted-videos': neverAnswered,
    });
    await openTab();

    expect(await screen.findByRole('status', { name: 'Loading pending reports…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading blacklisted videos…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading upvoted videos…' })).toBeVisible();
  });

  it('says when each list is empty', async () => {
    filled({
      'GET video-feedback/admin/reports': () => json({ reports: [] }),
      'GET video-feedback/admin/blacklist': () => json({ blacklist: [] }),
      'GET video-feedback/admin/upvoted-videos': () => json({ videos: [] }),
    });
    await openTab();

    expect(await screen.findByText('No pending reports.')).toBeVisible();
    expect(await screen.findByText('Nothing is blacklisted.')).toBeVisible();
    expect(await screen.findByText('No upvoted videos yet.')).toBeVisible();
  });

  it('says "Failed to load video reports" when the server fails', async () => {
    filled({ 'GET video-feedback/admin/reports': () => json({ detail: 'boom' }, 500) });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load video reports');
  });

  it('says "Error loading upvoted videos" when no answer came', async () => {
    filled({ 'GET video-feedback/admin/upvoted-videos': () => networkDown() });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading upvoted videos');
  });

  it('shows a report’s comment and title as text, never as HTML', async () => {
    filled();
    await openTab();
    const reports = await findRegion('Pending reports');

    expect(await within(reports).findByText(hostileComment)).toBeVisible();
    expect(within(reports).getByRole('link', { name: 'Tides <b>explained</b>' })).toBeVisible();
    expect(within(reports).getByText('ada')).toBeVisible();
    expect(within(reports).getByText('Nov 21, 2026, 9:47 AM ET')).toBeVisible();
    expect(document.querySelector('img[src="x"], b')).toBeNull();

    const blacklist = await findRegion('Blacklisted videos');
    expect(within(blacklist).getByText('Spam Channel')).toBeVisible();
    const mostUpvoted = await findRegion('Most upvoted videos');
    expect(within(mostUpvoted).getByText('Moon phases')).toBeVisible();
    expect(within(mostUpvoted).getByText('12')).toBeVisible();
  });

  it('blacklists a channel once on a double click, then reloads every list', async () => {
    const user = userEvent.setup();
    const { calls } = filled({
      'PUT video-feedback/admin/reports/7/review': () =>
        json({ success: true, message: 'Blacklisted the channel "Ocean Lab".' }),
    });
    await openTab();
    const reports = await findRegion('Pending reports');
    await within(reports).findByText(hostileComment);

    await user.dblClick(within(reports).getByRole('button', { name: 'Blacklist channel' }));

    expect(await screen.findByText('Blacklisted the channel "Ocean Lab".')).toBeVisible();
    const reviews = calls.filter((call) => call.method === 'PUT');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]?.query.get('action')).toBe('blacklist_channel');
    // The report stays on screen until its list reloads; its buttons are off by then.
    expect(within(reports).getByRole('button', { name: 'Dismiss' })).toBeDisabled();
    await waitFor(() => {
      expect(gets(calls, 'video-feedback/admin/reports')).toBe(2);
      expect(gets(calls, 'video-feedback/admin/blacklist')).toBe(2);
      expect(gets(calls, 'video-feedback/admin/upvoted-videos')).toBe(2);
    });
  });

  it('says "Failed to process report: {status} {text}" when a review fails', async () => {
    const user = userEvent.setup();
    filled({
      'PUT video-feedback/admin/reports/7/review': () =>
        json({ detail: 'Report 7 was already reviewed: it is dismissed. Reload the list of reports.' }, 409),
    });
    await openTab();
    const reports = await findRegion('Pending reports');
    await user.click(await within(reports).findByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process report: 409 Report 7 was already reviewed: it is dismissed. Reload the list of reports.',
    );
  });

  it('removes a blacklist entry after asking, once on double clicks', async () => {
    const user = userEvent.setup();
    const { calls } = filled({
      'DELETE video-feedback/admin/blacklist/3': () =>
        json({ success: true, message: 'The channel "Spam Channel" is no longer blacklisted.' }),
    });
    await openTab();
    await user.dblClick(await screen.findByRole('button', { name: 'Remove Spam Channel' }));
    const dialog = await findShownDialog('Take "Spam Channel" off the blacklist?');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('The channel "Spam Channel" is no longer blacklisted.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('deletes an upvoted video’s upvotes after asking, and shows the server’s detail when refused', async () => {
    const user = userEvent.setup();
    filled({
      'DELETE video-feedback/admin/upvoted-videos/zzzzzzzzzzz': () =>
        json({ detail: 'No learner has upvoted the video zzzzzzzzzzz.' }, 404),
    });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Delete the upvotes of Moon phases' }));
    const dialog = await findShownDialog('Delete the upvotes of "Moon phases"?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete upvotes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete upvotes: No learner has upvoted the video zzzzzzzzzzz.',
    );
  });

  it('opens the learner’s video dialog from "Test Video Popup"', async () => {
    const user = userEvent.setup();
    filled();
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Test Video Popup' }));

    const dialog = await findShownDialog('But what is a neural network? | Deep learning chapter 1');
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aircAruvnKk',
    );
    expect(within(dialog).getByRole('button', { name: 'Mark as helpful' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
