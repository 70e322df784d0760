import { describe, expect, it } from 'vitest';
import { peerPercentileLabel } from './peer-percentile-label';

describe('peerPercentileLabel', () => {
  it.each([
    [100, 'Top performer!'],
    [75, 'Top performer!'],
    [74.9, 'Above average'],
    [50, 'Above average'],
    [49.9, 'Room for improvement'],
    [0, 'Room for improvement'],
  ])('labels the %d percentile %s', (percentile, label) => {
    expect(peerPercentileLabel(percentile)).toBe(label);
  });
});
