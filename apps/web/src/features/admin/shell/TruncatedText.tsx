import { Text, type TextProps } from '@mantine/core';

/** `text` cut at `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** Text cut at `max` characters (spec 2 §2), the whole of it on hover. */
export function TruncatedText({ text, max, ...props }: TextProps & { text: string; max: number }) {
  return (
    <Text size="sm" {...props} title={text.length > max ? text : undefined}>
      {truncate(text, max)}
    </Text>
  );
}
