import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { enhancedResults } from '../../testing/assessments';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

describe('ReportDetailPage', () => {
  it('shows the report without a fresh-result notice when opened directly', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET assessments/7/enhanced-results': () => json(enhancedResults()),
    });
    await renderApp('/report/7');

    expect(await screen.findByRole('region', { name: 'Overall Progress' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Learning Report',
    ]);
    expect(screen.queryByText('Post-assessment complete')).not.toBeInTheDocument();
  });
});
