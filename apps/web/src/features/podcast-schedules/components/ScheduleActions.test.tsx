import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '../../../testing/admin-podcasts';
import { json, networkDown } from '../../../testing/mock-api';
import {
  A_DAY_AGO,
  holdScheduleClock,
  IN_THREE_DAYS,
  mockScheduleApi,
  podcastSchedule,
  renderScheduleTab,
  SCHEDULES_PATH,
} from '../../../testing/podcast-schedules';

const GENERATE_NOW = `POST ${SCHEDULES_PATH}/7/generate-now`;
const overdue = podcastSchedule({ next_generation_time: A_DAY_AGO });
const started = (message = 'Generation started for “Weekly tides”.') =>
  json({
    success: true,
    message,
    job_id: 'e3f4a5b6-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    schedule: podcastSchedule({ next_generation_time: IN_THREE_DAYS, generating: true }),
  });

/** Spec 2 §5's words, for a schedule whose slot is due: the server then moves the next time on. */
const DUE_QUESTION =
  'Generate podcast episode now for "Weekly tides"? This will update the next generation time.';

async function confirmGenerateNow(question = DUE_QUESTION) {
  await userEvent.click(await screen.findByRole('button', { name: 'Generate Now Weekly tides' }));
  const confirm = await screen.findByRole('dialog', { name: 'Generate Now' });
  expect(confirm).toHaveTextContent(question);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Generate episode' }));
}

/** The alert that reports Generate Now's outcome: its whole text. */
async function alertText(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  return dialog.textContent;
}

afterEach(() => vi.useRealTimers());

