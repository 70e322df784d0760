import { Text } from '@mantine/core';

/** Keywords or phrases as one comma-separated line, clamped to two lines, the whole list on hover. */
export function TermList({ terms }: { terms: readonly string[] }) {
  const text = terms.join(', ');
  if (!text)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Text size="sm" miw={160} maw={320} lineClamp={2} title={text}>
      {text}
    </Text>
  );
}
