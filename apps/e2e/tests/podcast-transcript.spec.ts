import { expect, test, type Locator } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { openAdminTab, rowWith } from '../support/admin-panel.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { publishedEpisode } from '../support/published-episode.js';
import { signIn } from '../support/sign-in.js';

// Issue 24, points 8 and 9: one real click on a card's Play plays (no autoplay flag on the browser: the click is
// the user gesture); the player shows the turn being said and a transcript with each speaker that follows
// playback; an admin hears and reads an episode in Preview before featuring it.

const TITLE = 'Leaves, turn by turn';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await publishedEpisode(request, TITLE, 5);
  await request.dispose();
});

const currentTime = (audio: Locator) => audio.evaluate((element: HTMLAudioElement) => element.currentTime);
/** A transcript line's start, from its "m:ss" label. */
const startOf = async (cue: Locator) => {
  const [, minutes, seconds] = /^(\d+):(\d\d)/.exec((await cue.textContent()) ?? '')!;
  return Number(minutes) * 60 + Number(seconds);
};

test('a learner presses Play once and hears the episode, with captions and a transcript that follows', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request, 'transcript-listener');
  await signIn(page, learner.username, learner.password);
  await page.goto('/socratica/podcasts');
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await card.getByRole('button', { name: `Play ${TITLE}` }).click();

  // One press: playing, and the clock runs.
  const player = page.getByRole('dialog', { name: TITLE });
  const audio = player.locator('audio');
  await expect.poll(() => currentTime(audio)).toBeGreaterThan(1);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  const before = await currentTime(audio);
  await expect.poll(() => currentTime(audio)).toBeGreaterThan(before + 0.5);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(audio.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute('src', /\.vtt$/);

  // The caption line: the turn being said, with its speaker; Captions is on by default.
  await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(player.getByTestId('caption-line')).toContainText(/^(Host|Co-host): \S/);

  // The transcript: every turn with its time and speaker, the one being said marked.
  await player.getByRole('button', { name: 'Transcript' }).click();
  const transcript = player.getByRole('list', { name: 'Transcript' });
  const cues = transcript.getByRole('button');
  await expect(cues.filter({ hasText: /^\d+:\d\d Host: \S/ }).first()).toBeVisible();
  await expect(cues.filter({ hasText: /^\d+:\d\d Co-host: \S/ }).first()).toBeVisible();
  await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1);

  // A later line, chosen from the keyboard, plays from its start and becomes the marked one, kept in view.
  const later = cues.nth(6);
  const from = await startOf(later);
  await later.focus();
  await page.keyboard.press('Enter');
  await expect(later).toHaveAttribute('aria-current', 'true');
  await expect(later).toBeInViewport();
  const at = await currentTime(audio);
  expect(at).toBeGreaterThanOrEqual(from);
  expect(at).toBeLessThan(from + 5);
  await expect(player.getByTestId('caption-line')).toContainText(
    (await later.textContent())!.replace(/^\S+ /, ''),
  );

  // Captions off is remembered when the player opens again.
  await player.getByRole('button', { name: 'Captions' }).click();
  await expect(player.getByTestId('caption-line')).toHaveCount(0);
  await player.getByRole('button', { name: 'Close player' }).click();
  await card.getByRole('button', { name: new RegExp(`^(Play|Continue) ${TITLE}$`) }).click();
  await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  await expect(player.getByTestId('caption-line')).toHaveCount(0);
});

test('an admin previews an episode in the podcasts tab: hears it and reads its transcript', async ({
  page,
}) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  const tab = await openAdminTab(page, 'Podcasts');
  await rowWith(tab, TITLE)
    .getByRole('button', { name: `Preview ${TITLE}` })
    .click();
  const preview = page.getByRole('dialog', { name: `Preview: ${TITLE}` });
  const transcript = preview.getByRole('list', { name: 'Transcript' });
  const cues = transcript.getByRole('button');
  await expect(cues.filter({ hasText: /^\d+:\d\d Host: \S/ }).first()).toBeVisible();
  await expect(cues.filter({ hasText: /^\d+:\d\d Co-host: \S/ }).first()).toBeVisible();

  // A line plays from its start.
  const audio = preview.locator('audio');
  const line = cues.nth(3);
  const from = await startOf(line);
  await line.click();
  await expect.poll(() => currentTime(audio)).toBeGreaterThan(from + 0.5);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await expect(line).toHaveAttribute('aria-current', 'true');
});
