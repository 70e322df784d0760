import type { AiCheckResult, AiConnectionCheck as Check } from '@socratica/contracts';
import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { actionFailureText } from '../../shell/admin-failure-text';
import { SectionCard } from '../../shell/SectionCard';
import { useCheckAiConnection } from '../api/ai-check';
import { useSystemSettingsQuery } from '../api/system-settings';
import { CHECK_NAMES, failureText, modelsText, outputModeText, timingText } from './ai-check-text';

const OFFLINE_NOTE =
  'The offline coach runs inside the server and needs no connection, so there is nothing to check.';

/**
 * Issue 26: "Check the AI connection" calls the endpoint once for each kind of request the coach makes and
 * shows, for each, whether it worked or the provider's own words, its latency and its tokens per second.
 */
export function AiConnectionCheck() {
  const offline = useAiProvider()?.startsWith('offline') ?? false;
  const check = useCheckAiConnection();
  return (
    <SectionCard
      title="AI connection"
      description={
        offline
          ? OFFLINE_NOTE
          : "Lists the endpoint's models, then asks the standard model for one short answer, one structured (JSON) answer and one streamed answer."
      }
      action={
        offline ? undefined : (
          <Button variant="default" loading={check.isPending} onClick={() => check.mutate()}>
            Check the AI connection
          </Button>
        )
      }
    >
      {check.data && <CheckResult result={check.data} />}
      {check.error && (
        <ErrorAlert>{actionFailureText('Failed to check the AI connection', check.error)}</ErrorAlert>
      )}
    </SectionCard>
  );
}

/** SOCRATICA_AI_PROVIDER as the settings list gives it; undefined while it loads. */
function useAiProvider(): string | undefined {
  const settings = useSystemSettingsQuery();
  return settings.data?.settings.find((setting) => setting.name === 'SOCRATICA_AI_PROVIDER')?.value;
}

function CheckResult({ result }: { result: AiCheckResult }) {
  const summary = (
    <Stack gap={2}>
      <Text size="sm">{result.message}</Text>
      {result.base_url && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Endpoint: {result.base_url}
          {result.model ? ` · model ${result.model}` : ''}
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack gap="sm">
      {result.status === 'not_configured' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="No model to check">
          {summary}
        </Alert>
      ) : result.success ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Connection works">
          {summary}
        </Alert>
      ) : (
        <ErrorAlert title="Connection check failed">{summary}</ErrorAlert>
      )}
      {result.checks.length > 0 && (
        <List listStyleType="none" spacing="sm" aria-label="AI connection checks">
          {result.checks.map((check) => (
            <CheckRow key={check.name} check={check} model={result.model} />
          ))}
        </List>
      )}
    </Stack>
  );
}

function CheckRow({ check, model }: { check: Check; model: string | null }) {
  const name = CHECK_NAMES[check.name] ?? check.name;
  const mode = outputModeText(check);
  return (
    <List.Item aria-label={name}>
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {/* Dark shades keep the white text above 4.5:1, as EnabledBadge does. */}
          <Badge color={check.ok ? 'teal.9' : 'red.9'} variant="filled">
            {check.ok ? 'Works' : 'Failed'}
          </Badge>
        </Group>
        {!check.ok && (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {failureText(check)}
          </Text>
        )}
        {check.models && <Text size="sm">{modelsText(check.models, model)}</Text>}
        {mode && <Text size="sm">{mode}</Text>}
        <Text size="sm" c="dimmed">
          {timingText(check)}
        </Text>
        {check.ok && check.reply && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Answered: {check.reply}
          </Text>
        )}
      </Stack>
    </List.Item>
  );
}
