import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearerFor, createLearner } from '../support/accounts.js';
import { openAdminTab, rowWith } from '../support/admin-panel.js';
import { sessionReadyForPostAssessment } from '../support/assessment-api.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { signIn } from '../support/sign-in.js';

// Issue 12: an administrator does every job of the panel in the browser, and each shows in the audit log,
// filtered and exported. What a learner does (chat, report a video) goes through the API, as the browser would.

const LEARNER = 'panel-learner';
const BLOCKED_WORD = 'zorblax';

/** Fills a dialog's form and submits it with its own button; the dialog closes when the server accepts. */
async function submitDialog(dialog: Locator, fields: Record<string, string>, submit: string) {
  for (const [label, value] of Object.entries(fields)) {
    // A required field's label ends in an asterisk.
    const field = dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
      await field.selectOption([{ label: value }, { value }]);
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: button }) });
  // A double click on the confirmation runs the action once (the audit log below counts it once).
  await dialog.getByRole('button', { name: button, exact: true }).dblclick();
  await expect(dialog).toBeHidden();
}

test('an administrator manages users, filters, videos and reports, and reads it all in the audit log', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'offline', 'one run is enough: the panel does not use the AI');
  const admin = await bearerFor(request, 'admin', ADMIN_PASSWORD);
  await signIn(page, 'admin', ADMIN_PASSWORD);

  // Users: create a learner, who signs in; deactivate them (their session stops), reactivate, change the password.
  const users = await openAdminTab(page, 'Users');
  await users.getByRole('button', { name: 'Create User' }).click();
  await submitDialog(
    page.getByRole('dialog', { name: 'Create User' }),
    { Username: LEARNER, Email: `${LEARNER}@example.com`, Password: 'first-pw', Role: 'user' },
    'Create User',
  );
  await expect(rowWith(users, LEARNER)).toContainText('Never');
  const learner = await bearerFor(request, LEARNER, 'first-pw');
  expect((await request.get('/socratica/api/me', { headers: learner })).status()).toBe(200);

  await rowWith(users, LEARNER)
    .getByRole('button', { name: `Deactivate ${LEARNER}` })
    .click();
  await confirm(page, 'Deactivate');
  await expect(rowWith(users, LEARNER)).toContainText(/inactive/i);
  expect((await request.get('/socratica/api/me', { headers: learner })).status()).toBe(401);

  await rowWith(users, LEARNER)
    .getByRole('button', { name: `Activate ${LEARNER}` })
    .click();
  await expect(rowWith(users, LEARNER).getByRole('button', { name: `Deactivate ${LEARNER}` })).toBeVisible();

  await rowWith(users, LEARNER)
    .getByRole('button', { name: `Change password of ${LEARNER}` })
    .click();
  const passwordDialog = page.getByRole('dialog', { name: `Change password for ${LEARNER}` });
  // Too short: the button says why instead of greying out (issue 38).
  await passwordDialog.getByLabel('New password').fill('abc');
  await passwordDialog.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordDialog.getByText('The password must have at least 4 characters.')).toBeVisible();
  await submitDialog(passwordDialog, { 'New password': 'second-pw' }, 'Change password');
  const relearner = await bearerFor(request, LEARNER, 'second-pw');

  // Content filtering: a blocked category, a filter that then blocks a chat message, and a blocked video.
  const filtering = await openAdminTab(page, 'Content filtering');
  await filtering.getByRole('button', { name: 'Add category' }).click();
  await submitDialog(
    page.getByRole('dialog', { name: /^Add .*category/i }),
    { Name: 'Made-up slurs', Description: 'Words no learner should meet', Severity: 'high' },
    'Add blocked category',
  );
  await expect(rowWith(filtering, 'Made-up slurs')).toBeVisible();
  await filtering.getByRole('button', { name: 'Add filter' }).click();
  await submitDialog(
    page.getByRole('dialog', { name: /^Add .*filter/i }),
    { 'Blocked category': 'Made-up slurs', Keywords: `${BLOCKED_WORD}, ${BLOCKED_WORD}s` },
    'Add content filter',
  );
  await expect(rowWith(filtering, BLOCKED_WORD)).toBeVisible();

  const sessionId = await sessionReadyForPostAssessment(request, relearner);
  await request.post('/socratica/api/chat/open', { headers: relearner, data: { session_id: sessionId } });
  const blocked = await request.post('/socratica/api/chat', {
    headers: relearner,
    data: { session_id: sessionId, messages: [{ role: 'user', content: `You are a ${BLOCKED_WORD}` }] },
  });
  expect(blocked.status()).toBe(200);
  // The kind refusal, written without the model: the filter tripped.
  expect(((await blocked.json()) as { content: string }).content).toMatch(/^I can't help with that here/);

  await filtering.getByRole('button', { name: 'Block a video' }).click();
  await submitDialog(
    page.getByRole('dialog', { name: /^Add .*video/i }),
    {
      'Blocked category': 'Made-up slurs',
      Title: 'A video full of made-up slurs',
      'YouTube URL': 'https://www.youtube.com/watch?v=Bl0ckedV1d0',
    },
    'Add blocked video',
  );
  await expect(rowWith(filtering, 'A video full of made-up slurs')).toBeVisible();

  // Video management: add a curated video from its URL, edit it, delete it.
  const management = await openAdminTab(page, 'Video management');
  await management.getByRole('button', { name: 'Add category' }).click();
  await submitDialog(
    page.getByRole('dialog', { name: /^Add .*category/i }),
    { Name: 'Geology', Description: 'Rocks, plates and volcanoes' },
    'Add video category',
  );
  await management.getByRole('button', { name: 'Add video' }).click();
  const addVideo = page.getByRole('dialog', { name: /^Add .*video/i });
  await addVideo.getByLabel('YouTube URL').fill('not a video address');
  await addVideo.getByRole('button', { name: /^Add/ }).click();
  await expect(addVideo.getByText('The URL must be a YouTube video address', { exact: false })).toBeVisible();
  await submitDialog(
    addVideo,
    {
      'Video category': 'Geology',
      Title: 'Plate tectonics in ten minutes',
      'YouTube URL': 'https://youtu.be/Pl4teTect0n',
      Channel: 'Rock Solid',
    },
    'Add curated video',
  );
  await rowWith(management, 'Plate tectonics in ten minutes').getByRole('button', { name: /^Edit/ }).click();
  await submitDialog(
    page.getByRole('dialog', { name: /^Edit/ }),
    { Title: 'Plate tectonics, explained' },
    'Save changes',
  );
  await rowWith(management, 'Plate tectonics, explained')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirm(page, 'Delete video');
  await expect(management.getByText('Plate tectonics, explained')).toHaveCount(0);

  // Video reports: a learner reports a video, and the admin blacklists its channel.
  const report = await request.post('/socratica/api/video-feedback/report', {
    headers: relearner,
    data: {
      video_id: 'Sp4mCh4nnel',
      video_url: 'https://www.youtube.com/watch?v=Sp4mCh4nnel',
      video_title: 'Buy followers now',
      channel_name: 'Spam Channel',
      channel_id: 'UCspamchannel0000000000',
      comment: 'This is an advert, not a lesson <img src=x onerror=alert(1)>',
    },
  });
  expect(report.status(), await report.text()).toBe(200);
  const reports = await openAdminTab(page, 'Video reports');
  const reported = rowWith(reports, 'This is an advert, not a lesson <img src=x onerror=alert(1)>');
  await reported.getByRole('button', { name: 'Blacklist channel' }).click();
  await expect(reported).toHaveCount(0);
  await expect(rowWith(reports.getByRole('table').nth(1), 'Spam Channel')).toBeVisible();

  // The audit log shows every one of these; filtered by action type, then exported.
  const audit = await openAdminTab(page, 'Audit logs');
  for (const action of [
    'User created',
    'User status changed',
    'Password changed',
    'Blocked category created',
    'Content filter created',
    'Message blocked',
    'Blocked video created',
    'Curated video created',
    'Curated video updated',
    'Curated video deleted',
    'Video report reviewed',
  ]) {
    await expect(audit.getByRole('cell', { name: action, exact: true }).first(), action).toBeVisible();
  }
  await audit.getByLabel('Action type').selectOption({ label: 'User status changed' });
  await expect(page).toHaveURL(/action_type=user_status_changed/);
  const statusRows = audit.getByRole('row').filter({ hasText: LEARNER });
  // Deactivated once (the double click on the confirmation ran once) and activated once.
  await expect(statusRows).toHaveCount(2);

  const download = page.waitForEvent('download');
  await audit.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).every((line) => line.includes('user_status_changed'))).toBe(true);
  expect(lines.slice(1).every((line) => line.includes(LEARNER))).toBe(true);

  expect((await request.get('/socratica/api/admin/users', { headers: relearner })).status()).toBe(403);
  expect((await request.get('/socratica/api/admin/users', { headers: admin })).status()).toBe(200);
});

