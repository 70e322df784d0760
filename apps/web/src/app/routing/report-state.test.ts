import { describe, expect, it } from 'vitest';
import { learningGains } from '../../testing/assessments';
import { learningGainsFrom, reportStateFor } from './report-state';

describe('report location state', () => {
  it('carries the learning gains to the report', () => {
    expect(learningGainsFrom(reportStateFor(learningGains))).toBe(learningGains);
  });

  it.each([null, undefined, 'gains', {}, { learningGains: { pre_score: '40' } }])('ignores %j', (state) => {
    expect(learningGainsFrom(state)).toBeNull();
  });
});
