import type { ReplyListener } from './reply-listener.js';

/** Under the browser's 45-second wait for a sign of life, and the server's idle timeout. */
const REPEAT_MS = 15_000;

/**
 * A reply's place in the embedded model's line (D21), told to the learner when it changes and repeated
 * while it waits, so that a long wait reads as a wait, not as a tutor that stopped answering.
 */
export class PlaceInLine {
  private position: number | null = null;
  private readonly repeat: ReturnType<typeof setInterval>;

  constructor(private readonly listener: ReplyListener) {
    this.repeat = setInterval(() => {
      if (this.position !== null) this.listener.onQueued?.(this.position);
    }, REPEAT_MS);
    this.repeat.unref();
  }

  moved(position: number): void {
    if (this.position === null && position <= 0) return;
    this.position = position > 0 ? position : null;
    if (this.position !== null) this.listener.onQueued?.(this.position);
  }

  /** The model has started writing: the wait is over. */
  served(): void {
    this.position = null;
  }

  stop(): void {
    clearInterval(this.repeat);
  }
}
