import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AiCoachStatus } from './AiCoachStatus';

describe('AiCoachStatus', () => {
  it.each([
    ['offline', 'AI coach: built-in offline coach'],
    ['openai', 'AI coach: OpenAI-compatible model'],
  ] as const)('names the %s provider', async (provider, text) => {
    mockApi({ 'GET health': () => json({ status: 'ok', database: 'pglite', ai_provider: provider }) });

    renderWithProviders(<AiCoachStatus />);

    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === text)).toBeVisible();
  });

  it('says so when the status cannot be read', async () => {
    mockApi({ 'GET health': () => json({ detail: 'Down' }, 500) });

    renderWithProviders(<AiCoachStatus />);

    expect(await screen.findByText('status unavailable')).toBeVisible();
  });
});
