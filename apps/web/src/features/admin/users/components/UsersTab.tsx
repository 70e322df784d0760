import type { AdminUser } from '@socratica/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useAdminBanner } from '../../shell/admin-banner';
import { actionFailureText } from '../../shell/admin-failure-text';
import { confirmAction } from '../../../../components/act-once';
import { RefreshButton } from '../../shell/RefreshButton';
import { pageOf, useAdminSearchParams } from '../../shell/use-admin-search-params';
import { useUsersQuery } from '../api/list-users';
import { useUpdateUserStatusMutation } from '../api/update-user-status';
import { ChangePasswordModal } from './ChangePasswordModal';
import { CreateUserModal } from './CreateUserModal';
import { UserSearch } from './UserSearch';
import { UsersTable } from './UsersTable';

interface UsersTabProps {
  /** The signed-in admin, whose own row offers no deactivation. */
  signedInUserId: number | null;
}

/** Spec 2 §2's users tab: the paged, searchable table, Create User, Refresh and each row's actions. */
export function UsersTab({ signedInUserId }: UsersTabProps) {
  const [params, updateParams] = useAdminSearchParams();
  const search = params.get('search') ?? '';
  const users = useUsersQuery({ page: pageOf(params), search });
  const statusChange = useUpdateUserStatusMutation();
  const banner = useAdminBanner();
  const [creating, setCreating] = useState(false);
  const [passwordFor, setPasswordFor] = useState<AdminUser | null>(null);
  // Set at the click itself: a second click can come before the disabled button is rendered.
  const changingStatus = useRef(false);

  function setStatus(user: AdminUser, status: AdminUser['status']) {
    if (changingStatus.current) return;
    changingStatus.current = true;
    statusChange.mutate(
      { user, status },
      {
        onSettled: () => {
          changingStatus.current = false;
        },
        onSuccess: (updated) =>
          notifications.show({
            color: 'green',
            message: `${updated.username} is now ${updated.status === 'active' ? 'active' : 'inactive'}.`,
          }),
        // The server's sentence says why, e.g. that an admin cannot deactivate their own account.
        onError: (error) => banner.show(actionFailureText('Failed to update user status', error)),
      },
    );
  }

  function toggleStatus(user: AdminUser) {
    if (user.status === 'inactive') {
      setStatus(user, 'active');
      return;
    }
    confirmAction({
      title: `Deactivate ${user.username}?`,
      message: `${user.username} is signed out at once and cannot sign in until the account is activated again.`,
      confirmLabel: 'Deactivate',
      destructive: true,
      onConfirm: () => setStatus(user, 'inactive'),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <UserSearch initial={search} onSearch={(value) => updateParams({ search: value })} />
        <Group gap="sm">
          <RefreshButton refreshing={users.isRefetching} onRefresh={() => void users.refetch()} />
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            Create User
          </Button>
        </Group>
      </Group>
      <UsersTable
        users={users}
        onPageChange={(page) => updateParams({ page: String(page) })}
        searching={search !== ''}
        statusChangeFor={statusChange.isPending ? statusChange.variables.user.id : null}
        onToggleStatus={toggleStatus}
        onChangePassword={setPasswordFor}
        signedInUserId={signedInUserId}
      />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <ChangePasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
    </Stack>
  );
}
