import type { Question } from '@socratica/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { baselineQuestions, postQuestions } from '../../testing/assessments';
import type { Answer } from './answer';
import { QuestionInput } from './QuestionInput';

function Controlled({ question, onAnswer }: { question: Question; onAnswer: (answer: Answer) => void }) {
  const [value, setValue] = useState<Answer | undefined>(undefined);
  return (
    <QuestionInput
      question={question}
      value={value}
      onChange={(answer) => {
        setValue(answer);
        onAnswer(answer);
      }}
    />
  );
}

function renderQuestion(question: Question) {
  const answers: Answer[] = [];
  render(
    <MantineProvider>
      <Controlled question={question} onAnswer={(answer) => answers.push(answer)} />
    </MantineProvider>,
  );
  return { answers, user: userEvent.setup() };
}

describe('QuestionInput', () => {
  it('shows a multiple-choice question as radio buttons labelled by the question', async () => {
    const { answers, user } = renderQuestion(baselineQuestions[0]!);

    const group = screen.getByRole('radiogroup', { name: 'How well do you know tides?' });
    expect(group).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(4);

    await user.click(screen.getByRole('radio', { name: 'Know the basics' }));

    expect(screen.getByRole('radio', { name: 'Know the basics' })).toBeChecked();
    expect(answers.at(-1)).toBe('Know the basics');
  });

  it('shows a multi-select question as checkboxes and answers with every choice', async () => {
    const { answers, user } = renderQuestion(postQuestions[1]!);

    expect(screen.getByText('Select all that apply.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Moon' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));

    expect(answers.at(-1)).toEqual(['Moon', 'Sun']);
  });

  it.each(['text', 'short_answer', 'essay', 'open_ended'] as const)(
    'shows a %s question as a text area',
    async (type) => {
      const { answers, user } = renderQuestion({ ...baselineQuestions[1]!, type });

      const box = screen.getByRole('textbox', { name: 'What do you want to focus on?' });
      expect(box.tagName).toBe('TEXTAREA');
      await user.type(box, 'Neap');

      expect(answers.at(-1)).toBe('Neap');
    },
  );

  it('shows a confidence rating from 1 to 10, unrated at first, then as x/10', async () => {
    const { answers, user } = renderQuestion(baselineQuestions[4]!);

    const scale = screen.getByRole('radiogroup', { name: 'How confident are you about tides?' });
    expect(scale).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText('Not rated yet')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '7' }));

    expect(answers.at(-1)).toBe('7');
    expect(screen.getByText('Your rating: 7/10')).toBeVisible();
  });
});
