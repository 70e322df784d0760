import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { PHONE } from '../support/phone.js';
import { signIn } from '../support/sign-in.js';

// Issue 14: an admin's podcast schedule on the Schedule tab, created, edited, paused, resumed and deleted,
// with axe on the tab and its forms, and the tab at 375 px. Issue 39: Generate Now on an active card whose
// slot is still ahead, with a truthful confirmation, and a paused card that names no next time.

const TITLE = 'Leaves every week';

/** Tomorrow's date in New York, YYYY-MM-DD: a next generation date that is surely ahead. */
const tomorrowInNewYork = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now() + 24 * 3600_000);

/** A schedule's card: an article named by its title. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('an admin creates, edits, pauses, resumes and deletes a schedule', async ({ page }) => {
  test.skip(test.info().project.name !== 'offline', 'the tab is the same for both coaches');
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/socratica/podcasts?tab=schedule');
  await expect(page.getByRole('heading', { name: 'Podcast Schedules' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Schedule' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Schedule' });
  expect(await axeViolations(page)).toEqual([]);
  // Refused by the form first: a title and a topic are required.
  await create.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(create).toBeVisible();
  await create.getByLabel(/^Title/).fill(TITLE);
  await create.getByLabel(/^Topic/).fill('Photosynthesis');
  await create.getByLabel(/^Generation time/).fill('07:30');
  await create.getByLabel('Duration').selectOption({ label: '5 minutes' });
  await create.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(create).toBeHidden();

  const created = card(page, TITLE);
  await expect(created).toContainText('Weekly');
  await expect(created).toContainText('Active');
  await expect(created).toContainText('7:30 AM ET');
  await expect(created).toContainText(/Next:.*ET \((in \d+ hours?|in \d+ days?|very soon)\)/);
  expect(await axeViolations(page)).toEqual([]);

  await created.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Schedule' });
  await edit.getByLabel(/^Title/).fill('Leaves every day');
  await edit.getByLabel('Frequency').selectOption({ label: 'Daily' });
  await edit.getByLabel(/^Next generation date/).fill(tomorrowInNewYork());
  expect(await axeViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Update Schedule' }).click();
  await expect(edit).toBeHidden();
  const edited = card(page, 'Leaves every day');
  await expect(edited).toContainText('Daily');
  await expect(edited).toContainText(/\(in 1 day\)|\(in \d+ hours?\)/);

  // Issue 39: Generate Now is on every active card; no slot is due, and the confirmation says so.
  await edited.getByRole('button', { name: 'Generate Now Leaves every day' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Now' });
  await expect(generate).toContainText(
    'No episode is due yet for "Leaves every day". Make one now? The next generation time stays as it is.',
  );
  await generate.getByRole('button', { name: 'Generate episode' }).click();
  const startedAlert = page.getByRole('dialog', { name: 'Generation started' });
  await expect(startedAlert).toContainText('Generation started for "Leaves every day".');
  await startedAlert.getByRole('button', { name: 'OK' }).click();
  await expect(startedAlert).toBeHidden();
  // The slot still ahead stays where it was.
  await expect(edited).toContainText(/\(in 1 day\)|\(in \d+ hours?\)/);

  await edited.getByRole('button', { name: 'Pause Leaves every day' }).click();
  await expect(edited).toContainText('Paused');
  // A paused card names no next time and offers no Generate Now.
  await expect(edited).toContainText('Paused: no episodes until you resume');
  await expect(edited).not.toContainText(/Overdue|very soon|\(in \d/);
  await expect(edited.getByRole('button', { name: /Generate Now|Generating/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('paused-card.png'), fullPage: true });
  await edited.getByRole('button', { name: 'Resume Leaves every day' }).click();
  await expect(edited).toContainText('Active');

  await page.setViewportSize(PHONE);
  const remove = edited.getByRole('button', { name: 'Delete Leaves every day' });
  await remove.scrollIntoViewIfNeeded();
  // At 375 px the card fits the screen, its last button included, and nothing scrolls sideways.
  const box = await remove.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  expect(await axeViolations(page)).toEqual([]);
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete schedule' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Leaves every day"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete schedule' }).click();
  await expect(page.getByText('No Schedules Yet')).toBeVisible();
});
