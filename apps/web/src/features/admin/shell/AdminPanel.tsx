import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { CloseButton, Group, Tabs, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { AdminBannerContext, type AdminBanner } from './admin-banner';
import { ADMIN_TABS, adminTabOf, type AdminTabId } from './admin-tabs';
import { ADMIN_QUERY_KEY } from './admin-query-key';

interface AdminPanelProps {
  /** What each tab shows; the app assembles them from the admin feature's parts. */
  panels: Record<AdminTabId, ReactNode>;
}

/**
 * The tabs of spec 2 §2. The tab lives in the URL (`?tab=users`), so reload, back and links work;
 * changing tab clears the error banner and reloads that tab's data.
 */
export function AdminPanel({ panels }: AdminPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const tab = adminTabOf(searchParams.get('tab'));
  const [error, setError] = useState<string | null>(null);
  const banner = useMemo<AdminBanner>(() => ({ show: setError, clear: () => setError(null) }), []);

  // The tab also changes without the tab list: a dashboard card's link, Back and Forward. Whichever way, the
  // banner spoke about the tab that was open, so it goes.
  const [bannerTab, setBannerTab] = useState(tab);
  if (bannerTab !== tab) {
    setBannerTab(tab);
    setError(null);
  }

  // On a phone the tab strip scrolls sideways: the open tab, however it was reached, is brought into view.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [tab]);

  const changeTab = (next: string | null) => {
    if (!next || next === tab) return;
    // Marked stale, not refetched here: the closing tab's queries would only be fetched to be thrown away,
    // and the opening tab's mount refetches its stale data.
    void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY], refetchType: 'none' });
    // A tab's own filters stay in the URL only while it is open.
    setSearchParams({ tab: next });
  };

  return (
    // The confirmation modals and success toasts serve the admin panel only, so they load with its chunk.
    <ModalsProvider>
      <Notifications position="top-right" />
      <AdminBannerContext.Provider value={banner}>
        {error && (
          <ErrorAlert>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">{error}</Text>
              <CloseButton aria-label="Dismiss the error" onClick={() => setError(null)} />
            </Group>
          </ErrorAlert>
        )}
        <Tabs value={tab} onChange={changeTab} keepMounted={false}>
          <Tabs.List ref={tabList} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {ADMIN_TABS.map(({ id, label }) => (
              <Tabs.Tab key={id} value={id}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADMIN_TABS.map(({ id }) => (
            <Tabs.Panel key={id} value={id} pt="md">
              {panels[id]}
            </Tabs.Panel>
          ))}
        </Tabs>
      </AdminBannerContext.Provider>
    </ModalsProvider>
  );
}
