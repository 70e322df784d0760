import type { ReadinessCheckResult } from '@socratica/contracts';

/** A dependency the server needs before it takes traffic; it throws (or rejects) when it is not usable. */
export type ReadinessCheck = () => Promise<void>;

export interface CheckFailure {
  name: string;
  result: Exclude<ReadinessCheckResult, 'ok'>;
  error: unknown;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Runs every check at once, each bounded by `timeoutMs`: a hung dependency makes readiness fail, not hang,
 * so a load balancer's probe gets its answer in time.
 */
export async function runReadinessChecks(
  checks: Readonly<Record<string, ReadinessCheck>>,
  timeoutMs: number,
): Promise<{ results: Record<string, ReadinessCheckResult>; failures: CheckFailure[] }> {
  const failures: CheckFailure[] = [];
  const outcomes = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, ReadinessCheckResult]> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
      });
      try {
        const outcome = await Promise.race([check(), timeout]);
        if (outcome !== TIMED_OUT) return [name, 'ok'];
        failures.push({ name, result: 'timed_out', error: null });
        return [name, 'timed_out'];
      } catch (error) {
        failures.push({ name, result: 'failed', error });
        return [name, 'failed'];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { results: Object.fromEntries(outcomes), failures };
}

/** "the database did not answer in time, and storage failed" */
export function describeFailures(failures: readonly CheckFailure[]): string {
  const parts = failures.map(({ name, result }) =>
    result === 'timed_out' ? `${name} did not answer in time` : `${name} failed`,
  );
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${String(parts.at(-1))}` : parts.join('');
}
