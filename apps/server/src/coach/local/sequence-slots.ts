/**
 * The context's sequences, each remembering whose conversation its memory (KV cache) holds. A learner
 * gets back the sequence they used last when it is free, so the part of their prompt it already holds
 * is not evaluated again; otherwise the free sequence used longest ago, whose memory is least likely to
 * be wanted by its owner soon.
 */
export class SequenceSlots<T> {
  readonly #slots: { value: T; busy: boolean; learnerKey: string | null; usedAt: number }[];
  #clock = 0;

  constructor(values: readonly T[]) {
    this.#slots = values.map((value) => ({ value, busy: false, learnerKey: null, usedAt: 0 }));
  }

  get size(): number {
    return this.#slots.length;
  }

  get busy(): number {
    return this.#slots.filter((slot) => slot.busy).length;
  }

  get all(): readonly T[] {
    return this.#slots.map((slot) => slot.value);
  }

  /** A free sequence for the learner. The fair queue grants no more turns than there are sequences. */
  take(learnerKey: string): T {
    const free = this.#slots.filter((slot) => !slot.busy);
    const slot = free.find((s) => s.learnerKey === learnerKey) ?? free.sort((a, b) => a.usedAt - b.usedAt)[0];
    if (!slot) throw new Error('No free sequence: more turns were granted than there are sequences');
    slot.busy = true;
    slot.learnerKey = learnerKey;
    slot.usedAt = ++this.#clock;
    return slot.value;
  }

  give(value: T): void {
    const slot = this.#slots.find((s) => s.value === value);
    if (slot) slot.busy = false;
  }
}
