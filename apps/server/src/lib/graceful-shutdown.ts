import type { Draining } from './draining.js';

/** After the cut, the replies under way need a moment to save what they wrote and end their streams. */
const AFTER_CUT_MS = 5_000;
/** pg-boss has nothing left to wait for once the jobs are handed back; this bounds its own wait. */
export const QUEUE_STOP_TIMEOUT_MS = 5_000;
/** What the steps after the grace period may take at most, so the force-exit timer is set beyond it. */
export const SHUTDOWN_MARGIN_MS = AFTER_CUT_MS + QUEUE_STOP_TIMEOUT_MS + 5_000;

export interface ShutdownSteps {
  draining: Draining;
  graceMs: number;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  /** Background work stops taking more and hands back what it holds (podcast jobs, schedules, maintenance). */
  stopBackground(): Promise<void>;
  /** Stops listening and closes the connections; by then no request should be under way. */
  closeServer(): Promise<void>;
  closeQueue(): Promise<void>;
  closeDatabase(): Promise<void>;
}

/**
 * A stop that loses nothing a learner was told was saved: readiness fails at once and new requests are
 * refused (503, Retry-After) so that the load balancer sends them elsewhere; the requests under way may
 * finish for the grace period, then what still runs is cut (a tutor reply keeps its partial text, marked
 * interrupted); background jobs go back to the queue; then the server, the queue and the database close.
 */
export async function shutDownGracefully(steps: ShutdownSteps): Promise<void> {
  const { draining, graceMs, log } = steps;
  draining.begin();
  // Runs beside the drain; should it fail, the stop goes on (a job not handed back is found by the lost-job sweep).
  const background = steps.stopBackground().catch((error: unknown) => {
    log.warn({ err: error }, 'background work did not stop cleanly');
  });
  if (!(await draining.settled(graceMs))) {
    log.warn(
      { requests: draining.requestsInFlight, graceSeconds: graceMs / 1000 },
      'the grace period is over; cutting the requests still under way',
    );
    draining.cutRunningWork();
    if (!(await draining.settled(AFTER_CUT_MS))) {
      log.warn({ requests: draining.requestsInFlight }, 'closing connections still open after the cut');
    }
  }
  await background;
  await steps.closeServer();
  await steps.closeQueue();
  await steps.closeDatabase();
  log.info({}, 'stopped cleanly');
}
