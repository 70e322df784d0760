import { describe, expect, it } from 'vitest';
import { otherNumberVariant } from './word-forms.js';

describe('otherNumberVariant', () => {
  it('swaps irregular plurals and singulars both ways, keeping the search syntax', () => {
    expect(otherNumberVariant('why are leaves green')).toBe('why are leaf green');
    expect(otherNumberVariant('what does a Leaf do')).toBe('what does a leaves do');
    expect(otherNumberVariant('"green leaves" -autumn')).toBe('"green leaf" -autumn');
    expect(otherNumberVariant('mitochondria and nuclei')).toBe('mitochondrion and nucleus');
  });

  it('answers null when no word has an irregular other number', () => {
    expect(otherNumberVariant('plants make sugars')).toBeNull();
  });
});
