/** A place to generate, held until released. */
export interface QueueTurn {
  readonly learnerKey: string;
  /** How long the call waited for its turn. */
  readonly waitedMs: number;
  /** Gives the place to the next in turn; calling it again does nothing. */
  release(): void;
}

export interface QueueOptions {
  signal?: AbortSignal | undefined;
  /** Where the call waits (1 = next), told when it starts waiting and again whenever that changes. */
  onQueued?: ((position: number) => void) | undefined;
}

interface Waiter {
  learnerKey: string;
  /** When it arrived, on the queue's clock. */
  arrived: number;
  enqueuedAt: number;
  position: number;
  options: QueueOptions;
  grant: (turn: QueueTurn) => void;
  refuse: (reason: unknown) => void;
}

/**
 * Turns at the embedded model's sequences, fair across learners: a learner with three calls waiting
 * does not make another with one wait behind all three.
 *
 * The rule: each learner's next call is due at the later of when it arrived and when that learner was
 * last served; the call due earliest goes first. One clock counts arrivals and services, so a learner
 * just served waits behind everyone who was already waiting, and calls from learners not served since
 * they arrived keep their arrival order.
 */
export class FairQueue {
  #places = 0;
  #busy = 0;
  #refusal: { reason: unknown } | undefined;
  #clock = 0;
  #waiting: Waiter[] = [];
  readonly #lastServed = new Map<string, number>();

  /** Calls waiting for a place. */
  get length(): number {
    return this.#waiting.length;
  }

  /** Places in use. */
  get busy(): number {
    return this.#busy;
  }

  /** Waits for a place. Rejects with the signal's reason when it aborts first, or with the queue's refusal. */
  acquire(learnerKey: string, options: QueueOptions = {}): Promise<QueueTurn> {
    const { signal } = options;
    return new Promise<QueueTurn>((resolve, reject) => {
      const onAbort = () => {
        this.#waiting = this.#waiting.filter((w) => w !== waiter);
        waiter.refuse(signal!.reason);
        this.#tellPositions();
      };
      const waiter: Waiter = {
        learnerKey,
        arrived: ++this.#clock,
        enqueuedAt: performance.now(),
        position: 0,
        options,
        grant: (turn) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(turn);
        },
        refuse: (reason) => {
          signal?.removeEventListener('abort', onAbort);
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an abort rejects with the signal's own reason, as fetch does
          reject(reason);
        },
      };
      if (this.#refusal) return waiter.refuse(this.#refusal.reason);
      if (signal?.aborted) return waiter.refuse(signal.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(waiter);
      this.#dispatch();
    });
  }

  /** Starts serving with this many places (the model has loaded). */
  open(places: number): void {
    this.#places = places;
    this.#dispatch();
  }

  /** Refuses every waiting and every later call with `reason` (the model failed or was unloaded). */
  refuseAll(reason: unknown): void {
    this.#refusal = { reason };
    const refused = this.#waiting;
    this.#waiting = [];
    for (const waiter of refused) waiter.refuse(reason);
  }

  #dispatch(): void {
    while (this.#busy < this.#places && this.#waiting.length > 0) {
      const next = this.#serviceOrder()[0]!;
      this.#waiting = this.#waiting.filter((w) => w !== next);
      this.#lastServed.set(next.learnerKey, ++this.#clock);
      this.#busy++;
      next.grant(this.#turn(next));
    }
    this.#tellPositions();
  }

  #turn(waiter: Waiter): QueueTurn {
    let released = false;
    return {
      learnerKey: waiter.learnerKey,
      waitedMs: performance.now() - waiter.enqueuedAt,
      release: () => {
        if (released) return;
        released = true;
        this.#busy--;
        this.#dispatch();
      },
    };
  }

  /** The order the waiting calls would be served in if no other call arrived. */
  #serviceOrder(): Waiter[] {
    const byLearner = new Map<string, Waiter[]>();
    for (const waiter of this.#waiting) {
      const calls = byLearner.get(waiter.learnerKey) ?? [];
      calls.push(waiter);
      byLearner.set(waiter.learnerKey, calls);
    }
    const served = new Map(this.#lastServed);
    let clock = this.#clock;
    const order: Waiter[] = [];
    while (order.length < this.#waiting.length) {
      let next: Waiter | undefined;
      let nextDue = Infinity;
      for (const [learnerKey, calls] of byLearner) {
        const head = calls[0];
        if (!head) continue;
        const due = Math.max(head.arrived, served.get(learnerKey) ?? 0);
        if (due < nextDue) {
          next = head;
          nextDue = due;
        }
      }
      byLearner.get(next!.learnerKey)!.shift();
      served.set(next!.learnerKey, ++clock);
      order.push(next!);
    }
    return order;
  }

  #tellPositions(): void {
    const order = this.#serviceOrder();
    order.forEach((waiter, index) => {
      if (waiter.position === index + 1) return;
      waiter.position = index + 1;
      try {
        waiter.options.onQueued?.(waiter.position);
      } catch {
        // A listener's failure is the listener's; the queue goes on.
      }
    });
  }
}
