import { describe, expect, it } from 'vitest';
import { topicKey } from './topic-key.js';

describe('topicKey', () => {
  it('files one topic under one key whatever its case, spacing and surrounding punctuation', () => {
    expect(topicKey('  The   French Revolution. ')).toBe('the french revolution');
    expect(topicKey('Photosynthesis?')).toBe('photosynthesis');
    expect(topicKey('Fraction (mathematics)')).toBe('fraction (mathematics)');
    expect(topicKey('Ｃafé')).toBe('café');
    expect(topicKey('?!')).toBe('');
  });
});
