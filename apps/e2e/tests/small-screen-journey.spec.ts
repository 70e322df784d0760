import { expect, test } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { answerQuestion } from '../support/answer-question.js';
import { conversation, timer, tutorMessages } from '../support/chat-page.js';
import { PHONE, appStorageKeys, logOutOnPhone, signInOnPhone } from '../support/phone.js';
import { skipKnowledgeCheck } from '../support/knowledge-check.js';

// Issue 11 at 375 px: the confidence control fits, the conversation gets half the screen under a header that
// stays in reach, and after a logout the next learner on the same browser finds no trace of the first.

test.use({ viewport: PHONE });

test('a learner on a phone, then another learner on the same browser', async ({ page, request }) => {
  const first = await createLearner(request, 'phone-first');
  const second = await createLearner(request, 'phone-second');

  await signInOnPhone(page, first.username, first.password);
  await page.goto('/socratica/quiz');
  await page.getByText('15 minutes', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Topic' }).fill('Tidal pools of the first learner');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  for (let question = 1; question <= 4; question++) {
    await answerQuestion(page, question, 'What lives in a rock pool');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByText('Question 5 of 5')).toBeVisible();

  // The confidence control: all ten ratings inside the screen, "10" whole.
  const ten = page.getByRole('main').locator('label').filter({ hasText: /^10$/ });
  await expect(ten).toBeVisible();
  const tenBox = (await ten.boundingBox())!;
  expect(tenBox.x + tenBox.width).toBeLessThanOrEqual(PHONE.width);
  expect(await ten.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await ten.click();
  await page.getByRole('button', { name: 'Complete Pre-Assessment', exact: true }).click();
  await skipKnowledgeCheck(page);
  await page.getByRole('link', { name: 'Start Learning Session' }).click({ timeout: 20_000 });

  // The chat: at least half the screen for the conversation; the header's timer and Pause stay in reach.
  await expect(tutorMessages(page).first()).toBeVisible({ timeout: 20_000 });
  const log = (await conversation(page).boundingBox())!;
  expect(log.y + log.height).toBeLessThanOrEqual(PHONE.height);
  expect(log.height).toBeGreaterThanOrEqual(PHONE.height / 2);
  await page.mouse.wheel(0, 2_000);
  await expect(timer(page)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeInViewport();
  // Scrolled to the foot of the page, the conversation between the pinned header and the pinned composer
  // still has half the screen.
  const header = (await page.getByRole('button', { name: 'Pause' }).boundingBox())!;
  const composer = (await page.getByRole('form', { name: 'Send a message' }).boundingBox())!;
  expect(composer.y - (header.y + header.height)).toBeGreaterThanOrEqual(PHONE.height / 2);
  expect(await appStorageKeys(page)).toContain('socratica.assessment_context');

  await logOutOnPhone(page);
  expect(await appStorageKeys(page)).toEqual([]);

  // The second learner: nothing of the first in storage, on the home page or in the chat.
  await signInOnPhone(page, second.username, second.password);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();
  await expect(page.getByText(/Tidal pools of the first learner/)).toHaveCount(0);
  expect((await appStorageKeys(page)).sort()).toEqual(['socratica.access_token', 'socratica.storage_owner']);
  await page.goto('/socratica/chat');
  await expect(page.getByRole('heading', { name: 'No learning session yet' })).toBeVisible();
  await expect(page.getByText(/Tidal pools of the first learner/)).toHaveCount(0);
});

test('an unknown page address leads to /socratica/, with its trailing slash', async ({ page, request }) => {
  const learner = await createLearner(request, 'phone-lost');
  await signInOnPhone(page, learner.username, learner.password);

  await page.goto('/socratica/no-such-page');

  await expect(page).toHaveURL(/\/socratica\/$/);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();
});
