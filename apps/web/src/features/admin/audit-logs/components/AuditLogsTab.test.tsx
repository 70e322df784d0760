import type { AuditLog, AuditLogsPage } from '@socratica/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { never, renderAdminPanel } from '../../../../testing/admin-panel';
import { screenIs } from '../../../../testing/media';
import { json, networkDown, type RecordedCall } from '../../../../testing/mock-api';

const signIn: AuditLog = {
  id: 11,
  created_at: '2026-11-21T14:47:00Z',
  user_id: 2,
  username: 'ada',
  user_role: 'user',
  action_type: 'login_success',
  action_details: { action: 'ada signed in' },
  ip_address: '203.0.113.9',
  location_city: 'Lyon',
  location_country: 'France',
  is_vpn: true,
};
const failedSignIn: AuditLog = {
  id: 10,
  created_at: '2026-11-21T14:40:00Z',
  user_id: null,
  username: null,
  user_role: null,
  action_type: 'login_failed',
  action_details: { action: '<img src=x onerror=alert(1)> failed to sign in' },
  ip_address: null,
  location_city: null,
  location_country: null,
  is_vpn: false,
};

function page(logs: AuditLog[], total = logs.length): AuditLogsPage {
  return {
    logs,
    pagination: { page: 1, limit: 100, total, total_pages: Math.max(1, Math.ceil(total / 100)) },
  };
}

const lastList = (calls: RecordedCall[]) => calls.filter((call) => call.path === 'admin/audit-logs').at(-1)!;

