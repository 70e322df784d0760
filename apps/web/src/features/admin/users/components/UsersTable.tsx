import type { AdminUser, UsersPage } from '@socratica/contracts';
import { Badge, Button, Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { formatEastern } from '../../../../lib/time';
import { AdminTable } from '../../shell/AdminTable';
import { isRepeatClick } from '../../../../components/act-once';

interface UsersTableProps {
  users: UseQueryResult<UsersPage>;
  onPageChange: (page: number) => void;
  searching: boolean;
  /** The user whose status is being changed, whose button shows a spinner; every status button waits meanwhile. */
  statusChangeFor: number | null;
  onToggleStatus: (user: AdminUser) => void;
  onChangePassword: (user: AdminUser) => void;
  /** The admin using the panel: the server refuses their own deactivation, so their row does not offer it. */
  signedInUserId: number | null;
}

/** Spec 2 §2: ID, username, email, role, status, last login ("Never" when none) and the row's actions. */
export function UsersTable({
  users,
  onPageChange,
  searching,
  statusChangeFor,
  onToggleStatus,
  onChangePassword,
  signedInUserId,
}: UsersTableProps) {
  const columns: DataTableColumn<AdminUser>[] = [
    { accessor: 'id', title: 'ID', width: 70 },
    { accessor: 'username', title: 'Username' },
    { accessor: 'email', title: 'Email' },
    {
      accessor: 'role',
      title: 'Role',
      // A badge would shrink to an ellipsis in a squeezed column (phones show cards instead).
      width: 100,
      render: ({ role }) => (
        <Badge
          variant={role === 'admin' ? 'filled' : 'outline'}
          color={role === 'admin' ? 'grape.9' : 'gray.8'}
        >
          {role === 'admin' ? 'Admin' : 'User'}
        </Badge>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      width: 110,
      render: ({ status }) => (
        <Badge
          variant={status === 'active' ? 'filled' : 'outline'}
          color={status === 'active' ? 'teal.9' : 'red.9'}
        >
          {status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      accessor: 'last_login',
      title: 'Last login',
      noWrap: true,
      render: ({ last_login }) => (last_login ? formatEastern(last_login) : 'Never'),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      noWrap: true,
      render: (user) => {
        const deactivating = user.status === 'active';
        const verb = deactivating ? 'Deactivate' : 'Activate';
        const own = user.id === signedInUserId;
        return (
          <Group gap="xs" wrap="nowrap">
            {!own && (
              <Button
                size="compact-sm"
                variant="outline"
                color={deactivating ? 'red.9' : 'teal.9'}
                aria-label={`${verb} ${user.username}`}
                loading={statusChangeFor === user.id}
                disabled={statusChangeFor !== null && statusChangeFor !== user.id}
                onClick={(event) => {
                  if (!isRepeatClick(event)) onToggleStatus(user);
                }}
              >
                {verb}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`Change password of ${user.username}`}
              onClick={() => onChangePassword(user)}
            >
              Change password
            </Button>
          </Group>
        );
      },
    },
  ];

  return (
    <AdminTable
      label="Users"
      columns={columns}
      records={users.data?.users}
      query={users}
      emptyText={searching ? 'No users match this search.' : 'No users yet.'}
      minWidth={860}
      pagination={users.data?.pagination}
      onPageChange={onPageChange}
    />
  );
}