describe('Pause and Resume', () => {
  it('pauses an active schedule and reloads the list, which shows it paused', async () => {
    let schedule = podcastSchedule();
    const api = mockScheduleApi(() => [schedule], {
      [`POST ${SCHEDULES_PATH}/7/toggle`]: () => {
        schedule = podcastSchedule({ is_active: false });
        return json({ success: true, schedule, message: 'Schedule paused.' });
      },
    });
    renderScheduleTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Pause Weekly tides' }));
    expect(await screen.findByRole('button', { name: 'Resume Weekly tides' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Weekly tides' })).toHaveTextContent('Paused');
    expect(api.changes()).toEqual([`POST ${SCHEDULES_PATH}/7/toggle`]);
    expect(api.listLoads()).toBe(2);
  });

  it('says "Failed to toggle schedule. Please try again." with the server’s reason', async () => {
    const detail = 'You can have 3 active schedules. Pause one first.';
    mockScheduleApi([podcastSchedule({ is_active: false })], {
      [`POST ${SCHEDULES_PATH}/7/toggle`]: () => json({ detail }, 403),
    });
    renderScheduleTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Resume Weekly tides' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to toggle schedule. Please try again.');
    expect(banner).toHaveTextContent(detail);
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss the error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Delete', () => {
  it('asks the spec’s question, deletes nothing on Cancel, and on confirm deletes and reloads', async () => {
    let schedules = [podcastSchedule()];
    const api = mockScheduleApi(() => schedules, {
      [`DELETE ${SCHEDULES_PATH}/7`]: () => {
        schedules = [];
        return json({ success: true, message: 'Schedule deleted.' });
      },
    });
    renderScheduleTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Weekly tides' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete schedule' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Weekly tides"? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete schedule' })).not.toBeInTheDocument(),
    );
    expect(api.changes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Weekly tides' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete schedule' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete schedule' }));

    expect(await screen.findByRole('heading', { name: 'No Schedules Yet' })).toBeVisible();
    expect(api.changes()).toEqual([`DELETE ${SCHEDULES_PATH}/7`]);
  });

  it('says "Failed to delete schedule. Please try again." when it fails', async () => {
    mockScheduleApi([podcastSchedule()], {
      [`DELETE ${SCHEDULES_PATH}/7`]: () => new Response('', { status: 500 }),
    });
    renderScheduleTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Weekly tides' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete schedule' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete schedule. Please try again.',
    );
    expect(screen.getByRole('article', { name: 'Weekly tides' })).toBeVisible();
  });
});

describe('Generate Now', () => {
  it('asks first, shows "Generating..." disabled while it runs, then the server’s message and reloads', async () => {
    holdScheduleClock();
    const held = heldAnswer();
    let schedule = overdue;
    const api = mockScheduleApi(() => [schedule], { [GENERATE_NOW]: held.answer });
    renderScheduleTab();

    await confirmGenerateNow();
    const running = await screen.findByRole('button', { name: 'Generating... Weekly tides' });
    expect(running).toBeDisabled();
    expect(running).toHaveTextContent('Generating...');
    expect(api.changes()).toEqual([GENERATE_NOW]);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toBeNull();

    schedule = podcastSchedule({ next_generation_time: IN_THREE_DAYS });
    held.release(started());
    expect(await alertText('Generation started')).toContain(
      'Generation started for “Weekly tides”. The episode is generated in the background; check back in a few minutes.',
    );
    await waitFor(() => expect(api.listLoads()).toBe(2));
    expect(await screen.findByText('May 4, 2026, 9:00 AM ET (in 3 days)')).toBeVisible();
    // Still on the card, now that the next time is ahead (issue 39), and ready again.
    expect(await screen.findByRole('button', { name: 'Generate Now Weekly tides' })).toBeEnabled();
  });

  it('says truthfully that no episode is due yet, and that it counts toward the day’s limit (issue 39)', async () => {
    holdScheduleClock();
    const api = mockScheduleApi([podcastSchedule()], { [GENERATE_NOW]: () => started() });
    renderScheduleTab();

    await confirmGenerateNow(
      'No episode is due yet for "Weekly tides". Make one now? It counts toward today’s limit of 3, and the next generation time stays as it is.',
    );
    expect(await alertText('Generation started')).toContain('Generation started for “Weekly tides”.');
    expect(api.changes()).toEqual([GENERATE_NOW]);
  });

  it('does nothing when the confirm is cancelled', async () => {
    holdScheduleClock();
    const api = mockScheduleApi([overdue]);
    renderScheduleTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Generate Now Weekly tides' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate Now' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Generate Now' })).not.toBeInTheDocument(),
    );
    expect(api.changes()).toEqual([]);
  });

  it('shows "Generating..." disabled while the server says a run is going on', async () => {
    holdScheduleClock();
    mockScheduleApi([{ ...overdue, generating: true }]);
    renderScheduleTab();

    expect(await screen.findByRole('button', { name: 'Generating... Weekly tides' })).toBeDisabled();
  });

  it('alerts "Generation is already in progress for this schedule." on a repeat', async () => {
    holdScheduleClock();
    const api = mockScheduleApi([overdue], {
      [GENERATE_NOW]: () => json({ detail: 'Generation is already in progress for this schedule.' }, 409),
    });
    renderScheduleTab();

    await confirmGenerateNow();
    expect(await alertText('Already generating')).toBe(
      'Already generatingGeneration is already in progress for this schedule.OK',
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Already generating' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Already generating' })).not.toBeInTheDocument(),
    );
    // The list reloads after a refusal too: a run someone else started shows.
    await waitFor(() => expect(api.listLoads()).toBe(2));
  });

  it.each([
    [
      'the server’s detail',
      () => json({ detail: 'The premium model is for admins.' }, 403),
      'The premium model is for admins.',
    ],
    [
      '"Server error (status): text" without a detail',
      () => new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
      'Server error (500): Internal Server Error',
    ],
    [
      '"Invalid response format" for an answer without its message',
      () => json({ success: true }),
      'Invalid response format',
    ],
    ['"Network error" when no answer came', () => networkDown(), 'Network error'],
  ])('alerts "Failed to generate podcast: {message}" with %s', async (_case, answer, message) => {
    holdScheduleClock();
    mockScheduleApi([overdue], { [GENERATE_NOW]: answer });
    renderScheduleTab();

    await confirmGenerateNow();
    expect(await alertText('Generation failed')).toContain(`Failed to generate podcast: ${message}`);
  });
});
