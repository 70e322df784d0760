import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FinalAssessmentOverview } from './FinalAssessmentOverview';

describe('FinalAssessmentOverview', () => {
  it('describes the assessment: 15 questions, 20 to 30 minutes, 80% to pass', () => {
    renderWithProviders(<FinalAssessmentOverview />);

    const facts = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual(['15 questions', '20 to 30 minutes', 'Passing score: 80%']);
  });

  it('shows a disabled start button with a coming-soon note', () => {
    renderWithProviders(<FinalAssessmentOverview />);

    const start = screen.getByRole('button', { name: 'Start Final Assessment' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Coming soon: the final assessment is not available yet.');
    expect(screen.getByText('Coming soon')).toBeVisible();
  });
});
