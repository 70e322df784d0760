import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

describe('LandingPage', () => {
  it('pitches the product, lists the features and links to the quiz and the chat', async () => {
    saveToken('tok');
    mockApi({
      'GET me': () => json(learner),
      'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: 'openai' }),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: /learn any topic/i })).toBeVisible();
    expect(screen.getByText(/Pick 5 to 60 minutes/)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Time-boxed learning',
      'Socratic AI tutor',
      'Measure what you learned',
      'Educational podcasts',
    ]);
    expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'Chat with the Tutor' })).toHaveAttribute('href', '/chat');
    expect(await screen.findByText('OpenAI-compatible model')).toBeVisible();
  });
});
