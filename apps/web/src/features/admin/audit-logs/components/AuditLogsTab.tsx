import { Group, Stack } from '@mantine/core';
import { RefreshButton } from '../../shell/RefreshButton';
import { useAdminSearchParams } from '../../shell/use-admin-search-params';
import { useAuditLogsQuery } from '../api/list-audit-logs';
import { auditLogViewOf } from '../audit-log-view';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';
import { ExportButton } from './ExportButton';

/** Spec 2 §2's audit log: filters kept in the URL, Refresh, pages of 100 and the CSV export. */
export function AuditLogsTab() {
  const [params, updateParams] = useAdminSearchParams();
  const view = auditLogViewOf(params);
  const logs = useAuditLogsQuery(view);
  const filtered = Object.values(view.filter).some((value) => value !== undefined);

  return (
    <Stack gap="md">
      <AuditLogFilters filter={view.filter} onChange={updateParams} />
      <Group justify="flex-end" gap="sm">
        <RefreshButton refreshing={logs.isRefetching} onRefresh={() => void logs.refetch()} />
        <ExportButton filter={view.filter} />
      </Group>
      <AuditLogTable
        logs={logs}
        onPageChange={(page) => updateParams({ page: String(page) })}
        filtered={filtered}
      />
    </Stack>
  );
}
