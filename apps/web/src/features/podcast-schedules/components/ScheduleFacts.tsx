import { Group, Stack, Text } from '@mantine/core';

/** A card's facts as a definition list, one "term: value" a line, so a long value wraps beside its term. */
export function ScheduleFacts({ facts }: { facts: [term: string, value: string][] }) {
  return (
    <Stack component="dl" gap={4} m={0}>
      {facts.map(([term, value]) => (
        <Group key={term} gap={6} wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="gray.8" style={{ flexShrink: 0 }}>
            {term}:
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
