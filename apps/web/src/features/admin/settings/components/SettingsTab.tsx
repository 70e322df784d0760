import type { SystemSetting } from '@socratica/contracts';
import { Code, Loader, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { AdminTable } from '../../shell/AdminTable';
import { SectionCard } from '../../shell/SectionCard';
import { SourceAvailabilityList } from '../../shell/SourceAvailabilityList';
import { useSystemSettingsQuery } from '../api/system-settings';
import { AiConnectionCheck } from './AiConnectionCheck';
import { EmbeddedModelCard } from './EmbeddedModelCard';

const columns: DataTableColumn<SystemSetting>[] = [
  { accessor: 'name', title: 'Setting', noWrap: true, render: ({ name }) => <Code>{name}</Code> },
  // Shown as the server gives it: secrets arrive as "configured" or "not set", never their value.
  {
    accessor: 'value',
    title: 'Value',
    // Long URLs may break anywhere, but the column stays wide enough for a word such as "production".
    render: ({ value }) => (
      <Text size="sm" miw="12ch" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    ),
  },
  {
    accessor: 'source',
    title: 'Source',
    noWrap: true,
    render: ({ source }) => (source === 'environment' ? 'Environment' : 'Default'),
  },
  { accessor: 'description', title: 'Description' },
];

/** Spec 2 §2: the read-only list of system settings, under DESIGN D19's sources and whether each is live. */
export function SettingsTab() {
  const settings = useSystemSettingsQuery();
  let sources;
  if (settings.data)
    sources = (
      <SourceAvailabilityList
        sources={settings.data.sources ?? []}
        notLiveHints={{ document: 'Add one in the Sources tab.' }}
      />
    );
  else if (settings.isError)
    sources = (
      <Text size="sm" c="dimmed">
        The sources could not be loaded.
      </Text>
    );
  else sources = <Loader size="sm" role="status" aria-label="Loading sources…" />;
  // D21: only a server that runs the embedded model has one to show.
  const embedded = settings.data?.settings.some(
    ({ name, value }) => name === 'SOCRATICA_AI_PROVIDER' && value.startsWith('local'),
  );

  return (
    <Stack gap="lg">
      {embedded && <EmbeddedModelCard />}
      <AiConnectionCheck />
      <SectionCard
        title="Sources"
        description="What the coaches teach from, and whether each can be used now."
      >
        {sources}
      </SectionCard>
      <AdminTable
        label="System settings"
        columns={columns}
        records={settings.data?.settings}
        idAccessor="name"
        query={settings}
        emptyText="The server reported no settings."
        minWidth={720}
      />
    </Stack>
  );
}
