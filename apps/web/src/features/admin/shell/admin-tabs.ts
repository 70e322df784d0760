/** The admin panel's tabs in spec 2 §2's order, with DESIGN D19's Sources after Podcasts. */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'Users' },
  { id: 'content-filtering', label: 'Content filtering' },
  { id: 'video-management', label: 'Video management' },
  { id: 'podcasts', label: 'Podcasts' },
  { id: 'sources', label: 'Sources' },
  { id: 'learning', label: 'Learning' },
  { id: 'video-reports', label: 'Video reports' },
  { id: 'youtube-api', label: 'YouTube API' },
  { id: 'audit-logs', label: 'Audit logs' },
  { id: 'settings', label: 'Settings' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

const DEFAULT_ADMIN_TAB: AdminTabId = 'dashboard';

/** The tab named in the URL, or the dashboard when the URL names none or one that does not exist. */
export function adminTabOf(value: string | null): AdminTabId {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_ADMIN_TAB;
}
