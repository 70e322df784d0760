import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from a module next to the caller, given as its built `.js` URL.
 *
 * Built code has the `.js` file. Under vitest and `tsx` only the `.ts` source exists, and a worker does not
 * inherit the parent's TypeScript loader, so the worker first registers tsx and then imports the source.
 */
export function startWorkerThread(moduleUrl: URL, options: WorkerOptions = {}): Worker {
  if (existsSync(fileURLToPath(moduleUrl))) return new Worker(moduleUrl, options);
  const sourceUrl = new URL(moduleUrl.href.replace(/\.js$/, '.ts'));
  if (!existsSync(fileURLToPath(sourceUrl))) throw new Error(`No worker module at ${moduleUrl.href}`);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(sourceUrl.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
