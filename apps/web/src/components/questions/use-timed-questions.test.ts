import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTimedQuestions } from './use-timed-questions';

function withClock() {
  let now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return (seconds: number) => {
    now += seconds * 1000;
  };
}

describe('useTimedQuestions', () => {
  it('adds up the seconds spent on each question over every visit', () => {
    const wait = withClock();
    const { result } = renderHook(() => useTimedQuestions(3));

    wait(12);
    act(() => result.current.goTo(1));
    wait(30);
    act(() => result.current.goTo(0));
    wait(3);
    act(() => result.current.goTo(2));
    wait(7.4);

    expect(result.current.index).toBe(2);
    expect(result.current.secondsSpent(0, 60)).toBe(15);
    expect(result.current.secondsSpent(1, 60)).toBe(30);
    expect(result.current.secondsSpent(2, 60)).toBe(7);
  });

  it('counts at least one second for a question shown, and the fallback for one never shown', () => {
    withClock();
    const { result } = renderHook(() => useTimedQuestions(3));

    expect(result.current.secondsSpent(0, 60)).toBe(1);
    expect(result.current.secondsSpent(2, 30)).toBe(30);
  });

  it('stays within the questions', () => {
    withClock();
    const { result } = renderHook(() => useTimedQuestions(2));

    act(() => result.current.goTo(5));
    expect(result.current.index).toBe(1);
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(0);
  });
});
