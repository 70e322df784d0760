import type { Question } from '@socratica/contracts';
import { Checkbox, Group, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { answerText, isAnswered, type Answer } from './answer';
import classes from './QuestionInput.module.css';

// The server refuses longer answers (contracts: SaveResponseRequest.user_answer).
const ANSWER_MAX_LENGTH = 5_000;

interface QuestionInputProps {
  question: Question;
  value: Answer | undefined;
  onChange: (answer: Answer) => void;
}

/** The control that fits the question's type, labelled by the question itself. */
export function QuestionInput({ question, value, onChange }: QuestionInputProps) {
  switch (question.type) {
    case 'multiple_choice':
      return (
        <Radio.Group
          label={question.text}
          size="md"
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={onChange}
        >
          <Stack gap="sm" mt="sm">
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} classNames={{ radio: classes.choice }} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multi_select':
      return (
        <Checkbox.Group
          label={question.text}
          description="Select all that apply."
          size="md"
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        >
          <Stack gap="sm" mt="sm">
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} classNames={{ input: classes.choice }} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'confidence_rating':
      return <ConfidenceRating question={question} value={value} onChange={onChange} />;
    default:
      return (
        <Textarea
          label={question.text}
          size="md"
          autosize
          minRows={question.type === 'essay' ? 6 : 3}
          maxRows={14}
          maxLength={ANSWER_MAX_LENGTH}
          value={answerText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

function ConfidenceRating({ question, value, onChange }: QuestionInputProps) {
  const labelId = useId();
  const min = question.scale?.min ?? 1;
  const max = question.scale?.max ?? 10;
  const steps = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
  const rating = typeof value === 'string' ? value : '';

  return (
    <Stack gap="xs">
      <Text id={labelId} fw={500} size="md">
        {question.text}
      </Text>
      {/* An empty value selects nothing, so "not rated yet" differs from a rating of 1. */}
      <SegmentedControl
        aria-labelledby={labelId}
        data={steps}
        value={rating}
        onChange={onChange}
        fullWidth
        className={classes.rating}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {min} = not confident
        </Text>
        <Text size="sm" c="dimmed">
          {max} = very confident
        </Text>
      </Group>
      <Text fw={600} aria-live="polite">
        {isAnswered(rating) ? `Your rating: ${rating}/${max}` : 'Not rated yet'}
      </Text>
    </Stack>
  );
}
