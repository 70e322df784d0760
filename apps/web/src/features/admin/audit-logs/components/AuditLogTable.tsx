import type { AuditLog, AuditLogsPage } from '@socratica/contracts';
import { Badge, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { formatEastern } from '../../../../lib/time';
import { AdminTable } from '../../shell/AdminTable';
import { actionTypeLabel } from '../action-type-labels';
import { actionSentence, locationText, NONE, roleText } from '../audit-log-fields';
import { AuditLogCard } from './AuditLogCard';

/**
 * A column as wide as its one line of content and no wider (a 1% width shrinks an automatic table's column to
 * its content): what is left goes to the action type and the action sentence.
 */
const fitContent = { noWrap: true, titleStyle: { width: '1%' } };

const columns: DataTableColumn<AuditLog>[] = [
  {
    accessor: 'created_at',
    title: 'Time (ET)',
    ...fitContent,
    render: (log) => formatEastern(log.created_at),
  },
  {
    accessor: 'username',
    title: 'User',
    ...fitContent,
    // A long username is cut, whole on hover, rather than taking the width the action sentence needs.
    render: ({ username }) => (
      <Text size="sm" maw={160} truncate="end" title={username ?? undefined}>
        {username ?? NONE}
      </Text>
    ),
  },
  { accessor: 'user_role', title: 'Role', ...fitContent, render: roleText },
  { accessor: 'action_type', title: 'Action type', render: (log) => actionTypeLabel(log.action_type) },
  {
    accessor: 'action',
    title: 'Action',
    // Breaks between words; only a word longer than the column breaks.
    render: (log) => (
      <Text size="sm" miw={240} style={{ overflowWrap: 'break-word' }}>
        {actionSentence(log)}
      </Text>
    ),
  },
  { accessor: 'ip_address', title: 'IP address', ...fitContent, render: (log) => log.ip_address ?? NONE },
  { accessor: 'location', title: 'Location', ...fitContent, render: locationText },
  {
    accessor: 'is_vpn',
    title: 'VPN',
    ...fitContent,
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
      renderCard={(log) => <AuditLogCard log={log} />}
    />
  );
}
