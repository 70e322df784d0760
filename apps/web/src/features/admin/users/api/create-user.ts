import type { AdminUser, NewUser } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

/** Spec 2 §7 `POST admin/users`; the server answers the created user (decision 004). */
function createUser(user: NewUser): Promise<AdminUser> {
  return apiPost<AdminUser>('admin/users', { body: user });
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The users list, the dashboard's counts and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY] }),
  });
}
