import type { SystemSetting } from '@socratica/contracts';
import { ENV_FIELDS, variablesSetByEnvironment, type Env, type EnvName } from './env.js';

export interface RuntimeFacts {
  database: 'pglite' | 'postgres';
  jwtSecretSource: 'environment' | 'data folder';
}

/** Whether a variable's value is never shown, only whether it is set. */
export function isSecret(name: string): boolean {
  return /_(KEY|SECRET|PASSWORD|TOKEN)$/.test(name);
}

/** A PostgreSQL URL without its user, password and parameters. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Any other address may carry a user and password too (https://user:pass@host): they are dropped. */
function withoutCredentials(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(value)) return value;
  try {
    const url = new URL(value);
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return 'set (not shown: it holds credentials)';
  }
}

type Presenter = (env: Env, facts: RuntimeFacts) => string | undefined;

/**
 * Values that say more than the variable alone: what applies when it is not set, and facts the server
 * derived. Undefined falls back to the plain value.
 */
const PRESENTERS: Partial<Record<EnvName, Presenter>> = {
  DATABASE_URL: (env, facts) =>
    facts.database === 'postgres' && env.DATABASE_URL
      ? describeDatabaseUrl(env.DATABASE_URL)
      : `not set: the embedded PGlite database in ${env.SOCRATICA_DATA_DIR}`,
  SOCRATICA_JWT_SECRET: (env, facts) =>
    env.SOCRATICA_JWT_SECRET || facts.jwtSecretSource === 'environment'
      ? 'configured'
      : 'not set: generated once into the data folder',
  SOCRATICA_TTS_BASE_URL: (env) =>
    !env.SOCRATICA_TTS_BASE_URL && env.SOCRATICA_TTS_PROVIDER === 'openai'
      ? 'not set: SOCRATICA_AI_BASE_URL is used'
      : undefined,
  SOCRATICA_TTS_API_KEY: (env) =>
    !env.SOCRATICA_TTS_API_KEY && env.SOCRATICA_TTS_PROVIDER === 'openai' && env.SOCRATICA_AI_API_KEY
      ? 'not set: SOCRATICA_AI_API_KEY is used'
      : undefined,
  SOCRATICA_WIKIPEDIA_CONTACT: (env) =>
    !env.SOCRATICA_WIKIPEDIA_CONTACT && env.SOCRATICA_PODCAST_OWNER_EMAIL
      ? `not set: SOCRATICA_PODCAST_OWNER_EMAIL is used (${env.SOCRATICA_PODCAST_OWNER_EMAIL})`
      : undefined,
  SOCRATICA_PODCAST_OWNER_EMAIL: (env) =>
    env.SOCRATICA_PODCAST_OWNER_EMAIL ? undefined : 'not set: the podcast feed names no owner',
  SOCRATICA_YOUTUBE_API_KEY: (env) =>
    env.SOCRATICA_YOUTUBE_API_KEY ? undefined : 'not set: video searches use the curated catalogue',
  SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS: (env) =>
    env.SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS ? undefined : 'not set: the built-in list',
  SOCRATICA_S3_ENDPOINT: (env) =>
    env.SOCRATICA_S3_ENDPOINT || env.SOCRATICA_AUDIO_STORE !== 's3' ? undefined : 'not set: Amazon S3',
  SOCRATICA_S3_ACCESS_KEY_ID: (env) =>
    env.SOCRATICA_S3_ACCESS_KEY_ID || env.SOCRATICA_AUDIO_STORE !== 's3'
      ? undefined
      : 'not set: the AWS SDK’s own credentials (environment, profile or instance role)',
  SOCRATICA_METRICS_TOKEN: (env) =>
    env.SOCRATICA_METRICS_TOKEN ? undefined : 'not set: metrics are off (GET metrics answers 404)',
  SOCRATICA_RATE_LIMIT_PER_MINUTE: (env) =>
    env.SOCRATICA_RATE_LIMIT_PER_MINUTE === 0 ? '0 (off)' : undefined,
};

function plainValue(name: EnvName, value: Env[EnvName]): string {
  if (value === undefined || value === '') return 'not set';
  if (isSecret(name)) return 'configured';
  return withoutCredentials(String(value));
}

/**
 * Every variable of the environment schema, in its order, with the value in effect, whether the
 * environment set it, and the schema's description. Secrets appear only as whether they are set.
 */
export function summarizeSettings(env: Env, facts: RuntimeFacts): SystemSetting[] {
  const fromEnvironment = variablesSetByEnvironment(env);
  return (Object.keys(ENV_FIELDS) as EnvName[]).map((name) => {
    const presented = PRESENTERS[name]?.(env, facts);
    return {
      name,
      // A presenter speaks of a secret only as whether it is set; the plain value masks it too.
      value: presented ?? plainValue(name, env[name]),
      source: fromEnvironment.has(name) ? 'environment' : 'default',
      description: ENV_FIELDS[name].description ?? '',
    };
  });
}
