import { describe, expect, it } from 'vitest';
import { generationTimeText, modelLabel } from './schedule-labels';

describe('generationTimeText', () => {
  it('shows the Eastern wall-clock time on a 12-hour clock, marked ET', () => {
    expect(generationTimeText('09:00')).toBe('9:00 AM ET');
    expect(generationTimeText('00:05')).toBe('12:05 AM ET');
    expect(generationTimeText('23:59')).toBe('11:59 PM ET');
  });

  it('keeps a time it cannot read as the server sent it (D13)', () => {
    expect(generationTimeText('9:5')).toBe('9:5 ET');
  });
});

describe('modelLabel', () => {
  const labels = { standard: 'GPT-4o (Standard)', premium: 'o3-mini (Premium)' };

  it('names the premium model for use_o3_model and the standard one otherwise', () => {
    expect(modelLabel({ use_o3_model: true }, labels)).toBe('o3-mini (Premium)');
    expect(modelLabel({ use_o3_model: false }, labels)).toBe('GPT-4o (Standard)');
  });
});
