import { expect, test } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { signIn } from '../support/sign-in.js';

// Decision 035: a feed per user. A learner reads their own address on the Subscribe tab, a podcast app
// (here, the test's request context, without a token) reads it, and a reset retires it: the old address
// answers 410 Gone, not a redirect, and the new one serves the same podcast.

const podcastGuidOf = (xml: string) => /<podcast:guid>([^<]+)<\/podcast:guid>/.exec(xml)?.[1];

test('a learner reads their own feed address, resets it, and the old one answers 410', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'offline', 'one run is enough');
  const learner = await createLearner(request, 'feed-resetter');
  await signIn(page, learner.username, learner.password);
  await page.goto('/socratica/podcasts?tab=subscribe');

  const address = page.getByRole('textbox', { name: 'RSS feed URL' });
  await expect(address).toHaveValue(/\/socratica\/api\/podcasts\/rss\/[\w-]{43}\.xml$/);
  const oldUrl = await address.inputValue();
  const before = await request.get(oldUrl);
  expect(before.status()).toBe(200);
  expect(before.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const guid = podcastGuidOf(await before.text());
  expect(guid).toBeTruthy();

  await page.getByRole('button', { name: 'Reset my feed address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your feed address?' });
  await expect(dialog).toContainText('Podcast apps that use your current address stop updating');
  await dialog.getByRole('button', { name: 'Reset address' }).click();
  await expect(
    page.getByText('Your feed has a new address. Add it to your podcast apps again.'),
  ).toBeVisible();
  await expect(address).not.toHaveValue(oldUrl);
  const newUrl = await address.inputValue();
  expect(newUrl).toMatch(/\/socratica\/api\/podcasts\/rss\/[\w-]{43}\.xml$/);

  const gone = await request.get(oldUrl, { maxRedirects: 0 });
  expect(gone.status()).toBe(410);
  expect(gone.headers().location).toBeUndefined();
  expect((await gone.json()) as unknown).toEqual({ detail: expect.stringMatching(/replaced by a new one/) });
  const after = await request.get(newUrl);
  expect(after.status()).toBe(200);
  expect(podcastGuidOf(await after.text())).toBe(guid);

  // The address stays the user's own across visits.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'RSS feed URL' })).toHaveValue(newUrl);
});
