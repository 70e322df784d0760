import type { DueReviewCards, ReviewAnswerResult } from '@socratica/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DueReviewsLine } from './DueReviewsLine';
import { ReviewPage } from './ReviewPage';

const due: DueReviewCards = {
  due: 2,
  cards: [
    {
      id: 7,
      origin: 'contradicted_claim',
      topic: 'French Revolution',
      prompt:
        'In your chat you wrote: “The crowds stormed the Bastille in 1790”. What does French Revolution › Storming of the Bastille say instead?',
      kind: 'written',
      options: [],
      due_at: '2026-03-02T09:00:00.000Z',
      reviews: 0,
    },
    {
      id: 8,
      origin: 'missed_item',
      topic: 'French Revolution',
      prompt: 'Which estate declared itself the National Assembly?',
      kind: 'choice',
      options: ['The clergy', 'The nobility', 'The Third Estate'],
      due_at: '2026-03-02T09:00:00.000Z',
      reviews: 1,
    },
  ],
};

const marked: ReviewAnswerResult = {
  card_id: 7,
  score: 1,
  credit: 'full',
  feedback: 'Your answer says what the accepted answer says.',
  accepted_answer:
    'On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder.',
  source: {
    name: 'French Revolution › Storming of the Bastille',
    url: 'https://en.wikipedia.org/wiki/French_Revolution#Storming_of_the_Bastille',
    sentence:
      'On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder.',
  },
  rating: 'good',
  next_due_at: '2026-03-05T09:00:00.000Z',
};

const missed: ReviewAnswerResult = {
  card_id: 8,
  score: 0,
  credit: 'none',
  feedback: 'Not quite: the answer is “The Third Estate”.',
  accepted_answer: 'The Third Estate',
  source: null,
  rating: 'again',
  next_due_at: '2026-03-03T09:00:00.000Z',
};

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<DueReviewsLine />} />
      <Route path="/review" element={<ReviewPage />} />
    </Routes>,
    { route: path },
  );

describe('Spaced review (issue 40)', () => {
  it('says on Home how many items are due, linking to the review', async () => {
    mockApi({ 'GET review/due-count': () => json({ due: 3, next: null }) });
    renderAt('/');
    const link = await screen.findByRole('link', { name: '3 items due for review' });
    expect(link).toHaveAttribute('href', '/review');
  });

  it('says nothing on Home when the learner has no card', async () => {
    const { calls } = mockApi({ 'GET review/due-count': () => json({ due: 0, next: null }) });
    renderAt('/');
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByText(/for review/)).not.toBeInTheDocument();
  });

  it('says on Home when cards come back while none is due, with no link to an empty review', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    mockApi({ 'GET review/due-count': () => json({ due: 0, next: { due_at: tomorrow, count: 3 } }) });
    renderAt('/');
    expect(await screen.findByRole('status')).toHaveTextContent(/^3 items come back for review tomorrow/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the day when the next card comes back later than tomorrow', async () => {
    const later = new Date(2099, 2, 5, 9);
    mockApi({
      'GET review/due-count': () => json({ due: 0, next: { due_at: later.toISOString(), count: 1 } }),
    });
    renderAt('/');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^1 item comes back for review on Thursday 5 March/,
    );
  });

  it('asks each due card, shows the marking, the source and the next date, then moves on', async () => {
    const { calls } = mockApi({
      'GET review/cards': () => json(due),
      'POST review/cards/7/answer': () => json(marked),
      'POST review/cards/8/answer': () => json(missed),
    });
    renderAt('/review');
    expect(await screen.findByText(/Card 1 of 2/)).toBeVisible();
    const check = screen.getByRole('button', { name: 'Check my answer' });
    expect(check).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: /What does French Revolution/ }),
      'Crowds stormed it on 14 July 1789.',
    );
    await userEvent.click(check);

    const marking = await screen.findByRole('region', { name: 'Marking' });
    expect(within(marking).getByText('Right')).toBeVisible();
    expect(
      within(marking).getByRole('link', { name: 'French Revolution › Storming of the Bastille' }),
    ).toHaveAttribute('href', marked.source!.url);
    expect(within(marking).getByText('Comes back on Thursday, 5 March 2026.')).toBeVisible();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      answer: 'Crowds stormed it on 14 July 1789.',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next card' }));
    await userEvent.click(screen.getByRole('radio', { name: 'The nobility' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByText('Not right')).toBeVisible();
    expect(screen.getByText('The answer: “The Third Estate”')).toBeVisible();
    expect(screen.getByText('Comes back on Tuesday, 3 March 2026.')).toBeVisible();
    expect(JSON.parse(calls.filter((c) => c.method === 'POST')[1]!.body!)).toEqual({
      answer: ['The nobility'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Finish the review' }));
    expect(screen.getByText(/Review done: 2 cards answered/)).toBeVisible();
  });

  it('says why an answer was refused', async () => {
    mockApi({
      'GET review/cards': () => json(due),
      'POST review/cards/7/answer': () =>
        json({ detail: 'This card was answered already; it is due again on 2026-03-05.' }, 409),
    });
    renderAt('/review');
    await userEvent.type(await screen.findByRole('textbox'), 'In 1789.');
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'answered already; it is due again on 2026-03-05',
    );
  });

  it('makes a review episode of the due cards, and says where it will appear', async () => {
    const { calls } = mockApi({
      'GET review/cards': () => json(due),
      'POST review/episode': () =>
        json(
          {
            success: true,
            job_id: 'b7c1',
            message:
              'Your review episode "Review: French Revolution" is being made. It will appear in your Latest Episodes, for you alone.',
          },
          202,
        ),
    });
    renderAt('/review');
    await userEvent.click(await screen.findByRole('button', { name: 'Make a review episode of these' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your review episode "Review: French Revolution"',
    );
    expect(screen.getByRole('link', { name: 'Open Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(calls.filter((c) => c.path === 'review/episode')).toHaveLength(1);
  });

  it('says when nothing is due', async () => {
    mockApi({ 'GET review/cards': () => json({ due: 0, cards: [] }) });
    renderAt('/review');
    expect(await screen.findByText(/Nothing is due for review/)).toBeVisible();
  });
});
