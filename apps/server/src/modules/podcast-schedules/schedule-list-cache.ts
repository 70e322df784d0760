/** The admin's list and the lists of the learners who looked most recently. */
const KEPT_LISTS = 200;

/** Whose list: every schedule (an admin's view), or one owner's. */
export type ScheduleListKey = 'all' | number;

export interface KeptList {
  /** The list counter read in the same snapshot as the schedules. */
  version: number;
  /** The whole answer, as sent. */
  json: Buffer;
}

/**
 * Schedule lists as last read, each stamped with the list counter read in the same snapshot (decision 029).
 * Every change a card can show moves the counter in its own transaction, so a kept list is served only after
 * the database confirms the counter has not moved: never older than the database.
 */
export class ScheduleListCache {
  private readonly lists = new Map<ScheduleListKey, KeptList>();

  kept(key: ScheduleListKey): KeptList | undefined {
    return this.lists.get(key);
  }

  /** Forgets every list: something every list shows changed outside the database (the model labels). */
  forgetAll(): void {
    this.lists.clear();
  }

  /** Keeps a list just read, and answers it; one read without a counter is not kept. */
  keep(key: ScheduleListKey, version: number | null, json: Buffer): Buffer {
    // Re-inserted at the end: the first key is always the one read longest ago.
    this.lists.delete(key);
    if (version === null) return json;
    this.lists.set(key, { version, json });
    if (this.lists.size > KEPT_LISTS) this.lists.delete(this.lists.keys().next().value!);
    return json;
  }
}
