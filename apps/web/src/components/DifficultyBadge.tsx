import type { Difficulty } from '@socratica/contracts';
import { Badge, type BadgeProps } from '@mantine/core';

const LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

// Dark shades keep the white text above 4.5:1.
const COLORS: Record<Difficulty, string> = {
  beginner: 'teal.9',
  intermediate: 'indigo.8',
  advanced: 'grape.9',
};

/** A learner's level: null before the baseline has placed them. */
export function DifficultyBadge({
  level,
  size = 'md',
}: {
  level: Difficulty | null;
  size?: BadgeProps['size'];
}) {
  if (level === null) {
    return (
      <Badge size={size} variant="outline" color="gray.8">
        Not assessed yet
      </Badge>
    );
  }
  return (
    <Badge size={size} variant="filled" color={COLORS[level]}>
      {LABELS[level]}
    </Badge>
  );
}
