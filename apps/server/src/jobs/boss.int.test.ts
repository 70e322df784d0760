import { afterAll, beforeAll, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import { freshDatabase } from '../../test/test-database.js';
import { createBoss } from './boss.js';

let database: DatabaseHandle;
let boss: PgBoss;
beforeAll(async () => {
  database = await freshDatabase();
  boss = createBoss(database);
  await boss.start();
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: true, wait: true });
  await database.close();
});

it('runs a job through the queue on this database', async () => {
  await boss.createQueue('smoke');
  const done = new Promise<unknown>((resolve) => {
    void boss.work<{ greeting: string }>('smoke', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      resolve(job?.data);
    });
  });
  const id = await boss.send('smoke', { greeting: 'hello' });
  expect(id).toBeTruthy();
  expect(await done).toEqual({ greeting: 'hello' });
});
