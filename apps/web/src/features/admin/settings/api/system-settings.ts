import type { SystemSettings } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';

/** Spec 2 §7 `GET admin/system-settings`: the effective settings; secrets come only as "configured" or "not set". */
function fetchSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return apiGet<SystemSettings>('admin/system-settings', { signal });
}

export function useSystemSettingsQuery() {
  return useAdminQuery({ key: ['system-settings'], fetch: fetchSystemSettings, what: 'system settings' });
}
