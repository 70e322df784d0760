import { sql } from 'drizzle-orm';
import { get } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { AuditRepository } from './audit.repository.js';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Reads RFC 4180 text as a spreadsheet would: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const exportUrl = (query: Record<string, string> = {}) =>
  `/socratica/api/admin/audit-logs/export?${new URLSearchParams(query).toString()}`;

async function exportCsv(query: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url: exportUrl(query), headers: admin });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(1));
  return { response, header: header!, rows };
}

const pageIds = async (query: Record<string, string>) => {
  const response = await t.inject({
    method: 'GET',
    url: `/socratica/api/admin/audit-logs?${new URLSearchParams({ ...query, limit: '500' }).toString()}`,
    headers: admin,
  });
  return response.json<{ logs: { id: number }[] }>().logs.map((l) => l.id);
};

describe('GET admin/audit-logs/export', () => {
  it('downloads the whole trail as a CSV file that no cache keeps', async () => {
    const before = await pageIds({});
    const { response, header, rows } = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="socratica-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(header).toEqual([
      'ID',
      'Time (UTC)',
      'Time (ET)',
      'Username',
      'Role',
      'Action type',
      'Action',
      'Details',
      'IP address',
      'City',
      'Country',
      'VPN',
    ]);
    // The same rows in the same order as the pages, as of the moment of the export.
    expect(rows.map((r) => Number(r[0]))).toEqual(before);
    expect(rows.every((r) => r.length === 12)).toBe(true);
  });

  it("keeps the pages' order across batches, also among rows written at the same microsecond", async () => {
    // One statement: every row gets the same now(), so only the id orders them.
    await t.database.db.execute(sql`
      insert into audit_logs (action_type, username, action_details)
      select 'login_failed', 'tied' || n, jsonb_build_object('action', 'Failed sign-in ' || n)
      from generate_series(1, 450) n`);
    const expected = await pageIds({});
    expect(expected.length).toBeGreaterThan(450);
    const { rows } = await exportCsv();
    expect(rows.map((r) => Number(r[0]))).toEqual(expected);
  });

  it('records the export with its filter, and leaves its own row out of the file', async () => {
    const { rows } = await exportCsv({ action_type: 'login_success', username: 'ADMIN' });
    const [latest] = (
      await t.inject({ method: 'GET', url: '/socratica/api/admin/audit-logs', headers: admin })
    ).json().logs;
    expect(latest).toMatchObject({
      action_type: 'audit_log_exported',
      username: 'admin',
      user_role: 'admin',
      action_details: {
        action: 'Exported the audit log as CSV (action_type login_success, username ADMIN)',
        filter: { action_type: 'login_success', username: 'ADMIN' },
      },
    });
    expect(rows.map((r) => Number(r[0]))).not.toContain(latest.id);
    expect(rows.every((r) => r[5] === 'login_success' && r[3] === 'admin')).toBe(true);
  });

  it('applies every filter as the pages do', async () => {
    await t.createUser('exporter');
    await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      remoteAddress: '8.8.8.8',
      payload: { username: 'exporter', password: 'wrong' },
    });
    const filters: Record<string, string>[] = [
      { user_role_filter: 'user' },
      { action_type: 'user_created' },
      { username: 'Exporter' },
      { view: 'failed_logins' },
      { view: 'suspicious' },
      { from: new Date(Date.now() - 60_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() },
    ];
    for (const filter of filters) {
      const expected = await pageIds(filter);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const { rows } = await exportCsv(filter);
      expect(
        rows.map((r) => Number(r[0])),
        JSON.stringify(filter),
      ).toEqual(expected);
    }
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      remoteAddress: '192.0.2.7',
      payload: { username: '=HYPERLINK("http://evil.example","Click")', password: 'x' },
    });
    await t.database.db.insert(auditLogs).values({
      actionType: 'user_created',
      username: '-2+3',
      userRole: 'admin',
      actionDetails: { action: '@SUM(1+1)', note: '=1' },
      locationCity: '+44',
      locationCountry: '\tGB',
    });
    const { rows } = await exportCsv({ from: new Date(Date.now() - 60_000).toISOString() });
    const hyperlink = rows.find((r) => r[3]!.includes('HYPERLINK'))!;
    expect(hyperlink[3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    const planted = rows.find((r) => r[3] === `'-2+3`)!;
    expect(planted[6]).toBe(`'@SUM(1+1)`);
    // The details start with a brace, so they stay as they are.
    expect(planted[7]).toBe('{"note":"=1"}');
    expect(planted[9]).toBe(`'+44`);
    expect(planted[10]).toBe(`'\tGB`);
  });

  it('refuses bad filters before it records anything', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLogs))[0]!.n;
    const before = await count();
    const response = await t.inject({ method: 'GET', url: exportUrl({ view: 'all' }), headers: admin });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('view: view must be failed_logins or suspicious.');
    expect(await count()).toBe(before);
  });

  it('has no HEAD route, which would record an export that sent nothing', async () => {
    const response = await t.inject({ method: 'HEAD', url: exportUrl(), headers: admin });
    expect(response.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const { headers } = await t.createUser('curious');
    const learner = await t.inject({ method: 'GET', url: exportUrl(), headers });
    expect(learner.statusCode).toBe(403);
    expect(learner.json()).toEqual({ detail: 'This action needs an administrator account.' });
    const anonymous = await t.inject({ method: 'GET', url: exportUrl() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads in batches as the client downloads, and stops reading when the client leaves', async () => {
    await t.database.db.execute(sql`
      insert into audit_logs (action_type, username, user_role, action_details)
      select 'logout', 'learner' || n, 'user', jsonb_build_object('action', 'Signed out, a long sentence to fill the file ' || n)
      from generate_series(1, 20000) n`);
    const batches = vi.spyOn(AuditRepository.prototype, 'exportBatch');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A download that takes its first piece and is then cancelled, closing its connection.
    await new Promise<void>((resolve, reject) => {
      const request = get(`${address}${exportUrl()}`, { headers: admin }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', reject);
    });
    // The server has seen the connection close, and the batch it was reading then has come back.
    const connections = () =>
      new Promise<number>((resolve) => t.app.server.getConnections((_, n) => resolve(n)));
    await vi.waitFor(async () => expect(await connections()).toBe(0));
    await Promise.allSettled(batches.mock.results.map((r) => r.value as Promise<unknown>));
    await new Promise((resolve) => setImmediate(resolve));
    // Whatever the socket buffers held, most of the 100 batches were never read.
    const readBatches = batches.mock.calls.length;
    expect(batches.mock.results.length).toBe(readBatches);
    expect(readBatches).toBeLessThan(50);
  });
});
