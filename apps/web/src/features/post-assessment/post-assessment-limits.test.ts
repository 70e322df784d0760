import * as contracts from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POST_RESPONSE_SECONDS } from './post-assessment-limits';

describe('post-assessment limits', () => {
  it('match the API contract', () => {
    expect(DEFAULT_POST_RESPONSE_SECONDS).toBe(contracts.DEFAULT_POST_RESPONSE_SECONDS);
  });
});
