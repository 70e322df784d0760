import { expect, test } from '@playwright/test';
import { openAdminTab, rowWith } from '../support/admin-panel.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { signIn } from '../support/sign-in.js';

// Issue 13: an episode made offline (the offline coach's script, espeak-ng's voices, the mix levelled and
// encoded in a worker) through the admin's podcasts tab, with the job's real stages shown while it runs.

const EPISODE = 'Leaves at work';
const OUTLINE = [
  'Photosynthesis turns light energy into chemical energy stored in sugar.',
  'Chlorophyll in the chloroplasts absorbs mostly red and blue light.',
  'The light reactions split water and release oxygen.',
].join('\n');

test('an admin generates an episode offline, watches its stages, and finds it in the table', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'offline', 'one run is enough: the offline coach writes it');
  await signIn(page, 'admin', ADMIN_PASSWORD);
  const tab = await openAdminTab(page, 'Podcasts');
  await tab.getByRole('button', { name: 'Generate New Episode' }).click();
  const form = page.getByRole('dialog', { name: 'Generate New Episode' });
  await form.getByLabel(/^Title/).fill(EPISODE);
  await form.getByLabel(/^Topic/).fill('Photosynthesis');
  await form.getByLabel(/^Outline/).fill(OUTLINE);
  await expect(form.getByText(`${OUTLINE.length} / 2000`)).toBeVisible();
  await form.getByLabel('Duration').selectOption({ label: '10 minutes' });
  await form.getByRole('button', { name: 'Generate Episode', exact: true }).click();

  const notice = page.getByRole('dialog', { name: 'Generating Podcast' });
  await expect(notice.getByText(/^Job ID: [0-9a-f]{8}$/)).toBeVisible();
  // The job's own stages, as the worker stores them, not rotating made-up ones.
  await expect(notice.getByText(/Speaking turn \d+ of \d+/)).toBeVisible();
  await expect(notice.getByText('The episode is published')).toBeVisible({ timeout: 180_000 });
  await notice.getByRole('button', { name: 'Got it, I’ll check back later' }).click();

  const row = rowWith(tab, EPISODE);
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+:\d\d/);
});
