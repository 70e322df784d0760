import type { LearnerProgress, ProgressSession, TopicProgress } from '@socratica/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProgressPage } from './ProgressPage';

// recharts needs a real layout; this stub shows the points the chart was given.
vi.mock('./charts/GainChart', () => ({
  GainChart: ({ points }: { points: { name: string; g: number }[] }) => (
    <div data-testid="chart">{points.map((p) => `${p.name}=${p.g}`).join(';')}</div>
  ),
}));

const session = (
  id: number,
  day: string,
  gain: Partial<ProgressSession['tested_gain']>,
): ProgressSession => ({
  session_id: id,
  completed_at: `2026-04-${day}T09:00:00.000Z`,
  self_rating: 62.5,
  tested_gain: {
    measured: false,
    reason: 'no_precheck',
    items: 0,
    pre_score: null,
    post_score: null,
    normalized_gain: null,
    meaning: 'Not measured: this session had no knowledge pre-check.',
    ...gain,
  },
});

const measured = (id: number, day: string, pre: number, post: number, g: number) =>
  session(id, day, {
    measured: true,
    reason: null,
    items: 3,
    pre_score: pre,
    post_score: post,
    normalized_gain: g,
  });

const photosynthesis: TopicProgress = {
  topic: 'Photosynthesis',
  topic_key: 'photosynthesis',
  sessions: [measured(1, '06', 33.3, 66.7, 0.5), session(2, '07', {}), measured(3, '09', 0, 100, 1)],
  measured_sessions: 2,
  reviews: { done: 4, right: 2, partial: 1, wrong: 1 },
  cards: { total: 5, due_now: 2, next_due_at: '2026-04-12T09:00:00.000Z' },
};
const revolution: TopicProgress = {
  topic: 'French Revolution',
  topic_key: 'french revolution',
  sessions: [session(4, '05', { reason: 'skipped' })],
  measured_sessions: 0,
  reviews: { done: 0, right: 0, partial: 0, wrong: 0 },
  cards: { total: 1, due_now: 1, next_due_at: null },
};

const progress = (topics: TopicProgress[]): LearnerProgress => ({
  topics,
  reviews: { done: 4, right: 2, partial: 1, wrong: 1 },
  cards: { total: 6, due_now: 3, next_due_at: '2026-04-12T09:00:00.000Z' },
});

describe('The learner’s progress page (issue 40 §5)', () => {
  it('tells a new learner how to see a gain', async () => {
    mockApi({
      'GET progress': () =>
        json({
          topics: [],
          reviews: { done: 0, right: 0, partial: 0, wrong: 0 },
          cards: { total: 0, due_now: 0, next_due_at: null },
        }),
    });
    renderWithProviders(<ProgressPage />);
    expect(
      await screen.findByText('Finish a session with the knowledge check to see your gain here.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a session' })).toHaveAttribute('href', '/quiz');
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('charts the measured gains, and tables every session with why a gain was not measured', async () => {
    mockApi({ 'GET progress': () => json(progress([photosynthesis])) });
    renderWithProviders(<ProgressPage />);

    expect(await screen.findByTestId('chart')).toHaveTextContent('6 Apr=0.5;9 Apr=1');
    expect(
      screen.getByText(/of your 2 measured sessions, oldest first: 0\.50 on 6 Apr 2026, 1\.00 on 9 Apr 2026/),
    ).toBeVisible();
    // A single topic needs no selector.
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: /Your sessions on Photosynthesis/ })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'SessionGain gKnowledge check (before)Parallel questions (after)Self-rating (not tested)',
      '6 Apr 20260.5033.3%66.7%62.5%',
      '7 Apr 2026Not measured: no knowledge check——62.5%',
      '9 Apr 20261.000%100%62.5%',
    ]);

    const reviews = screen.getByRole('region', { name: 'Your reviews' });
    expect(within(reviews).getByText('2 right · 1 partial · 1 wrong')).toBeVisible();
    expect(within(reviews).getByText('6 cards in all. Next one due on 12 Apr 2026.')).toBeVisible();
    expect(within(reviews).getByRole('link', { name: 'Review 3 cards now' })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  it('switches topics with a selector, and says when a topic has no measured gain', async () => {
    mockApi({ 'GET progress': () => json(progress([photosynthesis, revolution])) });
    renderWithProviders(<ProgressPage />);

    expect(await screen.findByRole('heading', { name: 'Your gain on Photosynthesis' })).toBeVisible();
    expect(
      screen.getByText(/On this topic: 4 reviews done \(2 right, 1 partial, 1 wrong\), 2 of 5 cards due now/),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'French Revolution');

    expect(await screen.findByRole('heading', { name: 'Your gain on French Revolution' })).toBeVisible();
    expect(screen.getByText('No gain measured on this topic yet')).toBeVisible();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(screen.getByText('Not measured: knowledge check skipped')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your reviews, all topics' })).toBeVisible();
  });

  it('gives each of a day’s sessions its own point on the axis', async () => {
    const sameDay = {
      ...photosynthesis,
      sessions: [measured(1, '06', 0, 50, 0.5), measured(2, '06', 50, 100, 1)],
    };
    mockApi({ 'GET progress': () => json(progress([sameDay])) });
    renderWithProviders(<ProgressPage />);
    expect(await screen.findByTestId('chart')).toHaveTextContent('6 Apr=0.5;6 Apr (2)=1');
  });

  it('says why the page did not load', async () => {
    mockApi({ 'GET progress': () => json({ detail: 'The database is busy; try again in a minute.' }, 503) });
    renderWithProviders(<ProgressPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is busy; try again in a minute.',
    );
  });
});
