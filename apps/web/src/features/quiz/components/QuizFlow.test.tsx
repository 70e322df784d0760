import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreCheck } from '@socratica/contracts';
import { completedBaseline, startedSession } from '../../../testing/assessments';
import { json, mockApi, type RecordedCall } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { QuizFlow } from './QuizFlow';

type User = ReturnType<typeof userEvent.setup>;

const saved = (call: RecordedCall) =>
  json({ session_id: 42, question_number: JSON.parse(call.body!).question_number, saved: true, answered: 1 });

function happyApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST assessments/start': () => json(startedSession),
    'POST assessments/42/responses': saved,
    'POST assessments/42/complete': () => json(completedBaseline),
    'POST assessments/42/pre-check': () => json(offeredPreCheck),
    'POST assessments/42/pre-check/skip': () =>
      json({ ...offeredPreCheck, outcome: 'skipped', questions: [] }),
    ...overrides,
  });
}

/** A knowledge check of one item, as the server sends it: without its key. */
const offeredPreCheck: PreCheck = {
  session_id: 42,
  outcome: 'offered',
  questions: [
    {
      id: 'k1',
      text: 'Which word fills the blank in this sentence from “Tide › Causes”? “The _____ pulls the oceans.”',
      type: 'multiple_choice',
      purpose: 'Checks that you remember what the session’s source says.',
      options: ['Sun', 'Moon', 'wind', 'Earth'],
      learning_objective: null,
      bloom_level: 'remember',
      context_field: null,
      scale: null,
    },
  ],
  time_limit_seconds: 60,
  note: null,
  correct: null,
  score: null,
};

/** The knowledge check comes after the baseline (issue 40): these tests of the baseline skip it. */
async function skipKnowledgeCheck(user: User) {
  await screen.findByRole('heading', { level: 2, name: 'Knowledge check: Tides' });
  await user.click(await screen.findByRole('button', { name: 'Skip the knowledge check' }));
  return screen.findByRole('heading', { level: 2, name: 'Your learning session is ready' });
}

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

function setup() {
  const view = renderWithProviders(<QuizFlow />);
  return Object.assign(userEvent.setup(), { unmount: view.unmount });
}

