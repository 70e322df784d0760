import type { GradedAnswer, PostAssessmentReply } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { learningGains, postQuestions } from '../../../testing/assessments';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PostAssessment } from './PostAssessment';

const reply: PostAssessmentReply = {
  post_assessment: {
    questions: postQuestions,
    time_limit_minutes: 4.5,
    started_at: '2026-11-21T14:40:00Z',
    seconds_left: 270,
    knowledge_basis: 'knowledge_test',
    knowledge_note: null,
  },
  topic: 'Tides',
  pre_assessment_score: 40,
  pre_assessment_score_kind: 'self_estimate',
  chat_messages_count: 12,
  completed_at: null,
  graded: null,
  answered_offline: [],
};
const graded: GradedAnswer[] = [
  {
    question_id: 'p1',
    question_text: 'What mainly causes tides?',
    score: 1,
    correct: true,
    credit: 'full',
    learner_answer: 'The Moon',
    accepted_answer: 'The Moon',
    source: 'WordNet 3.1, the noun “tide” (sense 1 of 3)',
    feedback: 'Correct: “The Moon”.',
  },
  {
    question_id: 'p2',
    question_text: 'Which bodies pull on the oceans?',
    score: 0.5,
    correct: false,
    credit: 'partial',
    learner_answer: 'Moon',
    accepted_answer: 'Moon; Sun',
    source: 'WordNet 3.1, the noun “tide” (sense 1 of 3)',
    feedback: 'You chose 1 of the 2 right options.',
  },
  {
    question_id: 'p3',
    question_text: 'Explain a spring tide.',
    score: 0,
    correct: false,
    credit: 'none',
    learner_answer: '',
    accepted_answer: 'The tide of greatest range, when Sun and Moon align',
    source: 'WordNet 3.1, the noun “spring tide” (sense 1 of 1)',
    feedback: 'Not answered: the time limit ran out first.',
  },
];
const result = { session_id: 7, learning_gains: learningGains, graded, unanswered: 1 };

