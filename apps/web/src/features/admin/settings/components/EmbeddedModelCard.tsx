import type { LocalModelStatus } from '@socratica/contracts';
import { Box, Button, Code, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { actionFailureText } from '../../shell/admin-failure-text';
import { LoadFailed } from '../../shell/LoadFailed';
import { SectionCard } from '../../shell/SectionCard';
import {
  useCancelModelDownloadMutation,
  useLocalModelQuery,
  useStartModelDownloadMutation,
} from '../api/local-model';
import { formatBytes, progressLine, stateSentence } from '../model-download-text';

const RUNNING = new Set<LocalModelStatus['state']>(['downloading', 'verifying']);

/** Two columns of facts where they fit, one on a phone. */
const FACTS_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
};

/**
 * The start button's word for the state: Download the first time, Resume after the admin paused, and Try again
 * after a failure, the words the server's failure message uses (it says whether what arrived is kept).
 */
function startLabel(model: LocalModelStatus): string | null {
  if (!model.downloadable || RUNNING.has(model.state) || model.state === 'ready') return null;
  if (model.state === 'missing') return 'Download';
  return model.state === 'paused' ? 'Resume' : 'Try again';
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * DESIGN D21: the embedded model SOCRATICA_AI_PROVIDER=local runs, with its size and licence, and its download,
 * which starts only when an admin presses Download. Until it is complete, the offline coach serves.
 */
export function EmbeddedModelCard() {
  const model = useLocalModelQuery();
  return (
    <SectionCard
      title="Embedded model"
      description="The model that runs inside the server. It is downloaded into the data folder only when you ask."
    >
      {model.data ? (
        <ModelDetails model={model.data} />
      ) : model.isError ? (
        <LoadFailed what="embedded model" retrying={model.isFetching} onRetry={() => void model.refetch()} />
      ) : (
        <Loader size="sm" role="status" aria-label="Loading the embedded model…" />
      )}
    </SectionCard>
  );
}

function ModelDetails({ model }: { model: LocalModelStatus }) {
  const start = useStartModelDownloadMutation();
  const cancel = useCancelModelDownloadMutation();
  const running = RUNNING.has(model.state);
  const label = startLabel(model);
  const { progress } = model;
  const percent =
    progress && progress.total
      ? Math.min(100, Math.floor((progress.bytes / progress.total) * 100))
      : undefined;

  return (
    <Stack gap="sm">
      <Box component="dl" m={0} style={FACTS_GRID}>
        <Fact label="Model">{model.name ?? 'Unknown'}</Fact>
        <Fact label="Address">
          <Code>{model.address}</Code>
        </Fact>
        <Fact label="Size">{model.size_bytes === null ? 'Unknown' : formatBytes(model.size_bytes)}</Fact>
        <Fact label="Licence">{model.license ?? 'Unknown: see the model’s page'}</Fact>
        {model.path && (
          <Fact label={model.state === 'ready' ? 'Stored at' : 'Will be stored at'}>{model.path}</Fact>
        )}
      </Box>

      <Text size="sm" fw={600} aria-live="polite">
        {stateSentence(model)}
      </Text>

      {progress && (
        <Stack gap={4}>
          {percent !== undefined && (
            <Progress
              value={percent}
              animated={running}
              aria-label="Download progress"
              aria-valuetext={progressLine(progress, false)}
            />
          )}
          <Text size="sm" c="dimmed">
            {progressLine(progress, running)}
          </Text>
        </Stack>
      )}

      {model.error && <ErrorAlert>{model.error}</ErrorAlert>}
      {model.load_error && (
        <ErrorAlert>
          {model.load_error} Check that the file is a complete GGUF model this version of llama.cpp can run,
          then restart the server.
        </ErrorAlert>
      )}

      {(label || running) && (
        <Group gap="sm">
          {label && (
            <Button loading={start.isPending} onClick={() => start.mutate()}>
              {label}
            </Button>
          )}
          {running && (
            <Button variant="default" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancel
            </Button>
          )}
        </Group>
      )}
      {start.error && (
        <ErrorAlert>{actionFailureText('Failed to start the download', start.error)}</ErrorAlert>
      )}
      {cancel.error && (
        <ErrorAlert>{actionFailureText('Failed to cancel the download', cancel.error)}</ErrorAlert>
      )}
    </Stack>
  );
}
