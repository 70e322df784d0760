import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPanel } from '../../../testing/admin-panel';
import { dashboardStats } from '../../../testing/dashboard-stats';
import { json, type RecordedCall } from '../../../testing/mock-api';

const stats = dashboardStats({ total_users: 2, active_users: 2, total_audit_logs: 5 });
const noUsers = { users: [], pagination: { page: 1, limit: 50, total: 0, total_pages: 1 } };
const count = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;

describe('AdminPanel', () => {
  it('opens the tab the URL names, with the tabs in the spec’s order', async () => {
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings: [], sources: [] }),
    });
    expect(await screen.findByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Content filtering',
      'Video management',
      'Podcasts',
      'Sources',
      'Learning',
      'Video reports',
      'YouTube API',
      'Audit logs',
      'Settings',
    ]);
  });

  describe('on a phone, where the tab strip scrolls sideways', () => {
    const scrolled: { tab: string | null; options: unknown }[] = [];
    // The setup's stub, put back after each test; bound to nothing, it never reads `this`.
    const stub = () => {};
    afterEach(() => {
      window.HTMLElement.prototype.scrollIntoView = stub;
      scrolled.length = 0;
    });

    it('brings the open tab into view, when opened from the URL and when chosen', async () => {
      window.HTMLElement.prototype.scrollIntoView = vi.fn(function (this: HTMLElement, options) {
        if (this.getAttribute('role') === 'tab') scrolled.push({ tab: this.textContent, options });
      });
      await renderAdminPanel('?tab=settings', {
        'GET admin/system-settings': () => json({ settings: [], sources: [] }),
        'GET admin/dashboard': () => json(stats),
      });
      await screen.findByRole('tab', { name: 'Settings', selected: true });
      await waitFor(() =>
        expect(scrolled.at(-1)).toEqual({
          tab: 'Settings',
          options: { inline: 'nearest', block: 'nearest' },
        }),
      );

      await userEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
      await waitFor(() => expect(scrolled.at(-1)?.tab).toBe('Dashboard'));
    });
  });

  it('falls back to the dashboard for an unknown tab', async () => {
    await renderAdminPanel('?tab=nope', { 'GET admin/dashboard': () => json(stats) });
    expect(await screen.findByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
  });

  it('puts the tab in the URL, dropping the last tab’s filters; the banner clears and the data reloads', async () => {
    let dashboardAnswers = 0;
    const { calls, currentPath } = await renderAdminPanel('?tab=dashboard', {
      'GET admin/dashboard': () => (++dashboardAnswers === 1 ? json({ detail: 'Down.' }, 500) : json(stats)),
      'GET admin/users': () => json(noUsers),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard stats');

    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));

    expect(currentPath()).toBe('/admin?tab=users');
    expect(await screen.findByText('No users yet.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zed');
    await waitFor(() => expect(currentPath()).toBe('/admin?tab=users&search=zed'));
    await userEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));

    expect(currentPath()).toBe('/admin?tab=dashboard');
    expect(await screen.findByRole('link', { name: /^Total users: 2/ })).toBeVisible();
    expect(count(calls, 'admin/dashboard')).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the banner when the tab changes by Back, too', async () => {
    const { router } = await renderAdminPanel('?tab=dashboard', {
      'GET admin/dashboard': () => json(stats),
      'GET admin/users': () => json({ detail: 'Down.' }, 500),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users');

    await act(() => router.navigate(-1));

    expect(await screen.findByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a dashboard card’s view in its tab', async () => {
    const { currentPath } = await renderAdminPanel('', {
      'GET admin/dashboard': () => json(stats),
      'GET admin/audit-logs': () =>
        json({ logs: [], pagination: { page: 1, limit: 100, total: 0, total_pages: 1 } }),
    });
    await userEvent.click(await screen.findByRole('link', { name: /^Audit logs: 5/ }));

    expect(await screen.findByRole('tab', { name: 'Audit logs', selected: true })).toBeVisible();
    expect(currentPath()).toMatch(/^\/admin\?tab=audit-logs&from=/);
    expect(await screen.findByText('No audit log entries match these filters.')).toBeVisible();
  });

  it('lets the admin dismiss the banner', async () => {
    await renderAdminPanel('?tab=dashboard', { 'GET admin/dashboard': () => json({}, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard stats');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the error' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
