import type { Env } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';
import { Metrics } from './metrics.js';

/**
 * The app's metrics when SOCRATICA_METRICS_TOKEN turns them on; null otherwise, and then nothing is
 * measured at all: the hook is not added and the decorators hand back what they were given.
 */
export function createMetrics(
  env: Pick<Env, 'SOCRATICA_METRICS_TOKEN'>,
  database: Pick<DatabaseHandle, 'poolUse'>,
  log: { warn(details: object, message: string): void },
): Metrics | null {
  if (!env.SOCRATICA_METRICS_TOKEN) return null;
  const metrics = new Metrics(log);
  if (database.poolUse) metrics.watchDatabasePool(database.poolUse);
  return metrics;
}
