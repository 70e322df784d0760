import { expect, test } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { completePostAssessment } from '../support/answer-question.js';
import { openAdminTab, rowWith } from '../support/admin-panel.js';
import {
  baselineThenChat,
  conversation,
  say,
  tutorMessages,
  startPostAssessmentEarly,
} from '../support/chat-page.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { axeViolations } from '../support/axe.js';
import { keepScreenshot } from '../support/screenshots.js';
import { signIn } from '../support/sign-in.js';

// Issue 23 (D19): the tutor teaches from named sources the learner can follow: Wikipedia's article (the
// fake on loopback, never the real site), and a document an admin uploads in the Sources tab.

const NOTES = `# How volcanoes erupt

Magma rises because it is less dense than the solid rock around it. Gas dissolved in the magma forms
bubbles as it rises, and the pressure of the gas drives the eruption.

# Kinds of volcano

Shield volcanoes are built by runny basalt lava that flows far from the vent. Stratovolcanoes are built by
layers of sticky lava and ash, and they erupt explosively.
`;

test('a question of fact gets a sourced answer whose link opens the article at its section', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request, 'sources-wikipedia');
  await signIn(page, learner.username, learner.password);
  await baselineThenChat(page, 'French Revolution');
  await expect(tutorMessages(page).first()).toBeVisible();

  await say(page, 'What caused the French Revolution?');

  const answer = tutorMessages(page).last();
  await expect(answer).toContainText('The causes of the French Revolution include a fiscal crisis');
  const link = answer.getByRole('link', { name: 'French Revolution › Causes' });
  await expect(link).toHaveAttribute('href', /\/wiki\/French_Revolution#Causes$/);
  await expect(answer.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );

  // The link works: it opens the article, in a new tab, at the section the quote comes from.
  const [article] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await article.waitForLoadState();
  await expect(article.getByRole('heading', { level: 1, name: 'French Revolution' })).toBeVisible();
  await expect(article.locator('#Causes')).toHaveText('Causes');
  await article.close();
});

test('a false claim gets the source’s sentence with a working link, and the report lists the claim', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request, 'sources-claim');
  await signIn(page, learner.username, learner.password);
  await baselineThenChat(page, 'French Revolution');
  await expect(tutorMessages(page).first()).toBeVisible();

  await say(page, 'The crowds stormed the Bastille in 1790, right?');

  const reply = tutorMessages(page).last();
  await expect(reply).toContainText("That doesn't match the source.");
  await expect(reply).toContainText('On 14 July 1789 crowds in Paris stormed the Bastille');
  await expect(reply).toContainText('It gives 14 July 1789, not 1790.');
  await keepScreenshot(reply, 'chat-contradicted-claim');
  const link = reply.getByRole('link', { name: 'French Revolution › Storming of the Bastille' });
  await expect(link).toHaveAttribute('href', /\/wiki\/French_Revolution#Storming_of_the_Bastille$/);
  const [article] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await article.waitForLoadState();
  await expect(article.locator('#Storming_of_the_Bastille')).toHaveText('Storming of the Bastille');
  await article.close();

  // A true claim of two words and a date is confirmed with the sentence that says it (decision 065).
  await say(page, 'Robespierre was guillotined in July 1794, right?');
  const confirmed = tutorMessages(page).last();
  await expect(confirmed).toContainText('Yes.');
  await expect(confirmed).toContainText('Robespierre was himself arrested and guillotined in July 1794.');
  await keepScreenshot(confirmed, 'chat-supported-claim');

  await startPostAssessmentEarly(page);
  await completePostAssessment(page, 'Crowds in Paris stormed the Bastille on 14 July 1789');
  await expect(page).toHaveURL(/\/socratica\/report\/\d+$/);
  const claims = page.getByRole('region', { name: 'Claims from your chat that the sources contradict' });
  await expect(claims).toContainText('You said: “The crowds stormed the Bastille in 1790.”');
  await expect(claims).toContainText('On 14 July 1789 crowds in Paris stormed the Bastille');
  await expect(
    claims.getByRole('link', { name: 'French Revolution › Storming of the Bastille' }),
  ).toHaveAttribute('href', /#Storming_of_the_Bastille$/);
  await keepScreenshot(claims, 'report-contradicted-claims');
  expect(await axeViolations(page)).toEqual([]);
});

test('an explanation asked for comes as the section’s own sentences, numbered in its order, under a working link', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request, 'sources-explain');
  await signIn(page, learner.username, learner.password);
  await baselineThenChat(page, 'French Revolution');
  await expect(tutorMessages(page).first()).toBeVisible();

  await say(page, 'Explain step by step how the Reign of Terror went.');

  const reply = tutorMessages(page).last();
  const steps = reply.getByRole('listitem');
  await expect(steps.first()).toContainText('From 1793 to 1794 the Committee of Public Safety ruled');
  await expect(steps.last()).toContainText('Robespierre was himself arrested and guillotined in July 1794.');
  await expect(reply).toContainText('To check you have it:');
  await expect(reply.getByRole('link', { name: 'French Revolution › Reign of Terror' })).toHaveAttribute(
    'href',
    /\/wiki\/French_Revolution#Reign_of_Terror$/,
  );
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false');
  await keepScreenshot(reply, 'chat-explanation');
  expect(await axeViolations(page)).toEqual([]);
});

test('an admin uploads a document, and a learner on its topic is taught from it, named', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  const sources = await openAdminTab(page, 'Sources');
  const form = sources.getByRole('form', { name: 'Add a document' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Volcano notes');
  await form.getByRole('textbox', { name: 'Topics' }).fill('volcanoes');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'volcanoes.md', mimeType: 'text/markdown', buffer: Buffer.from(NOTES) });
  await form.getByRole('button', { name: 'Add document' }).click();
  const row = rowWith(sources, 'Volcano notes');
  await expect(row).toBeVisible();
  await expect(row).toContainText('volcanoes');

  // Its passages, under its headings, as plain text.
  await row.getByRole('button', { name: /View passages/ }).click();
  const passages = page.getByRole('dialog');
  await expect(passages).toContainText('Volcano notes › How volcanoes erupt');
  await expect(passages).toContainText('the pressure of the gas drives the eruption');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);

  const learner = await createLearner(request, 'sources-document');
  await signIn(page, learner.username, learner.password);
  await baselineThenChat(page, 'Volcanoes');
  await expect(tutorMessages(page).first()).toBeVisible();

  await say(page, 'Why does magma rise?');

  const answer = tutorMessages(page).last();
  await expect(answer).toContainText('Magma rises because it is less dense than the solid rock around it.');
  await expect(answer).toContainText('From the document “Volcano notes › How volcanoes erupt”');
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false');
});
