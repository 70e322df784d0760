import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.js';
import {
  prepareMatrixPersonas,
  type MatrixPersonas,
  type Persona,
} from './authorization-matrix/matrix-personas.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let personas: MatrixPersonas;

beforeAll(async () => {
  t = await createTestApp();
  personas = await prepareMatrixPersonas(t);
});
afterAll(() => t.close());

const call = async (route: string, persona: Persona) => {
  const entry = AUTHORIZATION_MATRIX[route]!;
  const [method, pattern] = route.split(' ') as [string, string];
  const body = entry.body?.(personas.fixtures);
  return t.inject({
    method: method,
    url: entry.url?.(personas.fixtures) ?? pattern,
    headers: await personas.headers(persona),
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
    const { access, ownedByLearner, notFoundDetail } = AUTHORIZATION_MATRIX[route]!;
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
        expect(otherLearner.json().detail).toMatch(notFoundDetail ?? /There is no assessment session/);
      }
    });
  }
});
