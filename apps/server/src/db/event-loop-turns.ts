import type { PGlite } from '@electric-sql/pglite';

/**
 * How long queries may run back to back before the event loop gets a turn. A statement takes 1 to 2 ms of
 * PGlite's time, so the streams under way get a turn after about one (decision 040).
 */
const TURN_MS = 2;

/**
 * PGlite runs every query on the main thread, and its own queue hands each query to the next in
 * microtasks, so a burst (50 replies starting at once) held the event loop until the whole queue had
 * drained: the streams already under way, and every other request, waited for hundreds of
 * milliseconds. Here queries (and transactions, whole) are handed to PGlite one at a time, and once
 * the database has held the loop for a few milliseconds the next one waits for the pending I/O to run
 * first, so the database and the rest of the server take turns. A lone query never waits.
 */
export function takingTurnsWithTheEventLoop(client: PGlite): PGlite {
  let heldSince: number | null = null;
  let previous: Promise<unknown> = Promise.resolve();

  async function takeTurn(): Promise<void> {
    if (heldSince !== null && performance.now() - heldSince > TURN_MS) {
      // The loop reaches its check phase only after pending I/O has run; the hold ends there too.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (heldSince === null) {
      heldSince = performance.now();
      setImmediate(() => (heldSince = null));
    }
  }

  function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const result = previous.then(takeTurn).then(run);
    previous = result.catch(() => undefined);
    return result;
  }

  // Closing waits for the queries already handed in.
  const queued = new Set<PropertyKey>(['query', 'exec', 'transaction', 'close']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite keeps its state in private fields, which only the instance itself may read.
      const method = (value as (...a: unknown[]) => unknown).bind(target);
      return queued.has(property) ? (...args: unknown[]) => inTurn(async () => method(...args)) : method;
    },
  });
}
