import { describe, expect, it } from 'vitest';
import { FairQueue, type QueueTurn } from './fair-queue.js';

/** Calls on a queue, recording the order they get their turn and every position each is told. */
function harness(places: number) {
  const queue = new FairQueue();
  queue.open(places);
  const granted: string[] = [];
  const positions: Record<string, number[]> = {};
  const turns: Record<string, QueueTurn> = {};
  const call = (name: string, learnerKey: string, signal?: AbortSignal) => {
    positions[name] = [];
    return queue
      .acquire(learnerKey, { signal, onQueued: (position) => positions[name]!.push(position) })
      .then((turn) => {
        granted.push(name);
        turns[name] = turn;
        return turn;
      });
  };
  /** Lets granted promises settle. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { queue, call, granted, positions, turns, settle };
}

describe('FairQueue', () => {
  it('grants as many turns as there are places at once, and tells those no position', async () => {
    const { queue, call, granted, positions, settle } = harness(2);
    void call('a', 'ann');
    void call('b', 'bob');
    await settle();
    expect(granted).toEqual(['a', 'b']);
    expect(positions).toEqual({ a: [], b: [] });
    expect(queue.busy).toBe(2);
    expect(queue.length).toBe(0);
  });

  it('serves learners in turn: three calls from one do not make a later learner wait behind all three', async () => {
    const { call, granted, positions, turns, settle } = harness(1);
    void call('busy', 'zoe');
    await settle();
    for (const [name, learner] of [
      ['ann1', 'ann'],
      ['ann2', 'ann'],
      ['ann3', 'ann'],
      ['bob1', 'bob'],
    ]) {
      void call(name!, learner!);
    }
    await settle();
    // Ann's first call was waiting before Bob came; after it, Bob goes before Ann's others.
    expect(positions).toMatchObject({ ann1: [1], ann2: [2, 3], ann3: [3, 4], bob1: [2] });

    for (let served = 0; served < 4; served++) {
      turns[granted.at(-1)!]!.release();
      await settle();
    }
    expect(granted).toEqual(['busy', 'ann1', 'bob1', 'ann2', 'ann3']);
    expect(positions).toEqual({
      busy: [],
      ann1: [1],
      ann2: [2, 3, 2, 1],
      ann3: [3, 4, 3, 2, 1],
      bob1: [2, 1],
    });
  });

  it('keeps arrival order between learners who wait with one call each, the one served included', async () => {
    const { call, granted, turns, settle } = harness(1);
    void call('ann1', 'ann');
    await settle();
    void call('bob1', 'bob');
    void call('ann2', 'ann');
    void call('cat1', 'cat');
    await settle();
    turns.ann1!.release();
    await settle();
    turns.bob1!.release();
    await settle();
    turns[granted.at(-1)!]!.release();
    await settle();
    expect(granted).toEqual(['ann1', 'bob1', 'ann2', 'cat1']);
  });

  it('takes an aborted call out of the queue at once, and moves those behind it up', async () => {
    const { queue, call, granted, positions, turns, settle } = harness(1);
    void call('busy', 'zoe');
    const stop = new AbortController();
    const leaving = call('ann1', 'ann', stop.signal);
    void call('bob1', 'bob');
    await settle();
    expect(positions).toMatchObject({ ann1: [1], bob1: [2] });

    stop.abort(new Error('left the page'));
    await expect(leaving).rejects.toThrow('left the page');
    expect(positions.bob1).toEqual([2, 1]);
    expect(queue.length).toBe(1);

    turns.busy!.release();
    await settle();
    expect(granted).toEqual(['busy', 'bob1']);
  });

  it('refuses a call whose signal has already aborted', async () => {
    const { call } = harness(1);
    await expect(call('late', 'ann', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });

  it('queues calls until it opens, telling their positions, then serves them', async () => {
    const queue = new FairQueue();
    const told: number[] = [];
    const first = queue.acquire('ann', { onQueued: (p) => told.push(p) });
    const second = queue.acquire('bob');
    expect(told).toEqual([1]);
    expect(queue.length).toBe(2);
    queue.open(2);
    await expect(first).resolves.toMatchObject({ learnerKey: 'ann' });
    await expect(second).resolves.toMatchObject({ learnerKey: 'bob' });
  });

  it('refuses the waiting calls and every later one once refused', async () => {
    const queue = new FairQueue();
    const waiting = queue.acquire('ann');
    queue.refuseAll(new Error('unloaded'));
    await expect(waiting).rejects.toThrow('unloaded');
    await expect(queue.acquire('bob')).rejects.toThrow('unloaded');
    expect(queue.length).toBe(0);
  });

  it('frees a place once however often a turn is released', async () => {
    const { queue, call, granted, turns, settle } = harness(1);
    void call('a', 'ann');
    void call('b', 'bob');
    void call('c', 'cat');
    await settle();
    turns.a!.release();
    turns.a!.release();
    await settle();
    expect(granted).toEqual(['a', 'b']);
    expect(queue.busy).toBe(1);
  });
});
