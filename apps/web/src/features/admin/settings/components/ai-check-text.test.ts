import { describe, expect, it } from 'vitest';
import { modelsText } from './ai-check-text';

describe('modelsText', () => {
  it('says when the model the checks used is not among those the server lists', () => {
    expect(modelsText(['fake-model'], 'gpt-4o')).toBe(
      'Lists 1 model: fake-model. The model used, gpt-4o, is not among them.',
    );
    expect(modelsText(['gpt-4o', 'o3-mini'], 'gpt-4o')).toBe('Lists 2 models: gpt-4o, o3-mini.');
    expect(modelsText([], 'gpt-4o')).toBe('Lists no models.');
  });
});
