import type { PodcastJob } from '@socratica/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import { advanceClock, podcastJob, podcastsTabApi, untilFound } from '../../../../testing/admin-podcasts';
import { json, type RecordedCall } from '../../../../testing/mock-api';

const JOB_ID = '7f3e9a21-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
const stages: PodcastJob[] = [
  podcastJob({ id: JOB_ID, stage: 'writing_script', percent: 10, stage_text: 'Writing segment 2 of 5' }),
  podcastJob({ id: JOB_ID, stage: 'speaking', percent: 42.4, stage_text: 'Speaking turn 4 of 38' }),
  podcastJob({
    id: JOB_ID,
    state: 'completed',
    stage: 'done',
    percent: 100,
    stage_text: 'Published',
    episode_id: 9,
  }),
];
const loads = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;

/** Answers the job's stages in turn, then its last one for good. */
function jobAnswers() {
  let read = 0;
  return () => json(stages[Math.min(read++, stages.length - 1)]);
}

async function startGeneration() {
  fireEvent.click(await untilFound(() => screen.getByRole('button', { name: 'Generate New Episode' })));
  const form = within(await untilFound(() => screen.getByRole('dialog', { name: 'Generate New Episode' })));
  const type = (name: string, value: string) =>
    fireEvent.change(form.getByRole('textbox', { name }), { target: { value } });
  type('Title', 'Volcanoes');
  type('Topic', 'Geology');
  type('Outline', 'Magma, plates and eruptions.');
  fireEvent.click(form.getByRole('button', { name: 'Generate Episode' }));
  return untilFound(() => screen.getByRole('dialog', { name: 'Generating Podcast' }));
}

describe('GenerationNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the job’s stored stage and percent, read every 2 s until it completes', async () => {
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'POST podcasts/generate': () =>
          json({ success: true, job_id: JOB_ID, message: 'Generation has started.' }, 202),
        [`GET podcasts/jobs/${JOB_ID}`]: jobAnswers(),
      }),
    );
    const notice = within(await startGeneration());

    expect(notice.getByText('Job ID:')).toHaveTextContent('Job ID: 7f3e9a21');
    await untilFound(() => notice.getByText('Writing segment 2 of 5'));
    expect(notice.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(notice.getByText('offline coach + espeak-ng', { exact: false })).toBeVisible();

    await advanceClock(2_000);
    expect(notice.getByText('Speaking turn 4 of 38')).toBeVisible();
    expect(notice.getByText('42%')).toBeVisible();
    expect(notice.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    const [catalogLoads, statsLoads] = [loads(calls, 'podcasts/catalog'), loads(calls, 'podcasts/stats')];

    await advanceClock(2_000);
    expect(notice.getByText('The episode is published')).toBeVisible();
    await untilFound(() => expect(loads(calls, 'podcasts/catalog')).toBe(catalogLoads + 1), 500, 10);
    expect(loads(calls, 'podcasts/stats')).toBe(statsLoads + 1);

    const jobReads = loads(calls, `podcasts/jobs/${JOB_ID}`);
    expect(jobReads).toBe(3);
    await advanceClock(10_000);
    expect(loads(calls, `podcasts/jobs/${JOB_ID}`)).toBe(jobReads);

    // Issue 39: once published, the notice says so in its title and closes with Done.
    expect(screen.getByRole('dialog', { name: 'Podcast Ready' })).toBeVisible();
    expect(notice.queryByText(/generated in the background/)).toBeNull();
    fireEvent.click(notice.getByRole('button', { name: 'Done' }));
    await untilFound(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps following the job once closed, and reloads the table when it completes', async () => {
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'POST podcasts/generate': () =>
          json({ success: true, job_id: JOB_ID, message: 'Generation has started.' }, 202),
        [`GET podcasts/jobs/${JOB_ID}`]: jobAnswers(),
      }),
    );
    const notice = within(await startGeneration());
    await untilFound(() => notice.getByText('Writing segment 2 of 5'));
    fireEvent.click(notice.getByRole('button', { name: 'Got it, I’ll check back later' }));
    await untilFound(() => expect(screen.queryByRole('dialog')).toBeNull());
    const catalogLoads = loads(calls, 'podcasts/catalog');

    await advanceClock(4_000);

    expect(loads(calls, `podcasts/jobs/${JOB_ID}`)).toBe(3);
    await untilFound(() => expect(loads(calls, 'podcasts/catalog')).toBe(catalogLoads + 1), 500, 10);
  });

  it('says why the job failed', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'POST podcasts/generate': () =>
          json({ success: true, job_id: JOB_ID, message: 'Generation has started.' }, 202),
        [`GET podcasts/jobs/${JOB_ID}`]: () =>
          json(
            podcastJob({
              id: JOB_ID,
              state: 'failed',
              stage_text: 'Speaking turn 4 of 38',
              error: 'The speech endpoint answered 429: Rate limit reached.',
              attempts: 2,
            }),
          ),
      }),
    );
    const notice = within(await startGeneration());

    const failure = await untilFound(() => notice.getByRole('alert'));
    expect(failure).toHaveTextContent('Generation failed');
    expect(failure).toHaveTextContent('The speech endpoint answered 429: Rate limit reached.');
  });
});
