import { expect, test } from '@playwright/test';
import { openAdminTab } from '../support/admin-panel.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { PHONE } from '../support/phone.js';
import { keepScreenshot } from '../support/screenshots.js';
import { signIn } from '../support/sign-in.js';

// Issue 26: the admin checks the AI connection from the settings: the models list, a short completion, a
// structured-output probe (with the output mode it settles on) and a stream, each working or not.

const CHECKS = ['Models list', 'Short completion', 'Structured output', 'Stream'];

test('the admin checks the AI connection and sees all four checks work, with the output mode', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'openai', 'only a model endpoint has a connection to check');
  await signIn(page, 'admin', ADMIN_PASSWORD);
  const settings = await openAdminTab(page, 'Settings');
  const card = settings.getByRole('region', { name: 'AI connection' });
  await card.getByRole('button', { name: 'Check the AI connection' }).click();

  // The summary: "Connection works", or the failure with the provider's words, which the message then shows.
  const summary = card.getByRole('alert');
  await expect(summary).toContainText('Connection works');
  await expect(summary).toContainText(
    /Connected to http:\/\/127\.0\.0\.1:\d+\/v1: \S+ answered all 4 checks\./,
  );
  const checks = card.getByRole('list', { name: 'AI connection checks' });
  await expect(checks.getByRole('listitem')).toHaveCount(CHECKS.length);
  for (const name of CHECKS) {
    const check = checks.getByRole('listitem', { name, exact: true });
    await expect(check.getByText('Works', { exact: true }), name).toBeVisible();
    await expect(check.getByText(/^Latency [\d,]+ ms/), name).toBeVisible();
  }
  await expect(checks.getByRole('listitem', { name: 'Models list' })).toContainText(/Lists \d+ models?: /);
  await expect(checks.getByRole('listitem', { name: 'Structured output' })).toContainText(
    /Output mode: strict JSON schema \(learned\)/,
  );
  await expect(checks.getByRole('listitem', { name: 'Stream' })).toContainText(/first token after \d+ ms/);
  await expect(card.getByText('Failed', { exact: true })).toHaveCount(0);

  await keepScreenshot(page, 'ai-connection-openai-1280', { height: 1100 });

  // On a phone the results wrap within the screen: nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await keepScreenshot(card, 'ai-connection-openai-375');
});

test('on the offline coach the card says there is no connection to check', async ({ page }) => {
  test.skip(test.info().project.name !== 'offline', 'the offline coach is the offline server’s');
  await signIn(page, 'admin', ADMIN_PASSWORD);
  const settings = await openAdminTab(page, 'Settings');
  const card = settings.getByRole('region', { name: 'AI connection' });
  await expect(card).toContainText(
    'The offline coach runs inside the server and needs no connection, so there is nothing to check.',
  );
  await expect(card.getByRole('button', { name: 'Check the AI connection' })).toHaveCount(0);
  // The embedded model's card is only for a server that runs it.
  await expect(settings.getByRole('region', { name: 'Embedded model' })).toHaveCount(0);
  await keepScreenshot(card, 'ai-connection-offline');
});
