import { describe, expect, it } from 'vitest';
import { Reachability } from './reachability.js';
import { WikipediaError } from './wikipedia-error.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 4, 1, 12) + seconds * 1000);
const down = new WikipediaError('network', 'Wikipedia could not be reached (ENOTFOUND).');

describe('Reachability', () => {
  it('rests a minute after a failure, twice as long after each further one, and ends at an answer', () => {
    const reachability = new Reachability(true);
    expect(reachability.status(at(0))).toMatchObject({ state: 'not asked yet', live: true });
    reachability.failed(down, at(0));
    expect(reachability.mayAsk(at(59))).toBe(false);
    expect(reachability.status(at(30))).toMatchObject({
      state: 'unreachable',
      live: false,
      detail: expect.stringContaining('ENOTFOUND'),
    });
    expect(reachability.mayAsk(at(60))).toBe(true);
    reachability.failed(down, at(60));
    expect(reachability.mayAsk(at(60 + 119))).toBe(false);
    expect(reachability.mayAsk(at(60 + 120))).toBe(true);
    reachability.answered(at(200));
    expect(reachability.status(at(200))).toMatchObject({ state: 'answering', live: true });
    reachability.failed(down, at(300));
    expect(reachability.mayAsk(at(360))).toBe(true);
  });

  it('says when, in words relative to now, never as a timestamp', () => {
    const reachability = new Reachability(true);
    reachability.failed(down, at(0));
    expect(reachability.status(at(20)).detail).toBe(
      'Wikipedia could not be reached (ENOTFOUND). Failed less than a minute ago; asked again in under a minute.',
    );
    reachability.answered(at(60));
    expect(reachability.status(at(60 + 3 * 60)).detail).toBe('Last answered 3 minutes ago.');
    expect(reachability.status(at(60 + 60)).detail).toBe('Last answered 1 minute ago.');
    expect(reachability.status(at(60 + 2 * 3600)).detail).toBe('Last answered 2 hours ago.');
  });

  it('never rests longer than fifteen minutes', () => {
    const reachability = new Reachability(true);
    let now = 0;
    for (let i = 0; i < 10; i++) {
      reachability.failed(down, at(now));
      now += 15 * 60;
    }
    expect(reachability.mayAsk(at(now))).toBe(true);
  });

  it('never asks when turned off', () => {
    const reachability = new Reachability(false);
    expect(reachability.mayAsk(at(0))).toBe(false);
    expect(reachability.status(at(0))).toMatchObject({ state: 'off', live: false });
  });
});
