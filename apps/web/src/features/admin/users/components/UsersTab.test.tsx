import type { AdminUser, UsersPage } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { never, renderAdminPanel } from '../../../../testing/admin-panel';
import { json, networkDown, type RecordedCall } from '../../../../testing/mock-api';

const grace: AdminUser = {
  id: 1,
  username: 'grace',
  email: 'grace@example.com',
  role: 'admin',
  status: 'active',
  last_login: '2026-11-21T14:47:00Z',
  created_at: '2026-11-01T10:00:00Z',
};
const ada: AdminUser = {
  id: 2,
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  status: 'active',
  last_login: null,
  created_at: '2026-11-02T10:00:00Z',
};

function page(users: AdminUser[], total = users.length, pageNumber = 1): UsersPage {
  return {
    users,
    pagination: { page: pageNumber, limit: 50, total, total_pages: Math.max(1, Math.ceil(total / 50)) },
  };
}

/** The table once its rows are in: it stands empty, under its loader, while the first page loads. */
async function usersTable(firstUsername: string) {
  await screen.findByRole('cell', { name: firstUsername });
  return screen.getByRole('table', { name: 'Users' });
}

function rowOf(table: HTMLElement, username: string): HTMLElement {
  return within(table).getByRole('cell', { name: username }).closest('tr')!;
}

