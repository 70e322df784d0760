import type { HealthResponse } from '@socratica/contracts';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCpu } from '@tabler/icons-react';
import { useHealthQuery } from '../api/health';

const PROVIDER_NAMES: Record<HealthResponse['ai_provider'], string> = {
  offline: 'built-in offline coach',
  openai: 'OpenAI-compatible model',
  local: 'embedded model on this server',
};

/** DESIGN D11: the UI says plainly which AI provider is active. */
export function AiCoachStatus() {
  const health = useHealthQuery();
  const provider = health.data
    ? PROVIDER_NAMES[health.data.ai_provider]
    : health.isError
      ? 'status unavailable'
      : 'checking…';

  return (
    <Group gap={8} wrap="nowrap" role="status" aria-live="polite">
      <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
        <IconCpu size={14} stroke={1.8} />
      </ThemeIcon>
      <Text size="sm" c="gray.8">
        AI coach: <strong>{provider}</strong>
      </Text>
    </Group>
  );
}
