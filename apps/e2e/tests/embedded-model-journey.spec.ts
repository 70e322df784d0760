import type { ChatSession } from '@socratica/contracts';
import { expect, test, type Page } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { openAdminTab } from '../support/admin-panel.js';
import { apiAs, baselineThenChat, conversation, say, tutorMessages } from '../support/chat-page.js';
import { ADMIN_PASSWORD, TINY_MODEL } from '../support/constants.js';
import { keepScreenshot } from '../support/screenshots.js';
import { signIn } from '../support/sign-in.js';

// Issue 26 (DESIGN D21): on a server started with SOCRATICA_AI_PROVIDER=local the offline coach answers until
// an admin downloads the embedded model; then the model is asked (and its gibberish turned away, issue 38). The model is the tests' tiny one, served by
// the fake Hugging Face Hub, whose first download stalls half-way (global-setup.ts): the admin sees it run,
// cancels it and resumes it.

const TOPIC = 'Tides';
const OFFLINE_NOTE = 'The AI coach was unavailable for this turn, so the built-in offline coach answered.';

/**
 * What the offline coach writes: English sentences, from a capital letter to a full stop or a question mark,
 * without the quotes and brackets the tiny model prefers (its replies are gibberish made mostly of them).
 */
const ENGLISH_REPLY = /^Tutor said:\s*[A-Z][^"{}[\]]*[.?!]$/;

const coachStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'AI coach:' });
const lastTutorMessage = (page: Page) => tutorMessages(page).last();

test('the admin downloads the embedded model, and a learner’s chat goes from the offline coach to it', async ({
  page: admin,
  browser,
  request,
}) => {
  // The learner starts before the download, on the offline coach: the baseline's questions are the offline
  // coach's, which a learner can answer (the tiny model's would be gibberish).
  const account = await createLearner(request, 'embedded-learner');
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, account.username, account.password);
  await expect(coachStatus(learner)).toContainText('AI coach: built-in offline coach');
  await baselineThenChat(learner, TOPIC);
  await expect(tutorMessages(learner).first()).toBeVisible();
  await say(learner, 'Why are there two tides a day?');
  await expect(lastTutorMessage(learner)).toHaveText(ENGLISH_REPLY);

  // The admin finds the model not downloaded, and nothing to check yet.
  await signIn(admin, 'admin', ADMIN_PASSWORD);
  const settings = await openAdminTab(admin, 'Settings');
  const card = settings.getByRole('region', { name: 'Embedded model' });
  await expect(card).toContainText('Not downloaded yet: learners get the offline coach until it is.');
  const fact = (label: string) =>
    card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Model')).toHaveText('tiny');
  await expect(fact('Address')).toHaveText(`hf:${TINY_MODEL.owner}/${TINY_MODEL.repo}/${TINY_MODEL.path}`);
  await expect(fact('Size')).toHaveText(/^\d+ KB$/);
  await expect(fact('Licence')).toHaveText('mit');
  const connection = settings.getByRole('region', { name: 'AI connection' });
  await connection.getByRole('button', { name: 'Check the AI connection' }).click();
  await expect(connection.getByRole('alert')).toContainText('No model to check');
  await expect(connection.getByRole('alert')).toContainText(
    'The embedded model is not downloaded yet, so there is no model to check: download it first, then check again.',
  );
  await keepScreenshot(admin, 'embedded-model-1-not-downloaded', { height: 1100 });

  // Download: it runs, with its progress, until the connection stalls; the admin cancels and resumes it.
  await card.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(card).toContainText('Downloading: learners get the offline coach until it is done.');
  await expect(card.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await expect(card.getByText(/^\d+ KB of \d+ KB/)).toBeVisible();
  await keepScreenshot(card, 'embedded-model-2-downloading');
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(card).toContainText('Paused: what arrived is kept, and Resume continues from there.');
  await expect(card.getByText(/^\d+ KB of \d+ KB$/)).toBeVisible();
  await keepScreenshot(card, 'embedded-model-3-paused');
  await card.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(card).toContainText('Ready: learners get the embedded model.');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('progressbar')).toHaveCount(0);

  // The embedded model now answers the connection check's four calls.
  await connection.getByRole('button', { name: 'Check the AI connection' }).click();
  await expect(connection.getByRole('alert')).toContainText('Connection works');
  await expect(connection.getByRole('alert')).toContainText('Connected to the embedded model');
  const checks = connection.getByRole('list', { name: 'AI connection checks' });
  await expect(checks.getByText('Works', { exact: true })).toHaveCount(4);
  await keepScreenshot(admin, 'embedded-model-4-ready', { height: 1500 });

  // The learner's next reply is asked of the embedded model. The tiny model writes gibberish, which the checks
  // turn away as junk (issue 38): the offline coach answers, with its note, and the admin's dashboard counts the
  // model's unanswered turn (only a model's reply is counted, so the embedded model was asked).
  await say(learner, 'And why does the Moon matter for the tides?');
  await expect(lastTutorMessage(learner)).toHaveText(ENGLISH_REPLY);
  await expect(conversation(learner).getByText(OFFLINE_NOTE)).toHaveCount(1);
  const chat = await apiAs<ChatSession>(learner, `assessments/${await sessionId(learner)}/chat`);
  const replies = chat.messages.filter((message) => message.role === 'assistant');
  expect(replies.at(-1)!.answered_offline).toBe(true);
  const dashboard = await openAdminTab(admin, 'Dashboard');
  await expect(dashboard.getByRole('group', { name: /^Model replies replaced/ })).toContainText(
    'Unanswered: 1',
  );
  await keepScreenshot(learner, 'embedded-model-5-chat-reply', { height: 720 });

  // The landing page says which coach serves.
  await learner.goto('/socratica/');
  await expect(coachStatus(learner)).toContainText('AI coach: embedded model on this server');
  await learnerContext.close();
});

/** The session the chat page shows, as the page keeps it. */
async function sessionId(page: Page): Promise<number> {
  return Number(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('socratica.assessment_context') ?? '{}').value?.session_id,
    ),
  );
}
