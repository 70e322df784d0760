import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

describe('QuizPage', () => {
  it.each(['/quiz', '/assessment?podcast_episode=12'])('%s opens the quiz at the time step', async (path) => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner) });
    const { currentPath } = await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'How much time do you have?' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(currentPath()).toBe(path);
  });
});
