import { describe, expect, it } from 'vitest';
import { Draining } from './draining.js';
import { shutDownGracefully, type ShutdownSteps } from './graceful-shutdown.js';

const quietLog = { info: () => {}, warn: () => {} };

function stepsRecording(draining: Draining, graceMs: number) {
  const order: string[] = [];
  const steps: ShutdownSteps = {
    draining,
    graceMs,
    log: quietLog,
    stopBackground: async () => {
      order.push(`background (draining: ${String(draining.active)})`);
    },
    closeServer: async () => {
      order.push('server');
    },
    closeQueue: async () => {
      order.push('queue');
    },
    closeDatabase: async () => {
      order.push('database');
    },
  };
  return { order, steps };
}

describe('shutDownGracefully', () => {
  it('drains first, lets a request under way finish within the grace period, and never cuts it', async () => {
    const draining = new Draining();
    const finish = draining.track();
    const { order, steps } = stepsRecording(draining, 60_000);
    const stopped = shutDownGracefully(steps);
    expect(draining.active).toBe(true);
    finish();
    await stopped;
    expect(draining.cut.aborted).toBe(false);
    expect(order).toEqual(['background (draining: true)', 'server', 'queue', 'database']);
  });

  it('cuts what still runs when the grace period is over, then closes in order', async () => {
    const draining = new Draining();
    // A tutor reply that runs until it is cut, then saves what it has and ends.
    const finish = draining.track();
    draining.cut.addEventListener('abort', () => setTimeout(finish, 10));
    const { order, steps } = stepsRecording(draining, 20);
    await shutDownGracefully(steps);
    expect(draining.cut.aborted).toBe(true);
    expect(draining.requestsInFlight).toBe(0);
    expect(order).toEqual(['background (draining: true)', 'server', 'queue', 'database']);
  });
});
