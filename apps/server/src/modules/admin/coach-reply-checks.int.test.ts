import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { coachReplyChecks } from '../../db/schema/index.js';
import { CoachReplyChecksRepository } from './coach-reply-checks.repository.js';

describe('the D20 counters, written together', () => {
  let database: DatabaseHandle;
  const written = async () =>
    Object.fromEntries(
      (await database.db.select().from(coachReplyChecks)).map((row) => [row.outcome, row.count]),
    );

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes a burst of counts in one statement once the wait is over, and reads them before that', async () => {
    const checks = new CoachReplyChecksRepository(database.db, { flushAfterMs: 50 });
    const execute = vi.spyOn(database.db, 'insert');
    for (let n = 0; n < 50; n++) await checks.record('checked');
    await checks.record('replaced');
    expect(await written()).toEqual({});
    await vi.waitFor(async () => expect(await written()).toEqual({ checked: 50, replaced: 1 }));
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    await checks.record('checked');
    // Reading writes what is held first, so the dashboard counts every reply already finished, once.
    expect(await checks.counts()).toMatchObject({
      checked: 51,
      reasked: 0,
      replaced: 1,
      trimmed: 0,
      unanswered: 0,
      'failed:marking': 0,
    });
    expect(await written()).toEqual({ checked: 51, replaced: 1 });
  });

  it('adds to what other instances wrote, and writes what it holds when it closes', async () => {
    const other = new CoachReplyChecksRepository(database.db, { flushAfterMs: 60_000 });
    const mine = new CoachReplyChecksRepository(database.db, { flushAfterMs: 60_000 });
    await other.record('reasked');
    await mine.record('reasked');
    await mine.record('unanswered');
    await Promise.all([other.flush(), mine.flush()]);
    expect(await written()).toMatchObject({ reasked: 2, unanswered: 1 });
  });

  it('keeps the counts of a write that failed, for the next one', async () => {
    const failures: unknown[] = [];
    const checks = new CoachReplyChecksRepository(database.db, {
      flushAfterMs: 60_000,
      onWriteFailed: (error) => failures.push(error),
    });
    const before = await written();
    const insert = vi.spyOn(database.db, 'insert').mockImplementationOnce(() => {
      throw new Error('the database is away');
    });
    await checks.record('unanswered');
    await checks.flush();
    expect(failures).toHaveLength(1);
    expect(await written()).toEqual(before);
    insert.mockRestore();
    await checks.flush();
    expect((await written()).unanswered).toBe((before.unanswered ?? 0) + 1);
  });
});
