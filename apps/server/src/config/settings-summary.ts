import type { SystemSetting } from '@socratica/contracts';
import type { Env } from './env.js';

export interface RuntimeFacts {
  database: 'pglite' | 'postgres';
  jwtSecretSource: 'environment' | 'data folder';
}

/** A PostgreSQL URL without its user and password. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

const configured = (value: string | undefined) => (value ? 'configured' : 'not set');

/** The effective settings an admin may read. Secrets appear only as whether they are set. */
export function summarizeSettings(env: Env, facts: RuntimeFacts): SystemSetting[] {
  return [
    { name: 'PORT', value: String(env.PORT), description: 'Listening port.' },
    { name: 'HOST', value: env.HOST, description: 'Listening address.' },
    {
      name: 'Database',
      value:
        facts.database === 'postgres' && env.DATABASE_URL
          ? describeDatabaseUrl(env.DATABASE_URL)
          : `Embedded PGlite in ${env.SOCRATICA_DATA_DIR}`,
      description: 'Where users, sessions and the audit log are stored (DATABASE_URL or SOCRATICA_DATA_DIR).',
    },
    {
      name: 'SOCRATICA_DATA_DIR',
      value: env.SOCRATICA_DATA_DIR,
      description: 'Embedded database, audio files and keys.',
    },
    {
      name: 'SOCRATICA_JWT_SECRET',
      value: facts.jwtSecretSource === 'environment' ? 'configured' : 'generated in the data folder',
      description: 'Token signing secret (never shown).',
    },
    {
      name: 'SOCRATICA_TOKEN_TTL_MINUTES',
      value: String(env.SOCRATICA_TOKEN_TTL_MINUTES),
      description: 'How long a sign-in lasts.',
    },
    {
      name: 'SOCRATICA_AI_PROVIDER',
      value: env.SOCRATICA_AI_PROVIDER,
      description: 'offline: built-in rule-based coach; openai: an OpenAI-compatible endpoint.',
    },
    {
      name: 'SOCRATICA_AI_BASE_URL',
      value: env.SOCRATICA_AI_BASE_URL ?? 'not set',
      description: 'The OpenAI-compatible endpoint.',
    },
    {
      name: 'SOCRATICA_AI_API_KEY',
      value: configured(env.SOCRATICA_AI_API_KEY),
      description: 'Key for the AI endpoint (never shown).',
    },
    { name: 'SOCRATICA_AI_MODEL', value: env.SOCRATICA_AI_MODEL, description: 'Standard model.' },
    {
      name: 'SOCRATICA_AI_PREMIUM_MODEL',
      value: env.SOCRATICA_AI_PREMIUM_MODEL,
      description: 'Premium model, used when a podcast asks for it.',
    },
    {
      name: 'SOCRATICA_TTS_PROVIDER',
      value: env.SOCRATICA_TTS_PROVIDER,
      description: 'Text-to-speech: offline espeak-ng or OpenAI-compatible.',
    },
    {
      name: 'SOCRATICA_TTS_MODEL',
      value: env.SOCRATICA_TTS_MODEL,
      description: 'Speech model for the OpenAI-compatible provider.',
    },
    {
      name: 'SOCRATICA_TTS_BASE_URL',
      value:
        env.SOCRATICA_TTS_BASE_URL ??
        (env.SOCRATICA_TTS_PROVIDER === 'openai' ? 'as SOCRATICA_AI_BASE_URL' : 'not set'),
      description: 'Speech endpoint for the OpenAI-compatible provider.',
    },
    {
      name: 'SOCRATICA_TTS_API_KEY',
      value: configured(env.SOCRATICA_TTS_API_KEY),
      description: 'Key for the speech endpoint (never shown).',
    },
    {
      name: 'SOCRATICA_TTS_VOICE_MAP',
      value: env.SOCRATICA_TTS_VOICE_MAP ?? 'not set',
      description: "The provider's voice for each of the six voice names.",
    },
    {
      name: 'SOCRATICA_PODCAST_LEARNER_SCHEDULES',
      value: String(env.SOCRATICA_PODCAST_LEARNER_SCHEDULES),
      description: 'Active podcast schedules allowed per learner.',
    },
    {
      name: 'SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY',
      value: String(env.SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY),
      description: 'Podcasts a learner may generate in 24 hours.',
    },
    {
      name: 'SOCRATICA_PODCAST_LEARNER_PREMIUM',
      value: String(env.SOCRATICA_PODCAST_LEARNER_PREMIUM),
      description: 'Whether learners may use the premium model for podcasts.',
    },
    {
      name: 'SOCRATICA_YOUTUBE_API_KEY',
      value: configured(env.SOCRATICA_YOUTUBE_API_KEY),
      description: 'YouTube Data API key (never shown); without it the curated catalogue is searched.',
    },
    {
      name: 'SOCRATICA_YOUTUBE_BASE_URL',
      value: env.SOCRATICA_YOUTUBE_BASE_URL,
      description: 'YouTube Data API address.',
    },
    {
      name: 'SOCRATICA_TRUST_PROXY',
      value: String(env.SOCRATICA_TRUST_PROXY),
      description: 'Take the client address from X-Forwarded-For.',
    },
    {
      name: 'SOCRATICA_RATE_LIMIT_PER_MINUTE',
      value: env.SOCRATICA_RATE_LIMIT_PER_MINUTE === 0 ? 'off' : String(env.SOCRATICA_RATE_LIMIT_PER_MINUTE),
      description: 'Requests per minute per client address.',
    },
    { name: 'SOCRATICA_LOG_LEVEL', value: env.SOCRATICA_LOG_LEVEL, description: 'Log verbosity.' },
  ];
}
