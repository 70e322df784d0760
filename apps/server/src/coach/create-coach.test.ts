import { describe, expect, it } from 'vitest';
import { readEnv } from '../config/env.js';
import { createCoach } from './create-coach.js';

describe('createCoach', () => {
  it('is offline by default', () => {
    expect(createCoach(readEnv({})).provider).toBe('offline');
  });

  it('uses the OpenAI-compatible endpoint when asked, with its timeout and retries', () => {
    const env = readEnv({
      SOCRATICA_AI_PROVIDER: 'openai',
      SOCRATICA_AI_BASE_URL: 'http://127.0.0.1:1/v1',
      SOCRATICA_AI_TIMEOUT_SECONDS: '1.5',
      SOCRATICA_AI_MAX_RETRIES: '0',
    });
    expect(env).toMatchObject({ SOCRATICA_AI_TIMEOUT_SECONDS: 1.5, SOCRATICA_AI_MAX_RETRIES: 0 });
    expect(createCoach(env).provider).toBe('openai');
  });

  it('defaults to a 45-second timeout and 2 retries, and refuses nonsense', () => {
    expect(readEnv({})).toMatchObject({ SOCRATICA_AI_TIMEOUT_SECONDS: 45, SOCRATICA_AI_MAX_RETRIES: 2 });
    expect(() => readEnv({ SOCRATICA_AI_TIMEOUT_SECONDS: '0' })).toThrow(/SOCRATICA_AI_TIMEOUT_SECONDS/);
    expect(() => readEnv({ SOCRATICA_AI_MAX_RETRIES: 'many' })).toThrow(/SOCRATICA_AI_MAX_RETRIES/);
  });
});
