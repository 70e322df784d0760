import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';
import { useCopyText } from '../hooks/use-copy-text';

interface CopyableUrlProps {
  label: string;
  url: string;
}

/** A read-only address with a Copy button that works with or without the Clipboard API. */
export function CopyableUrl({ label, url }: CopyableUrlProps) {
  const field = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopyText(field);

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={field}
          label={label}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Button
          leftSection={
            state === 'copied' ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
          }
          onClick={() => void copy(url)}
        >
          {state === 'copied' ? 'Copied!' : 'Copy'}
        </Button>
      </Group>
      <Text role="status" size="sm" c="gray.8" mt={4}>
        {state === 'manual' ? 'Press Ctrl+C (⌘C on Mac) to copy' : ''}
      </Text>
    </div>
  );
}
