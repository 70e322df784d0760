import { describe, expect, it } from 'vitest';
import { chatSecondsSpent, chatTimer } from './chat-timer.js';

const at = (iso: string) => new Date(`2026-11-21T${iso}Z`);
const session = {
  chatMinutes: 21,
  chatStretchSeconds: null,
  chatStretchStartedAt: null,
  chatEarlierSeconds: 0,
};

describe('the chat clock', () => {
  it('waits for the first tutor reply with the whole chat learning time', () => {
    expect(chatTimer(session, 0, at('10:00:00'))).toEqual({
      allotted_seconds: 1260,
      started_at: null,
      remaining_seconds: 1260,
      elapsed_seconds: 0,
      phase: 'prior_knowledge',
    });
  });

  it('counts down from the first reply and moves through the phases', () => {
    const running = { ...session, chatStretchStartedAt: at('10:00:00') };
    expect(chatTimer(running, 3, at('10:07:00'))).toMatchObject({
      remaining_seconds: 840,
      elapsed_seconds: 420,
      phase: 'exploration',
    });
    expect(chatTimer(running, 6, at('10:14:00')).phase).toBe('challenge');
    expect(chatTimer(running, 9, at('10:18:00')).phase).toBe('consolidation');
  });

  it('stops at zero: the elapsed time never passes the stretch', () => {
    const running = { ...session, chatStretchStartedAt: at('10:00:00') };
    expect(chatTimer(running, 9, at('11:00:00'))).toMatchObject({
      remaining_seconds: 0,
      elapsed_seconds: 1260,
      phase: 'consolidation',
    });
  });

  it('carries the earlier stretches into a resumed one, which sets the phase by the whole arc', () => {
    const resumed = {
      ...session,
      chatEarlierSeconds: 600,
      chatStretchSeconds: 300,
      chatStretchStartedAt: at('10:00:00'),
    };
    expect(chatTimer(resumed, 5, at('10:01:00'))).toMatchObject({
      allotted_seconds: 300,
      remaining_seconds: 240,
      elapsed_seconds: 660,
      // 660 of 900 seconds used: 73% of the arc.
      phase: 'challenge',
    });
  });
});

describe('the chat time a report counts', () => {
  it('is nothing before the first tutor reply starts the clock', () => {
    expect(chatSecondsSpent(session, null)).toBe(0);
    expect(chatSecondsSpent(session, at('10:00:00'))).toBe(0);
  });

  it('stops at the last message, not when the stretch would have run out', () => {
    const running = { ...session, chatStretchStartedAt: at('10:00:00') };
    expect(chatSecondsSpent(running, at('10:04:30'))).toBe(270);
  });

  it('never passes the stretch, however late the last message', () => {
    const running = { ...session, chatStretchStartedAt: at('10:00:00') };
    expect(chatSecondsSpent(running, at('12:00:00'))).toBe(1260);
  });

  it('leaves out paused time: a paused session counts what its clock held at the pause', () => {
    const paused = { ...session, chatEarlierSeconds: 200, chatStretchSeconds: 1060 };
    expect(chatSecondsSpent(paused, at('10:03:20'))).toBe(200);
  });

  it('adds a resumed stretch, from its first reply to the last message, to the earlier ones', () => {
    const resumed = {
      ...session,
      chatEarlierSeconds: 200,
      chatStretchSeconds: 300,
      chatStretchStartedAt: at('15:00:00'),
    };
    expect(chatSecondsSpent(resumed, at('15:02:00'))).toBe(320);
  });
});
