import type { Page } from '@playwright/test';

/** Answers whatever question is on screen, the way a learner would: text, a choice, or a rating. */
export async function answerVisibleQuestion(
  page: Page,
  text = 'The key ideas and how they connect, with an example',
) {
  const main = page.getByRole('main');
  const textbox = main.getByRole('textbox');
  if (await textbox.count()) {
    await textbox.first().fill(text);
    return;
  }
  const checkboxes = main.getByRole('checkbox');
  if (await checkboxes.count()) {
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    return;
  }
  // A rating is a segmented control: its radio inputs are hidden behind their labels.
  if (await main.getByRole('radio', { name: '7', exact: true }).count()) {
    await main.locator('label').filter({ hasText: /^7$/ }).click();
    return;
  }
  await main.getByRole('radio').nth(1).check();
}
