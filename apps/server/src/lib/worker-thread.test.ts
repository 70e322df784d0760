import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

import { startWorkerThread } from './worker-thread.js';

describe('startWorkerThread', () => {
  it('runs a TypeScript worker module from its .js URL, imports included', async () => {
    const worker = startWorkerThread(new URL('./worker-thread.fixture.js', import.meta.url), {
      workerData: 20,
    });
    const [answer] = await once(worker, 'message');
    await worker.terminate();
    expect(answer).toBe('worker-thread: "42"');
  });

  it('refuses a module that exists in neither form', () => {
    expect(() => startWorkerThread(new URL('./no-such-worker.js', import.meta.url))).toThrow(
      /No worker module/,
    );
  });
});
