import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { podcastEpisode } from '../../../../testing/admin-podcasts';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { QuizOffer } from './QuizOffer';

describe('QuizOffer (issue 39)', () => {
  it('offers a short quiz on what the episode said, and says how long it takes', async () => {
    const onAccept = vi.fn();
    renderWithProviders(
      <QuizOffer
        episode={podcastEpisode({ title: 'Leaves at work', topic: 'Photosynthesis' })}
        onAccept={onAccept}
        onDismiss={vi.fn()}
      />,
    );
    const offer = screen.getByText(/You finished/);
    expect(offer).toHaveTextContent('You finished “Leaves at work”');
    expect(offer).toHaveTextContent('what it said about Photosynthesis');
    expect(offer).toHaveTextContent('Five questions, about two minutes.');
    expect(offer).not.toHaveTextContent(/Time Selection|choose your time/i);
    await userEvent.click(screen.getByRole('button', { name: 'Take the quiz' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('can be put off', async () => {
    const onDismiss = vi.fn();
    renderWithProviders(<QuizOffer episode={podcastEpisode()} onAccept={vi.fn()} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
