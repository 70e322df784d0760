import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env.js';

describe('readEnv', () => {
  it('fills the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      SOCRATICA_DATA_DIR: './data',
      SOCRATICA_AI_PROVIDER: 'offline',
      SOCRATICA_TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });

  it('stops with one readable line per bad value', () => {
    const attempt = () =>
      readEnv({
        PORT: 'eighty',
        SOCRATICA_AI_PROVIDER: 'magic',
        DATABASE_URL: 'mysql://x',
        SOCRATICA_TRUST_PROXY: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: must be a port number/);
    expect(attempt).toThrow(/SOCRATICA_AI_PROVIDER: must be offline, openai or local/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(attempt).toThrow(/SOCRATICA_TRUST_PROXY: use true or false/);
  });

  it('needs an endpoint for the openai provider', () => {
    expect(() => readEnv({ SOCRATICA_AI_PROVIDER: 'openai' })).toThrow(/SOCRATICA_AI_BASE_URL: is required/);
    expect(
      readEnv({ SOCRATICA_AI_PROVIDER: 'openai', SOCRATICA_AI_BASE_URL: 'http://127.0.0.1:9/v1' })
        .SOCRATICA_AI_PROVIDER,
    ).toBe('openai');
  });

  it('reads the speech voice map, and says what is wrong with a bad one', () => {
    expect(readEnv({ SOCRATICA_TTS_VOICE_MAP: 'nova=af_nova' }).SOCRATICA_TTS_VOICE_MAP).toBe('nova=af_nova');
    expect(() => readEnv({ SOCRATICA_TTS_VOICE_MAP: 'robot=x' })).toThrow(
      /SOCRATICA_TTS_VOICE_MAP: “robot” is not one of the voice names/,
    );
  });

  it('refuses a short JWT secret and a short admin password', () => {
    expect(() => readEnv({ SOCRATICA_JWT_SECRET: 'short' })).toThrow(
      /SOCRATICA_JWT_SECRET: must have at least 32 characters/,
    );
    expect(() => readEnv({ SOCRATICA_ADMIN_PASSWORD: 'abc' })).toThrow(
      /SOCRATICA_ADMIN_PASSWORD: must have at least 4/,
    );
  });

  it('leaves metrics off by default, and refuses a metrics token shorter than 16 characters', () => {
    expect(readEnv({}).SOCRATICA_METRICS_TOKEN).toBeUndefined();
    expect(() => readEnv({ SOCRATICA_METRICS_TOKEN: 'too-short' })).toThrow(
      /SOCRATICA_METRICS_TOKEN: must have at least 16 characters/,
    );
    expect(readEnv({ SOCRATICA_METRICS_TOKEN: 'x'.repeat(16) }).SOCRATICA_METRICS_TOKEN).toBe('x'.repeat(16));
  });

  it('has Wikipedia on by default, and refuses a bad cache length or address', () => {
    expect(readEnv({})).toMatchObject({
      SOCRATICA_WIKIPEDIA: true,
      SOCRATICA_WIKIPEDIA_BASE_URL: 'https://en.wikipedia.org',
      SOCRATICA_WIKIPEDIA_CACHE_DAYS: 30,
      SOCRATICA_WIKIPEDIA_TIMEOUT_SECONDS: 5,
    });
    expect(readEnv({}).SOCRATICA_WIKIPEDIA_CONTACT).toBeUndefined();
    expect(readEnv({ SOCRATICA_WIKIPEDIA: 'false' }).SOCRATICA_WIKIPEDIA).toBe(false);
    expect(() => readEnv({ SOCRATICA_WIKIPEDIA_CACHE_DAYS: '0' })).toThrow(
      /SOCRATICA_WIKIPEDIA_CACHE_DAYS: must be at least 1/,
    );
    expect(() => readEnv({ SOCRATICA_WIKIPEDIA_CONTACT: 'ops@example.com)\r\nX-Evil: 1' })).toThrow(
      /SOCRATICA_WIKIPEDIA_CONTACT: must be one line without parentheses/,
    );
    expect(() => readEnv({ SOCRATICA_WIKIPEDIA_BASE_URL: 'wikipedia' })).toThrow(
      /SOCRATICA_WIKIPEDIA_BASE_URL: must be a URL/,
    );
  });

  it('keeps audio on local disk by default, and needs a bucket and both S3 keys or neither for s3', () => {
    expect(readEnv({})).toMatchObject({
      SOCRATICA_AUDIO_STORE: 'local',
      SOCRATICA_S3_PREFIX: 'podcasts/',
      SOCRATICA_S3_REGION: 'us-east-1',
      SOCRATICA_S3_FORCE_PATH_STYLE: false,
    });
    expect(() => readEnv({ SOCRATICA_AUDIO_STORE: 's3' })).toThrow(
      /SOCRATICA_S3_BUCKET: is required when SOCRATICA_AUDIO_STORE=s3/,
    );
    expect(() => readEnv({ SOCRATICA_AUDIO_STORE: 'disk' })).toThrow(
      /SOCRATICA_AUDIO_STORE: use local or s3/,
    );
    expect(() => readEnv({ SOCRATICA_S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /SOCRATICA_S3_SECRET_ACCESS_KEY: is required too/,
    );
    expect(() => readEnv({ SOCRATICA_S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /SOCRATICA_S3_ACCESS_KEY_ID: is required too/,
    );
    expect(() => readEnv({ SOCRATICA_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /SOCRATICA_S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => readEnv({ SOCRATICA_S3_PREFIX: 'podcasts' })).toThrow(
      /SOCRATICA_S3_PREFIX: must be empty or end with \//,
    );
    expect(
      readEnv({
        SOCRATICA_AUDIO_STORE: 's3',
        SOCRATICA_S3_BUCKET: 'audio',
        SOCRATICA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        SOCRATICA_S3_FORCE_PATH_STYLE: 'true',
        SOCRATICA_S3_ACCESS_KEY_ID: 'id',
        SOCRATICA_S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({
      SOCRATICA_AUDIO_STORE: 's3',
      SOCRATICA_S3_BUCKET: 'audio',
      SOCRATICA_S3_FORCE_PATH_STYLE: true,
    });
  });
});
