import { Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

const DISCLAIMER_TEXT = 'AI can make mistakes. Do not rely on it for compliance or legal information.';

export function Disclaimer() {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconInfoCircle size={16} stroke={1.8} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="gray.8">
        {DISCLAIMER_TEXT}
      </Text>
    </Group>
  );
}
