import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

interface QuestionIndicatorsProps {
  answered: boolean[];
  current: number;
  onJump: (index: number) => void;
  disabled: boolean;
}

/** Numbered buttons to jump between questions; each also says whether it is answered. */
export function QuestionIndicators({ answered, current, onJump, disabled }: QuestionIndicatorsProps) {
  const id = useId();
  return (
    <Group gap="xs" role="group" aria-label="Jump to question">
      <VisuallyHidden id={`${id}-answered`}>Answered</VisuallyHidden>
      <VisuallyHidden id={`${id}-open`}>Not answered yet</VisuallyHidden>
      {answered.map((isAnswered, index) => (
        <Button
          key={index}
          size="compact-md"
          miw={44}
          variant={index === current ? 'filled' : isAnswered ? 'light' : 'default'}
          aria-current={index === current ? 'step' : undefined}
          aria-describedby={`${id}-${isAnswered ? 'answered' : 'open'}`}
          disabled={disabled}
          onClick={() => onJump(index)}
        >
          {index + 1}
        </Button>
      ))}
    </Group>
  );
}
