/**
 * Whether this process is draining: it has been told to stop, so it takes no new work while the requests
 * under way finish. When the grace period is over, `cut` fires: whatever still runs (a tutor reply) stops
 * there and keeps what it has.
 */
export class Draining {
  private draining = false;
  private readonly cutter = new AbortController();
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  get active(): boolean {
    return this.draining;
  }

  /** Aborted once the grace period is over; long work (a tutor reply) listens to it beside its own Stop. */
  get cut(): AbortSignal {
    return this.cutter.signal;
  }

  /** From now on new requests are refused and readiness fails. */
  begin(): void {
    this.draining = true;
  }

  /** The grace period is over: work still running stops and keeps what it has. */
  cutRunningWork(): void {
    this.draining = true;
    this.cutter.abort(new Error('The server is restarting.'));
  }

  /** Counts one request under way; call the returned function (once) when it has finished. */
  track(): () => void {
    this.inFlight++;
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.inFlight--;
      if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    };
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Resolves true once no request is under way, or false when `timeoutMs` passes first. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.idleWaiters = this.idleWaiters.filter((waiter) => waiter !== wake);
        resolve(false);
      }, timeoutMs);
      this.idleWaiters.push(wake);
    });
  }
}
