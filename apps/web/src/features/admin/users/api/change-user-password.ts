import type { AdminUser } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

interface PasswordChange {
  user: AdminUser;
  newPassword: string;
}

/** Spec 2 §7 `PUT admin/users/{id}/password`; the user's sessions end with it. */
function changeUserPassword({ user, newPassword }: PasswordChange): Promise<AdminUser> {
  return apiPut<AdminUser>(`admin/users/${user.id}/password`, { body: { new_password: newPassword } });
}

export function useChangeUserPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserPassword,
    // The audit log gains a row; the users list itself does not change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY, 'audit-logs'] }),
  });
}
