import { describe, expect, it } from 'vitest';
import type { TutorPhase } from '@socratica/contracts';
import type { TutorRequest } from '../../coach.js';
import { videoQueryFor } from './video-suggestion.js';

const at = (
  phase: TutorPhase,
  previousPhase: TutorPhase | null,
  focus = 'the light reactions in detail',
  latest = 'Plants need light.',
) =>
  ({
    topic: ' Photosynthesis ',
    history: [{ role: 'user', content: latest }],
    baseline: { learning_focus: focus },
    pacing: { phase, previousPhase, elapsedMinutes: 5, remainingMinutes: 5, learnerTurns: 3 },
  }) as unknown as TutorRequest;

describe('videoQueryFor', () => {
  it('answers a learner who asks for a video, whatever the phase', () => {
    expect(videoQueryFor(at('exploration', 'exploration', '', 'Is there a video about this?'))).toBe(
      'Photosynthesis',
    );
    expect(videoQueryFor(at('prior_knowledge', null, '', 'Can I watch something on it?'))).toBe(
      'Photosynthesis',
    );
    expect(videoQueryFor(at('exploration', 'exploration', '', 'Videography is my hobby'))).toBeNull();
  });

  it('asks for videos only when the chat enters a new phase', () => {
    expect(videoQueryFor(at('prior_knowledge', null))).toBeNull();
    expect(videoQueryFor(at('exploration', 'exploration'))).toBeNull();
    expect(videoQueryFor(at('exploration', 'prior_knowledge'))).toBe('Photosynthesis');
    expect(videoQueryFor(at('consolidation', 'challenge'))).toBe('Photosynthesis');
  });

  it("steers the challenge phase's search by the first words of the learner's focus", () => {
    expect(videoQueryFor(at('challenge', 'exploration'))).toBe('Photosynthesis the light reactions in');
    expect(videoQueryFor(at('challenge', 'exploration', '  '))).toBe('Photosynthesis');
  });
});
