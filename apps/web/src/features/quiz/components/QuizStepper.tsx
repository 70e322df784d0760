import { Stack, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { useCompactStepper } from '../hooks/use-quiz-layout';
import { JOURNEY_LABELS } from '../quiz-steps';

/**
 * Where the learner is in the whole journey. The stepper is a picture (its steps are not buttons anyone
 * can use), so it is hidden from assistive technology, which reads the one-line summary instead.
 */
export function QuizStepper({ active }: { active: number }) {
  const compact = useCompactStepper(JOURNEY_LABELS.length);
  const summary = `Step ${active + 1} of ${JOURNEY_LABELS.length}: ${JOURNEY_LABELS[active]}`;

  return (
    <Stack gap="xs">
      {/* Compact: the steps shrink to numbered dots in one row, and the current one is named above them. */}
      {compact ? (
        <Text size="sm" fw={600}>
          {summary}
        </Text>
      ) : (
        <VisuallyHidden>{summary}</VisuallyHidden>
      )}
      <Stepper
        active={active}
        size={compact ? 'xs' : 'sm'}
        iconSize={compact ? 26 : undefined}
        wrap={!compact}
        aria-hidden
        data-compact={compact || undefined}
      >
        {JOURNEY_LABELS.map((label) => (
          <Stepper.Step key={label} label={compact ? undefined : label} />
        ))}
      </Stepper>
    </Stack>
  );
}
