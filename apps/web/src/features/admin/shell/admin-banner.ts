import { createContext, useContext } from 'react';

export interface AdminBanner {
  /** Shows one error sentence above the tab (spec 2 §8), replacing any earlier one. */
  show(message: string): void;
  clear(): void;
}

export const AdminBannerContext = createContext<AdminBanner | null>(null);

/** The panel's one dismissible error banner, which the shell clears whenever the tab changes. */
export function useAdminBanner(): AdminBanner {
  const banner = useContext(AdminBannerContext);
  if (!banner) throw new Error('useAdminBanner is used outside the admin panel');
  return banner;
}
