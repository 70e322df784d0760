import type { EnhancedResults, LearnerProgress } from '@socratica/contracts';
import { expect, test } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { completePostAssessment } from '../support/answer-question.js';
import { expectCleanScreen } from '../support/axe.js';
import { knowledgeCheckThenChat } from '../support/knowledge-check.js';
import { apiAs, say, startPostAssessmentEarly, tutorMessages } from '../support/chat-page.js';
import { PHONE } from '../support/phone.js';
import { keepScreenshot } from '../support/screenshots.js';
import { signIn } from '../support/sign-in.js';

// Issue 40 §5 (decision 056): a learner finishes a session with the knowledge check, and the progress page
// shows its gain as a point on the chart, with the same figure in words and in the table.
const TOPIC = 'Photosynthesis';
const EMPTY = 'Finish a session with the knowledge check to see your gain here.';

test('a learner finishes a session with the knowledge check and sees its gain on the progress chart', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'offline', 'the progress page is the same for every coach');
  test.setTimeout(180_000);
  const learner = await createLearner(request, 'progress-learner');
  await signIn(page, learner.username, learner.password);

  // Before any session: the page says how to get a gain.
  await page.getByRole('navigation').getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page).toHaveURL(/\/socratica\/progress$/);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectCleanScreen(page);

  await knowledgeCheckThenChat(page, TOPIC, 'How light becomes sugar inside the leaf');
  // The tutor's greeting first, so the reply to the learner's message is counted as the next one.
  await expect(tutorMessages(page).first()).toBeVisible();
  await say(page, 'Chlorophyll absorbs light, and the plant makes sugar from carbon dioxide and water.');
  await startPostAssessmentEarly(page);
  await expect(page).toHaveURL(/\/socratica\/post-assessment\/\d+$/);
  const sessionId = Number(page.url().split('/').at(-1));
  await completePostAssessment(page, 'Light energy becomes chemical energy in sugar');
  await expect(page).toHaveURL(new RegExp(`/socratica/report/${sessionId}$`));
  const tested = (await apiAs<EnhancedResults>(page, `assessments/${sessionId}/enhanced-results`)).analysis
    .tested_gain;
  expect(tested.items).toBeGreaterThan(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Your gain on ${TOPIC}` })).toBeVisible();
  const progress = await apiAs<LearnerProgress>(page, 'progress');
  expect(progress.topics.map((t) => t.sessions.map((s) => s.session_id))).toEqual([[sessionId]]);
  expect(progress.topics[0]!.sessions[0]!.tested_gain).toEqual(tested);

  const table = page.getByRole('table', { name: `Your sessions on ${TOPIC}, oldest first` });
  if (tested.normalized_gain === null) {
    // All right before the chat: nothing was left to gain, and the page says so rather than plotting 0.
    expect(tested.reason).toBe('pre_perfect');
    await expect(page.getByText('No gain measured on this topic yet')).toBeVisible();
    await expect(table.getByRole('cell', { name: /^Not measured/ })).toBeVisible();
  } else {
    const g = tested.normalized_gain.toFixed(2);
    // One session, one point on the line chart, and its figure in the caption and the table.
    await expect(page.locator('.recharts-line-dots circle')).toHaveCount(1);
    await expect(page.getByText(new RegExp(`measured session, oldest first: ${g} on `))).toBeVisible();
    await expect(table.getByRole('cell', { name: g, exact: true })).toBeVisible();
  }
  const cards = progress.cards;
  await expect(
    page.getByText(`${cards.total} ${cards.total === 1 ? 'card' : 'cards'} in all.`, { exact: false }),
  ).toBeVisible();
  await expectCleanScreen(page);
  await keepScreenshot(page, 'progress-1280');

  await page.setViewportSize(PHONE);
  await expect(table).toBeVisible();
  await expectCleanScreen(page);
  await keepScreenshot(page, 'progress-375');
});
