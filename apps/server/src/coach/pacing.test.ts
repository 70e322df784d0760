import { describe, expect, it } from 'vitest';
import { pace, PHASE_ENDS, tutorPhase } from './pacing.js';

/** A 20-minute chat with `elapsedMinutes` gone, at a learner turn past exploring but short of challenging. */
const at = (elapsedMinutes: number, learnerTurns = 6) =>
  tutorPhase({
    elapsedSeconds: elapsedMinutes * 60,
    remainingSeconds: (20 - elapsedMinutes) * 60,
    learnerTurns,
  });

describe('tutorPhase', () => {
  it('moves through the phases at a fifth, a half and four fifths of the chat time', () => {
    expect(at(0, 3)).toBe('exploration');
    expect(at(3.9)).toBe('exploration');
    expect(at(4)).toBe('exploration');
    expect(at(9.9)).toBe('exploration');
    expect(at(10)).toBe('challenge');
    expect(at(15.9)).toBe('challenge');
    expect(at(16)).toBe('consolidation');
    expect(at(19.9)).toBe('consolidation');
  });

  it('lists the phases in the order of DESIGN D10, with rising ends', () => {
    expect(PHASE_ENDS.map((p) => p.phase)).toEqual([
      'prior_knowledge',
      'exploration',
      'challenge',
      'consolidation',
    ]);
    const ends = PHASE_ENDS.map((p) => p.endsAtShare);
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
  });

  it('always asks about prior knowledge in the opening and the reply to the first message', () => {
    for (const elapsed of [0, 10, 17, 20]) {
      expect(at(elapsed, 0)).toBe('prior_knowledge');
      expect(at(elapsed, 1)).toBe('prior_knowledge');
    }
    // Even with no time left at all.
    expect(tutorPhase({ elapsedSeconds: 600, remainingSeconds: 0, learnerTurns: 1 })).toBe('prior_knowledge');
  });

  it('does not let the second message jump past exploration, however late it comes', () => {
    expect(at(11, 2)).toBe('exploration');
    expect(at(18, 2)).toBe('exploration');
    expect(at(1, 2)).toBe('prior_knowledge');
    expect(at(18, 3)).toBe('consolidation');
  });

  it('moves on with the conversation when it is brisker than the clock (issue 38: 14 turns of "Warming up")', () => {
    // Early in a long chat the clock alone would still be asking what the learner knows.
    expect(at(0.5, 3)).toBe('exploration');
    expect(at(1, 4)).toBe('exploration');
    expect(at(2, 7)).toBe('exploration');
    expect(at(2, 8)).toBe('challenge');
    expect(at(3, 14)).toBe('challenge');
    // Talking never wraps up early: consolidation is the end of the time.
    expect(at(5, 40)).toBe('challenge');
    expect(at(17, 14)).toBe('consolidation');
    // The phase never falls back as the turns go on.
    const phases = Array.from({ length: 14 }, (_, i) => at(i * 0.25, i + 1));
    const order = PHASE_ENDS.map((p) => p.phase);
    const ranks = phases.map((p) => order.indexOf(p));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(phases.at(-1)).toBe('challenge');
  });

  it('consolidates once the time is over, from the second message on', () => {
    expect(tutorPhase({ elapsedSeconds: 1500, remainingSeconds: 0, learnerTurns: 4 })).toBe('consolidation');
    expect(tutorPhase({ elapsedSeconds: 1500, remainingSeconds: -30, learnerTurns: 4 })).toBe(
      'consolidation',
    );
    // Time over beats the second-message rule: there is no time left to explore.
    expect(tutorPhase({ elapsedSeconds: 1500, remainingSeconds: 0, learnerTurns: 2 })).toBe('consolidation');
  });

  it('copes with a chat that has no time at all', () => {
    expect(tutorPhase({ elapsedSeconds: 0, remainingSeconds: 0, learnerTurns: 0 })).toBe('prior_knowledge');
    expect(tutorPhase({ elapsedSeconds: 0, remainingSeconds: 0, learnerTurns: 1 })).toBe('prior_knowledge');
    expect(tutorPhase({ elapsedSeconds: 0, remainingSeconds: 0, learnerTurns: 5 })).toBe('consolidation');
  });

  it('carries a resumed chat on where it was in its arc, by share of the time', () => {
    // 30 of 60 minutes gone: half way, so challenge, whatever the absolute minutes.
    expect(tutorPhase({ elapsedSeconds: 1800, remainingSeconds: 1800, learnerTurns: 5 })).toBe('challenge');
    expect(tutorPhase({ elapsedSeconds: 90, remainingSeconds: 210, learnerTurns: 5 })).toBe('exploration');
  });
});

describe('pace', () => {
  it('reports the phase with the time in minutes and the learner turns', () => {
    expect(
      pace({ elapsedSeconds: 330, remainingSeconds: 870, learnerTurns: 4, previousPhase: 'prior_knowledge' }),
    ).toEqual({
      previousPhase: 'prior_knowledge',
      phase: 'exploration',
      elapsedMinutes: 5.5,
      remainingMinutes: 14.5,
      learnerTurns: 4,
    });
  });
});
