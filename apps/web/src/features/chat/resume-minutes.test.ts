import { describe, expect, it } from 'vitest';
import { checkResumeMinutes, RESUME_MINUTES_INVALID, RESUME_MINUTES_TOO_MANY } from './resume-minutes';

describe('checkResumeMinutes', () => {
  it.each(['', '   ', 'abc', '3', '4.99', '-10', '0x10', '1e2', '5 min', 'NaN'])('refuses %j', (typed) => {
    expect(checkResumeMinutes(typed)).toEqual({ minutes: null, problem: RESUME_MINUTES_INVALID });
  });

  it.each([
    ['5', 5],
    [' 20 ', 20],
    ['7.5', 7.5],
    ['240', 240],
  ])('accepts %j', (typed, minutes) => {
    expect(checkResumeMinutes(typed)).toEqual({ minutes, problem: null });
  });

  it('refuses more minutes than the server allows, saying the limit', () => {
    expect(checkResumeMinutes('241')).toEqual({ minutes: null, problem: RESUME_MINUTES_TOO_MANY });
  });
});
