import { z } from 'zod';
import { parseVoiceMap } from '../speech/voice-map.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    SOCRATICA_DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    SOCRATICA_ADMIN_PASSWORD: z.string().min(4, { error: 'must have at least 4 characters' }).optional(),
    SOCRATICA_JWT_SECRET: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
    SOCRATICA_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(43_200).default(720),
    SOCRATICA_AI_PROVIDER: z
      .enum(['offline', 'openai'], { error: 'must be offline or openai' })
      .default('offline'),
    SOCRATICA_AI_BASE_URL: z.url({ error: 'must be a URL, like https://api.openai.com/v1' }).optional(),
    SOCRATICA_AI_API_KEY: z.string().optional(),
    SOCRATICA_AI_MODEL: z.string().min(1).default('gpt-4o'),
    SOCRATICA_AI_PREMIUM_MODEL: z.string().min(1).default('o3-mini'),
    SOCRATICA_AI_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .positive({ error: 'must be more than 0' })
      .max(600)
      .default(45)
      .describe('How long one call to the AI provider may take, retries included, before it is abandoned.'),
    SOCRATICA_AI_MAX_RETRIES: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(0)
      .max(10)
      .default(2)
      .describe('Retries of a call that failed with 429, a 5xx or a network error.'),
    SOCRATICA_AI_STREAM_IDLE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .positive({ error: 'must be more than 0' })
      .max(600)
      .default(30)
      .describe('A streamed tutor reply is abandoned after this long without new text.'),
    SOCRATICA_AI_MAX_OUTPUT_TOKENS: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(50, { error: 'must be at least 50' })
      .max(4000)
      .default(400)
      .describe('The most tokens a tutor reply may have.'),
    SOCRATICA_CHAT_MESSAGES_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1, { error: 'must be at least 1' })
      .default(15)
      .describe('How many chat messages one learner may send per minute, across all their sessions.'),
    SOCRATICA_TTS_PROVIDER: z
      .enum(['offline', 'openai'], { error: 'must be offline or openai' })
      .default('offline'),
    SOCRATICA_TTS_MODEL: z.string().min(1).default('tts-1'),
    SOCRATICA_TTS_BASE_URL: z
      .url({ error: 'must be a URL, like https://api.openai.com/v1' })
      .optional()
      .describe(
        'The OpenAI-compatible speech endpoint (`/audio/speech` is appended); by default SOCRATICA_AI_BASE_URL, so a self-hosted Kokoro or Piper server can speak while another endpoint writes.',
      ),
    SOCRATICA_TTS_API_KEY: z
      .string()
      .optional()
      .describe('Key for the speech endpoint; by default SOCRATICA_AI_API_KEY.'),
    SOCRATICA_TTS_VOICE_MAP: z
      .string()
      .optional()
      .describe(
        "The provider's voice for each of the six names, comma-separated `name=voice` (e.g. `nova=af_nova,onyx=am_onyx`); unmapped names are sent as they are.",
      ),
    SOCRATICA_TTS_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .positive({ error: 'must be more than 0' })
      .max(600)
      .default(60)
      .describe('How long one speech request may take before it is abandoned.'),
    SOCRATICA_YOUTUBE_API_KEY: z.string().optional(),
    SOCRATICA_YOUTUBE_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
    SOCRATICA_YOUTUBE_DAILY_QUOTA: z.coerce
      .number({ error: 'must be a whole number of quota units' })
      .int()
      .min(1, { error: 'must be at least 1' })
      .default(10_000)
      .describe("The YouTube Data API's daily quota in units; it resets at midnight Pacific."),
    SOCRATICA_YOUTUBE_CACHE_TTL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(0, { error: 'must be 0 (no cache) or more' })
      .default(86_400)
      .describe('How long a video search result is reused without spending quota.'),
    SOCRATICA_YOUTUBE_EDUCATIONAL_THRESHOLD: z.coerce
      .number({ error: 'must be a number from 0 to 10' })
      .min(0)
      .max(10)
      .default(4)
      .describe('Videos whose quality score (0 to 10) falls below this are not suggested.'),
    SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS: z
      .string()
      .optional()
      .describe(
        'Channels whose videos rank higher: comma-separated `channel_id=Name`; a built-in list by default.',
      ),
    SOCRATICA_VIDEO_SEARCHES_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1, { error: 'must be at least 1' })
      .default(10)
      .describe(
        'How many video searches one learner may make per minute, so that no one spends the YouTube quota alone.',
      ),
    SOCRATICA_YOUTUBE_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .positive({ error: 'must be more than 0' })
      .max(120)
      .default(10)
      .describe('How long one call to the YouTube Data API may take before it is abandoned.'),
    SOCRATICA_WIKIPEDIA: booleanFlag
      .default(true)
      .describe('Whether the tutor may fetch Wikipedia articles (D19); `false` keeps every request away.'),
    SOCRATICA_WIKIPEDIA_BASE_URL: z
      .url({ error: 'must be a URL, like https://en.wikipedia.org' })
      .default('https://en.wikipedia.org')
      .describe("The wiki whose Action API (`/w/api.php`) is asked; another language's Wikipedia works too."),
    SOCRATICA_WIKIPEDIA_CONTACT: z
      .string()
      .trim()
      .min(3, { error: 'must be an e-mail address or a URL where Wikimedia can reach the operator' })
      .max(200)
      // It sits inside the User-Agent's parenthesised comment, on the header's one line.
      .regex(/^[^\p{Cc}()]+$/u, { error: 'must be one line without parentheses' })
      .optional()
      .describe(
        "The operator's contact in the User-Agent that Wikimedia's policy requires; by default SOCRATICA_PODCAST_OWNER_EMAIL.",
      ),
    SOCRATICA_WIKIPEDIA_CACHE_DAYS: z.coerce
      .number({ error: 'must be a whole number of days' })
      .int()
      .min(1, { error: 'must be at least 1' })
      .max(3650)
      .default(30)
      .describe('How long a stored article serves its topic before it is fetched again.'),
    SOCRATICA_WIKIPEDIA_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .positive({ error: 'must be more than 0' })
      .max(60)
      .default(5)
      .describe('How long one request to Wikipedia may take before it is abandoned.'),
    SOCRATICA_PODCAST_OWNER_EMAIL: z
      .email({ error: 'must be an email address' })
      .optional()
      .describe(
        "The podcast owner's contact in the RSS feed (itunes:email): directories such as Apple Podcasts send their verification there.",
      ),
    SOCRATICA_PODCAST_LEARNER_SCHEDULES: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(0, { error: 'must be 0 (none) or more' })
      .default(3)
      .describe('How many active podcast schedules one learner may have (D17).'),
    SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(0, { error: 'must be 0 (none) or more' })
      .default(3)
      .describe('How many podcasts one learner may have generated in 24 hours (D17).'),
    SOCRATICA_PODCAST_LEARNER_PREMIUM: booleanFlag
      .default(false)
      .describe('Whether learners may ask for the premium model (`use_o3_model`) for their podcasts.'),
    SOCRATICA_TRUST_PROXY: booleanFlag.default(false),
    SOCRATICA_LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SOCRATICA_RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(0, { error: 'must be 0 (off) or more' })
      .default(1200)
      .describe('Requests per minute per client address; 0 turns the limit off.'),
    SOCRATICA_WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (
      env.SOCRATICA_TTS_PROVIDER === 'openai' &&
      !env.SOCRATICA_TTS_BASE_URL &&
      !env.SOCRATICA_AI_BASE_URL
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SOCRATICA_TTS_BASE_URL'],
        message: 'is required when SOCRATICA_TTS_PROVIDER=openai and SOCRATICA_AI_BASE_URL is not set',
      });
    }
    try {
      parseVoiceMap(env.SOCRATICA_TTS_VOICE_MAP);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['SOCRATICA_TTS_VOICE_MAP'], message: (error as Error).message });
    }
    if (env.SOCRATICA_AI_PROVIDER === 'openai' && !env.SOCRATICA_AI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SOCRATICA_AI_BASE_URL'],
        message: 'is required when SOCRATICA_AI_PROVIDER=openai',
      });
    }
  });

export type Env = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The only reader of process.env: every setting is checked once, at start-up. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Socratica cannot start: the configuration is invalid.\n${lines.join('\n')}`);
  }
  return parsed.data;
}
