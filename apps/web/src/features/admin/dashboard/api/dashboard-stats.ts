import type { DashboardStats } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';

/** Spec 2 §7 `GET admin/dashboard`: the dashboard's five figures. */
function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiGet<DashboardStats>('admin/dashboard', { signal });
}

export function useDashboardStatsQuery() {
  return useAdminQuery({ key: ['dashboard'], fetch: fetchDashboardStats, what: 'dashboard stats' });
}
