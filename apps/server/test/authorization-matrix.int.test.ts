import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPrincipal } from '../src/modules/users/users.service.js';
import { AUTHORIZATION_MATRIX, type MatrixFixtures } from './authorization-matrix.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './test-app.js';
import { sessionWithBaseline, startSession } from './assessment-journey.js';

type Persona = 'anonymous' | 'learner' | 'otherLearner' | 'admin' | 'deactivated';

let t: TestApp;
let fixtures: MatrixFixtures;
const tokens = {} as Record<Exclude<Persona, 'anonymous'>, () => Promise<string>>;

beforeAll(async () => {
  t = await createTestApp();
  const target = await t.createUser('matrix-target');
  const learner = await t.createUser('matrix-learner');
  const other = await t.createUser('matrix-other');
  const gone = await t.createUser('matrix-gone');
  await t.inject({
    method: 'PUT',
    url: `/socratica/api/admin/users/${gone.id}/status`,
    headers: await t.adminHeaders(),
    payload: { status: 'inactive' },
  });
  let counter = 0;
  const sessionId = await sessionWithBaseline(t, learner.headers);
  await t.inject({
    method: 'POST',
    url: `/socratica/api/assessments/${sessionId}/post-assessment`,
    headers: learner.headers,
  });
  const disposable = await startSession(t, learner.headers);
  fixtures = {
    targetUserId: target.id,
    sessionId,
    disposableSessionId: disposable.session_id,
    nextUsername: () => `matrix-new-${++counter}`,
    adminPassword: ADMIN_PASSWORD,
  };

  // Tokens are minted fresh for every call from the user's current row, because some routes
  // (logout, a password change) revoke the caller's or the target's tokens.
  const freshToken = (id: number) => async () => {
    const row = await t.services.users.findById(id);
    return `Bearer ${t.app.issueToken(toPrincipal(row!)).token}`;
  };
  tokens.learner = freshToken(learner.id);
  tokens.otherLearner = freshToken(other.id);
  tokens.admin = freshToken(1);
  tokens.deactivated = freshToken(gone.id);
});
afterAll(() => t.close());

const call = async (route: string, persona: Persona) => {
  const entry = AUTHORIZATION_MATRIX[route]!;
  const [method, pattern] = route.split(' ') as [string, string];
  const headers = persona === 'anonymous' ? {} : { authorization: await tokens[persona]() };
  const body = entry.body?.(fixtures);
  return t.inject({
    method: method,
    url: entry.url?.(fixtures) ?? pattern,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
};

describe('the authorization matrix', () => {
  it('lists every registered route, with the access level the route declares', () => {
    const registered = Object.fromEntries(
      t.app.declaredRoutes
        .filter((r) => r.method !== 'HEAD')
        .map((r) => [`${r.method} ${r.url}`, r.access ?? 'public']),
    );
    const missing = Object.keys(registered).filter((route) => !(route in AUTHORIZATION_MATRIX));
    expect(missing, 'routes missing from test/authorization-matrix.ts').toEqual([]);
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((route) => !(route in registered));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
    for (const [route, entry] of Object.entries(AUTHORIZATION_MATRIX)) {
      expect(registered[route], route).toBe(entry.access);
    }
  });

  for (const route of Object.keys(AUTHORIZATION_MATRIX)) {
    const { access, ownedByLearner } = AUTHORIZATION_MATRIX[route]!;
    it(`${route} (${access})`, async () => {
      const anonymous = await call(route, 'anonymous');
      const deactivated = await call(route, 'deactivated');
      // Before the owner acts, since the owner may delete the object.
      const otherLearner = ownedByLearner ? await call(route, 'otherLearner') : undefined;
      const learner = await call(route, 'learner');
      const admin = await call(route, 'admin');
      if (access === 'public') {
        for (const r of [anonymous, deactivated, learner, admin])
          expect([401, 403]).not.toContain(r.statusCode);
        return;
      }
      expect(anonymous.statusCode).toBe(401);
      expect(deactivated.statusCode).toBe(401);
      expect(anonymous.json()).toHaveProperty('detail');
      expect([401, 403]).not.toContain(admin.statusCode);
      if (access === 'admin') {
        expect(learner.statusCode).toBe(403);
        expect(learner.json()).toEqual({ detail: 'This action needs an administrator account.' });
      } else {
        expect([401, 403]).not.toContain(learner.statusCode);
      }
      if (otherLearner) {
        expect(otherLearner.statusCode).toBe(404);
        expect(otherLearner.json().detail).toMatch(/There is no assessment session/);
      }
    });
  }
});
