import { describe, expect, it } from 'vitest';
import { loadForTab, removeForTab, saveForTab } from './tab-storage';

describe('tab storage', () => {
  it('keeps a value in sessionStorage as JSON until it is removed', () => {
    saveForTab('progress', { step: 'topic', times: [15] });

    expect(loadForTab('progress')).toEqual({ step: 'topic', times: [15] });
    expect(localStorage.getItem('progress')).toBeNull();

    removeForTab('progress');
    expect(loadForTab('progress')).toBeNull();
  });

  it('returns null for a missing or unreadable value', () => {
    sessionStorage.setItem('broken', '{not json');

    expect(loadForTab('nothing')).toBeNull();
    expect(loadForTab('broken')).toBeNull();
  });
});
