/** A draft to save: the reply's session, the lease owner it was written under, and its text. */
export interface PendingDraft {
  sessionId: number;
  owner: string;
  text: string;
}

interface Waiting {
  draft: PendingDraft;
  /** Settles the promise `save` gave for this draft. */
  settle: (error?: Error) => void;
}

/** How long a draft waits for others to be written with it. */
const DEFAULT_GATHER_MS = 200;

/**
 * Writes the drafts of the replies under way together. Each reply saves its draft once a second
 * (reply-draft.ts), and replies started together reach their second together: one database write
 * each, all at once, between the words of every stream. Drafts that arrive within `gatherMs` of the
 * first are written in one statement, so a crash may lose that much more of a reply.
 */
export class ReplyDraftBatch {
  private waiting = new Map<number, Waiting>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: (drafts: PendingDraft[]) => Promise<void>,
    private readonly gatherMs = DEFAULT_GATHER_MS,
  ) {}

  /**
   * Resolves once the draft has been written, or is no longer needed (a later draft of the same reply
   * took its place, or the reply ended); rejects when its write failed.
   */
  save(draft: PendingDraft): Promise<void> {
    this.waiting.get(draft.sessionId)?.settle();
    const saved = new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => (error === undefined ? resolve() : reject(error));
      this.waiting.set(draft.sessionId, { draft, settle });
    });
    this.timer ??= setTimeout(() => void this.writeWaiting(), this.gatherMs);
    return saved;
  }

  /** The reply has ended and its message is about to be stored: a draft not yet written never needs to be. */
  withdraw(sessionId: number): void {
    this.waiting.get(sessionId)?.settle();
    this.waiting.delete(sessionId);
  }

  private async writeWaiting(): Promise<void> {
    this.timer = null;
    const batch = [...this.waiting.values()];
    this.waiting = new Map();
    if (batch.length === 0) return;
    try {
      await this.write(batch.map((waiting) => waiting.draft));
      for (const waiting of batch) waiting.settle();
    } catch (error) {
      const failure =
        error instanceof Error ? error : new Error(`the drafts were not saved: ${String(error)}`);
      for (const waiting of batch) waiting.settle(failure);
    }
  }
}
