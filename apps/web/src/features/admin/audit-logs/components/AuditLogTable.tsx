import type { AuditLog, AuditLogsPage } from '@socratica/contracts';
import { Badge, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { formatEastern } from '../../../../lib/time';
import { AdminTable } from '../../shell/AdminTable';
import { actionTypeLabel } from '../action-type-labels';

const NONE = '—';

/** The sentence the server writes for every row (`action_details.action`), shown as text, never as HTML. */
function actionSentence(log: AuditLog): string {
  const action = log.action_details.action;
  return typeof action === 'string' ? action : NONE;
}

const columns: DataTableColumn<AuditLog>[] = [
  {
    accessor: 'created_at',
    title: 'Time (ET)',
    noWrap: true,
    render: (log) => formatEastern(log.created_at),
  },
  { accessor: 'username', title: 'User', render: (log) => log.username ?? NONE },
  {
    accessor: 'user_role',
    title: 'Role',
    render: ({ user_role }) => (user_role === 'admin' ? 'Admin' : user_role === 'user' ? 'User' : NONE),
  },
  { accessor: 'action_type', title: 'Action type', render: (log) => actionTypeLabel(log.action_type) },
  {
    accessor: 'action',
    title: 'Action',
    render: (log) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {actionSentence(log)}
      </Text>
    ),
  },
  { accessor: 'ip_address', title: 'IP address', render: (log) => log.ip_address ?? NONE },
  {
    accessor: 'location',
    title: 'Location',
    render: (log) => [log.location_city, log.location_country].filter(Boolean).join(', ') || NONE,
  },
  {
    accessor: 'is_vpn',
    title: 'VPN',
    width: 80,
    render: ({ is_vpn }) => (is_vpn ? <Badge color="red.9">VPN</Badge> : 'No'),
  },
];

interface AuditLogTableProps {
  logs: UseQueryResult<AuditLogsPage>;
  onPageChange: (page: number) => void;
  filtered: boolean;
}

/** The audit log entity's columns (spec 2 §3), with the acting user's role and the VPN flag. */
export function AuditLogTable({ logs, onPageChange, filtered }: AuditLogTableProps) {
  return (
    <AdminTable
      label="Audit logs"
      columns={columns}
      records={logs.data?.logs}
      query={logs}
      emptyText={filtered ? 'No audit log entries match these filters.' : 'No audit log entries yet.'}
      minWidth={1040}
      pagination={logs.data?.pagination}
      onPageChange={onPageChange}
    />
  );
}
