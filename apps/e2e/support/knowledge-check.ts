import { expect, type Locator, type Page } from '@playwright/test';
import { answerQuestion } from './answer-question.js';

/**
 * What moves a learner past the knowledge check (issue 40) that follows the baseline: its Skip where items
 * were made, or Continue where the topic has no source to make them from.
 */
export async function knowledgeCheckExit(page: Page): Promise<Locator> {
  const skip = page.getByRole('button', { name: 'Skip the knowledge check' });
  const onwards = page.getByRole('button', { name: 'Continue' });
  await expect(skip.or(onwards)).toBeVisible({ timeout: 20_000 });
  return (await skip.isVisible()) ? skip : onwards;
}

/** Passes the knowledge check without answering it, as a learner in a hurry does. */
export async function skipKnowledgeCheck(page: Page): Promise<void> {
  await (await knowledgeCheckExit(page)).click();
}

/**
 * Through the Learn flow (15 minutes) on a topic with a source: the baseline answered with `baselineAnswer`,
 * the knowledge check answered by each item's first option, then on to the chat.
 */
export async function knowledgeCheckThenChat(
  page: Page,
  topic: string,
  baselineAnswer: string,
): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Learn', exact: true }).click();
  await page.getByText('15 minutes', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  for (let question = 1; question <= 5; question++) {
    await answerQuestion(page, question, baselineAnswer);
    await page
      .getByRole('button', { name: question === 5 ? 'Complete Pre-Assessment' : 'Next', exact: true })
      .click();
  }
  await expect(page.getByRole('heading', { level: 2, name: `Knowledge check: ${topic}` })).toBeVisible();
  const check = page.getByRole('button', { name: 'Check my answers' });
  // The heading shows while the items load: wait for them before answering.
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all())
    await group.getByRole('radio').first().check();
  await expect(check).toBeEnabled();
  await check.click();
  await expect(page.getByText(/^You answered \d of \d right$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Start Learning Session' }).click();
  await expect(page).toHaveURL(/\/socratica\/chat/);
}
