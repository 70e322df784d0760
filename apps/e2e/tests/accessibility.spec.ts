import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearerFor, createLearner } from '../support/accounts.js';
import { sessionReadyForPostAssessment } from '../support/assessment-api.js';
import { axeViolations } from '../support/axe.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { seedCatalogue } from '../support/video-catalogue.js';

async function seriousViolations(
  browser: Browser,
  path: string,
  signInAs?: { username: string; password: string },
  /** Waits until the page has loaded what should be scanned. */
  ready?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/socratica/login');
  if (signInAs) {
    await page.getByLabel('Username').fill(signInAs.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(signInAs.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(`Welcome, ${signInAs.username}`)).toBeVisible();
    await page.goto(path);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await ready?.(page);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

test('the login page has no serious or critical accessibility violations', async ({ browser }) => {
  expect(await seriousViolations(browser, '/socratica/login')).toEqual([]);
});

test('the landing page has no serious or critical accessibility violations', async ({ browser, request }) => {
  const learner = await createLearner(request, 'e2e-axe');
  expect(await seriousViolations(browser, '/socratica/', learner)).toEqual([]);
});

test('the quiz, post-assessment and report pages have no serious or critical accessibility violations', async ({
  browser,
  request,
}) => {
  const learner = await createLearner(request, 'e2e-axe-journey');
  const headers = await bearerFor(request, learner.username, learner.password);
  const id = await sessionReadyForPostAssessment(request, headers);
  for (const path of [
    '/socratica/quiz',
    `/socratica/post-assessment/${id}`,
    '/socratica/report',
    `/socratica/report/${id}`,
  ]) {
    expect(await seriousViolations(browser, path, learner), path).toEqual([]);
  }
});

test('the chat page, with a conversation and its notes open, has no serious or critical accessibility violations', async ({
  browser,
  request,
}) => {
  const learner = await createLearner(request, 'e2e-axe-chat');
  const headers = await bearerFor(request, learner.username, learner.password);
  const id = await sessionReadyForPostAssessment(request, headers);
  const violations = await seriousViolations(
    browser,
    `/socratica/chat?session=${id}`,
    learner,
    async (page) => {
      const log = page.getByRole('log', { name: 'Conversation' });
      await expect(log.locator('[data-role="assistant"]').first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Your message' }).fill('Plates float on the mantle');
      await page.getByRole('textbox', { name: 'Your message' }).press('Enter');
      await expect(log).toHaveAttribute('aria-busy', 'false');
      await expect(log.locator('.mantine-Paper-root[data-role="assistant"]')).toHaveCount(2);
    },
  );
  expect(violations).toEqual([]);
});

test('the chat page with its video search and a video dialog open has no serious or critical accessibility violations', async ({
  browser,
  request,
}) => {
  await seedCatalogue(request, await bearerFor(request, 'admin', ADMIN_PASSWORD));
  const learner = await createLearner(request, 'e2e-axe-videos');
  const headers = await bearerFor(request, learner.username, learner.password);
  const id = await sessionReadyForPostAssessment(request, headers);
  for (const openVideo of [false, true]) {
    const violations = await seriousViolations(
      browser,
      `/socratica/chat?session=${id}`,
      learner,
      async (page) => {
        await page.getByRole('button', { name: 'Find videos' }).click();
        const search = page.getByRole('dialog', { name: 'Find videos' });
        await search.getByRole('textbox', { name: 'What would you like to watch?' }).fill('photosynthesis');
        await search.getByRole('button', { name: 'Search', exact: true }).click();
        const results = search.getByRole('list', { name: 'Videos found' });
        await expect(results.getByRole('button').first()).toBeVisible();
        if (openVideo) {
          await results.getByRole('button').first().click();
          await expect(page.getByRole('button', { name: 'Mark as helpful' })).toBeVisible();
        }
      },
    );
    expect(violations, openVideo ? 'video dialog' : 'search dialog').toEqual([]);
  }
});
