import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.js';
import { LearnerSearchLimit } from './learner-search-limit.js';

describe('LearnerSearchLimit', () => {
  it('lets each learner search so many times in a sliding minute, then says how long to wait', () => {
    let now = 1_000_000;
    const limit = new LearnerSearchLimit(2, () => now);
    limit.take(7);
    now += 10_000;
    limit.take(7);
    limit.take(8); // another learner has a count of their own

    now += 5_000;
    let refusal: unknown;
    try {
      limit.take(7);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(429);
    expect((refusal as HttpError).detail).toBe(
      'You can search for videos 2 times a minute. Please wait 45 seconds, then search again.',
    );

    now += 45_000; // the first search has left the window
    expect(() => limit.take(7)).not.toThrow();
    expect(() => limit.take(7)).toThrow(/Please wait 10 seconds/);
  });
});
