import type { AssessmentListItem } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReportList } from './ReportList';

const tides: AssessmentListItem = {
  session_id: 7,
  topic: 'Tides',
  status: 'completed',
  difficulty_level: 'intermediate',
  score: 40,
  score_kind: 'self_estimate',
  post_score: 75,
  time_taken: 320,
  created_at: '2026-11-21T14:30:00Z',
  completed_at: '2026-11-21T14:47:00Z',
  total_questions: 9,
};
const recursion: AssessmentListItem = {
  session_id: 8,
  topic: 'Recursion',
  status: 'baseline',
  difficulty_level: null,
  score: null,
  score_kind: 'self_estimate',
  post_score: null,
  time_taken: 45,
  created_at: '2026-11-22T10:00:00Z',
  completed_at: null,
  total_questions: 5,
};

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

function factsOf(item: HTMLElement) {
  return within(item)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('ReportList', () => {
  it('lists each report with its topic, level, scores, time, Eastern date and questions', async () => {
    mockApi({ 'GET assessments': () => json({ assessments: [tides, recursion] }) });
    renderWithProviders(<ReportList />);

    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Tides' })).toBeVisible();
    expect(within(first!).getByText('Intermediate')).toBeVisible();
    expect(factsOf(first!)).toEqual([
      ['Self-rating', '40%'],
      ['Post score', '75%'],
      ['Time taken', '5 min 20 s'],
      ['Completed', 'Nov 21, 2026, 9:47 AM ET'],
      ['Questions', '9'],
    ]);
    expect(within(first!).getByRole('link', { name: 'View report on Tides' })).toHaveAttribute(
      'href',
      '/report/7',
    );

    expect(within(second!).getByText('Not assessed yet')).toBeVisible();
    expect(within(second!).getByText('Pre-assessment in progress')).toBeVisible();
    expect(factsOf(second!)).toEqual([
      ['Self-rating', 'N/A'],
      ['Time taken', '45 s'],
      ['Completed', 'N/A'],
      ['Questions', '5'],
    ]);
  });

  it('shows an empty state that leads to a quiz', async () => {
    mockApi({ 'GET assessments': () => json({ assessments: [] }) });
    renderWithProviders(<ReportList />);

    expect(await screen.findByRole('heading', { level: 2, name: 'No reports yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take a Quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let attempts = 0;
    mockApi({
      'GET assessments': () =>
        ++attempts === 1 ? json({ detail: 'Database unavailable.' }, 503) : json({ assessments: [tides] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportList />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load assessments list');
    expect(alert).toHaveTextContent('Database unavailable.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tides' })).toBeVisible();
  });

  it('deletes a report only after confirmation, then reloads the list', async () => {
    let deleted = false;
    const { calls } = mockApi({
      'GET assessments': () => json({ assessments: deleted ? [recursion] : [tides, recursion] }),
      'DELETE assessments/7': () => {
        deleted = true;
        return json({ success: true, message: 'Deleted.' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportList />);

    await user.click(await screen.findByRole('button', { name: 'Delete report on Tides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this report? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete report on Tides' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete report' }),
    );

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tides' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      'assessments/7',
    ]);
    expect(screen.getByRole('heading', { name: 'Recursion' })).toBeVisible();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts when a delete fails', async () => {
    mockApi({
      'GET assessments': () => json({ assessments: [tides] }),
      'DELETE assessments/7': () => json({ detail: 'The report is locked.' }, 409),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportList />);

    await user.click(await screen.findByRole('button', { name: 'Delete report on Tides' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete report' }),
    );

    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('Failed to delete report: The report is locked.'),
    );
    expect(screen.getByRole('heading', { name: 'Tides' })).toBeVisible();
  });
});
