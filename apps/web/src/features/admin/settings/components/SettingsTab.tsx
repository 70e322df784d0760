import type { SystemSetting } from '@socratica/contracts';
import { Code, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { AdminTable } from '../../shell/AdminTable';
import { useSystemSettingsQuery } from '../api/system-settings';

const columns: DataTableColumn<SystemSetting>[] = [
  { accessor: 'name', title: 'Setting', noWrap: true, render: ({ name }) => <Code>{name}</Code> },
  // Shown as the server gives it: secrets arrive as "configured" or "not set", never their value.
  {
    accessor: 'value',
    title: 'Value',
    render: ({ value }) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    ),
  },
  { accessor: 'description', title: 'Description' },
];

/** Spec 2 §2: the read-only list of system settings. */
export function SettingsTab() {
  const settings = useSystemSettingsQuery();
  return (
    <AdminTable
      label="System settings"
      columns={columns}
      records={settings.data?.settings}
      idAccessor="name"
      query={settings}
      emptyText="The server reported no settings."
      minWidth={720}
    />
  );
}
