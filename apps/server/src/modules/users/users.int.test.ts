import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

const createUser = (payload: unknown) =>
  t.inject({ method: 'POST', url: '/socratica/api/admin/users', headers: admin, payload: payload as object });
const userCount = async () =>
  (await t.inject({ method: 'GET', url: '/socratica/api/admin/users', headers: admin })).json().pagination
    .total;
const me = (headers: { authorization: string }) =>
  t.inject({ method: 'GET', url: '/socratica/api/me', headers });

describe('POST admin/users', () => {
  it('creates a user who can then sign in, and never returns the password hash', async () => {
    const response = await createUser({
      username: 'ada',
      email: 'ada@example.com',
      password: 'pass',
      role: 'user',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      username: 'ada',
      email: 'ada@example.com',
      role: 'user',
      status: 'active',
      last_login: null,
    });
    expect(JSON.stringify(created)).not.toMatch(/hash|argon/i);
    await t.signIn('ada', 'pass');
  });

  it.each([
    [{ email: 'a@example.com', password: 'pass' }, /username/],
    [{ username: '   ', email: 'a@example.com', password: 'pass' }, /A username is required/],
    [{ username: 'bob', password: 'pass' }, /email/],
    [{ username: 'bob', email: 'not-an-email', password: 'pass' }, /Enter a valid email address/],
    [{ username: 'bob', email: 'bob@example.com' }, /password/],
    [{ username: 'bob', email: 'bob@example.com', password: 'abc' }, /at least 4 characters/],
    [
      { username: 'bob', email: 'bob@example.com', password: 'pass', role: 'superuser' },
      /The role must be user or admin/,
    ],
  ])('refuses %j and changes nothing', async (payload, detail) => {
    const before = await userCount();
    const response = await createUser(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for a username or email already in use, whatever the case', async () => {
    await createUser({ username: 'grace', email: 'grace@example.com', password: 'pass' });
    const sameName = await createUser({ username: 'GRACE', email: 'other@example.com', password: 'pass' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().detail).toBe('The username "GRACE" is already taken. Choose another one.');
    const sameEmail = await createUser({ username: 'grace2', email: 'Grace@Example.com', password: 'pass' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().detail).toMatch(/already used by another account/);
  });

  it('ignores fields a client must not set', async () => {
    const response = await createUser({
      username: 'mallory',
      email: 'm@example.com',
      password: 'pass',
      status: 'inactive',
      id: 999,
      token_version: 5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'active' });
    expect(response.json().id).not.toBe(999);
  });
});

describe('GET admin/users', () => {
  it('pages 50 at a time by default and honours page and limit', async () => {
    const first = (
      await t.inject({ method: 'GET', url: '/socratica/api/admin/users', headers: admin })
    ).json();
    expect(first.pagination).toMatchObject({ page: 1, limit: 50 });
    const paged = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/users?page=2&limit=1',
      headers: admin,
    });
    expect(paged.json().users).toHaveLength(1);
    expect(paged.json().users[0].id).toBe(first.users[1].id);
    const bad = await t.inject({ method: 'GET', url: '/socratica/api/admin/users?page=0', headers: admin });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/page is a whole number from 1 to 1000000/);
  });

  it('shows the last sign-in time once a user has signed in', async () => {
    const users = (
      await t.inject({ method: 'GET', url: '/socratica/api/admin/users', headers: admin })
    ).json().users;
    const ada = users.find((u: { username: string }) => u.username === 'ada');
    expect(Date.parse(ada.last_login)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('GET admin/users?search', () => {
  const search = async (text: string, extra = '') => {
    const response = await t.inject({
      method: 'GET',
      url: `/socratica/api/admin/users?search=${encodeURIComponent(text)}${extra}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      users: { id: number; username: string; email: string }[];
      pagination: { page: number; limit: number; total: number; total_pages: number };
    }>();
  };

  it('finds part of a username or of an email, whatever the case, in id order', async () => {
    for (const name of ['searchme_one', 'Searchme_Two', 'plain']) {
      await createUser({ username: name, email: `${name}@example.com`, password: 'pass' });
    }
    await createUser({ username: 'unrelated', email: 'SEARCHME@elsewhere.example', password: 'pass' });
    const found = await search('SEARCHme');
    expect(found.users.map((u) => u.username)).toEqual(['searchme_one', 'Searchme_Two', 'unrelated']);
    const ids = found.users.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(found.pagination).toEqual({ page: 1, limit: 50, total: 3, total_pages: 1 });
    expect((await search('elsewhere.EXAMPLE')).users.map((u) => u.username)).toEqual(['unrelated']);
  });

  it('pages through the matches, with totals of the search', async () => {
    const second = await search('searchme', '&page=2&limit=2');
    expect(second.users.map((u) => u.username)).toEqual(['unrelated']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
    const beyond = await search('searchme', '&page=9&limit=2');
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, limit: 2, total: 3, total_pages: 2 });
  });

  it('takes % and _ literally, and a blank search as none', async () => {
    await createUser({ username: 'per_cent', email: 'pc@example.com', password: 'pass' });
    expect((await search('%')).pagination.total).toBe(0);
    expect((await search('r_c')).users.map((u) => u.username)).toEqual(['per_cent']);
    expect((await search('   ')).pagination.total).toBe(await userCount());
  });

  it('refuses a search longer than an email can be', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/socratica/api/admin/users?search=${'a'.repeat(255)}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('search: search can be at most 254 characters.');
  });
});

describe('PUT admin/users/{id}/status', () => {
  it('deactivation revokes tokens at once and blocks sign-in; reactivation lets the user sign in again', async () => {
    const { id, headers } = await t.createUser('temp');
    const off = await t.inject({
      method: 'PUT',
      url: `/socratica/api/admin/users/${id}/status`,
      headers: admin,
      payload: { status: 'inactive' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('inactive');
    expect((await me(headers)).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: { username: 'temp', password: 'temp-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().detail).toBe('Incorrect username or password.');

    await t.inject({
      method: 'PUT',
      url: `/socratica/api/admin/users/${id}/status`,
      headers: admin,
      payload: { status: 'active' },
    });
    expect((await me(headers)).statusCode).toBe(401);
    await t.signIn('temp', 'temp-password');
  });

  it('refuses an unknown id, a bad id, a bad status and deactivating oneself', async () => {
    const unknown = await t.inject({
      method: 'PUT',
      url: '/socratica/api/admin/users/9999/status',
      headers: admin,
      payload: { status: 'inactive' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('There is no user with id 9999.');
    const badId = await t.inject({
      method: 'PUT',
      url: '/socratica/api/admin/users/abc/status',
      headers: admin,
      payload: { status: 'inactive' },
    });
    expect(badId.statusCode).toBe(422);
    const badStatus = await t.inject({
      method: 'PUT',
      url: '/socratica/api/admin/users/1/status',
      headers: admin,
      payload: { status: 'gone' },
    });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().detail).toMatch(/active or inactive/);
    const self = await t.inject({
      method: 'PUT',
      url: '/socratica/api/admin/users/1/status',
      headers: admin,
      payload: { status: 'inactive' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('You cannot deactivate your own account. Ask another administrator.');
    expect((await me(admin)).statusCode).toBe(200);
  });
});

describe('PUT admin/users/{id}/password', () => {
  it('sets the new password and revokes every old token', async () => {
    const { id, headers } = await t.createUser('forgetful');
    const short = await t.inject({
      method: 'PUT',
      url: `/socratica/api/admin/users/${id}/password`,
      headers: admin,
      payload: { new_password: 'abc' },
    });
    expect(short.statusCode).toBe(422);
    expect((await me(headers)).statusCode).toBe(200);

    const changed = await t.inject({
      method: 'PUT',
      url: `/socratica/api/admin/users/${id}/password`,
      headers: admin,
      payload: { new_password: 'fresh-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
    await expect(t.signIn('forgetful', 'forgetful-password')).rejects.toThrow();
    await t.signIn('forgetful', 'fresh-pass');
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/socratica/api/admin/users/4242/password',
      headers: admin,
      payload: { new_password: 'abcd' },
    });
    expect(response.statusCode).toBe(404);
  });
});
