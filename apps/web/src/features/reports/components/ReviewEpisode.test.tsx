import type { EnhancedResults } from '@socratica/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { podcastJob } from '../../../testing/admin-podcasts';
import { enhancedResults } from '../../../testing/assessments';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewEpisode } from './ReviewEpisode';

const JOB_ID = '5a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

describe('ReviewEpisode (issue 24)', () => {
  it('asks for the session’s review episode once, then follows the job to a link to Podcasts', async () => {
    const results = enhancedResults();
    let state: 'active' | 'completed' = 'active';
    const api = mockApi({
      'POST podcasts/review-episodes': () =>
        json(
          {
            success: true,
            job_id: JOB_ID,
            message: 'Your review episode "Review: Photosynthesis" is being made.',
          },
          202,
        ),
      [`GET podcasts/jobs/${JOB_ID}`]: () =>
        json(podcastJob({ id: JOB_ID, state, stage_text: 'Speaking turn 2 of 9' })),
    });
    renderWithProviders(<ReviewEpisode results={results} />);

    await userEvent.click(screen.getByRole('button', { name: 'Make a review episode' }));
    expect(await screen.findByText('Speaking turn 2 of 9')).toBeVisible();
    const posted = api.calls.filter((call) => call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]!.body!)).toEqual({ session_id: results.session_id });
    expect(screen.queryByRole('button', { name: 'Make a review episode' })).not.toBeInTheDocument();

    state = 'completed';
    expect(
      await screen.findByRole('link', { name: 'listen in Podcasts' }, { timeout: 4000 }),
    ).toHaveAttribute('href', '/podcasts');
  });

  it('shows the server’s reason when it refuses, and is not offered before a post-assessment', async () => {
    mockApi({
      'POST podcasts/review-episodes': () =>
        json({ detail: 'You can make 3 podcasts in 24 hours, and you have.' }, 429),
    });
    const { unmount } = renderWithProviders(<ReviewEpisode results={enhancedResults()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make a review episode' }));
    expect(await screen.findByText(/You can make 3 podcasts in 24 hours/)).toBeVisible();
    unmount();

    const results = enhancedResults();
    const noPost: EnhancedResults = { ...results, analysis: { ...results.analysis, post_assessment: null } };
    renderWithProviders(<ReviewEpisode results={noPost} />);
    expect(screen.queryByRole('button', { name: 'Make a review episode' })).not.toBeInTheDocument();
  });
});
