import { describe, expect, it } from 'vitest';
import { SequenceSlots } from './sequence-slots.js';

describe('SequenceSlots', () => {
  it('gives a learner back the sequence they used last when it is free', () => {
    const slots = new SequenceSlots(['s0', 's1', 's2']);
    const ann = slots.take('ann');
    const bob = slots.take('bob');
    slots.give(ann);
    slots.give(bob);
    expect(slots.take('bob')).toBe(bob);
    expect(slots.take('ann')).toBe(ann);
  });

  it('otherwise gives the free sequence used longest ago, sparing the memory of recent conversations', () => {
    const slots = new SequenceSlots(['s0', 's1']);
    const first = slots.take('ann');
    const second = slots.take('bob');
    slots.give(second);
    slots.give(first);
    // Both are free; Ann's was used first, so Cat gets it and Bob keeps his.
    expect(slots.take('cat')).toBe(first);
    expect(slots.take('bob')).toBe(second);
  });

  it('gives another sequence when the learner’s own is busy, and counts busy ones', () => {
    const slots = new SequenceSlots(['s0', 's1']);
    const own = slots.take('ann');
    expect(slots.take('ann')).not.toBe(own);
    expect(slots.busy).toBe(2);
    expect(() => slots.take('bob')).toThrow(/No free sequence/);
  });
});
