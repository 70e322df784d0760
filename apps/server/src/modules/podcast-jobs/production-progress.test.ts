import { describe, expect, it } from 'vitest';

import { episodeDescription } from './episode-description.js';
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

describe('episodeDescription', () => {
  it('is the outline with the coach’s own shortfall note and sources', () => {
    expect(
      episodeDescription(
        { description: 'Leaves and light.', topic: 'Photosynthesis' },
        {
          shortfallNote: 'Only 3 of the 15 minutes could be filled.',
          sources: ['the admin’s outline', 'WordNet 3.1'],
        },
      ),
    ).toBe(
      'Leaves and light.\n\nOnly 3 of the 15 minutes could be filled.\n\nSources: the admin’s outline; WordNet 3.1.',
    );
    expect(
      episodeDescription({ description: ' ', topic: 'Tides' }, { shortfallNote: null, sources: [] }),
    ).toBe('A two-host conversation about Tides.');
  });
});
