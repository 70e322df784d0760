import { Text } from '@mantine/core';

/** A field's `n / max` counter, in red once the text is over its limit. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const over = value.length > max;
  return (
    <Text component="span" size="xs" c={over ? 'red.9' : 'gray.8'} fw={over ? 600 : undefined}>
      {value.length} / {max}
    </Text>
  );
}
