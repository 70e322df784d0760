import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import { podcastsTabApi, rssInfo } from '../../../../testing/admin-podcasts';
import { findShownDialog } from '../../../../testing/admin-tabs';
import { json, type RecordedCall } from '../../../../testing/mock-api';

const NEW_URL = 'https://example.org/socratica/api/podcasts/rss/new-secret.xml';
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method !== 'GET' && call.path === path);

async function feedCard() {
  return within(await screen.findByRole('region', { name: 'Feed Management' }));
}

describe('FeedManagementCard', () => {
  it('shows the admin’s own secret feed URL, read-only', async () => {
    await renderAdminPanel('?tab=podcasts', podcastsTabApi());
    const card = await feedCard();
    const url = await card.findByRole('textbox', { name: 'Your RSS feed URL' });
    expect(url).toHaveValue(rssInfo.rss_feed_url);
    expect(url).toHaveAttribute('readonly');
  });

  it('rotates every address after warning that each user’s old URL stops working, and shows the new URL', async () => {
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'POST podcasts/admin/rotate-feed': () => json({ ...rssInfo, rss_feed_url: NEW_URL }),
      }),
    );
    const card = await feedCard();
    await userEvent.click(await card.findByRole('button', { name: 'Rotate for everyone' }));

    const dialog = await findShownDialog('Retire every user’s feed address?');
    expect(dialog).toHaveTextContent('retires every user’s feed address at once');
    expect(dialog).toHaveTextContent('the old URL will stop working (it answers 410 Gone)');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Rotate for everyone' }));

    await waitFor(() =>
      expect(card.getByRole('textbox', { name: 'Your RSS feed URL' })).toHaveValue(NEW_URL),
    );
    expect(posts(calls, 'podcasts/admin/rotate-feed')).toHaveLength(1);
  });

  it('rotates nothing when the admin cancels', async () => {
    const { calls } = await renderAdminPanel('?tab=podcasts', podcastsTabApi());
    const card = await feedCard();
    await userEvent.click(await card.findByRole('button', { name: 'Rotate for everyone' }));
    await userEvent.click(
      within(await findShownDialog(/Retire every/)).getByRole('button', { name: 'Cancel' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, 'podcasts/admin/rotate-feed')).toHaveLength(0);
    expect(card.getByRole('textbox', { name: 'Your RSS feed URL' })).toHaveValue(rssInfo.rss_feed_url);
  });

  it('says "Feed rotation failed" with the server’s reason, keeping the old URL', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'POST podcasts/admin/rotate-feed': () => json({ detail: 'The database is read-only.' }, 503),
      }),
    );
    const card = await feedCard();
    await userEvent.click(await card.findByRole('button', { name: 'Rotate for everyone' }));
    await userEvent.click(
      within(await findShownDialog(/Retire every/)).getByRole('button', { name: 'Rotate for everyone' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Feed rotation failed: The database is read-only.',
    );
    expect(card.getByRole('textbox', { name: 'Your RSS feed URL' })).toHaveValue(rssInfo.rss_feed_url);
  });

  it('lists the feed in podcast directories when the admin switches it on', async () => {
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'PUT podcasts/admin/feed-listing': () => json({ ...rssInfo, listed_in_directories: true }),
      }),
    );
    const card = await feedCard();
    const listed = await card.findByRole('switch', { name: 'List in podcast directories' });
    expect(listed).not.toBeChecked();
    expect(listed).toHaveAccessibleDescription(/directories not to list it/);

    await userEvent.click(listed);

    await waitFor(() => expect(listed).toBeChecked());
    const [put] = posts(calls, 'podcasts/admin/feed-listing');
    expect(JSON.parse(put!.body!)).toEqual({ listed_in_directories: true });
  });
});
