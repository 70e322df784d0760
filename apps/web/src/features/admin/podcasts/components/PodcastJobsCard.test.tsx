import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import {
  advanceClock,
  podcastJob,
  podcastJobList,
  podcastsTabApi,
  untilFound,
} from '../../../../testing/admin-podcasts';
import { json, type RecordedCall } from '../../../../testing/mock-api';

const FAILED_ID = '5b6c7d8e-1111-4a7b-8c9d-0e1f2a3b4c5d';
const running = podcastJob();
const waiting = podcastJob({
  id: '9a8b7c6d-2222-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Photosynthesis',
  state: 'waiting',
  stage: 'queued',
  percent: 0,
  stage_text: 'Waiting for the worker',
  elapsed_seconds: 4,
  script_provider: 'openai',
  speech_provider: 'openai',
  requested_by: 'ada',
});
const failed = podcastJob({
  id: FAILED_ID,
  title: 'Black holes',
  state: 'failed',
  percent: 63,
  stage_text: 'Speaking turn 20 of 31',
  elapsed_seconds: 312,
  error: 'The speech endpoint answered 500: upstream timeout.',
  attempts: 2,
  speech_provider: 'openai',
});
const loads = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;

async function jobsTable() {
  const card = await screen.findByRole('region', { name: 'Generation jobs' });
  await within(card).findByText('Volcanoes');
  return card;
}

function rowOf(card: HTMLElement, title: string): HTMLElement {
  return within(card).getByText(title).closest('tr')!;
}

describe('PodcastJobsCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the active, waiting and failed jobs with their stage, time, attempts and providers', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({ 'GET podcasts/jobs': () => json(podcastJobList([running, waiting, failed])) }),
    );
    const card = await jobsTable();

    expect(card).toHaveTextContent('1 active');
    expect(card).toHaveTextContent('1 waiting');
    expect(card).toHaveTextContent('1 failed');

    const active = within(rowOf(card, 'Volcanoes'));
    expect(active.getByText('grace')).toBeVisible();
    expect(active.getByText('Speaking turn 4 of 38')).toBeVisible();
    expect(active.getByRole('progressbar', { name: 'Progress of Volcanoes' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(active.getByText('1:15')).toBeVisible();
    expect(active.getByText('offline coach + espeak-ng')).toBeVisible();
    expect(active.queryByRole('button', { name: /Retry/ })).toBeNull();

    const queued = within(rowOf(card, 'Photosynthesis'));
    expect(queued.getByText('ada')).toBeVisible();
    expect(queued.getByText('OpenAI-compatible')).toBeVisible();

    const broken = within(rowOf(card, 'Black holes'));
    expect(broken.getByText('The speech endpoint answered 500: upstream timeout.')).toBeVisible();
    expect(broken.getByText('5:12')).toBeVisible();
    expect(broken.getByText('offline coach + OpenAI-compatible speech')).toBeVisible();
    expect(broken.getByRole('button', { name: 'Retry Black holes' })).toBeEnabled();
  });

  it('retries a failed job once however often it is clicked, and reloads the list', async () => {
    let retried = false;
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/jobs': () =>
          json(
            podcastJobList([
              running,
              retried ? { ...failed, state: 'waiting', error: null, stage_text: 'Waiting again' } : failed,
            ]),
          ),
        [`POST podcasts/jobs/${FAILED_ID}/retry`]: () => {
          retried = true;
          return json({ ...failed, state: 'waiting' });
        },
      }),
    );
    const card = await jobsTable();

    await userEvent.dblClick(
      within(rowOf(card, 'Black holes')).getByRole('button', { name: 'Retry Black holes' }),
    );

    expect(await within(card).findByText('Waiting again')).toBeVisible();
    expect(loads(calls, `podcasts/jobs/${FAILED_ID}/retry`)).toBe(1);
    expect(within(rowOf(card, 'Black holes')).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('shows the server’s reason when a retry is refused', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/jobs': () => json(podcastJobList([running, failed])),
        [`POST podcasts/jobs/${FAILED_ID}/retry`]: () =>
          json({ detail: 'Only a failed job can be retried; this one is already waiting.' }, 409),
      }),
    );
    const card = await jobsTable();

    await userEvent.click(
      within(rowOf(card, 'Black holes')).getByRole('button', { name: 'Retry Black holes' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Job retry failed: Only a failed job can be retried; this one is already waiting.',
    );
    await waitFor(() =>
      expect(
        within(rowOf(card, 'Black holes')).getByRole('button', { name: 'Retry Black holes' }),
      ).toBeEnabled(),
    );
  });

  it('follows the jobs every 5 s while one runs, reloads the table when one publishes, then stops', async () => {
    vi.useFakeTimers();
    const lists = [podcastJobList([running, failed]), podcastJobList([running, failed])];
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({ 'GET podcasts/jobs': () => json(lists.shift() ?? podcastJobList([failed])) }),
    );
    await untilFound(() =>
      within(screen.getByRole('region', { name: 'Generation jobs' })).getByText('Volcanoes'),
    );
    const first = loads(calls, 'podcasts/jobs');
    const catalogLoads = loads(calls, 'podcasts/catalog');
    const statsLoads = loads(calls, 'podcasts/stats');

    await advanceClock(4_900);
    expect(loads(calls, 'podcasts/jobs')).toBe(first);
    await advanceClock(100);
    expect(loads(calls, 'podcasts/jobs')).toBe(first + 1);
    expect(loads(calls, 'podcasts/catalog')).toBe(catalogLoads);

    // The running job has left the list: it has published its episode.
    await advanceClock(5_000);
    expect(loads(calls, 'podcasts/jobs')).toBe(first + 2);
    await untilFound(() => expect(screen.queryByText('Volcanoes')).toBeNull(), 500, 10);
    expect(loads(calls, 'podcasts/catalog')).toBe(catalogLoads + 1);
    expect(loads(calls, 'podcasts/stats')).toBe(statsLoads + 1);

    // Only a failed job is left: nothing to follow.
    await advanceClock(30_000);
    expect(loads(calls, 'podcasts/jobs')).toBe(first + 2);
  });
});
