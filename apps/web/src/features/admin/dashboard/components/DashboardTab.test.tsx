import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPanel, never } from '../../../../testing/admin-panel';
import { dashboardStats } from '../../../../testing/dashboard-stats';
import { json, networkDown } from '../../../../testing/mock-api';

const stats = dashboardStats({
  total_users: 1234,
  active_users: 1200,
  total_audit_logs: 57,
  failed_logins_7d: 3,
  suspicious_activity_7d: 2,
  model_replies: { ...dashboardStats().model_replies, checked: 40, reasked: 3, replaced: 1 },
});

function queryOf(link: HTMLElement) {
  return new URL(link.getAttribute('href')!, 'http://localhost').searchParams;
}

describe('DashboardTab', () => {
  it('shows a labelled loader while the figures load', async () => {
    await renderAdminPanel('?tab=dashboard', { 'GET admin/dashboard': never });
    expect(await screen.findByRole('status', { name: 'Loading dashboard stats…' })).toBeVisible();
  });

  it('shows the four cards, each a link to the view it counts', async () => {
    const before = Date.now();
    await renderAdminPanel('', { 'GET admin/dashboard': () => json(stats) });

    const users = await screen.findByRole('link', { name: /^Total users: 1,234, 1,200 active/ });
    expect(within(users).getByText('1,234')).toBeVisible();
    expect(users).toHaveAttribute('href', '/admin?tab=users');

    const lastDay = screen.getByRole('link', { name: /^Audit logs: 57, Last 24 hours/ });
    expect(queryOf(lastDay).get('tab')).toBe('audit-logs');
    const from = Date.parse(queryOf(lastDay).get('from')!);
    expect(from).toBeGreaterThanOrEqual(before - 24 * 3_600_000);
    expect(from).toBeLessThanOrEqual(Date.now() - 24 * 3_600_000);

    const failed = screen.getByRole('link', { name: /^Failed logins: 3, Last 7 days/ });
    expect(queryOf(failed).get('view')).toBe('failed_logins');
    expect(Date.parse(queryOf(failed).get('from')!)).toBeLessThanOrEqual(Date.now() - 7 * 24 * 3_600_000);

    const suspicious = screen.getByRole('link', { name: /^Suspicious activity: 2/ });
    expect(queryOf(suspicious).get('view')).toBe('suspicious');
    expect(queryOf(suspicious).get('tab')).toBe('audit-logs');
  });

  it('shows zeros on a fresh install', async () => {
    await renderAdminPanel('?tab=dashboard', {
      'GET admin/dashboard': () =>
        json({
          total_users: 1,
          active_users: 1,
          total_audit_logs: 0,
          failed_logins_7d: 0,
          suspicious_activity_7d: 0,
          topics_without_source: [],
          model_replies: { ...stats.model_replies, checked: 0, reasked: 0, replaced: 0 },
        }),
    });
    expect(await screen.findByRole('link', { name: /^Failed logins: 0,/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Suspicious activity: 0,/ })).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Model replies replaced: —, No model replies checked yet' }),
    ).toBeVisible();
  });

  it('shows the rate of the model’s replies the checks replaced, with the counts (D20)', async () => {
    await renderAdminPanel('?tab=dashboard', { 'GET admin/dashboard': () => json(stats) });
    const card = await screen.findByRole('group', { name: /^Model replies replaced/ });
    expect(within(card).getByText('2.5%')).toBeVisible();
    expect(within(card).getByText('1 of 40 checked replaced, 3 asked again')).toBeVisible();
  });

  it('counts replaced, trimmed, unanswered and failed tasks apart, each with its definition and rows (issue 38)', async () => {
    await renderAdminPanel('?tab=dashboard', {
      'GET admin/dashboard': () =>
        json({
          ...stats,
          model_replies: {
            ...stats.model_replies,
            trimmed: 9,
            unanswered: 3,
            failed_outside_chat: {
              ...stats.model_replies.failed_outside_chat,
              marking: 2,
              podcast_script: 1,
            },
          },
        }),
      'GET admin/coach-events': (call) =>
        json({
          events:
            call.query.get('outcome') === 'failed'
              ? [
                  {
                    id: 5,
                    created_at: '2026-11-21T14:47:00Z',
                    outcome: 'failed',
                    task: 'marking',
                    username: 'grace',
                    session_id: 12,
                    topic: 'Volcanoes',
                    podcast_job_id: null,
                  },
                ]
              : [],
          pagination: { page: 1, limit: 20, total: 1, total_pages: 1 },
        }),
    });
    const card = within(await screen.findByRole('group', { name: /^Model replies replaced/ }));
    expect(card.getByText('Replaced: 1')).toBeVisible();
    expect(card.getByText('Trimmed: 9')).toBeVisible();
    expect(card.getByText('Unanswered: 3')).toBeVisible();
    expect(card.getByText('Failed outside the chat: 3')).toBeVisible();
    expect(card.getByText(/the offline coach did them\. \(Marking 2, Podcast script 1\)/)).toBeVisible();
    expect(card.getByText(/shown with one or more sentences left out/)).toBeVisible();

    await userEvent.click(card.getByRole('link', { name: 'Show the failed outside the chat rows' }));
    const rows = await screen.findByRole('table', {
      name: 'Failed outside the chat model replies and tasks',
    });
    expect(await within(rows).findByText('Marking')).toBeVisible();
    expect(within(rows).getByText('grace')).toBeVisible();
    expect(within(rows).getByText('Volcanoes · session 12')).toBeVisible();
    expect(within(rows).getByText('Nov 21, 2026, 9:47 AM ET')).toBeVisible();
  });

  it('says "Failed to load dashboard stats" when the server refuses, and retries', async () => {
    let calls = 0;
    await renderAdminPanel('?tab=dashboard', {
      'GET admin/dashboard': () => (++calls === 1 ? json({ detail: 'Boom.' }, 500) : json(stats)),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load dashboard stats$/);
    expect(screen.getByText('The dashboard stats could not be loaded.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Total users: 1,234/ })).toBeVisible();
  });

  it('says "Error loading dashboard stats" when the server cannot be reached', async () => {
    await renderAdminPanel('?tab=dashboard', { 'GET admin/dashboard': networkDown });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading dashboard stats$/);
  });

  it('lists the topics asked about with no source, with a link to the Sources tab', async () => {
    await renderAdminPanel('', {
      'GET admin/dashboard': () =>
        json({
          ...stats,
          topics_without_source: [
            { topic: 'Plate tectonics', sessions: 3, last_asked_at: '2026-11-21T14:47:00Z' },
          ],
        }),
    });
    const card = within(await screen.findByRole('group', { name: 'Topics asked about with no source' }));
    expect(card.getByText('Plate tectonics')).toBeVisible();
    expect(card.getByText(/3 sessions, latest Nov 21, 2026, 9:47 AM ET/)).toBeVisible();
    expect(card.getByRole('link', { name: 'Add a document in the Sources tab' })).toHaveAttribute(
      'href',
      expect.stringContaining('tab=sources'),
    );
  });

  it('says so when every topic has a source', async () => {
    await renderAdminPanel('', { 'GET admin/dashboard': () => json(stats) });
    const card = within(await screen.findByRole('group', { name: 'Topics asked about with no source' }));
    expect(
      card.getByText(/Every topic learners started a session on has an article or a document/),
    ).toBeVisible();
  });
});
