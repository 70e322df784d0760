import type { EnhancedResults } from '@socratica/contracts';
import { expect, test, type Page } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { answerQuestion, questionCount } from '../support/answer-question.js';
import { axeViolations } from '../support/axe.js';
import { PHONE } from '../support/phone.js';
import { signIn } from '../support/sign-in.js';

const statValue = (page: Page, label: string) =>
  page.getByRole('heading', { level: 3, name: label, exact: true }).locator('xpath=following-sibling::*[1]');

test('a learner chooses times and a topic, answers the baseline and the knowledge check, takes the post-assessment and reads a report with its tested gain that matches the server', async ({
  page,
  request,
}, testInfo) => {
  const learner = await createLearner(request, `journey-${testInfo.project.name}`);
  await signIn(page, learner.username, learner.password);

  await page.getByRole('navigation').getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Time: nothing chosen is refused with the spec's sentence.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Please select how much time you have available for learning.');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('15 minutes', { exact: false }).first().click();
  await page.getByText('30 minutes', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('textbox', { name: 'Topic' }).fill('Photosynthesis');
  await page.getByRole('button', { name: 'Start Assessment' }).click();

  for (let question = 1; question <= 5; question++) {
    await expect(
      page.getByRole('group', { name: 'Jump to question' }).getByRole('button', { name: String(question) }),
    ).toHaveAttribute('aria-current', /step|true/);
    await answerQuestion(page, question);
    const next = question === 5 ? 'Complete Pre-Assessment' : 'Next';
    await page.getByRole('button', { name: next, exact: true }).click();
  }

  // The knowledge check (issue 40): scored questions from the topic's sources, with a visible Skip.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Knowledge check: Photosynthesis' }),
  ).toBeVisible();
  // Photosynthesis has a source (the fake Wikipedia's article), so the check is always offered.
  const check = page.getByRole('button', { name: 'Check my answers' });
  await expect(check).toBeVisible();
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip the knowledge check' })).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all())
    await group.getByRole('radio').first().check();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('knowledge-check-1280.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('knowledge-check-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await check.click();
  await expect(page.getByText(/^You answered \d of \d right$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your learning session is ready' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Learning Session' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip to Post-Assessment' }).click();
  await expect(page).toHaveURL(/\/socratica\/post-assessment\/\d+$/);
  const sessionId = Number(page.url().split('/').at(-1));

  // Each question must be answered before the learner can move on.
  const total = await questionCount(page);
  for (let question = 1; question <= total; question++) {
    const last = question === total;
    const advance = page.getByRole('button', { name: last ? 'Complete' : 'Next', exact: true });
    await expect(page.getByText(`Question ${question} of ${total}`, { exact: true })).toBeVisible();
    await expect(advance).toBeDisabled();
    await answerQuestion(
      page,
      question,
      last ? undefined : 'Light energy is captured by chlorophyll to make glucose and oxygen',
    );
    await advance.click();
  }

  // Each scored answer comes back marked: the learner's answer, the accepted one, the credit, why, and its source.
  await expect(page.getByRole('heading', { level: 2, name: 'Your answers, marked' })).toBeVisible();
  const marked = page.getByRole('main').getByRole('listitem');
  await expect(marked).toHaveCount(total - 1);
  for (const item of await marked.all()) {
    await expect(item.getByText(/^(Full|Partial|No) credit$/)).toBeVisible();
    for (const label of ['Your answer:', 'Accepted answer:', 'Why:', 'Source:'])
      await expect(item.getByText(label, { exact: true })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('feedback-1280.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(marked.first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Nothing needs sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('feedback-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'View your report' }).click();
  await expect(page).toHaveURL(new RegExp(`/socratica/report/${sessionId}$`));
  await expect(page.getByRole('heading', { name: 'Overall Progress' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('socratica.access_token'));
  const stored = (await (
    await request.get(`/socratica/api/assessments/${sessionId}/enhanced-results`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as EnhancedResults;
  const gains = stored.analysis.learning_gains!;
  const percent = (n: number) => `${Number(n.toFixed(1))}%`;
  // The baseline is built from self-ratings, and the page says so.
  expect(gains.pre_score_kind).toBe('self_estimate');
  await expect(statValue(page, 'Self-rated starting level')).toHaveText(percent(gains.pre_score));
  await expect(statValue(page, 'Post-assessment score')).toHaveText(percent(gains.post_score));
  await expect(statValue(page, 'Post-assessment against your self-rating')).toContainText(
    `${Math.abs(Number(gains.improvement.toFixed(1)))} points`,
  );
  // The gain on tested items: measured after a knowledge check, else plainly not measured.
  const tested = stored.analysis.tested_gain;
  expect(tested.items).toBeGreaterThan(0);
  expect(tested.measured || tested.reason === 'pre_perfect').toBe(true);
  await expect(page.getByRole('heading', { name: 'Tested Gain' })).toBeVisible();
  await expect(statValue(page, 'Normalised gain g')).toHaveText(
    tested.normalized_gain === null ? 'Not measured' : tested.normalized_gain.toFixed(2),
  );
  await expect(page.getByText(tested.meaning)).toBeVisible();
  await page.getByRole('heading', { name: 'Tested Gain' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('report-gain-1280.png') });
  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { name: 'Tested Gain' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('report-gain-375.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const section of [
    'Learning Insights',
    'Performance Analytics',
    'Cognitive Analysis',
    'Comparative Benchmarks',
    'Recommended Next Steps',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }

  // A retake is refused: the page leads to the report, and the API answers 409.
  await page.goto(`/socratica/post-assessment/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Post-assessment already completed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(total - 1);
  await expect(page.getByRole('link', { name: 'View your report' })).toHaveAttribute(
    'href',
    `/socratica/report/${sessionId}`,
  );
  const retake = await request.post(`/socratica/api/assessments/${sessionId}/post-assessment/responses`, {
    headers: { authorization: `Bearer ${token}` },
    data: [{ question_id: 'p1', answer: 'again' }],
  });
  expect(retake.status()).toBe(409);
  expect(((await retake.json()) as { detail: string }).detail).toMatch(/already completed/);
  await page.getByRole('link', { name: 'View your report' }).click();

  await page.getByRole('link', { name: 'Back to all reports' }).click();
  await expect(page.getByRole('link', { name: /Photosynthesis/ })).toBeVisible();
});
