import type { UsersPage } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';

/** Spec 2 §9: users come 50 a page. */
const USERS_PAGE_SIZE = 50;

export interface UsersView {
  page: number;
  /** Part of a username or an email; empty for everyone. */
  search: string;
}

/** Spec 2 §7 `GET admin/users`, one page, optionally narrowed by a search. */
function fetchUsers({ page, search }: UsersView, signal?: AbortSignal): Promise<UsersPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return apiGet<UsersPage>(`admin/users?${query.toString()}`, { signal });
}

export function useUsersQuery(view: UsersView) {
  return useAdminQuery({
    key: ['users', view],
    fetch: (signal) => fetchUsers(view, signal),
    what: 'users',
    keepPrevious: true,
  });
}
