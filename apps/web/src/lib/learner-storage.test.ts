import { describe, expect, it } from 'vitest';
import { claimLearnerData, forgetLearnerData } from './learner-storage';
import { readToken, saveToken } from './token-storage';

function seedLearnerData() {
  localStorage.setItem('socratica.assessment_context', '{"value":{"topic":"Tides"},"expiresAt":null}');
  localStorage.setItem('socratica.paused_session', '{"value":{"topic":"Tides"},"expiresAt":null}');
  localStorage.setItem('socratica.saved_session', '{"value":{"topic":"Tides"},"expiresAt":null}');
  sessionStorage.setItem('socratica.quiz_progress', '{"step":"topic"}');
}

const learnerKeysLeft = () =>
  [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
    (key) => key.startsWith('socratica.') && key !== 'socratica.access_token',
  );

describe('learner storage', () => {
  it('forgets every per-learner key in both storages, keeping the token and anything not the app’s', () => {
    saveToken('tok');
    seedLearnerData();
    localStorage.setItem('mantine-color-scheme-value', 'light');

    forgetLearnerData();

    expect(learnerKeysLeft()).toEqual([]);
    expect(readToken()).toBe('tok');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('light');
  });

  it('keeps the data of the user who wrote it', () => {
    claimLearnerData(2);
    seedLearnerData();

    claimLearnerData(2);

    expect(learnerKeysLeft()).toHaveLength(5);
  });

  it('clears data written for another user, then marks the storage as the new user’s', () => {
    claimLearnerData(2);
    seedLearnerData();

    claimLearnerData(3);

    expect(learnerKeysLeft()).toEqual(['socratica.storage_owner']);
    expect(localStorage.getItem('socratica.storage_owner')).toBe('3');
  });

  it('takes data without an owner (written before the check existed) as the current user’s', () => {
    seedLearnerData();

    claimLearnerData(2);

    expect(localStorage.getItem('socratica.paused_session')).not.toBeNull();
    expect(localStorage.getItem('socratica.storage_owner')).toBe('2');
  });
});