describe('AuditLogsTab', () => {
  it('shows a labelled loader while the log loads', async () => {
    await renderAdminPanel('?tab=audit-logs', { 'GET admin/audit-logs': never });
    expect(await screen.findByRole('status', { name: 'Loading audit logs…' })).toBeInTheDocument();
  });

  it('shows the entity’s columns with Eastern time, location and the VPN flag, 100 a page', async () => {
    const { calls } = await renderAdminPanel('?tab=audit-logs', {
      'GET admin/audit-logs': () => json(page([signIn, failedSignIn])),
    });

    const first = (await screen.findByRole('cell', { name: 'ada signed in' })).closest('tr')!;
    const table = screen.getByRole('table', { name: 'Audit logs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time (ET)', 'User', 'Role', 'Action type', 'Action', 'IP address', 'Location', 'VPN']);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nov 21, 2026, 9:47 AM ET',
      'ada',
      'User',
      'Sign-in',
      'ada signed in',
      '203.0.113.9',
      'Lyon, France',
      'VPN',
    ]);
    const second = screen.getByText('<img src=x onerror=alert(1)> failed to sign in').closest('tr')!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nov 21, 2026, 9:40 AM ET',
      '—',
      '—',
      'Failed sign-in',
      '<img src=x onerror=alert(1)> failed to sign in',
      '—',
      '—',
      'No',
    ]);
    expect(table.querySelector('img')).toBeNull();

    expect(lastList(calls).query.get('limit')).toBe('100');
    expect(lastList(calls).query.get('page')).toBe('1');
  });

  it('shows each entry on a 375 px phone as a short card that still names every field', async () => {
    screenIs({ width: 375, portrait: true });
    const { calls } = await renderAdminPanel('?tab=audit-logs', {
      'GET admin/audit-logs': () => json(page([signIn, failedSignIn])),
    });

    const list = await screen.findByRole('list', { name: 'Audit logs' });
    const [first, second] = within(list).getAllByRole('listitem');
    // 25 cards a page on a phone: a page stays a few screens long.
    expect(lastList(calls).query.get('limit')).toBe('25');
    // What a screen reader reads: each value after its column's title, hidden from the eye.
    expect(first).toHaveTextContent(
      'Time (ET): Nov 21, 2026, 9:47 AM ETUser: ada·Role: UserAction type: Sign-inIP address: 203.0.113.9·' +
        'Location: Lyon, FranceVPN: VPNAction: ada signed in',
    );
    expect(second).toHaveTextContent('User: —·Role: —');
    expect(second).toHaveTextContent('VPN: No');
    expect(within(second!).getByText('<img src=x onerror=alert(1)> failed to sign in')).toBeVisible();
    expect(list.querySelector('img')).toBeNull();
  });

  it('says so when no entry matches', async () => {
    await renderAdminPanel('?tab=audit-logs&user_role_filter=admin', {
      'GET admin/audit-logs': () => json(page([])),
    });
    expect(await screen.findByText('No audit log entries match these filters.')).toBeVisible();
  });

  it('says "Failed to load audit logs: {status} {text}"', async () => {
    await renderAdminPanel('?tab=audit-logs', {
      'GET admin/audit-logs': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to load audit logs: 503 Service Unavailable$/,
    );
  });

  it('quotes the server’s sentence as the text when it gives one', async () => {
    await renderAdminPanel('?tab=audit-logs', {
      'GET admin/audit-logs': () => json({ detail: 'from must come before to.' }, 422),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to load audit logs: 422 from must come before to\.$/,
    );
  });

  it('says "Error loading audit logs" when the server cannot be reached', async () => {
    await renderAdminPanel('?tab=audit-logs', { 'GET admin/audit-logs': networkDown });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading audit logs$/);
  });

  it('opens a dashboard card’s view with its chip, and drops the view when the chip is removed', async () => {
    const from = '2026-11-16T17:03:00.000Z';
    const { calls, currentPath } = await renderAdminPanel(
      `?tab=audit-logs&view=failed_logins&from=${encodeURIComponent(from)}`,
      { 'GET admin/audit-logs': () => json(page([failedSignIn])) },
    );
    await screen.findByText('Failed sign-in', { selector: 'td' });
    expect(lastList(calls).query.get('view')).toBe('failed_logins');
    expect(lastList(calls).query.get('from')).toBe(from);
    expect(screen.getByText('Failed logins')).toBeVisible();
    expect(screen.getByLabelText(/^From \(ET\)/)).toHaveValue('2026-11-16');
    expect(screen.getByText('Since Nov 16, 2026, 12:03 PM ET')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the filter: Failed logins' }));

    await waitFor(() => expect(lastList(calls).query.has('view')).toBe(false));
    expect(lastList(calls).query.get('from')).toBe(from);
    expect(currentPath()).toBe(`/admin?tab=audit-logs&from=${encodeURIComponent(from)}`);
  });

  it('filters by role, action type, user and Eastern days, all kept in the URL', async () => {
    const { calls, currentPath } = await renderAdminPanel('?tab=audit-logs', {
      'GET admin/audit-logs': () => json(page([signIn])),
    });
    await screen.findByRole('cell', { name: 'ada signed in' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Admin Users Only');
    await waitFor(() => expect(lastList(calls).query.get('user_role_filter')).toBe('admin'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action type' }), 'Password changed');
    await waitFor(() => expect(lastList(calls).query.get('action_type')).toBe('user_password_changed'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'User' }), 'grace');
    await waitFor(() => expect(lastList(calls).query.get('username')).toBe('grace'));

    fireEvent.change(screen.getByLabelText(/^From \(ET\)/), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(/^To \(ET\)/), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(lastList(calls).query.get('to')).toBe('2026-11-02T05:00:00.000Z'));
    // The day the clocks go back: 25 hours, from midnight EDT to midnight EST.
    expect(lastList(calls).query.get('from')).toBe('2026-11-01T04:00:00.000Z');

    const url = new URL(currentPath(), 'http://localhost').searchParams;
    expect(Object.fromEntries(url)).toEqual({
      tab: 'audit-logs',
      user_role_filter: 'admin',
      action_type: 'user_password_changed',
      username: 'grace',
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All Actions');
    await waitFor(() => expect(lastList(calls).query.has('user_role_filter')).toBe(false));
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const { calls } = await renderAdminPanel('?tab=audit-logs', {
      'GET admin/audit-logs': () => json(page([signIn])),
    });
    await screen.findByRole('cell', { name: 'ada signed in' });
    fireEvent.change(screen.getByLabelText(/^From \(ET\)/), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(lastList(calls).query.has('from')).toBe(true));
    const asked = calls.length;

    fireEvent.change(screen.getByLabelText(/^To \(ET\)/), { target: { value: '2026-11-09' } });

    expect(screen.getByLabelText(/^To \(ET\)/)).toHaveAccessibleDescription(
      'The last day cannot come before the first day.',
    );
    expect(calls).toHaveLength(asked);
  });

  it('keeps the page in the URL', async () => {
    const { calls } = await renderAdminPanel('?tab=audit-logs&page=2', {
      'GET admin/audit-logs': () =>
        json({ ...page([signIn], 250), pagination: { page: 2, limit: 100, total: 250, total_pages: 3 } }),
    });
    await screen.findByRole('cell', { name: 'ada signed in' });
    expect(lastList(calls).query.get('page')).toBe('2');
    expect(screen.getByText('101–101 of 250')).toBeVisible();
  });

  describe('CSV export', () => {
    function stubDownload() {
      const saved: { href: string; download: string }[] = [];
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
      return saved;
    }

    it('downloads the filtered log under the server’s file name, once per double click', async () => {
      const saved = stubDownload();
      const { calls } = await renderAdminPanel(
        '?tab=audit-logs&view=suspicious&user_role_filter=user&page=3',
        {
          'GET admin/audit-logs': () => json(page([signIn])),
          'GET admin/audit-logs/export': () =>
            new Response('id,created_at\n11,2026-11-21T14:47:00Z\n', {
              headers: {
                'Content-Type': 'text/csv',
                'Content-Disposition': 'attachment; filename="audit-log-2026-11-23.csv"',
              },
            }),
        },
      );
      await screen.findByRole('cell', { name: 'ada signed in' });

      await userEvent.dblClick(screen.getByRole('button', { name: 'Export CSV' }));

      expect(await screen.findByText('Downloaded audit-log-2026-11-23.csv.')).toBeVisible();
      expect(saved).toEqual([{ href: 'blob:csv', download: 'audit-log-2026-11-23.csv' }]);
      const exports = calls.filter((call) => call.path === 'admin/audit-logs/export');
      expect(exports).toHaveLength(1);
      expect(Object.fromEntries(exports[0]!.query)).toEqual({ view: 'suspicious', user_role_filter: 'user' });
      expect(exports[0]!.headers.get('Authorization')).toBe('Bearer tok');
    });

    it('puts a refusal in the banner', async () => {
      stubDownload();
      await renderAdminPanel('?tab=audit-logs', {
        'GET admin/audit-logs': () => json(page([signIn])),
        'GET admin/audit-logs/export': () =>
          json({ detail: 'The export is busy; try again in a minute.' }, 429),
      });
      await screen.findByRole('cell', { name: 'ada signed in' });

      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to export audit logs: The export is busy; try again in a minute.',
      );
    });
  });
});
