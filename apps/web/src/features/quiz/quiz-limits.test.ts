import * as contracts from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESPONSE_SECONDS, TIME_OPTIONS, TOPIC_MAX_LENGTH } from './quiz-limits';

describe('quiz limits', () => {
  it('match the API contract', () => {
    expect(TIME_OPTIONS).toEqual(contracts.TIME_OPTIONS);
    expect(TOPIC_MAX_LENGTH).toBe(contracts.TOPIC_MAX_LENGTH);
    expect(DEFAULT_RESPONSE_SECONDS).toBe(contracts.DEFAULT_RESPONSE_SECONDS);
  });
});
