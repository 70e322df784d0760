import type { AdminUser, UserStatus } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

interface StatusChange {
  user: AdminUser;
  status: UserStatus;
}

/**
 * Spec 2 §7 `PUT admin/users/{id}/status`. Deactivation signs the user out everywhere; the server refuses (409)
 * to deactivate the admin's own account or the last active admin.
 */
function updateUserStatus({ user, status }: StatusChange): Promise<AdminUser> {
  return apiPut<AdminUser>(`admin/users/${user.id}/status`, { body: { status } });
}

export function useUpdateUserStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY] }),
  });
}