test('the audit log opened from its address shows its rows, as every tab does', async ({ page }) => {
  test.skip(test.info().project.name !== 'offline', 'one run is enough');
  await signIn(page, 'admin', ADMIN_PASSWORD);
  // Signing in is itself logged, so the log has rows; each load starts cold, as a shared link would.
  for (let load = 0; load < 3; load += 1) {
    await page.goto('/socratica/admin?tab=audit-logs');
    const audit = page.getByRole('tabpanel', { name: 'Audit logs' });
    await expect(audit.getByRole('cell', { name: 'Sign-in', exact: true }).first()).toBeVisible();
    await expect(audit.getByText('No audit log entries yet.')).toHaveCount(0);
  }
});

test('a learner who opens the admin panel is sent home', async ({ page, request }) => {
  test.skip(test.info().project.name !== 'offline', 'one run is enough');
  const learner = await createLearner(request, 'panel-outsider');
  await signIn(page, learner.username, learner.password);
  await page.goto('/socratica/admin?tab=users');
  await expect(page).toHaveURL(/\/socratica\/$/);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();
  const token = await bearerFor(request, learner.username, learner.password);
  for (const path of ['admin/users', 'admin/audit-logs', 'admin/audit-logs/export', 'admin/dashboard'])
    expect((await request.get(`/socratica/api/${path}`, { headers: token })).status(), path).toBe(403);
});
