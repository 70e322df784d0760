import { describe, expect, it } from 'vitest';
import { documentServesTopic } from './topic-match.js';

describe('documentServesTopic', () => {
  it('serves a learner topic that holds every word of one of the document’s topics', () => {
    expect(documentServesTopic(['photosynthesis'], 'Photosynthesis in desert plants')).toBe(true);
    expect(documentServesTopic(['cell biology', 'plant cells'], 'The plant cell')).toBe(true);
    expect(documentServesTopic(['photosynthesis'], '  photosynthesis. ')).toBe(true);
  });

  it('does not serve a topic missing one of its words, or an empty one', () => {
    expect(documentServesTopic(['desert plants'], 'plants')).toBe(false);
    expect(documentServesTopic(['photosynthesis'], 'The French Revolution')).toBe(false);
    expect(documentServesTopic([''], 'anything')).toBe(false);
    expect(documentServesTopic([], 'anything')).toBe(false);
  });
});
