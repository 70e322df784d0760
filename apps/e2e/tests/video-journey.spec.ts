import type { VideoReportsReply } from '@socratica/contracts';
import { expect, test, type Page } from '@playwright/test';
import { bearerFor, createLearner } from '../support/accounts.js';
import { baselineThenChat, conversation, say, tutorMessages } from '../support/chat-page.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { signIn } from '../support/sign-in.js';
import { HOSTILE_TITLE, seedCatalogue } from '../support/video-catalogue.js';

async function searchVideos(page: Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Find videos' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Find videos' }).click();
  await dialog.getByRole('textbox', { name: 'What would you like to watch?' }).fill(query);
  await dialog.getByRole('textbox', { name: 'What would you like to watch?' }).press('Enter');
  await expect(dialog.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  return dialog;
}

test('a learner gets a suggested video, upvotes it, reports another and searches; a blacklisted channel disappears', async ({
  page,
  request,
}, testInfo) => {
  const admin = await bearerFor(request, 'admin', ADMIN_PASSWORD);
  await seedCatalogue(request, admin);
  const learner = await createLearner(request, `videos-${testInfo.project.name}`);
  await signIn(page, learner.username, learner.password);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await baselineThenChat(page, 'Photosynthesis');
  await expect(tutorMessages(page).first()).toBeVisible();

  // Asking for a video gets a compact card under the tutor's reply; it opens the video, as a
  // privacy-enhanced embed, in a dialog with Helpful and Report.
  await say(page, 'Is there a video that shows how leaves use light?');
  const suggested = conversation(page)
    .getByRole('list', { name: 'Suggested videos' })
    .getByRole('button')
    .first();
  await expect(suggested).toBeVisible();
  await expect(conversation(page).locator('iframe')).toHaveCount(0);

  // Upvote: pending, then Helpful for 3 seconds.
  await suggested.click();
  const videoDialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: /helpful/i }) });
  await expect(videoDialog.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
  );
  await videoDialog.getByRole('button', { name: 'Mark as helpful' }).click();
  await expect(videoDialog.getByRole('button', { name: 'Helpful', exact: true })).toBeVisible();
  await expect(videoDialog.getByRole('button', { name: 'Mark as helpful' })).toBeVisible();
  await videoDialog.getByRole('button', { name: 'Close video' }).click();

  // Search, then report a Green Science video with a reason (a blank one is refused first).
  let search = await searchVideos(page, 'photosynthesis');
  const results = search.getByRole('list', { name: 'Videos found' });
  await expect(results.getByText('Green Science').first()).toBeVisible();
  // The hostile title shows as text, under the chat's embed or among the results.
  await expect(page.getByText(HOSTILE_TITLE).first()).toBeAttached();
  await results.getByRole('button', { name: /Photosynthesis in five minutes/ }).click();
  const reported = page.getByRole('dialog', { name: 'Photosynthesis in five minutes' });
  await reported.getByRole('button', { name: 'Report', exact: true }).click();
  await reported.getByRole('button', { name: 'Send report' }).click();
  await expect(reported.getByRole('alert')).toContainText('Please say why you are reporting this video.');
  const reason = 'Misleading: it says plants eat soil. <script>alert("comment")</script>';
  await reported.getByRole('textbox', { name: 'Why are you reporting this video?' }).fill(reason);
  await reported.getByRole('button', { name: 'Send report' }).click();
  await expect(reported.getByRole('button', { name: 'Reported', exact: true })).toBeVisible();
  await reported.getByRole('button', { name: 'Close video' }).click();

  // An administrator blacklists the reported channel through the API.
  const pending = await request.get('/socratica/api/video-feedback/admin/reports', { headers: admin });
  const { reports } = (await pending.json()) as VideoReportsReply;
  const report = reports.find((r) => r.video_id === 'GrnSc1ence1' && r.username === learner.username);
  expect(report?.comment).toBe(reason);
  const review = await request.put(
    `/socratica/api/video-feedback/admin/reports/${report!.id}/review?action=blacklist_channel`,
    { headers: admin },
  );
  expect(review.status(), await review.text()).toBe(200);

  // The channel's videos no longer appear.
  search = await searchVideos(page, 'photosynthesis');
  await expect(
    search.getByRole('list', { name: 'Videos found' }).getByText('Leafy Lessons').first(),
  ).toBeVisible();
  await expect(search.getByText('Green Science')).toHaveCount(0);

  // The hostile title was shown as text, never run.
  await expect(page.locator('[onerror]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
