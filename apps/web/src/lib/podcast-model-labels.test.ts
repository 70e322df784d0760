import { describe, expect, it } from 'vitest';
import { premiumModelNote } from './podcast-model-labels';

describe('premiumModelNote', () => {
  it('names both models when they differ', () => {
    expect(premiumModelNote({ standard: 'GPT-4o (Standard)', premium: 'o3-mini (Premium)' })).toBe(
      'Scripts by o3-mini (Premium) instead of GPT-4o (Standard).',
    );
  });

  it('says the choice changes nothing when one writer serves both', () => {
    const offline = 'Offline script writer (no AI model)';
    expect(premiumModelNote({ standard: offline, premium: offline })).toBe(
      'Both choices use the same script writer on this server: Offline script writer (no AI model).',
    );
  });
});
