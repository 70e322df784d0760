import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { createLearner } from '../support/accounts.js';

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a learner signs in, visits every page of the navigation, is kept out of admin, and logs out', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request, 'e2e-learner');

  await page.goto('/socratica/report');
  await expect(page).toHaveURL(/\/socratica\/login/);
  await expect(page.getByText('Need help? Contact your system administrator')).toBeVisible();

  await signIn(page, learner.username, 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');

  await signIn(page, learner.username, learner.password);
  // Back to the page the learner first asked for.
  await expect(page).toHaveURL(/\/socratica\/report$/);
  await expect(page.getByText(`Welcome, ${learner.username}`)).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  const pages: [string, RegExp][] = [
    ['Home', /\/socratica\/?$/],
    ['Learn', /\/socratica\/quiz$/],
    ['Chat', /\/socratica\/chat$/],
    ['Assessment', /\/socratica\/final-quiz$/],
    ['Podcasts', /\/socratica\/podcasts$/],
    ['Report', /\/socratica\/report$/],
  ];
  for (const [name, url] of pages) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  await page.goto('/socratica/final-quiz');
  await expect(page.getByText(/15 questions/)).toBeVisible();
  await expect(page.getByRole('button', { name: /start/i })).toBeDisabled();

  await page.goto('/socratica/admin');
  await expect(page).toHaveURL(/\/socratica\/?$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/socratica\/login/);
  // The old token is revoked on the server, not only forgotten by the browser.
  await page.goto('/socratica/');
  await expect(page).toHaveURL(/\/socratica\/login/);
});

test('an admin sees the Admin link and can open the admin page', async ({ page }) => {
  await page.goto('/socratica/login');
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByText('Welcome, admin')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/socratica\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown pages lead home and unknown API paths answer JSON', async ({ page, request }) => {
  const api = await request.get('/socratica/api/nowhere');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: 'No API route matches GET /socratica/api/nowhere.' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/socratica\/login/);
});
