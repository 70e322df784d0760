import type { TutorPhase } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.js';
import type { LearnerSignal } from './learner-signal.js';
import { rankMoves, type MoveSituation } from './move-selection.js';
import { MOVES_BY_PHASE, type SocraticMove } from './socratic-moves.js';

const PHASES: TutorPhase[] = ['prior_knowledge', 'exploration', 'challenge', 'consolidation'];
const SIGNALS: LearnerSignal[] = ['answer', 'brief', 'stuck', 'question', 'wants_answer'];
const ALL_MOVES = [
  ...new Set(Object.values(MOVES_BY_PHASE).flat()),
  'scaffold',
  'turn_back',
] as SocraticMove[];

const rank = (situation: Partial<MoveSituation>) =>
  rankMoves({
    phase: 'exploration',
    signal: 'answer',
    recentMoves: [],
    hasGoal: true,
    random: seededRandom(1),
    ...situation,
  });

describe('rankMoves', () => {
  it('draws an answered question from the moves of its phase, testing the claim first early on', () => {
    expect(rank({ phase: 'prior_knowledge', recentMoves: ['recall'] })).toEqual(['evidence', 'clarify']);
    expect(rank({ phase: 'prior_knowledge', recentMoves: ['evidence'] })).toEqual(['recall', 'clarify']);
    expect(new Set(rank({ phase: 'exploration' }))).toEqual(new Set(['clarify', 'example', 'evidence']));
    expect(new Set(rank({ phase: 'challenge' }))).toEqual(
      new Set(['probe_assumptions', 'other_view', 'implications']),
    );
    expect(new Set(rank({ phase: 'consolidation' }))).toEqual(
      new Set(['reflect', 'summarise', 'connect_goal']),
    );
  });

  it('opens by asking what the learner already knows', () => {
    expect(rank({ signal: 'opening', phase: 'prior_knowledge' })).toEqual(['recall']);
  });

  it('never offers the move it made last, in any phase, for any message', () => {
    for (const phase of PHASES) {
      for (const signal of SIGNALS) {
        for (const previous of ALL_MOVES) {
          for (let seed = 0; seed < 5; seed++) {
            const moves = rank({ phase, signal, recentMoves: [previous], random: seededRandom(seed) });
            expect(moves.length).toBeGreaterThan(0);
            expect(moves).not.toContain(previous);
          }
        }
      }
    }
  });

  it('cycles through a phase: the move used least recently comes first', () => {
    expect(rank({ phase: 'challenge', recentMoves: ['implications', 'other_view'] })[0]).toBe(
      'probe_assumptions',
    );
    expect(
      rank({ phase: 'challenge', recentMoves: ['other_view', 'probe_assumptions', 'implications'] })[0],
    ).toBe('implications');
  });

  it('meets a stuck learner with a smaller step, and a second time with an everyday example', () => {
    for (const phase of PHASES) {
      expect(rank({ phase, signal: 'stuck' })[0]).toBe('scaffold');
      expect(rank({ phase, signal: 'stuck', recentMoves: ['scaffold'] })[0]).toBe('example');
    }
  });

  it('scaffolds a one-word answer before going on', () => {
    expect(rank({ phase: 'challenge', signal: 'brief' })[0]).toBe('scaffold');
    expect(rank({ phase: 'challenge', signal: 'brief', recentMoves: ['scaffold'] })[0]).toBe('clarify');
  });

  it("turns a learner's question back to them, and answers a demand for the answer with a foothold", () => {
    for (const phase of PHASES) {
      expect(rank({ phase, signal: 'question' })[0]).toBe('turn_back');
      expect(rank({ phase, signal: 'question', recentMoves: ['turn_back'] })[0]).toBe('scaffold');
      expect(rank({ phase, signal: 'wants_answer' })[0]).toBe('scaffold');
      expect(rank({ phase, signal: 'wants_answer', recentMoves: ['scaffold'] })[0]).toBe('turn_back');
    }
  });

  it('keeps the phase moves as fallbacks after the moves for the learner', () => {
    expect(rank({ phase: 'challenge', signal: 'question' }).slice(2).sort()).toEqual(
      ['implications', 'other_view', 'probe_assumptions'].sort(),
    );
  });

  it('only ties back to a goal the learner gave', () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(rank({ phase: 'consolidation', hasGoal: false, random: seededRandom(seed) })).not.toContain(
        'connect_goal',
      );
    }
    expect(rank({ phase: 'consolidation', recentMoves: ['summarise', 'reflect'] })[0]).toBe('connect_goal');
  });

  it('is deterministic for a seed and varies across seeds', () => {
    expect(rank({ random: seededRandom(7) })).toEqual(rank({ random: seededRandom(7) }));
    const firsts = new Set(
      Array.from({ length: 20 }, (_, seed) => rank({ phase: 'challenge', random: seededRandom(seed) })[0]),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });
});
