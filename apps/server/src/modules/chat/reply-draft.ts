/** How often the reply under way is saved: at most this much of it can be lost to a crash. */
const SAVE_EVERY_MS = 1_000;

/**
 * Saves the tutor's reply while it is written, at most once a second, one save at a time and in
 * order, so a server that crashes mid-reply leaves what the learner had already read.
 */
export class ReplyDraft {
  private savedAt = 0;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly save: (text: string) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

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
