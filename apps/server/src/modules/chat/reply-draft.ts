/** How often the reply under way is saved: at most this much of it can be lost to a crash. */
const SAVE_EVERY_MS = 1_000;

/**
 * Saves the tutor's reply while it is written, at most once a second, one save at a time and in
 * order, so a server that crashes mid-reply leaves what the learner had already read.
 *
 * The first save waits for the reply's first second, like every later one: a save at the first
 * piece would put a database write between the learner and the first words, and a reply cut
 * within its first second loses no more than the once-a-second promise allows.
 */
export class ReplyDraft {
  private savedAt: number;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly save: (text: string) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {
    this.savedAt = now();
  }

  update(text: string): void {
    const now = this.now();
    if (now - this.savedAt < SAVE_EVERY_MS) return;
    this.savedAt = now;
    // A draft that fails to save costs only crash protection, never the reply itself.
    this.saving = this.saving.then(() => this.save(text)).catch(() => undefined);
  }

  /** Resolves once the last save has landed, so the lease is not released under it. */
  settled(): Promise<void> {
    return this.saving;
  }
}
