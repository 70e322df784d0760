import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { EmbeddedMaintenance } from './embedded-maintenance.js';

let database: DatabaseHandle;
const logged: string[] = [];
const log = { info: (_: object, message: string) => logged.push(message), error: () => undefined };

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

async function planOf(query: string): Promise<string> {
  type Row = { 'QUERY PLAN': string };
  const result = (await database.db.execute<Row>(sql.raw(`explain ${query}`))) as { rows: Row[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('EmbeddedMaintenance', () => {
  it('gathers the statistics of a table that grew, so that the planner sees its real size', async () => {
    await database.db.execute(sql`
      insert into users (username, email, password_hash, role)
      select 'maintained-' || n, 'maintained-' || n || '@example.com', 'not-a-hash', 'user'
      from generate_series(1, 3000) as n`);
    const maintenance = new EmbeddedMaintenance(database.db, log);
    const work = await maintenance.runOnce();
    expect([...work.vacuum, ...work.analyze]).toContain('public.users');
    expect(logged).toContain('embedded database maintenance');
    type Row = { reltuples: number | string };
    const result = (await database.db.execute<Row>(
      sql`select reltuples from pg_class where relname = 'users'`,
    )) as { rows: Row[] };
    expect(Number(result.rows[0]!.reltuples)).toBeGreaterThanOrEqual(3000);
    expect(await planOf(`select * from users where id = 42`)).toMatch(/Index Scan/);
  });

  it('does nothing when nothing has changed since', async () => {
    const maintenance = new EmbeddedMaintenance(database.db, log);
    await maintenance.runOnce();
    expect(await maintenance.runOnce()).toEqual({ vacuum: [], analyze: [] });
  });
});
