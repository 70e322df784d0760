import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AUTHORIZATION_MATRIX, type MatrixEntry } from './authorization-matrix.js';
import { prepareMatrixPersonas, type MatrixPersonas } from './authorization-matrix/matrix-personas.js';
import { leafPaths, replaceAt } from '../../../packages/contracts/test/json-paths.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Every route of the table, sent what a hostile client sends: NUL characters, unpaired surrogates,
 * huge and oddly written ids, deep nesting and wrong types, in paths, queries and bodies. Each
 * answer is a 4xx with a `{detail}` (or, where the value happens to be valid, a success): never a 5xx.
 */

let t: TestApp;
let personas: MatrixPersonas;

beforeAll(async () => {
  t = await createTestApp();
  personas = await prepareMatrixPersonas(t);
});
afterAll(() => t.close());

/** Path ids that are not canonical decimal integers from 1 to 2147483647 (URL-encoded as sent). */
const HOSTILE_IDS = [
  '2147483648',
  '99999999999999999999',
  '0',
  '-1',
  '%202',
  '%20%31',
  '0x2',
  '2.0',
  '2e0',
  '+2',
  '%2B2',
  '02',
  '%00',
  '2%00',
  'abc',
  '%ED%A0%80',
];

/** What one field of a body or query becomes. */
const HOSTILE_VALUES: unknown[] = [
  'abc\u0000def',
  '\u0000',
  '\ud800',
  'tail \udfff',
  2_147_483_648,
  -2_147_483_649,
  1e300,
  '2147483648',
  1.5,
  '0x2',
  null,
  true,
  {},
  [],
  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['deep']]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
];

/** What a whole body becomes, as sent: JSON of the wrong type, and nesting as deep as the body limit allows. */
const HOSTILE_BODIES: string[] = [
  '"text"',
  '42',
  'null',
  '[]',
  `${'['.repeat(45_000)}${']'.repeat(45_000)}`,
  `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
];

const personaFor = (entry: MatrixEntry) =>
  entry.access === 'admin' ? 'admin' : entry.access === 'user' ? 'learner' : 'anonymous';

/** Sends `body` as JSON, or as it is when it is already a JSON text. */
async function send(route: string, url: string, body: unknown): Promise<LightMyRequestResponse> {
  const headers = await personas.headers(personaFor(AUTHORIZATION_MATRIX[route]!));
  return t.inject({
    method: route.split(' ')[0]!,
    url,
    ...(body === undefined
      ? { headers }
      : {
          headers: { ...headers, 'content-type': 'application/json' },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
}

function expectClientErrorOrSuccess(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json<{ detail?: unknown }>();
    expect(typeof body.detail, what).toBe('string');
    expect((body.detail as string).length, what).toBeGreaterThan(10);
  }
}

const API_ROUTES = Object.keys(AUTHORIZATION_MATRIX).filter((route) => route.includes(' /socratica/api/'));
// Sign-in is sent hostile bodies too; anything else would only lock out the address.
const ID_ROUTES = API_ROUTES.filter((route) => route.includes('/:id'));

describe('hostile input on every route', () => {
  it('covers the routes with ids, bodies and queries', () => {
    expect(ID_ROUTES.length).toBeGreaterThan(20);
  });

  for (const route of ID_ROUTES) {
    it(`${route}: an id that is not 1 to 2147483647 in plain digits is a 4xx with a detail`, async () => {
      const entry = AUTHORIZATION_MATRIX[route]!;
      const body = entry.body?.(personas.fixtures);
      // The row's own URL (with its query), with the id swapped.
      const segment = route.split(' ')[1]!.split('/').indexOf(':id');
      const [path, query] = (entry.url?.(personas.fixtures) ?? route.split(' ')[1]!).split('?') as [
        string,
        string?,
      ];
      const withId = (id: string) =>
        path.split('/').with(segment, id).join('/') + (query === undefined ? '' : `?${query}`);
      for (const id of HOSTILE_IDS) {
        const response = await send(route, withId(id), body);
        expect(response.statusCode, `${route} with id ${id}`).toBeGreaterThanOrEqual(400);
        expectClientErrorOrSuccess(response, `${route} with id ${id}`);
        if (!/^(2147483648|99999999999999999999|0|-1|abc)$/.test(id)) continue;
        // Refused by the id rule itself, not by a lookup that happened to miss.
        expect(response.statusCode, `${route} with id ${id}`).toBe(422);
      }
      if (entry.idIsUuid) {
        // None of those is a UUID; a well-formed one that names nothing is a 404.
        const unknown = await send(route, withId('00000000-0000-4000-8000-000000000000'), body);
        expect(unknown.statusCode, `${route} with an unknown UUID`).toBe(404);
        return;
      }
      // The largest id is valid: no such row, so a 404, never an overflow.
      const largest = await send(route, withId('2147483647'), body);
      expect(largest.statusCode, `${route} with id 2147483647`).toBe(404);
    });
  }

  for (const route of API_ROUTES) {
    const entry = AUTHORIZATION_MATRIX[route]!;
    if (!entry.body && !entry.url) continue;

    it(`${route}: hostile fields and bodies are a 4xx with a detail, never a 5xx`, async () => {
      const url = entry.url?.(personas.fixtures) ?? route.split(' ')[1]!;
      const body = entry.body?.(personas.fixtures);
      if (!url.includes('?') && body === undefined) return;
      if (body !== undefined) {
        for (const path of leafPaths(body)) {
          for (const value of HOSTILE_VALUES) {
            const response = await send(route, url, replaceAt(body, path, value));
            expectClientErrorOrSuccess(
              response,
              `${route} with ${path.join('.')} = ${JSON.stringify(value)}`,
            );
          }
        }
        for (const hostileBody of HOSTILE_BODIES) {
          const response = await send(route, url, hostileBody);
          expectClientErrorOrSuccess(
            response,
            `${route} with the body ${JSON.stringify(hostileBody).slice(0, 40)}`,
          );
        }
      }
      const [path, search] = url.split('?') as [string, string | undefined];
      if (search) {
        for (const key of new URLSearchParams(search).keys()) {
          // An unpaired surrogate cannot travel in a URL: UTF-8 has no bytes for it.
          for (const value of ['abc\u0000def', '2147483648', '0x2', '', 'x'.repeat(5_000)]) {
            const params = new URLSearchParams(search);
            params.set(key, value);
            const response = await send(route, `${path}?${params.toString()}`, body);
            expectClientErrorOrSuccess(response, `${route} with ${key}=${JSON.stringify(value)}`);
          }
        }
      }
    });
  }

  it('refuses NUL and unpaired surrogates in sign-in with the text rule, before any lookup', async () => {
    for (const username of ['abc\u0000def', '\ud800']) {
      const response = await t.inject({
        method: 'POST',
        url: '/socratica/api/login',
        payload: { username, password: 'whatever' },
        // Not the address the route table signed in from, whose failures may already be throttled.
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        'username: The text contains a NUL character or a broken (unpaired) Unicode character. Remove it and send it again.',
      );
    }
  });
});
