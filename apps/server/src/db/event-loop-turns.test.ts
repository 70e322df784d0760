import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { takingTurnsWithTheEventLoop } from './event-loop-turns.js';

/** A stand-in whose queries hold the thread for at least `ms`, as PGlite's WebAssembly does. */
function blockingClient(ms: number, log: string[]) {
  return {
    query(text: string) {
      const until = performance.now() + ms;
      while (performance.now() < until);
      if (text === 'fail') return Promise.reject(new Error('bad query'));
      log.push(text);
      return Promise.resolve({ rows: [] });
    },
    get ready() {
      return true;
    },
  } as unknown as PGlite;
}

describe('takingTurnsWithTheEventLoop', () => {
  it('lets pending I/O run between the queries of a burst, and keeps their order', async () => {
    const log: string[] = [];
    const client = takingTurnsWithTheEventLoop(blockingClient(2, log));
    setImmediate(() => log.push('the event loop'));
    await Promise.all(Array.from({ length: 20 }, (_, n) => client.query(`q${n}`)));
    const turn = log.indexOf('the event loop');
    expect(turn).toBeGreaterThan(0);
    expect(turn).toBeLessThan(log.length - 1);
    expect(log.filter((entry) => entry !== 'the event loop')).toEqual(
      Array.from({ length: 20 }, (_, n) => `q${n}`),
    );
  });

  it('passes a failure to its caller only, and other methods straight through', async () => {
    const log: string[] = [];
    const client = takingTurnsWithTheEventLoop(blockingClient(0, log));
    await expect(client.query('fail')).rejects.toThrow('bad query');
    await client.query('after');
    expect(log).toEqual(['after']);
    expect(client.ready).toBe(true);
  });
});
