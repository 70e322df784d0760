/**
 * An Aho-Corasick automaton over UTF-16 code units: finds every occurrence of every pattern in one
 * pass over the text, however many patterns there are.
 */
export class TermAutomaton {
  /** Per state, its transitions by code unit. State 0 is the root. */
  private readonly next: Map<number, number>[] = [new Map<number, number>()];
  /** Per state, the patterns that end there (including through its suffixes, once built). */
  private outputs: (readonly number[])[] = [[]];
  private fail = new Int32Array(1);
  /** The root's transitions as a table: most characters of clean text leave from the root. */
  private rootNext = new Int32Array(0);
  private patternCount = 0;

  get size(): number {
    return this.patternCount;
  }

  add(pattern: string, id: number): void {
    let state = 0;
    for (let i = 0; i < pattern.length; i++) {
      const unit = pattern.charCodeAt(i);
      let to = this.next[state]!.get(unit);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map<number, number>());
        this.outputs.push([]);
        this.next[state]!.set(unit, to);
      }
      state = to;
    }
    (this.outputs[state] as number[]).push(id);
    this.patternCount++;
  }

  /** Links every state to its longest proper suffix that is also a state; call once, after every add. */
  build(): void {
    this.fail = new Int32Array(this.next.length);
    this.rootNext = new Int32Array(0x10000);
    const queue: number[] = [];
    for (const [unit, to] of this.next[0]!) {
      this.rootNext[unit] = to;
      queue.push(to);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [unit, to] of this.next[state]!) {
        this.fail[to] = this.step(this.fail[state]!, unit);
        const inherited = this.outputs[this.fail[to]]!;
        if (inherited.length > 0) {
          const own = this.outputs[to]!;
          this.outputs[to] = own.length === 0 ? inherited : [...own, ...inherited];
        }
        queue.push(to);
      }
    }
  }

  private step(from: number, unit: number): number {
    let state = from;
    for (;;) {
      if (state === 0) return this.rootNext[unit]!;
      const to = this.next[state]!.get(unit);
      if (to !== undefined) return to;
      state = this.fail[state]!;
    }
  }

  /** Calls `found` with the pattern id and the end (exclusive) of every occurrence, in text order. */
  scan(text: string, found: (id: number, end: number) => void): void {
    const outputs = this.outputs;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = this.step(state, text.charCodeAt(i));
      const ids = outputs[state]!;
      for (let k = 0; k < ids.length; k++) found(ids[k]!, i + 1);
    }
  }
}
