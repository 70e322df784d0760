import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD } from './constants.js';

async function tokenFor(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/socratica/api/login', { form: { username, password } });
  if (!response.ok())
    throw new Error(`sign-in as ${username} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Creates a learner through the admin API, as an administrator would, and returns its credentials. */
export async function createLearner(request: APIRequestContext, username: string) {
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  const password = `${username}-pw`;
  const response = await request.post('/socratica/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, email: `${username}@example.com`, password, role: 'user' },
  });
  if (response.status() !== 201 && response.status() !== 409) {
    throw new Error(`creating ${username} failed: ${response.status()} ${await response.text()}`);
  }
  return { username, password };
}

/** Signs in through the API, as the browser does, and returns the bearer header. */
export async function bearerFor(request: APIRequestContext, username: string, password: string) {
  return { authorization: `Bearer ${await tokenFor(request, username, password)}` };
}
