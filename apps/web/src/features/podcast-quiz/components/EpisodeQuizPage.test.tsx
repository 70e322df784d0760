import type { PodcastQuiz, PodcastQuizResult } from '@socratica/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { EpisodeQuizPage } from './EpisodeQuizPage';

const quiz: PodcastQuiz = {
  episode_id: 12,
  episode_title: 'Leaves at work',
  topic: 'Photosynthesis',
  estimated_seconds: 105,
  items: [
    {
      id: 'q1',
      kind: 'choice',
      prompt:
        'Which word fills the blank in what the host said in “Calvin cycle”? “RuBisCO fixes carbon dioxide into _____ molecules.”',
      options: ['oxygen', 'organic', 'water', 'hydrogen'],
    },
    {
      id: 'q2',
      kind: 'typed',
      prompt: 'In a sentence: what did the episode say about Chlorophyll?',
      options: [],
    },
  ],
  result: null,
};

const result: PodcastQuizResult = {
  episode_id: 12,
  correct: 1,
  out_of: 2,
  taken_at: '2026-11-29T09:40:00.000Z',
  items: [
    {
      item_id: 'q1',
      kind: 'choice',
      prompt: quiz.items[0]!.prompt,
      your_answer: 'organic',
      correct: true,
      score: 1,
      accepted_answer: 'organic',
      feedback: 'Correct: “organic”.',
      episode_line:
        'In the stroma of the chloroplast, the enzyme RuBisCO fixes carbon dioxide into organic molecules.',
      segment_title: 'Calvin cycle',
    },
    {
      item_id: 'q2',
      kind: 'typed',
      prompt: quiz.items[1]!.prompt,
      your_answer: 'It absorbs green light.',
      correct: false,
      score: 0,
      accepted_answer: 'Chlorophyll absorbs light, mostly red and blue, and reflects green light.',
      feedback:
        'Your answer says “absorb” where the accepted answer says “reflect”: it states something else.',
      episode_line: 'Chlorophyll absorbs light, mostly red and blue, and reflects green light.',
      segment_title: 'Light-dependent reactions',
    },
  ],
};

function renderPage(path = '/podcasts/12/quiz') {
  renderWithProviders(
    <Routes>
      <Route path="/podcasts/:episodeId/quiz" element={<EpisodeQuizPage />} />
    </Routes>,
    { route: path },
  );
}

describe('EpisodeQuizPage (issue 39)', () => {
  it('asks the questions, sends the answers once and shows each marked with the episode line', async () => {
    const { calls } = mockApi({
      'GET podcasts/12/quiz': () => json(quiz),
      'POST podcasts/12/quiz/answers': () => json(result, 201),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Quiz: Leaves at work' })).toBeVisible();
    expect(screen.getByText(/2 questions on what “Leaves at work” said: about 2 minutes/)).toBeVisible();
    const send = screen.getByRole('button', { name: /Check my answers/ });
    expect(send).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'organic' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /what did the episode say about Chlorophyll/ }),
      'It absorbs green light.',
    );
    expect(send).toHaveTextContent('2 of 2 answered');
    await userEvent.click(send);

    expect(await screen.findByRole('heading', { name: 'You got 1 of 2' })).toBeVisible();
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(sent.body!)).toEqual({
      answers: [
        { item_id: 'q1', answer: 'organic' },
        { item_id: 'q2', answer: 'It absorbs green light.' },
      ],
    });
    const second = screen.getByRole('region', { name: 'Question 2' });
    expect(within(second).getByText('Not right')).toBeVisible();
    expect(within(second).getByText(/reflects green light/)).toBeVisible();
    expect(within(second).getByText('The episode, in “Light-dependent reactions”')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Question 1' })).getByText('Right')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Check my answers/ })).not.toBeInTheDocument();
  });

  it('shows the kept answers of a quiz already taken, with no form to answer again', async () => {
    mockApi({ 'GET podcasts/12/quiz': () => json({ ...quiz, result }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You got 1 of 2' })).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says why when the answers are refused', async () => {
    mockApi({
      'GET podcasts/12/quiz': () => json(quiz),
      'POST podcasts/12/quiz/answers': () =>
        json(
          { detail: 'You already took the quiz on this episode; each episode’s quiz is taken once.' },
          409,
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'water' }));
    await userEvent.click(screen.getByRole('button', { name: /Check my answers/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already took the quiz on this episode');
  });

  it('says so for an episode that is not there, or an address that names none', async () => {
    mockApi({
      'GET podcasts/12/quiz': () =>
        json({ detail: 'There is no podcast episode 12, or it is not one you can listen to.' }, 404),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no podcast episode 12');
    expect(screen.getByRole('link', { name: 'Back to Podcasts' })).toHaveAttribute('href', '/podcasts');
  });
});
