import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SystemSetting } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { ENV_FIELDS, readEnv } from './env.js';
import { isSecret, summarizeSettings } from './settings-summary.js';

const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));
const README = fileURLToPath(new URL('../../../../README.md', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every variable the server's code names: a property read on an Env (`env.X`, `env?.X`), a read of
 * process.env, a key of a Pick<Env, …>, or a SOCRATICA_ name anywhere (messages and comments included,
 * so that none speaks of a variable the settings do not list).
 */
function variablesTheServerReads(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\benv\??\.([A-Z][A-Z0-9_]*)\b/g,
    /\bprocess\.env\??\.([A-Za-z_][A-Za-z0-9_]*)/g,
    /\bprocess\.env\[\s*['"`]([^'"`]+)['"`]\s*\]/g,
    /\bPick<\s*Env\s*,([^>]*)>/g,
    /\b(SOCRATICA_[A-Z0-9_]+)\b/g,
  ];
  for (const file of sourceFiles(SERVER_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const names = pattern.source.includes('Pick')
          ? [...match[1]!.matchAll(/['"]([A-Z][A-Z0-9_]*)['"]/g)].map((m) => m[1]!)
          : [match[1]!];
        for (const name of names) if (!found.has(name)) found.set(name, relative(SERVER_SRC, file));
      }
    }
  }
  return found;
}

describe('the settings list', () => {
  const settings = summarizeSettings(readEnv({}), { database: 'pglite', jwtSecretSource: 'data folder' });
  const listed = new Set(settings.map((setting) => setting.name));

  it('has every variable the server reads', () => {
    const read = variablesTheServerReads();
    // The scan itself works: these are read in app.ts, main.ts and env.ts.
    expect([...read.keys()]).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SOCRATICA_LOG_LEVEL']));
    const missing = [...read]
      .filter(([name]) => !listed.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing, 'variables the server reads that the admin settings do not list').toEqual([]);
  });

  it('has a row with a description for every variable of the schema, each matching the contract', () => {
    expect(settings.map((setting) => setting.name)).toEqual(Object.keys(ENV_FIELDS));
    for (const setting of settings) {
      expect(SystemSetting.parse(setting)).toEqual(setting);
      expect(setting.description.length, `${setting.name}'s .describe()`).toBeGreaterThan(10);
    }
  });

  it('describes each variable in plain text an admin can read: no Markdown backticks, no DESIGN codes', () => {
    for (const { name, description } of settings) {
      expect(description, name).not.toMatch(/`/);
      expect(description, name).not.toMatch(/\bD\d+\b/);
    }
  });

  it('is what the README documents', () => {
    const readme = readFileSync(README, 'utf8');
    const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((m) => m[1]!));
    expect([...listed].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('each setting', () => {
  it('says whether the environment set it or the default applies, even when it sets the default', () => {
    const env = readEnv({ PORT: '8080', SOCRATICA_AI_MODEL: 'gpt-4.1', SOCRATICA_TRUST_PROXY: '' });
    const byName = Object.fromEntries(
      summarizeSettings(env, { database: 'pglite', jwtSecretSource: 'data folder' }).map((s) => [s.name, s]),
    );
    expect(byName.PORT).toMatchObject({ value: '8080', source: 'environment' });
    expect(byName.SOCRATICA_AI_MODEL).toMatchObject({ value: 'gpt-4.1', source: 'environment' });
    expect(byName.HOST).toMatchObject({ value: '0.0.0.0', source: 'default' });
    // An empty variable is treated as unset, as readEnv treats it.
    expect(byName.SOCRATICA_TRUST_PROXY).toMatchObject({ value: 'false', source: 'default' });
    expect(byName.SOCRATICA_AI_BASE_URL).toMatchObject({ value: 'not set', source: 'default' });
    expect(byName.SOCRATICA_YOUTUBE_DAILY_QUOTA).toMatchObject({ value: '10000', source: 'default' });
    expect(byName.SOCRATICA_PODCAST_OWNER_EMAIL!.value).toBe('not set: the podcast feed names no owner');
    expect(byName.SOCRATICA_JWT_SECRET!.value).toBe('not set: generated once into the data folder');
    expect(byName.DATABASE_URL!.value).toBe('not set: the embedded PGlite database in ./data');
  });

  it('shows a PostgreSQL URL without its credentials, and secrets only as configured', () => {
    const env = readEnv({
      DATABASE_URL: 'postgresql://socratica:hunter2@db.internal:5433/socratica?password=hunter3',
      SOCRATICA_JWT_SECRET: 'j'.repeat(40),
      SOCRATICA_AI_PROVIDER: 'openai',
      SOCRATICA_AI_BASE_URL: 'https://proxy-user:proxy-pass@llm.example.org/v1',
      SOCRATICA_AI_API_KEY: 'sk-secret',
      SOCRATICA_TTS_PROVIDER: 'openai',
      SOCRATICA_TTS_API_KEY: 'tts-secret',
      SOCRATICA_YOUTUBE_API_KEY: 'yt-secret',
      SOCRATICA_ADMIN_PASSWORD: 'admin-secret',
      SOCRATICA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      SOCRATICA_S3_SECRET_ACCESS_KEY: 's3-secret',
      SOCRATICA_METRICS_TOKEN: 'metrics-token-secret',
    });
    const settings = summarizeSettings(env, { database: 'postgres', jwtSecretSource: 'environment' });
    const text = JSON.stringify(settings);
    for (const secret of [
      'hunter2',
      'hunter3',
      'j'.repeat(40),
      'sk-secret',
      'tts-secret',
      'yt-secret',
      'admin-secret',
      'proxy-pass',
      's3-secret',
      'metrics-token-secret',
    ])
      expect(text).not.toContain(secret);
    const byName = Object.fromEntries(settings.map((s) => [s.name, s]));
    expect(byName.DATABASE_URL).toMatchObject({
      value: 'PostgreSQL at db.internal:5433/socratica',
      source: 'environment',
    });
    expect(byName.SOCRATICA_AI_BASE_URL!.value).toBe('https://llm.example.org/v1');
    for (const name of Object.keys(ENV_FIELDS).filter(isSecret))
      expect(byName[name], name).toMatchObject({ value: 'configured', source: 'environment' });
  });

  it('says what applies when a variable with a fallback is not set', () => {
    const env = readEnv({
      SOCRATICA_TTS_PROVIDER: 'openai',
      SOCRATICA_AI_BASE_URL: 'https://llm.example.org/v1',
      SOCRATICA_AI_API_KEY: 'sk-secret',
      SOCRATICA_PODCAST_OWNER_EMAIL: 'owner@example.org',
      SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
    });
    const byName = Object.fromEntries(
      summarizeSettings(env, { database: 'pglite', jwtSecretSource: 'data folder' }).map((s) => [
        s.name,
        s.value,
      ]),
    );
    expect(byName).toMatchObject({
      SOCRATICA_TTS_BASE_URL: 'not set: SOCRATICA_AI_BASE_URL is used',
      SOCRATICA_TTS_API_KEY: 'not set: SOCRATICA_AI_API_KEY is used',
      SOCRATICA_WIKIPEDIA_CONTACT: 'not set: SOCRATICA_PODCAST_OWNER_EMAIL is used (owner@example.org)',
      SOCRATICA_PODCAST_OWNER_EMAIL: 'owner@example.org',
      SOCRATICA_YOUTUBE_API_KEY: 'not set: video searches use the curated catalogue',
      SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS: 'not set: the built-in list',
      SOCRATICA_RATE_LIMIT_PER_MINUTE: '0 (off)',
    });
  });

  it('shows the S3 secret only as set or not, and says which credentials apply without keys', () => {
    const values = (source: Record<string, string>) =>
      Object.fromEntries(
        summarizeSettings(readEnv(source), { database: 'pglite', jwtSecretSource: 'data folder' }).map(
          (s) => [s.name, s.value],
        ),
      );
    expect(values({ SOCRATICA_AUDIO_STORE: 's3', SOCRATICA_S3_BUCKET: 'audio' })).toMatchObject({
      SOCRATICA_AUDIO_STORE: 's3',
      SOCRATICA_S3_BUCKET: 'audio',
      SOCRATICA_S3_ENDPOINT: 'not set: Amazon S3',
      SOCRATICA_S3_ACCESS_KEY_ID:
        'not set: the AWS SDK’s own credentials (environment, profile or instance role)',
      SOCRATICA_S3_SECRET_ACCESS_KEY: 'not set',
    });
    expect(
      values({
        SOCRATICA_AUDIO_STORE: 's3',
        SOCRATICA_S3_BUCKET: 'audio',
        SOCRATICA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        SOCRATICA_S3_SECRET_ACCESS_KEY: 's3-secret',
      }),
    ).toMatchObject({
      SOCRATICA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      SOCRATICA_S3_SECRET_ACCESS_KEY: 'configured',
    });
  });
});