/** The result's figures, as [term, value] pairs. */
function facts() {
  const list = screen.getByText('Self-rated starting level').closest('dl')!;
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function chooseTimes(user: User, ...labels: string[]) {
  for (const label of labels) await user.click(screen.getByRole('checkbox', { name: label }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function startSession(user: User, topic = 'Tides') {
  await chooseTimes(user, '15 minutes', '30 minutes');
  await user.type(screen.getByRole('textbox', { name: 'Topic' }), topic);
  await user.click(screen.getByRole('button', { name: 'Start Assessment' }));
  await screen.findByRole('heading', { level: 2, name: 'Pre-Assessment: Tides' });
}

async function answerAll(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Know the basics' }));
  await user.click(nextButton());
  await user.type(
    screen.getByRole('textbox', { name: 'What do you want to focus on?' }),
    'Spring and neap tides',
  );
  await user.click(nextButton());
  await user.click(screen.getByRole('radio', { name: 'Diagrams' }));
  await user.click(nextButton());
  await user.type(
    screen.getByRole('textbox', { name: 'What is your goal, and any constraints?' }),
    'Teach it',
  );
  await user.click(nextButton());
  await user.click(screen.getByRole('radio', { name: '4' }));
}

describe('QuizFlow: time selection', () => {
  it('offers 5, 15, 30, 45 and 60 minutes and refuses to continue without one', async () => {
    const { calls } = happyApi();
    const user = setup();

    expect(screen.getByRole('group', { name: 'Available time' })).toBeVisible();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
      '5 minutes',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
    ]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(alertSpy).toHaveBeenCalledWith('Please select how much time you have available for learning.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select how much time you have available for learning.',
    );
    expect(stepHeading()).toHaveTextContent('How much time do you have?');
    expect(calls).toHaveLength(0);
  });

  it('takes several times, uses the longest, and goes on to the topic', async () => {
    happyApi();
    const user = setup();

    await user.click(screen.getByRole('checkbox', { name: '45 minutes' }));
    await user.click(screen.getByRole('checkbox', { name: '15 minutes' }));
    expect(screen.getByText('Your session: 45 minutes, the longest you chose.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(alertSpy).not.toHaveBeenCalled();
    expect(stepHeading()).toHaveTextContent('What do you want to learn?');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByText('You have 45 minutes.')).toBeVisible();
  });
});

describe('QuizFlow: topic', () => {
  it('requires a non-blank topic of at most 200 characters, with a counter', async () => {
    const { calls } = happyApi();
    const user = setup();
    await chooseTimes(user, '5 minutes');
    const topic = screen.getByRole('textbox', { name: 'Topic' });

    expect(topic).toHaveAttribute('maxlength', '200');
    expect(screen.getByText('0/200')).toBeVisible();
    await user.type(topic, '   ');
    await user.click(screen.getByRole('button', { name: 'Start Assessment' }));

    expect(topic).toBeInvalid();
    expect(topic).toHaveAccessibleDescription(expect.stringContaining('Enter a topic to learn about.'));
    expect(topic).toHaveFocus();
    expect(screen.getByText('3/200')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('goes back to the time step and keeps the choice', async () => {
    happyApi();
    const user = setup();
    await chooseTimes(user, '30 minutes');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(stepHeading()).toHaveTextContent('How much time do you have?');
    expect(screen.getByRole('checkbox', { name: '30 minutes' })).toBeChecked();
  });

  it('starts the session with the topic, beginner and every time chosen, showing a loader meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = happyApi({
      'POST assessments/start': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = setup();
    await chooseTimes(user, '15 minutes', '30 minutes');
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), '  Tides ');
    await user.click(screen.getByRole('button', { name: 'Start Assessment' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Generating your assessment…');
    const [start] = calls;
    expect(start?.method).toBe('POST');
    expect(start?.path).toBe('assessments/start');
    expect(start?.query.get('topic')).toBe('Tides');
    expect(start?.query.get('difficulty')).toBe('beginner');
    expect(start?.query.getAll('times')).toEqual(['15', '30']);
    expect(start?.body).toBeNull();

    act(() => answer(json(startedSession)));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pre-Assessment: Tides' })).toBeVisible();
    expect(screen.getByText('Your 30-minute plan')).toBeVisible();
    expect(screen.getByText('21 min')).toBeVisible();
    expect(screen.getAllByText('4.5 min')).toHaveLength(2);
  });

  it.each([
    'Unable to generate assessment questions. Please try again.',
    'Invalid assessment format received. Please try again.',
    'No questions were generated. Please try again.',
  ])('shows the coach failure "%s" and stays on the topic', async (detail) => {
    happyApi({ 'POST assessments/start': () => json({ detail }, 502) });
    const user = setup();
    await chooseTimes(user, '15 minutes');
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Tides');
    await user.click(screen.getByRole('button', { name: 'Start Assessment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to start assessment');
    expect(alert).toHaveTextContent(detail);
    expect(stepHeading()).toHaveTextContent('What do you want to learn?');
  });
});

describe('QuizFlow: pre-assessment', () => {
  it('shows one question at a time with Previous, Next and numbered indicators to jump', async () => {
    happyApi();
    const user = setup();
    await startSession(user);

    const indicators = within(screen.getByRole('group', { name: 'Jump to question' }));
    expect(indicators.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(indicators.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'How well do you know tides?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Know the basics' }));
    expect(indicators.getByRole('button', { name: '1' })).toHaveAccessibleDescription('Answered');
    expect(indicators.getByRole('button', { name: '2' })).toHaveAccessibleDescription('Not answered yet');
    await user.click(nextButton());

    expect(screen.getByRole('textbox', { name: 'What do you want to focus on?' })).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'How well do you know tides?' })).not.toBeInTheDocument();
    expect(indicators.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'step');
    expect(indicators.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');

    await user.click(indicators.getByRole('button', { name: '5' }));
    expect(screen.getByRole('radiogroup', { name: 'How confident are you about tides?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Pre-Assessment' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 4 of 5')).toBeVisible();

    await user.click(indicators.getByRole('button', { name: '1' }));
    expect(screen.getByRole('radio', { name: 'Know the basics' })).toBeChecked();
  });

  it.each([
    ['nothing', async () => {}],
    [
      'only blank text',
      async (user: User) => {
        await answerAll(user);
        await user.click(screen.getByRole('button', { name: '4' }));
        await user.clear(screen.getByRole('textbox', { name: 'What is your goal, and any constraints?' }));
        await user.type(
          screen.getByRole('textbox', { name: 'What is your goal, and any constraints?' }),
          '  ',
        );
        await user.click(screen.getByRole('button', { name: '5' }));
      },
    ],
  ])('refuses to complete when %s answers a question', async (_, fill) => {
    const { calls } = happyApi();
    const user = setup();
    await startSession(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: '5' }));

    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    expect(alertSpy).toHaveBeenCalledWith('Please answer all 5 questions before continuing.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer all 5 questions before continuing.');
    expect(calls.map((call) => call.path)).toEqual(['assessments/start']);
  });

  it('saves every answer one by one, with its time, and only then completes', async () => {
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    let inFlight = 0;
    let mostInFlight = 0;
    const { calls } = happyApi({
      'POST assessments/42/responses': async (call) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return saved(call);
      },
    });
    const user = setup();
    await startSession(user);

    clock += 12_000;
    await user.click(screen.getByRole('radio', { name: 'Know the basics' }));
    await user.click(nextButton());
    clock += 40_000;
    await user.type(screen.getByRole('textbox', { name: 'What do you want to focus on?' }), 'Neap tides');
    await user.click(nextButton());
    clock += 5_000;
    await user.click(screen.getByRole('radio', { name: 'Diagrams' }));
    await user.click(nextButton());
    clock += 61_000;
    await user.type(
      screen.getByRole('textbox', { name: 'What is your goal, and any constraints?' }),
      'Teach it',
    );
    await user.click(nextButton());
    clock += 3_000;
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    await skipKnowledgeCheck(user);
    expect(calls.map((call) => call.path).slice(0, 7)).toEqual([
      'assessments/start',
      'assessments/42/responses',
      'assessments/42/responses',
      'assessments/42/responses',
      'assessments/42/responses',
      'assessments/42/responses',
      'assessments/42/complete',
    ]);
    expect(mostInFlight).toBe(1);
    expect(calls.slice(1, 6).map((call) => JSON.parse(call.body!))).toEqual([
      {
        question_number: 1,
        question_text: 'How well do you know tides?',
        user_answer: 'Know the basics',
        time_spent: 12,
      },
      {
        question_number: 2,
        question_text: 'What do you want to focus on?',
        user_answer: 'Neap tides',
        time_spent: 40,
      },
      {
        question_number: 3,
        question_text: 'How do you like to learn?',
        user_answer: 'Diagrams',
        time_spent: 5,
      },
      {
        question_number: 4,
        question_text: 'What is your goal, and any constraints?',
        user_answer: 'Teach it',
        time_spent: 61,
      },
      {
        question_number: 5,
        question_text: 'How confident are you about tides?',
        user_answer: '4',
        time_spent: 3,
      },
    ]);
    expect(calls[6]?.body).toBeNull();
  });

  it('shows the result and offers the chat or the post-assessment, and stores the context', async () => {
    happyApi();
    const user = setup();
    await startSession(user);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    expect(await skipKnowledgeCheck(user)).toHaveFocus();
    expect(facts()).toEqual([
      ['Self-rated starting level', '35%'],
      ['Level', 'Intermediate'],
      ['Confidence', '4/10'],
      ['Chat time', '21 minutes'],
    ]);
    expect(screen.getByText('Why there are two tides a day')).toBeVisible();
    expect(screen.getByText('Start with the Moon’s pull')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Learning Session' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Skip to Post-Assessment' })).toHaveAttribute(
      'href',
      '/post-assessment/42',
    );

    const stored = JSON.parse(localStorage.getItem('socratica.assessment_context')!).value;
    expect(stored).toMatchObject({
      session_id: 42,
      topic: 'Tides',
      available_time_minutes: 30,
      chat_learning_time_minutes: 21,
      post_assessment_time_minutes: 4.5,
      experience_level: 'Know the basics',
      learning_focus: 'Spring and neap tides',
      learning_preferences: 'Diagrams',
      success_criteria: 'Explain tides to my class',
      confidence_baseline: 4,
      score_percentage: 35,
      difficulty_level: 'intermediate',
      assessment_type: 'pre_assessment_baseline',
      knowledge_gaps: ['Why there are two tides a day'],
      recommendations: ['Start with the Moon’s pull'],
    });
    expect(stored.baseline_questions).toHaveLength(5);
    expect(stored.baseline_responses.map((r: { user_answer: string }) => r.user_answer)).toEqual([
      'Know the basics',
      'Spring and neap tides',
      'Diagrams',
      'Teach it',
      '4',
    ]);
  });

  it('falls back to score 0 and beginner when completing fails, and says so', async () => {
    happyApi({ 'POST assessments/42/complete': () => json({ detail: 'The coach is unavailable.' }, 502) });
    const user = setup();
    await startSession(user);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    await skipKnowledgeCheck(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Your answers could not be scored');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'beginner level with a self-rated starting level of 0%',
    );
    expect(facts()).toEqual([
      ['Self-rated starting level', '0%'],
      ['Level', 'Beginner'],
      ['Confidence', '4/10'],
      ['Chat time', '21 minutes'],
    ]);

    const stored = JSON.parse(localStorage.getItem('socratica.assessment_context')!).value;
    expect(stored).toMatchObject({
      score_percentage: 0,
      difficulty_level: 'beginner',
      experience_level: 'Know the basics',
      learning_focus: 'Spring and neap tides',
      learning_preferences: 'Diagrams',
      success_criteria: 'Teach it',
      confidence_baseline: 4,
      knowledge_gaps: [],
      recommendations: [],
    });
  });

  it('stops at a failed save, keeps the answers and does not complete', async () => {
    let answered = 0;
    const { calls } = happyApi({
      'POST assessments/42/responses': (call) =>
        ++answered === 3 ? json({ detail: 'The database is busy.' }, 503) : saved(call),
    });
    const user = setup();
    await startSession(user);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save response');
    expect(alert).toHaveTextContent('The database is busy.');
    expect(calls.filter((call) => call.path.endsWith('/complete'))).toHaveLength(0);
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));
    expect(await skipKnowledgeCheck(user)).toBeVisible();
  });

  it('says the session is gone when the server no longer knows it', async () => {
    happyApi({ 'POST assessments/42/responses': () => json({ detail: 'No such session.' }, 404) });
    const user = setup();
    await startSession(user);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Assessment session not found. Please start over.',
    );
    expect(alertSpy).toHaveBeenCalledWith('Assessment session not found. Please start over.');
  });
});

describe('QuizFlow: start over and restored progress', () => {
  it('Start Over returns to the time step from anywhere and forgets the stored context', async () => {
    happyApi();
    const user = setup();
    await startSession(user);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));
    await skipKnowledgeCheck(user);
    expect(localStorage.getItem('socratica.assessment_context')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start Over' }));

    expect(stepHeading()).toHaveTextContent('How much time do you have?');
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(
      0,
    );
    expect(localStorage.getItem('socratica.assessment_context')).toBeNull();
  });

  it('keeps the progress of the tab across a reload', async () => {
    happyApi();
    const user = setup();
    await startSession(user);
    await user.click(screen.getByRole('radio', { name: 'Know the basics' }));

    user.unmount();
    renderWithProviders(<QuizFlow />);

    expect(screen.getByRole('heading', { level: 2, name: 'Pre-Assessment: Tides' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Know the basics' })).toBeChecked();
  });

  it('shows an unknown step as an error with Start Over', async () => {
    sessionStorage.setItem(
      'socratica.quiz_progress',
      JSON.stringify({ step: 'celebration', times: [15], topic: 'Tides', session: null, answers: {} }),
    );
    happyApi();
    const user = setup();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This step of the quiz does not exist.');

    await user.click(within(alert).getByRole('button', { name: 'Start Over' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('How much time do you have?'));
  });

  it('says the session is missing when a pre-assessment has none', () => {
    sessionStorage.setItem(
      'socratica.quiz_progress',
      JSON.stringify({ step: 'pre_assessment', times: [15], topic: 'Tides', session: null, answers: {} }),
    );
    happyApi();
    setup();

    expect(screen.getByRole('alert')).toHaveTextContent('Assessment session not found. Please start over.');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Start Over' })).toBeVisible();
  });
});

describe('QuizFlow: knowledge check (issue 40)', () => {
  it('asks the sources’ questions after the baseline, grades them on the server, and goes on to the chat', async () => {
    const { calls } = happyApi({
      'POST assessments/42/pre-check/responses': () =>
        json({ ...offeredPreCheck, outcome: 'answered', correct: 1, score: 100 }),
    });
    const user = setup();
    await startSession(user);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Knowledge check: Tides' })).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Skip the knowledge check' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check my answers' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Moon' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));

    expect(await screen.findByText('You answered 1 of 1 right')).toBeVisible();
    const sent = calls.find((call) => call.path === 'assessments/42/pre-check/responses')!;
    expect(JSON.parse(sent.body!)).toMatchObject({ answers: [{ question_id: 'k1', answer: 'Moon' }] });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your learning session is ready' }),
    ).toBeVisible();
  });

  it('says why there is none for a topic without a source, and goes on', async () => {
    happyApi({
      'POST assessments/42/pre-check': () =>
        json({
          ...offeredPreCheck,
          outcome: 'unavailable',
          questions: [],
          note: 'No pre-check for this topic: its sources gave no sentence to make a scored item from, so the report cannot measure a gain.',
        }),
    });
    const user = setup();
    await startSession(user);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Complete Pre-Assessment' }));

    expect(await screen.findByText(/the report cannot measure a gain/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your learning session is ready' }),
    ).toBeVisible();
  });
});
