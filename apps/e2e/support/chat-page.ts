import { expect, type Page } from '@playwright/test';
import { answerQuestion } from './answer-question.js';
import { skipKnowledgeCheck } from './knowledge-check.js';

// The chat page as a learner sees it, for the journeys that go through it.

export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
export const tutorMessages = (page: Page) =>
  conversation(page).locator('[data-role="assistant"]').filter({ hasText: /\S/ });
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
export const timer = (page: Page) => page.getByRole('timer');

/** Calls the API with the signed-in learner's token. */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('socratica.access_token'));
  const response = await page.request.get(`/socratica/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Sends a message with Enter and waits for the tutor's whole reply. */
export async function say(page: Page, text: string) {
  const before = await conversation(page).locator('.mantine-Paper-root[data-role="assistant"]').count();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(conversation(page).getByText(text, { exact: true })).toBeVisible();
  await expect(conversation(page).locator('.mantine-Paper-root[data-role="assistant"]')).toHaveCount(
    before + 1,
  );
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false');
  await expect(composer(page)).toHaveValue('');
}

/** From the Learn page through a 15-minute quiz on `topic`, to the chat page. */
export async function baselineThenChat(page: Page, topic: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Learn', exact: true }).click();
  await page.getByText('15 minutes', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  for (let question = 1; question <= 5; question++) {
    await expect(
      page.getByRole('group', { name: 'Jump to question' }).getByRole('button', { name: String(question) }),
    ).toHaveAttribute('aria-current', /step|true/);
    await answerQuestion(page, question, 'How light becomes sugar inside the leaf');
    await page
      .getByRole('button', { name: question === 5 ? 'Complete Pre-Assessment' : 'Next', exact: true })
      .click();
  }
  await skipKnowledgeCheck(page);
  await page.getByRole('link', { name: 'Start Learning Session' }).click();
  await expect(page).toHaveURL(/\/socratica\/chat/);
}

/**
 * From the chat to the post-assessment through its header link: while chat time is left the app asks first
 * (issue 38), and the learner confirms.
 */
export async function startPostAssessmentEarly(page: Page) {
  await page.getByRole('link', { name: 'Post-assessment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start the post-assessment?' });
  await expect(confirm).toContainText(
    /You still have \d+ minutes? of chat\. Start the timed post-assessment now\?/,
  );
  await confirm.getByRole('button', { name: 'Start post-assessment' }).click();
}
