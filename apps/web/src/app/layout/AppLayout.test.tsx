import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/token-storage';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { learner } from '../../testing/users';

describe('AppLayout', () => {
  it('has header, navigation, main and footer landmarks, with the AI disclaimer in the footer', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner) });
    await renderApp('/final-quiz');

    await screen.findByRole('heading', { level: 1, name: 'Final Assessment' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(/AI can make mistakes/)).toHaveTextContent(
      'AI can make mistakes. Do not rely on it for compliance or legal information.',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Final Assessment · Socratica');
  });

  it('lets keyboard users skip to the main content', async () => {
    saveToken('tok');
    mockApi({ 'GET me': () => json(learner) });
    const user = userEvent.setup();
    await renderApp('/chat');
    await screen.findByRole('heading', { level: 1, name: 'Chat with the Tutor' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });
});
