import { expect, test } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { openAdminTab, rowWith } from '../support/admin-panel.js';
import { baselineThenChat, conversation, say, tutorMessages } from '../support/chat-page.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
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
