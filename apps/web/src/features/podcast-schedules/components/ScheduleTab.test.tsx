import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { podcastJob } from '../../../testing/admin-podcasts';
import { json, mockApi } from '../../../testing/mock-api';
import {
  A_DAY_AGO,
  IN_THREE_DAYS,
  holdScheduleClock,
  mockScheduleApi,
  podcastSchedule,
  renderScheduleTab,
  scheduleList,
  SCHEDULES_PATH,
} from '../../../testing/podcast-schedules';

const cardOf = (title: string) => screen.findByRole('article', { name: title });

afterEach(() => vi.useRealTimers());

describe('ScheduleTab', () => {
  it('shows "No Schedules Yet", whose "Create Your First Schedule" opens the create form', async () => {
    mockScheduleApi([]);
    renderScheduleTab();

    expect(await screen.findByRole('heading', { name: 'No Schedules Yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Single Podcast' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create New Schedule' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Your First Schedule' }));
    // The modal fades in: it is found as soon as it mounts, and visible once its transition has run.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Create New Schedule' })).toBeVisible());
  });

  it('reports a failed load in a dismissible banner, and loads again on Try Again', async () => {
    let answer = () => json({ detail: 'The database is restarting.' }, 503);
    mockApi({ [`GET ${SCHEDULES_PATH}`]: () => answer() });
    renderScheduleTab();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load podcast schedules. Please try again.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss the error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = () => json(scheduleList([podcastSchedule()]));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await cardOf('Weekly tides')).toBeVisible();
  });

  it('shows a card’s every fact, in Eastern time, with the model the server names', async () => {
    holdScheduleClock();
    mockScheduleApi([
      podcastSchedule(),
      podcastSchedule({
        id: 8,
        title: 'Daily verbs',
        description: '',
        frequency: 'daily',
        generation_time: '18:30',
        duration_minutes: 5,
        voice: 'onyx',
        use_o3_model: true,
        next_generation_time: null,
        total_episodes_generated: 0,
        last_generated_at: null,
      }),
    ]);
    renderScheduleTab();

    const weekly = await cardOf('Weekly tides');
    expect(within(weekly).getByText('Weekly')).toBeVisible();
    expect(within(weekly).getByText('Active')).toBeVisible();
    expect(within(weekly).getByText('Why the sea rises twice a day.')).toBeVisible();
    const facts = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(facts(weekly)).toEqual([
      'Topic: Oceans',
      'Duration: 15 min',
      'Time: 9:00 AM ET',
      'Voice: Nova (Neutral)',
      'Model: llama3.1 (Standard)',
      'Episodes generated: 4',
      'Next: May 4, 2026, 9:00 AM ET (in 3 days)',
      'Last generated: Apr 27, 2026, 9:02 AM ET',
    ]);
    expect(within(weekly).queryByText(/^by /)).not.toBeInTheDocument();

    const daily = await cardOf('Daily verbs');
    expect(within(daily).getByText('Daily')).toBeVisible();
    expect(facts(daily)).toEqual([
      'Topic: Oceans',
      'Duration: 5 min',
      'Time: 6:30 PM ET',
      'Voice: Onyx (Deep)',
      'Model: qwen3-235b (Premium)',
      'Episodes generated: 0',
      'Next: Not scheduled',
    ]);
  });

  it('shows an admin each schedule’s owner', async () => {
    mockScheduleApi([
      podcastSchedule(),
      podcastSchedule({
        id: 9,
        title: 'Monthly stars',
        frequency: 'monthly',
        owner: { id: 1, username: 'grace' },
      }),
    ]);
    renderScheduleTab({ isAdmin: true });

    expect(within(await cardOf('Weekly tides')).getByText('by ada')).toBeVisible();
    expect(within(await cardOf('Monthly stars')).getByText('by grace')).toBeVisible();
    expect(within(await cardOf('Monthly stars')).getByText('Monthly')).toBeVisible();
  });

  it('sets a paused card apart, offers Resume, no Generate Now and no next time (issue 39)', async () => {
    holdScheduleClock();
    const reason =
      'Paused by the server: the last 3 episodes made nothing. The last one said: nothing new. Edit the schedule, then Resume it.';
    mockScheduleApi([
      podcastSchedule({ next_generation_time: A_DAY_AGO }),
      podcastSchedule({
        id: 8,
        title: 'Paused tides',
        is_active: false,
        next_generation_time: A_DAY_AGO,
      }),
      podcastSchedule({
        id: 9,
        title: 'Quiet tides',
        is_active: false,
        paused_reason: reason,
        next_generation_time: IN_THREE_DAYS,
      }),
    ]);
    renderScheduleTab();

    const active = await cardOf('Weekly tides');
    const paused = await cardOf('Paused tides');
    expect(active).not.toHaveAttribute('data-paused');
    expect(paused).toHaveAttribute('data-paused');
    expect(within(paused).getByText('Paused')).toBeVisible();
    expect(within(paused).getByRole('button', { name: 'Resume Paused tides' })).toBeVisible();
    expect(within(paused).queryByRole('button', { name: /Generate Now/ })).not.toBeInTheDocument();
    // A paused schedule makes nothing: it names no next time, neither overdue nor to come.
    expect(within(paused).getByText('Paused: no episodes until you resume')).toBeVisible();
    expect(paused).not.toHaveTextContent(/Overdue|very soon|in \d/);
    const quiet = await cardOf('Quiet tides');
    expect(within(quiet).getByText('Paused: no episodes until you resume')).toBeVisible();
    expect(quiet).not.toHaveTextContent('May 4, 2026');
    // Why the server paused it, said on the card.
    expect(within(quiet).getByRole('note')).toHaveTextContent(reason);
    expect(within(paused).queryByRole('note')).not.toBeInTheDocument();

    expect(within(active).getByRole('button', { name: 'Pause Weekly tides' })).toBeVisible();
    expect(within(active).getByRole('button', { name: 'Generate Now Weekly tides' })).toBeEnabled();
  });

  it('offers Generate Now on an active card whose next time is still to come (issue 39)', async () => {
    holdScheduleClock();
    mockScheduleApi([podcastSchedule()]);
    renderScheduleTab();

    const card = await cardOf('Weekly tides');
    expect(within(card).getByRole('button', { name: 'Edit Weekly tides' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Generate Now Weekly tides' })).toBeEnabled();
  });

  it('links the episode the last run made to its search in the archive', async () => {
    mockScheduleApi([
      podcastSchedule({
        last_run: {
          job_id: 'b0f2e3a4-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
          state: 'completed',
          error: null,
          episode_id: 31,
          episode_title: 'Spring tides & neap tides',
          started_at: '2026-04-27T13:00:00Z',
        },
      }),
    ]);
    renderScheduleTab();

    const card = await cardOf('Weekly tides');
    expect(within(card).getByText(/^Last episode:/)).toHaveTextContent(
      'Last episode: Spring tides & neap tides',
    );
    expect(within(card).getByRole('link', { name: 'Spring tides & neap tides' })).toHaveAttribute(
      'href',
      '/podcasts?tab=archive&q=Spring+tides+%26+neap+tides',
    );
  });

  it('says why a skipped slot made nothing, and what would help, without a Retry', async () => {
    const reason =
      'Skipped: this schedule’s earlier episodes already covered every section its sources have on “Tides”. Add a document on it in the Sources tab, or give the schedule a new topic or outline.';
    mockScheduleApi([
      podcastSchedule({
        last_run: {
          job_id: 'd1d2e3f4-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
          state: 'skipped',
          error: reason,
          episode_id: null,
          episode_title: null,
          started_at: '2026-04-27T13:00:00Z',
        },
      }),
    ]);
    renderScheduleTab();

    const card = await cardOf('Weekly tides');
    expect(within(card).getByText(reason)).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('shows a failed run’s own error, and Retry queues it again and reloads the list', async () => {
    const jobId = 'c1d2e3f4-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const failedRun = {
      job_id: jobId,
      state: 'failed' as const,
      error: 'The speech endpoint answered 401: invalid API key',
      episode_id: null,
      episode_title: null,
      started_at: '2026-04-27T13:00:00Z',
    };
    let schedule = podcastSchedule({ last_run: failedRun });
    const api = mockScheduleApi(() => [schedule], {
      [`POST podcasts/jobs/${jobId}/retry`]: () => {
        schedule = podcastSchedule({
          generating: true,
          last_run: { ...failedRun, state: 'waiting', error: null },
        });
        return json(podcastJob({ id: jobId, state: 'waiting' }));
      },
      [`GET podcasts/jobs/${jobId}`]: () =>
        json(podcastJob({ id: jobId, state: 'active', stage_text: 'Speaking turn 2 of 30', percent: 31 })),
    });
    renderScheduleTab();

    const card = await cardOf('Weekly tides');
    expect(
      within(card).getByText('Last run failed: The speech endpoint answered 401: invalid API key'),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Retry the last run of Weekly tides' }));

    expect(await within(card).findByText('Speaking turn 2 of 30')).toBeVisible();
    expect(within(card).getByText('Generating…')).toBeVisible();
    expect(
      within(card).getByRole('progressbar', { name: 'Generation progress of Weekly tides' }),
    ).toHaveAttribute('aria-valuenow', '31');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `podcasts/jobs/${jobId}/retry`,
    ]);
    expect(api.listLoads()).toBe(2);
  });

  it('says so in the banner when Retry is refused', async () => {
    const jobId = 'c1d2e3f4-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    mockScheduleApi(
      [
        podcastSchedule({
          last_run: {
            job_id: jobId,
            state: 'failed',
            error: 'Timed out',
            episode_id: null,
            episode_title: null,
            started_at: '2026-04-27T13:00:00Z',
          },
        }),
      ],
      {
        [`POST podcasts/jobs/${jobId}/retry`]: () =>
          json({ detail: 'Only a failed job can be retried.' }, 409),
      },
    );
    renderScheduleTab();

    fireEvent.click(await screen.findByRole('button', { name: 'Retry the last run of Weekly tides' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to retry the generation. Please try again.');
    expect(banner).toHaveTextContent('Only a failed job can be retried.');
  });

  it('follows a run going on now, and reloads the list when it ends', async () => {
    const jobId = 'd2e3f4a5-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const api = mockScheduleApi(
      [
        podcastSchedule({
          generating: true,
          last_run: {
            job_id: jobId,
            state: 'active',
            error: null,
            episode_id: null,
            episode_title: null,
            started_at: '2026-05-01T12:58:00Z',
          },
        }),
      ],
      {
        [`GET podcasts/jobs/${jobId}`]: () =>
          json(
            podcastJob({
              id: jobId,
              state: 'completed',
              stage: 'done',
              percent: 100,
              stage_text: 'Published',
            }),
          ),
      },
    );
    renderScheduleTab();

    expect(await within(await cardOf('Weekly tides')).findByText('Published')).toBeVisible();
    await waitFor(() => expect(api.listLoads()).toBe(2));
  });
});
