import type { RssInfo } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findShownDialog } from '../../../testing/admin-tabs';
import { json, mockApi, type RecordedCall } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SubscribeTab } from './SubscribeTab';

const info: RssInfo = {
  rss_feed_url: 'http://localhost/socratica/api/podcasts/rss/old-secret.xml',
  subscribe_page_url: 'http://localhost/socratica/podcast-subscribe',
  compatible_apps: ['Apple Podcasts'],
  listed_in_directories: false,
};
const NEW_URL = 'http://localhost/socratica/api/podcasts/rss/new-secret.xml';
const resets = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === 'podcasts/rss/reset');

async function openResetDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Reset my feed address' }));
  return findShownDialog('Reset your feed address?');
}

describe('Reset my feed address', () => {
  it('warns that apps using the old address stop updating, then shows the new address', async () => {
    const { calls } = mockApi({
      'GET podcasts/rss/info': () => json(info),
      'POST podcasts/rss/reset': () => json({ ...info, rss_feed_url: NEW_URL }),
    });
    renderWithProviders(<SubscribeTab />);
    const field = await screen.findByRole('textbox', { name: 'RSS feed URL' });
    expect(field).toHaveValue(info.rss_feed_url);

    const dialog = await openResetDialog();
    expect(dialog).toHaveTextContent('Podcast apps that use your current address stop updating');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Reset address' }));

    await waitFor(() => expect(field).toHaveValue(NEW_URL));
    expect(screen.getByText('Your feed has a new address. Add it to your podcast apps again.')).toBeVisible();
    expect(resets(calls)).toHaveLength(1);
  });

  it('resets nothing when the user cancels', async () => {
    const { calls } = mockApi({ 'GET podcasts/rss/info': () => json(info) });
    renderWithProviders(<SubscribeTab />);
    const dialog = await openResetDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets(calls)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'RSS feed URL' })).toHaveValue(info.rss_feed_url);
  });

  it('says why a reset failed and keeps showing the old address', async () => {
    mockApi({
      'GET podcasts/rss/info': () => json(info),
      'POST podcasts/rss/reset': () => json({ detail: 'Too many resets. Try again in a minute.' }, 429),
    });
    renderWithProviders(<SubscribeTab />);
    const dialog = await openResetDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset address' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your feed address could not be reset.');
    expect(alert).toHaveTextContent('Too many resets. Try again in a minute.');
    expect(screen.getByRole('textbox', { name: 'RSS feed URL' })).toHaveValue(info.rss_feed_url);
  });
});
