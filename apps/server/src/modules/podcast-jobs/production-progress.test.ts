import { describe, expect, it } from 'vitest';
import { missesLength, progressPlan } from './production-progress.js';

describe('the job’s percent', () => {
  it('never goes backwards, with or without the second pass', () => {
    const plan = progressPlan();
    const firstOnly = [
      plan.script.start,
      ...[0, 5, 10].map((k) => plan.firstPass.speaking(k, 10)),
      plan.firstPass.mixing,
      plan.publish.start,
    ];
    const withSecond = [
      ...firstOnly.slice(0, -1),
      plan.replan.start,
      ...[0, 5, 10].map((k) => plan.secondPass.speaking(k, 10)),
      plan.secondPass.mixing,
      plan.publish.start,
    ];
    for (const steps of [firstOnly, withSecond]) {
      expect([...steps].sort((a, b) => a - b)).toEqual(steps);
      expect(Math.max(...steps)).toBeLessThan(100);
    }
  });
});

describe('missesLength', () => {
  it('re-plans only beyond 10 % either way', () => {
    expect(missesLength(600 * 1.1, 600)).toBe(false);
    expect(missesLength(600 * 0.9, 600)).toBe(false);
    expect(missesLength(600 * 1.11, 600)).toBe(true);
    expect(missesLength(600 * 0.89, 600)).toBe(true);
  });
});
