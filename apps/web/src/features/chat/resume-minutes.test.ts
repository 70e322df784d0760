import { describe, expect, it } from 'vitest';
import {
  checkResumeMinutes,
  RESUME_MINUTES_INVALID,
  RESUME_MINUTES_TOO_MANY,
  suggestedResumeMinutes,
} from './resume-minutes';

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

describe('suggestedResumeMinutes', () => {
  it('suggests the minutes that were left, a part minute rounded up', () => {
    expect(suggestedResumeMinutes(9 * 60)).toBe('9');
    expect(suggestedResumeMinutes(9 * 60 + 1)).toBe('10');
  });

  it('keeps the suggestion within what a resume allows', () => {
    expect(suggestedResumeMinutes(0)).toBe('5');
    expect(suggestedResumeMinutes(120)).toBe('5');
    expect(suggestedResumeMinutes(300 * 60)).toBe('240');
  });

  it('suggests nothing when the time left is not known', () => {
    expect(suggestedResumeMinutes(undefined)).toBe('');
  });
});