function setup(sessionId = '7') {
  const onSubmitted = vi.fn();
  const onViewReport = vi.fn();
  const onStartOver = vi.fn();
  renderWithProviders(
    <PostAssessment
      sessionId={sessionId}
      onSubmitted={onSubmitted}
      onViewReport={onViewReport}
      onStartOver={onStartOver}
    />,
  );
  return { onSubmitted, onViewReport, onStartOver, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('PostAssessment', () => {
  it('loads, then shows the first question with the time left, counted from the server', async () => {
    const { calls } = mockApi({ 'POST assessments/7/post-assessment': () => json(reply) });
    setup();

    expect(screen.getByRole('status')).toHaveTextContent('Preparing your post-assessment…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tides' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('4:30');
    expect(screen.getByText(/of 4:30/)).toBeVisible();
    // The baseline is built from self-ratings: it is never shown as a tested score.
    expect(screen.getByText('Self-rated starting level: 40%')).toBeVisible();
    expect(screen.queryByText(/Pre-assessment score|Baseline score/)).not.toBeInTheDocument();
    expect(screen.getByText('Question 1 of 4')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'What mainly causes tides?' })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeNull();
  });

  it('says plainly when the questions are a self-check, not a knowledge test', async () => {
    const note = 'The offline knowledge base (WordNet) knows too little about “Tides” to test it.';
    mockApi({
      'POST assessments/7/post-assessment': () =>
        json({
          ...reply,
          post_assessment: { ...reply.post_assessment, knowledge_basis: 'self_check', knowledge_note: note },
        }),
    });
    setup();
    expect(await screen.findByText(note)).toBeVisible();
    expect(screen.getByText('A self-check, not a knowledge test')).toBeVisible();
  });

  it('shows no such note for a knowledge test', async () => {
    mockApi({ 'POST assessments/7/post-assessment': () => json(reply) });
    setup();
    await screen.findByText('Question 1 of 4');
    expect(screen.queryByText('A self-check, not a knowledge test')).not.toBeInTheDocument();
  });

  it('enables Next and Complete only when the current question is answered', async () => {
    mockApi({ 'POST assessments/7/post-assessment': () => json(reply) });
    const { user } = setup();
    await screen.findByText('Question 1 of 4');

    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Answer this question to continue.');
    await user.click(screen.getByRole('radio', { name: 'The Moon' }));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Moon' }));
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Moon' }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.click(next());

    await user.type(screen.getByRole('textbox', { name: 'Explain a spring tide.' }), '   ');
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Explain a spring tide.' }), 'Sun and Moon align');
    await user.click(next());

    const complete = screen.getByRole('button', { name: 'Complete' });
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '7' }));
    expect(complete).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: 'Explain a spring tide.' })).toHaveValue(
      '   Sun and Moon align',
    );
    expect(next()).toBeEnabled();
  });

  it('submits every answer with its time, then shows each answer marked, with its source', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = mockApi({
      'POST assessments/7/post-assessment': () => json(reply),
      'POST assessments/7/post-assessment/responses': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, onSubmitted, onViewReport } = setup();
    await screen.findByText('Question 1 of 4');
    await user.click(screen.getByRole('radio', { name: 'The Moon' }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Moon' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.click(next());
    await user.type(screen.getByRole('textbox', { name: 'Explain a spring tide.' }), 'They align');
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: '8' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Submitting your answers…');
    expect(screen.getByRole('radio', { name: '8' })).toBeDisabled();
    const submitted = JSON.parse(calls[1]!.body!);
    expect(submitted.map((a: { question_id: string; answer: unknown }) => [a.question_id, a.answer])).toEqual(
      [
        ['p1', 'The Moon'],
        ['p2', ['Moon', 'Sun']],
        ['p3', 'They align'],
        ['p4', '8'],
      ],
    );
    for (const a of submitted) expect(Number.isInteger(a.time_spent) && a.time_spent >= 1).toBe(true);

    answer(json(result));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(result));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your answers, marked' })).toBeVisible();
    expect(
      screen.getByText(/You scored 75%\. Full credit on 1 of 3 questions\. 1 was not answered/),
    ).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByText('Partial credit')).toBeVisible();
    expect(within(items[1]!).getByText('Moon; Sun')).toBeVisible();
    expect(within(items[1]!).getByText('You chose 1 of the 2 right options.')).toBeVisible();
    expect(within(items[2]!).getByText('Not answered')).toBeVisible();
    expect(within(items[2]!).getByText('No credit')).toBeVisible();
    expect(within(items[0]!).getByText('WordNet 3.1, the noun “tide” (sense 1 of 3)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'View your report' }));
    expect(onViewReport).toHaveBeenCalledWith(result);
  });

  it('submits what is answered when the time runs out, and says so', async () => {
    const { calls } = mockApi({
      'POST assessments/7/post-assessment': () =>
        json({ ...reply, post_assessment: { ...reply.post_assessment, seconds_left: 1 } }),
      'POST assessments/7/post-assessment/responses': () => json(result),
    });
    const { user, onSubmitted } = setup();
    await user.click(await screen.findByRole('radio', { name: 'The Moon' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(result), { timeout: 3000 });
    const submitted = JSON.parse(calls[1]!.body!);
    expect(submitted.map((a: { answer: unknown }) => a.answer)).toEqual(['The Moon', '', '', '']);
    expect(await screen.findByText(/1 was not answered before the time ran out/)).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('keeps the answers and says so when submitting fails', async () => {
    mockApi({
      'POST assessments/7/post-assessment': () =>
        json({ ...reply, post_assessment: { ...reply.post_assessment, questions: [postQuestions[0]] } }),
      'POST assessments/7/post-assessment/responses': () => json({ detail: 'Grading is unavailable.' }, 503),
    });
    const { user, onSubmitted } = setup();
    await user.click(await screen.findByRole('radio', { name: 'The Moon' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Grading is unavailable.');
    expect(screen.getByRole('radio', { name: 'The Moon' })).toBeChecked();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('opens a completed post-assessment with its answers marked, and no questions', async () => {
    mockApi({
      'POST assessments/7/post-assessment': () =>
        json({ ...reply, completed_at: '2026-11-21T14:47:00Z', graded }),
    });
    setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Your answers, marked' })).toBeVisible();
    expect(screen.getByText(/Here are your answers, marked\./)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'View your report' })).toHaveLength(1);
    expect(screen.getByText('The tide of greatest range, when Sun and Moon align')).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('opens a completed post-assessment as completed, with a link to its report and no questions', async () => {
    mockApi({
      'POST assessments/7/post-assessment': () => json({ ...reply, completed_at: '2026-11-21T14:47:00Z' }),
    });
    setup();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Post-assessment already completed' }),
    ).toBeVisible();
    expect(screen.getByText(/You completed it on Nov 21, 2026, 9:47 AM ET\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your report' })).toHaveAttribute('href', '/report/7');
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows the completed state when the server refuses a second submission', async () => {
    mockApi({
      'POST assessments/7/post-assessment': () =>
        json({ ...reply, post_assessment: { ...reply.post_assessment, questions: [postQuestions[0]] } }),
      'POST assessments/7/post-assessment/responses': () =>
        json({ detail: 'This post-assessment is already completed, and its score stands.' }, 409),
    });
    const { user, onSubmitted } = setup();
    await user.click(await screen.findByRole('radio', { name: 'The Moon' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Post-assessment already completed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your report' })).toHaveAttribute('href', '/report/7');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it.each([
    ['the session does not exist', () => json({ detail: 'No such session.' }, 404)],
    [
      'the coach made no questions',
      () => json({ ...reply, post_assessment: { ...reply.post_assessment, questions: [] } }),
    ],
  ])('says No Post-Assessment Available when %s', async (_, answer) => {
    mockApi({ 'POST assessments/7/post-assessment': answer });
    setup();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No Post-Assessment Available' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take a Quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('does not ask the server about a session id that is not a number', () => {
    const { calls } = mockApi({});
    setup('abc');

    expect(screen.getByRole('heading', { level: 2, name: 'No Post-Assessment Available' })).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('says Something went wrong with the server detail, and offers Start Over and a retry', async () => {
    let attempts = 0;
    mockApi({
      'POST assessments/7/post-assessment': () =>
        ++attempts === 1 ? json({ detail: 'Finish the pre-assessment first.' }, 409) : json(reply),
    });
    const { user, onStartOver } = setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Finish the pre-assessment first.');
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(onStartOver).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question 1 of 4')).toBeVisible();
  });

  it('falls back to a general sentence when the failure has no detail', async () => {
    mockApi({ 'POST assessments/7/post-assessment': () => new Response('Bad gateway', { status: 502 }) });
    setup();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The post-assessment could not be prepared. Please try again.',
    );
  });
});
