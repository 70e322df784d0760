import { expect, type Locator, type Page } from '@playwright/test';

const DEFAULT_TEXT_ANSWER = 'The key ideas and how they connect, with an example';

/** "Question 3 of 5": the quiz and the post-assessment both say which question is showing. */
const questionCounter = (page: Page, number: number | '\\d+' = '\\d+') =>
  page.getByRole('main').getByText(new RegExp(`^Question ${number} of (\\d+)$`));

/**
 * Waits until a question is showing and returns how many questions there are. The questions come from the
 * server, so the page may still be loading, or still be the page the learner came from.
 */
export async function questionCount(page: Page): Promise<number> {
  const counter = questionCounter(page);
  await expect(counter).toBeVisible();
  const total = /of (\d+)$/.exec((await counter.textContent()) ?? '')?.[1];
  return Number(total);
}

/**
 * Answers question `number` the way a learner would, once the page shows it: it waits for that question, then
 * for its control, and answers whichever kind is actually showing (a text box, checkboxes, choices or a
 * confidence rating). Right after Next, or while a page loads, the previous question or page may still show.
 */
export async function answerQuestion(page: Page, number: number, text = DEFAULT_TEXT_ANSWER) {
  await expect(questionCounter(page, number)).toBeVisible();
  // The counter and the question's control render together, inside the question's fieldset.
  const question = page.getByRole('main').locator('fieldset').first();
  const textbox = question.getByRole('textbox');
  const checkboxes = question.getByRole('checkbox');
  const radios = question.getByRole('radio');
  await expect(textbox.or(checkboxes).or(radios).first()).toBeAttached();

  if (await textbox.count()) {
    await textbox.fill(text);
    await expect(textbox).toHaveValue(text);
  } else if (await checkboxes.count()) {
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
  } else if (await isConfidenceRating(radios)) {
    // A rating is a segmented control: its radio inputs are hidden behind their labels.
    await question.locator('label').filter({ hasText: /^7$/ }).click();
    await expect(question.getByRole('radio', { name: '7', exact: true })).toBeChecked();
  } else {
    await radios.nth(1).check();
  }
}

/** A confidence rating offers only numbers (1 to 10); a multiple-choice question offers words. */
async function isConfidenceRating(radios: Locator): Promise<boolean> {
  const names = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
  );
  return names.length > 0 && names.every((name) => /^\d+$/.test(name));
}

/** Answers every post-assessment question, the last with `lastText`, completes it, and goes from the marked answers to the report. */
export async function completePostAssessment(page: Page, text?: string, lastText?: string) {
  const total = await questionCount(page);
  for (let number = 1; number <= total; number++) {
    await answerQuestion(page, number, number === total ? lastText : text);
    await page.getByRole('button', { name: number === total ? 'Complete' : 'Next', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Your answers, marked' })).toBeVisible();
  await page.getByRole('button', { name: 'View your report' }).click();
}
