import { expect, test, type Page, type Route } from '@playwright/test';
import type { PodcastScheduleResponse } from '@socratica/contracts';
import { bearerFor } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { startOwnServer } from '../support/own-server.js';
import { signIn } from '../support/sign-in.js';

// Issue 14: a schedule whose slot was missed while the server was down for 8 hours (more than the 6-hour
// catch-up window) stays "Overdue (was … ET)" after the restart and offers Generate Now. Two pages press it
// at the same moment: one starts the run, the other is told a run is already going; the episode then
// appears on the card and in Latest Episodes, and the next generation is no longer overdue. The downtime is
// real: this spec runs its own server, stops it, and moves the slot in the stopped server's database.

const TITLE = 'Leaves after an outage';
const DOWNTIME_MS = 8 * 3600_000;
// Apart from the config's servers (support/constants.ts: 8181, 8183, 8282), server-process (8300–8799)
// and crash-restart (9300–9699).
const PORT = 9800 + Math.floor(Math.random() * 200);

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** The card of a schedule: an article named by its title. */
const card = (page: Page) => page.getByRole('article', { name: TITLE });

/** An instant's Eastern wall clock as the card writes it: "Mar 8, 2026, 9:05 AM ET". */
function easternClockText(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ET`;
}

/** An instant's Eastern date (YYYY-MM-DD) and time (HH:MM): a schedule's anchor date and generation time. */
function easternSlot(at: Date): { date: string; time: string } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date, time };
}

/**
 * Holds each page's Generate Now request in the browser until `release` is called, so that the button's
 * "Generating..." can be seen and both requests then reach the server at the same moment.
 */
async function holdGenerateNow(pages: Page[]) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  // Each arrival is wrapped in an object: returned bare, the async function would wait for it to happen.
  const held = await Promise.all(
    pages.map(async (page) => {
      let arrived!: () => void;
      const request = new Promise<void>((done) => (arrived = done));
      await page.route('**/socratica/api/podcasts/schedules/*/generate-now', async (route: Route) => {
        arrived();
        await released;
        await route.continue();
      });
      return { request };
    }),
  );
  return { allHeld: () => Promise.all(held.map(({ request }) => request)), release };
}

test('after 8 hours of downtime a schedule stays Overdue; Generate Now runs once, refuses a repeat, and the episode appears', async ({
  page: first,
  context,
  request,
}) => {
  test.skip(test.info().project.name !== 'offline', 'the tab is the same for both coaches');
  // Two starts of a server on a fresh folder and a 5-minute episode made offline, on a machine that may be busy.
  test.setTimeout(240_000);
  const own = await startOwnServer(PORT, 'overdue');
  try {
    // The slot that the downtime will have missed, to the minute; the schedule is created at its time of day.
    const missedSlot = new Date(Math.floor((Date.now() - DOWNTIME_MS) / 60_000) * 60_000);
    const slot = easternSlot(missedSlot);
    const created = await request.post('/socratica/api/podcasts/schedules', {
      headers: await bearerFor(request, 'admin', ADMIN_PASSWORD),
      data: {
        title: TITLE,
        topic: 'Photosynthesis',
        frequency: 'daily',
        generation_time: slot.time,
        duration_minutes: 5,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const scheduleId = ((await created.json()) as PodcastScheduleResponse).schedule.id;

    // The world after 8 hours of downtime: the schedule began on the missed slot's day, and that slot is
    // still its next one. The ticker judges a slot by the schedule's days and time, so both must say so.
    await own.whileStopped(async (database) => {
      const moved = await database.query(
        'update podcast_schedules set anchor_date = $1, next_generation_time = $2 where id = $3',
        [slot.date, missedSlot.toISOString(), scheduleId],
      );
      expect(moved.affectedRows).toBe(1);
    });

    // Missed by more than the 6-hour catch-up window: the restarted ticker leaves it for Generate Now.
    await signIn(first, 'admin', ADMIN_PASSWORD);
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto('/socratica/podcasts?tab=schedule');
      await expect(card(page)).toContainText(`Next:Overdue (was ${easternClockText(missedSlot)})`);
      await expect(card(page).getByRole('button', { name: `Generate Now ${TITLE}` })).toBeEnabled();
    }
    expect(await axeViolations(first)).toEqual([]);

    for (const page of [first, second]) {
      await card(page)
        .getByRole('button', { name: `Generate Now ${TITLE}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Generate Now' });
      await expect(confirm).toContainText(
        `Generate podcast episode now for "${TITLE}"? This will update the next generation time.`,
      );
      if (page === first) expect(await axeViolations(page)).toEqual([]);
    }

    const hold = await holdGenerateNow([first, second]);
    const answers = [first, second].map((page) =>
      page.waitForResponse((response) => response.url().endsWith(`/schedules/${scheduleId}/generate-now`)),
    );
    await Promise.all(
      [first, second].map((page) =>
        page
          .getByRole('dialog', { name: 'Generate Now' })
          .getByRole('button', { name: 'Generate episode' })
          .click(),
      ),
    );
    await hold.allHeld();
    for (const page of [first, second]) {
      const pressed = card(page).getByRole('button', { name: `Generating... ${TITLE}` });
      await expect(pressed).toHaveText('Generating...');
      await expect(pressed).toBeDisabled();
    }
    hold.release();

    // Exactly one run starts; the other page is told, in the spec's words, that one is already going.
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status()));
    expect(statuses.toSorted()).toEqual([202, 409]);
    const [started, refused] = statuses[0] === 202 ? [first, second] : [second, first];
    await expect(started.getByRole('dialog', { name: 'Generation started' })).toContainText(
      `Generation started for "${TITLE}".`,
    );
    const alreadyGoing = refused.getByRole('dialog', { name: 'Already generating' });
    await expect(
      alreadyGoing.getByText('Generation is already in progress for this schedule.', { exact: true }),
    ).toBeVisible();
    await started
      .getByRole('dialog', { name: 'Generation started' })
      .getByRole('button', { name: 'OK' })
      .click();
    await alreadyGoing.getByRole('button', { name: 'OK' }).click();

    // Both pages follow the one run to its episode, and the next slot has moved on to tomorrow's, at the same
    // time of day.
    const timeOfDay = easternClockText(missedSlot).split(', ').at(-1)!;
    const nextTomorrow = new RegExp(`Next:[A-Z][a-z]{2} \\d{1,2}, \\d{4}, ${timeOfDay} \\(in \\d+ hours?\\)`);
    // Issue 39: a scheduled episode's title names its topic and the sections it covers.
    const episodeTitle = /^Photosynthesis: .+/;
    for (const page of [first, second]) {
      await expect(card(page).getByRole('link', { name: episodeTitle })).toBeVisible({ timeout: 180_000 });
      await expect(card(page)).toContainText(nextTomorrow);
      await expect(card(page)).not.toContainText('Overdue');
      await expect(card(page)).toContainText('Episodes generated:1');
      // Issue 39: Generate Now stays on the active card, ready for another episode.
      await expect(card(page).getByRole('button', { name: `Generate Now ${TITLE}` })).toBeEnabled();
    }

    const episode = await card(started).getByRole('link', { name: episodeTitle }).innerText();
    await started.getByRole('tab', { name: 'Latest Episodes' }).click();
    const published = started.getByRole('article', { name: episode });
    await expect(published).toBeVisible();
    await expect(published).toContainText(`From the schedule “${TITLE}”`);
  } finally {
    await own.close();
  }
});
