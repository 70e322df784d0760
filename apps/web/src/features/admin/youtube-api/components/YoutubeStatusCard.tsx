import type { YoutubeStatus, YoutubeTestResult } from '@socratica/contracts';
import { Alert, Button, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FactList } from '../../../../components/FactList';
import { formatEastern } from '../../../../lib/time';
import { actionFailureText, useLoadFailureBanner } from '../../shell/admin-failure-text';
import { SectionCard } from '../../shell/SectionCard';
import { useTestYoutubeConnection } from '../api/test-youtube-connection';
import { useYoutubeStatus } from '../api/youtube-status';

/** Spec 2 §2: the status overview and the connection test. */
export function YoutubeStatusCard() {
  const status = useYoutubeStatus();
  useLoadFailureBanner('YouTube API status', status.error);
  const test = useTestYoutubeConnection();
  return (
    <SectionCard
      title="Status"
      action={
        <Button variant="default" loading={test.isPending} onClick={() => test.mutate()}>
          Test connection
        </Button>
      }
    >
      {status.isPending && <Loader size="sm" role="status" aria-label="Loading YouTube API status…" />}
      {status.data && <StatusFacts status={status.data} />}
      {test.data && <TestResult result={test.data} />}
      {test.error && (
        <ErrorAlert>{actionFailureText('Failed to test the YouTube API connection', test.error)}</ErrorAlert>
      )}
    </SectionCard>
  );
}

function StatusFacts({ status }: { status: YoutubeStatus }) {
  return (
    <Stack gap="sm">
      {!status.api_key_configured && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="No YouTube API key">
          No YouTube Data API key is configured (SOCRATICA_YOUTUBE_API_KEY), so YouTube is not searched.
          Learners&apos; video searches are answered from the built-in curated catalogue, which you manage in
          the Video management tab.
        </Alert>
      )}
      <FactList
        columns={3}
        facts={[
          ['API key', status.api_key_configured ? 'Configured' : 'Not configured'],
          ['Searches use', status.provider === 'youtube' ? 'YouTube Data API' : 'Curated catalogue'],
          ['Available', status.api_available ? 'Yes' : 'No'],
          [
            'Quota used today',
            `${status.quota_used_today.toLocaleString('en-US')} of ${status.quota_limit.toLocaleString('en-US')} units (${status.quota_percentage_used}%)`,
          ],
          ['API calls today', status.api_calls_today.toLocaleString('en-US')],
          ['Quota resets', formatEastern(status.quota_resets_at)],
        ]}
      />
      <Progress.Root>
        <Progress.Section
          value={status.quota_percentage_used}
          color={status.quota_percentage_used >= 90 ? 'red.9' : 'indigo.8'}
          aria-label="Quota used today"
        />
      </Progress.Root>
    </Stack>
  );
}

function TestResult({ result }: { result: YoutubeTestResult }) {
  const details = Object.entries(result.details).filter(([, value]) => value !== null && value !== undefined);
  const body = (
    <Stack gap={4}>
      <Text size="sm">{result.message}</Text>
      {result.error && <Text size="sm">Error: {result.error}</Text>}
      {details.map(([name, value]) => (
        <Text key={name} size="xs" c="dimmed">
          {name.replaceAll('_', ' ')}: {String(value)}
        </Text>
      ))}
    </Stack>
  );
  if (result.status === 'not_configured')
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="No key to test">
        {body}
      </Alert>
    );
  return result.success ? (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Connection works">
      {body}
    </Alert>
  ) : (
    <ErrorAlert title="Connection test failed">{body}</ErrorAlert>
  );
}
