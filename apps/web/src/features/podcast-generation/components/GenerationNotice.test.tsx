import { MantineProvider } from '@mantine/core';
import type { PodcastJob } from '@socratica/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render-with-providers';
import { GenerationNotice } from './GenerationNotice';

/** The notice reads the job every 2 seconds. */
const TWO_SECONDS = 2_000;
const JOB_ID = '3f2a9c1e-7b4d-4e0a-9c55-0f1e2d3c4b5a';
const JOB_PATH = `podcasts/jobs/${JOB_ID}`;

const job = (overrides: Partial<PodcastJob>): PodcastJob => ({
  id: JOB_ID,
  title: 'Photosynthesis',
  topic: 'Biology',
  duration_minutes: 15,
  voice: 'nova',
  state: 'active',
  stage: 'writing_script',
  percent: 0,
  stage_text: '',
  elapsed_seconds: 0,
  error: null,
  attempts: 1,
  episode_id: null,
  script_provider: 'offline',
  speech_provider: 'offline',
  requested_by: 'ada',
  created_at: '2026-03-02T14:00:00.000Z',
  ...overrides,
});

const writing = job({ stage: 'writing_script', percent: 8.4, stage_text: 'Writing the script' });
const speaking = job({ stage: 'speaking', percent: 55, stage_text: 'Speaking turn 4 of 38' });
const done = job({ state: 'completed', stage: 'done', percent: 100, stage_text: 'Published', episode_id: 7 });

/** Answers the job's reports in order, the last one for ever after. */
function jobAnswers(...reports: PodcastJob[]) {
  let next = 0;
  const api = mockApi({ [`GET ${JOB_PATH}`]: () => json(reports[Math.min(next++, reports.length - 1)]) });
  return { polls: () => api.calls.filter((call) => call.path === JOB_PATH).length };
}

/**
 * Only the polling clock is fake: TanStack Query polls with setInterval, while its notifications, React and
 * Testing Library's waits keep real timeouts. A poll's request is recorded the moment the interval fires.
 */
function fakePollingClock() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}

function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderNotice(props: { isAdmin?: boolean; isFeatured?: boolean } = {}) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <GenerationNotice
          jobId={JOB_ID}
          title="Photosynthesis"
          isAdmin={props.isAdmin ?? false}
          isFeatured={props.isFeatured ?? false}
          onClose={onClose}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { invalidate, onClose };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GenerationNotice', () => {
  it('shows the job’s real stage and percent every 2 s and stops asking once it has completed', async () => {
    fakePollingClock();
    const { polls } = jobAnswers(writing, speaking, done);
    const { invalidate } = renderNotice();

    const notice = screen.getByRole('dialog', { name: 'Generating Podcast' });
    expect(notice).toHaveTextContent('Job ID: 3f2a9c1e');
    expect(notice).not.toHaveTextContent(JOB_ID);
    expect(notice).toHaveTextContent(/typically takes a few minutes/);
    expect(await screen.findByText('Writing the script')).toBeVisible();
    expect(screen.getByText('8%')).toBeVisible();
    expect(screen.getByText('offline coach + espeak-ng')).toBeVisible();
    expect(polls()).toBe(1);

    elapse(TWO_SECONDS - 1);
    expect(polls()).toBe(1);
    elapse(1);
    expect(polls()).toBe(2);
    expect(await screen.findByText('Speaking turn 4 of 38')).toBeVisible();
    expect(screen.getByText('55%')).toBeVisible();
    expect(invalidate).not.toHaveBeenCalled();

    elapse(TWO_SECONDS);
    expect(polls()).toBe(3);
    expect(await screen.findByText('Your episode is ready')).toBeVisible();
    expect(screen.getByText('It appears in your Latest Episodes, marked “Just for you”.')).toBeVisible();
    // Issue 39: its words change with it, so it no longer says "is being generated" above "ready".
    const ready = screen.getByRole('dialog', { name: 'Podcast Ready' });
    expect(ready).not.toHaveTextContent(/being generated|check back later/);
    expect(ready).toHaveTextContent('is ready to play.');
    expect(within(ready).getByRole('button', { name: 'Done' })).toBeVisible();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['podcasts'] }));

    elapse(TWO_SECONDS * 5);
    expect(polls()).toBe(3);
  });

  it('shows the job’s own error when it fails, and stops asking', async () => {
    fakePollingClock();
    const failed = job({
      state: 'failed',
      stage: 'speaking',
      percent: 40,
      stage_text: 'Speaking turn 3 of 38',
      error: 'The speech endpoint answered 401: invalid API key',
    });
    const { polls } = jobAnswers(failed);
    const { invalidate } = renderNotice({ isAdmin: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('Generation failed');
    expect(screen.getByRole('alert')).toHaveTextContent('The speech endpoint answered 401: invalid API key');
    elapse(TWO_SECONDS * 3);
    expect(polls()).toBe(1);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('says why it cannot follow a job the server does not know, and stops asking', async () => {
    fakePollingClock();
    const api = mockApi({ [`GET ${JOB_PATH}`]: () => json({ detail: 'No such podcast job.' }, 404) });
    renderNotice();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not read the job’s progress');
    expect(alert).toHaveTextContent('No such podcast job.');
    elapse(TWO_SECONDS * 3);
    expect(api.calls).toHaveLength(1);
  });

  it('tells an admin where a featured episode shows', async () => {
    jobAnswers(done);
    renderNotice({ isAdmin: true, isFeatured: true });
    expect(
      await screen.findByText('It appears in everyone’s Latest Episodes and in the archive.'),
    ).toBeVisible();
  });

  it('closes with "Got it, I\'ll check back later"', async () => {
    jobAnswers(writing);
    const { onClose } = renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Got it, I’ll check back later' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