describe('UsersTab', () => {
  it('shows a labelled loader while the first page loads', async () => {
    await renderAdminPanel('?tab=users', { 'GET admin/users': never });
    expect(await screen.findByRole('status', { name: 'Loading users…' })).toBeInTheDocument();
  });

  it('lists the users with role, status, Eastern last login or Never, asking for 50 a page', async () => {
    const { calls } = await renderAdminPanel('?tab=users', {
      'GET admin/users': () => json(page([grace, ada])),
    });

    const table = await usersTable('grace');
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['ID', 'Username', 'Email', 'Role', 'Status', 'Last login', 'Actions']);
    const cells = (username: string) =>
      within(rowOf(table, username))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('grace').slice(0, 6)).toEqual([
      '1',
      'grace',
      'grace@example.com',
      'Admin',
      'Active',
      'Nov 21, 2026, 9:47 AM ET',
    ]);
    expect(cells('ada').slice(0, 6)).toEqual(['2', 'ada', 'ada@example.com', 'User', 'Active', 'Never']);
    expect(within(rowOf(table, 'ada')).getByRole('button', { name: 'Deactivate ada' })).toBeEnabled();
    // grace is the admin signed in: the server refuses her own deactivation, so her row does not offer it.
    expect(within(rowOf(table, 'grace')).queryByRole('button', { name: /activate/i })).toBeNull();
    expect(
      within(rowOf(table, 'grace')).getByRole('button', { name: 'Change password of grace' }),
    ).toBeEnabled();

    const list = calls.find((call) => call.path === 'admin/users')!;
    expect(list.query.get('page')).toBe('1');
    expect(list.query.get('limit')).toBe('50');
    expect(list.query.has('search')).toBe(false);
  });

  it('says so when nobody matches the search', async () => {
    await renderAdminPanel('?tab=users&search=zed', { 'GET admin/users': () => json(page([])) });
    expect(await screen.findByText('No users match this search.')).toBeVisible();
  });

  it('says "Failed to load users" in the banner, and offers to try again', async () => {
    let answers = 0;
    await renderAdminPanel('?tab=users', {
      'GET admin/users': () => (++answers === 1 ? json({ detail: 'Down.' }, 503) : json(page([ada]))),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load users$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'ada' })).toBeVisible();
  });

  it('says "Error loading users" when the server cannot be reached', async () => {
    await renderAdminPanel('?tab=users', { 'GET admin/users': networkDown });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading users$/);
  });

  it('keeps the search and the page in the URL and asks the server for them', async () => {
    const { calls, currentPath } = await renderAdminPanel('?tab=users&search=ad&page=2', {
      'GET admin/users': (call) =>
        json(page(call.query.get('search') === 'ada' ? [ada] : [grace], 120, Number(call.query.get('page')))),
    });
    await usersTable('grace');
    expect(calls.at(-1)!.query.get('page')).toBe('2');
    expect(calls.at(-1)!.query.get('search')).toBe('ad');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('ad');
    expect(screen.getByText('51–51 of 120')).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'a');

    expect(await screen.findByRole('cell', { name: 'ada' })).toBeVisible();
    expect(currentPath()).toBe('/admin?tab=users&search=ada');
    expect(calls.at(-1)!.query.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentPath()).toBe('/admin?tab=users&search=ada&page=3'));
    await waitFor(() => expect(calls.at(-1)!.query.get('page')).toBe('3'));
  });

  it('refreshes the list', async () => {
    const { calls } = await renderAdminPanel('?tab=users', { 'GET admin/users': () => json(page([ada])) });
    await screen.findByRole('cell', { name: 'ada' });
    const before = calls.filter((call) => call.path === 'admin/users').length;

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(calls.filter((call) => call.path === 'admin/users')).toHaveLength(before + 1));
  });

  describe('Create User', () => {
    function createHandlers(answer: (call: RecordedCall) => Response) {
      return { 'GET admin/users': () => json(page([grace])), 'POST admin/users': answer };
    }

    async function openForm() {
      await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
      return screen.findByRole('form', { name: 'Create User' });
    }

    it('refuses bad input with each field’s own message, before sending', async () => {
      const { calls } = await renderAdminPanel(
        '?tab=users',
        createHandlers(() => json({}, 500)),
      );
      const form = await openForm();

      await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));

      expect(within(form).getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(
        'A username is required.',
      );
      expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'An email is required.',
      );
      expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription(
        expect.stringContaining('The password must have at least 4 characters.'),
      );

      await userEvent.type(within(form).getByRole('textbox', { name: /Username/ }), 'bad name');
      await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'not-an-email');
      await userEvent.type(within(form).getByLabelText(/^Password/), 'abc');
      await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));

      expect(within(form).getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(
        'The username can use letters, digits, dots, dashes and underscores.',
      );
      expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'Enter a valid email address, like name@example.com.',
      );
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    it('creates the user with the chosen role, confirms it and reloads the list', async () => {
      const { calls } = await renderAdminPanel(
        '?tab=users',
        createHandlers(() => json({ ...ada, id: 3, username: 'lin', role: 'admin' }, 201)),
      );
      const form = await openForm();

      await userEvent.type(within(form).getByRole('textbox', { name: /Username/ }), '  lin ');
      await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'lin@example.com');
      await userEvent.type(within(form).getByLabelText(/^Password/), 'abcd');
      await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Admin');
      const listsBefore = calls.filter((call) => call.path === 'admin/users' && call.method === 'GET').length;
      await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));

      expect(await screen.findByText('User lin created.')).toBeVisible();
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: 'Create User' })).not.toBeInTheDocument(),
      );
      const sent = calls.find((call) => call.method === 'POST')!;
      expect(JSON.parse(sent.body!)).toEqual({
        username: 'lin',
        email: 'lin@example.com',
        password: 'abcd',
        role: 'admin',
      });
      await waitFor(() =>
        expect(
          calls.filter((call) => call.path === 'admin/users' && call.method === 'GET').length,
        ).toBeGreaterThan(listsBefore),
      );
    });

    it('shows the server’s refusal and keeps everything typed', async () => {
      await renderAdminPanel(
        '?tab=users',
        createHandlers(() => json({ detail: 'The username ada is taken.' }, 409)),
      );
      const form = await openForm();
      await userEvent.type(within(form).getByRole('textbox', { name: /Username/ }), 'ada');
      await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada2@example.com');
      await userEvent.type(within(form).getByLabelText(/^Password/), 'secret');

      await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));

      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Failed to create user: The username ada is taken.',
      );
      // Said once, in the dialog: not again in the panel's banner behind it.
      expect(screen.getAllByText(/The username ada is taken/)).toHaveLength(1);
      expect(within(form).getByRole('textbox', { name: /Username/ })).toHaveValue('ada');
      expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue('ada2@example.com');
      expect(within(form).getByLabelText(/^Password/)).toHaveValue('secret');
    });

    it('clears the server’s refusal as soon as the form changes', async () => {
      await renderAdminPanel(
        '?tab=users',
        createHandlers(() => json({ detail: 'The username ada is taken.' }, 409)),
      );
      const form = await openForm();
      const username = within(form).getByRole('textbox', { name: /Username/ });
      await userEvent.type(username, 'ada');
      await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada2@example.com');
      await userEvent.type(within(form).getByLabelText(/^Password/), 'secret');
      await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(/The username ada is taken/);

      await userEvent.type(username, '2');
      expect(within(form).queryByRole('alert')).toBeNull();
    });
  });

  describe('Activate and Deactivate', () => {
    it('deactivates after a confirmation, once however often it is clicked', async () => {
      const { calls } = await renderAdminPanel('?tab=users', {
        'GET admin/users': () => json(page([grace, ada])),
        'PUT admin/users/2/status': () => json({ ...ada, status: 'inactive' }),
      });
      const table = await usersTable('ada');

      await userEvent.click(within(rowOf(table, 'ada')).getByRole('button', { name: 'Deactivate ada' }));
      const dialog = await screen.findByRole('dialog', { name: 'Deactivate ada?' });
      await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Deactivate' }));

      expect(await screen.findByText('ada is now inactive.')).toBeVisible();
      const puts = calls.filter((call) => call.method === 'PUT');
      expect(puts).toHaveLength(1);
      expect(JSON.parse(puts[0]!.body!)).toEqual({ status: 'inactive' });
    });

    it('activates an inactive user at once, once however often it is clicked', async () => {
      let stored: AdminUser = { ...ada, status: 'inactive' };
      const { calls } = await renderAdminPanel('?tab=users', {
        'GET admin/users': () => json(page([stored])),
        'PUT admin/users/2/status': () => json((stored = ada)),
      });
      await userEvent.dblClick(await screen.findByRole('button', { name: 'Activate ada' }));

      expect(await screen.findByText('ada is now active.')).toBeVisible();
      const puts = calls.filter((call) => call.method === 'PUT');
      expect(puts).toHaveLength(1);
      expect(JSON.parse(puts[0]!.body!)).toEqual({ status: 'active' });
    });

    it('shows the server’s reason when it refuses', async () => {
      await renderAdminPanel('?tab=users', {
        'GET admin/users': () => json(page([grace, ada])),
        'PUT admin/users/2/status': () => json({ detail: 'There is no user with id 2.' }, 404),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Deactivate ada' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
      );

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to update user status: There is no user with id 2.',
      );
    });
  });

  describe('Change password', () => {
    async function openDialog() {
      await userEvent.click(await screen.findByRole('button', { name: 'Change password of ada' }));
      return screen.findByRole('dialog', { name: 'Change password for ada' });
    }

    it('says why a short password is refused, instead of only greying out the button', async () => {
      const { calls } = await renderAdminPanel('?tab=users', { 'GET admin/users': () => json(page([ada])) });
      const dialog = await openDialog();
      const input = within(dialog).getByLabelText(/^New password/);
      const submit = within(dialog).getByRole('button', { name: 'Change password' });

      expect(input).toHaveAccessibleDescription('Use at least 4 characters.');
      await userEvent.type(input, 'abc');
      expect(submit).toBeEnabled();
      await userEvent.click(submit);

      expect(within(dialog).getByText('The password must have at least 4 characters.')).toBeVisible();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    });

    it('changes the password and says so', async () => {
      const { calls } = await renderAdminPanel('?tab=users', {
        'GET admin/users': () => json(page([ada])),
        'PUT admin/users/2/password': () => json(ada),
      });
      const dialog = await openDialog();
      await userEvent.type(within(dialog).getByLabelText(/^New password/), 'n3w pass');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));

      expect(await screen.findByText('Password changed for ada.')).toBeVisible();
      expect(JSON.parse(calls.find((call) => call.method === 'PUT')!.body!)).toEqual({
        new_password: 'n3w pass',
      });
    });

    it('shows the server’s refusal and keeps the password typed', async () => {
      await renderAdminPanel('?tab=users', {
        'GET admin/users': () => json(page([ada])),
        'PUT admin/users/2/password': () => json({ detail: 'The user no longer exists.' }, 404),
      });
      const dialog = await openDialog();
      await userEvent.type(within(dialog).getByLabelText(/^New password/), 'abcd');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Failed to change password: The user no longer exists.',
      );
      expect(screen.getAllByText(/The user no longer exists/)).toHaveLength(1);
      expect(within(dialog).getByLabelText(/^New password/)).toHaveValue('abcd');

      await userEvent.type(within(dialog).getByLabelText(/^New password/), 'e');
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });
  });
});
