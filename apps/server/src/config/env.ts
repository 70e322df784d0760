import { z } from 'zod';
import { parseVoiceMap } from '../speech/voice-map.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('production')
      .describe("Node.js's mode, for the libraries that read it; Socratica behaves the same in each."),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(0)
      .max(65535)
      .default(8080)
      .describe('The port the server listens on.'),
    HOST: z
      .string()
      .min(1)
      .default('0.0.0.0')
      .describe('The address the server listens on; 0.0.0.0 is every network interface.'),
    SOCRATICA_DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .describe(
        'The folder of the embedded database, the podcast audio and the generated token secret; one server per folder.',
      ),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional()
      .describe('A PostgreSQL database (postgresql://…) to use instead of the embedded one.'),
    SOCRATICA_ADMIN_PASSWORD: z
      .string()
      .min(4, { error: 'must have at least 4 characters' })
      .optional()
      .describe(
        "The first administrator's password, used only while no administrator exists; without it one is generated and printed once.",
      ),
    SOCRATICA_JWT_SECRET: z
      .string()
      .min(32, { error: 'must have at least 32 characters' })
      .optional()
      .describe(
        'Signs sign-in tokens and device cookies (32 or more characters); without it one is generated once into the data folder.',
      ),
    SOCRATICA_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(43_200)
      .default(720)
      .describe('How long a sign-in lasts, in minutes.'),
    SOCRATICA_SHUTDOWN_GRACE_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int({ error: 'must be a whole number of seconds' })
      .min(0, { error: 'must be 0 or more' })
      .max(3600, { error: 'must be at most 3600 (an hour)' })
      .default(20)
      .describe(
        'On SIGTERM or SIGINT, how long tutor replies under way may run on before they are cut and kept as interrupted.',
      ),
    SOCRATICA_AI_PROVIDER: z
      .enum(['offline', 'openai', 'local'], { error: 'must be offline, openai or local' })
      .default('offline')
      .describe(
        'offline: the built-in rule-based coach; openai: any OpenAI-compatible endpoint; local: a GGUF model run inside the server (SOCRATICA_LOCAL_MODEL).',
      ),
    SOCRATICA_AI_BASE_URL: z
      .url({ error: 'must be a URL, like https://api.openai.com/v1' })
      .optional()
      .describe('The OpenAI-compatible endpoint, like https://api.openai.com/v1; required for openai.'),
    SOCRATICA_AI_API_KEY: z.string().optional().describe("The AI endpoint's key."),
    SOCRATICA_AI_MODEL: z
      .string()
      .min(1)
      .default('gpt-4o')
      .describe('The standard model, for everything that does not ask for the premium one.'),
    SOCRATICA_AI_PREMIUM_MODEL: z
      .string()
      .min(1)
      .default('o3-mini')
      .describe('The premium model, used when a podcast asks for it.'),
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
    SOCRATICA_AI_API_VERSION: z
      .string()
      .regex(/^[\w.-]+$/, { error: 'must be an Azure OpenAI api-version, like 2024-10-21' })
      .optional()
      .describe(
        'Azure OpenAI: the api-version sent with every call; when set, the key goes in the api-key header and SOCRATICA_AI_BASE_URL is the deployment, like https://NAME.openai.azure.com/openai/deployments/DEPLOYMENT.',
      ),
    SOCRATICA_AI_STRUCTURED_OUTPUT: z
      .enum(['auto', 'json_schema', 'json_object', 'text'], {
        error: 'must be auto, json_schema, json_object or text',
      })
      .default('auto')
      .describe(
        'How JSON answers are asked for: auto tries a strict JSON schema, then JSON mode, then plain text, and keeps the first the endpoint accepts.',
      ),
    SOCRATICA_AI_REASONING: z
      .enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' })
      .default('auto')
      .describe(
        'Whether the models are reasoning models (no temperature, max_completion_tokens, a developer prompt, longer waits); auto decides by name (o1, o3, o4-mini, gpt-5).',
      ),
    SOCRATICA_AI_REASONING_EFFORT: z
      .enum(['minimal', 'low', 'medium', 'high'], { error: 'must be minimal, low, medium or high' })
      .optional()
      .describe("A reasoning model's reasoning_effort; the endpoint's own default when unset."),
    SOCRATICA_LOCAL_MODEL: z
      .string()
      .min(1)
      .default('hf:unsloth/Qwen3-4B-Instruct-2507-GGUF/Qwen3-4B-Instruct-2507-Q4_K_M.gguf')
      .describe(
        'The embedded model (provider local): a GGUF file path, an https:// URL or an hf:owner/repo/file.gguf address; addresses are downloaded into the data folder only when an admin asks.',
      ),
    SOCRATICA_LOCAL_MODEL_SHA256: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, { error: 'must be 64 hexadecimal digits' })
      .optional()
      .describe(
        "The embedded model file's SHA-256; a download that does not match is refused. Without it, the hash Hugging Face publishes is checked.",
      ),
    SOCRATICA_LOCAL_THREADS: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .max(256)
      .optional()
      .describe('CPU threads the embedded model may use; by default every core.'),
    SOCRATICA_LOCAL_PARALLEL: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .max(8)
      .default(2)
      .describe('How many learners the embedded model writes for at once; the rest wait in turn.'),
    SOCRATICA_LOCAL_CONTEXT_TOKENS: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(512, { error: 'must be at least 512' })
      .max(131072)
      .default(8192)
      .describe("Each parallel conversation's context window in tokens, for the embedded model."),
    SOCRATICA_HF_ENDPOINT: z
      .url({ error: 'must be a URL' })
      .default('https://huggingface.co')
      .describe('Where hf: model addresses are downloaded from (a Hugging Face mirror, if you use one).'),
    SOCRATICA_CHAT_MESSAGES_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1, { error: 'must be at least 1' })
      .default(15)
      .describe('How many chat messages one learner may send per minute, across all their sessions.'),
    SOCRATICA_TTS_PROVIDER: z
      .enum(['offline', 'openai'], { error: 'must be offline or openai' })
      .default('offline')
      .describe('Text to speech: offline (espeak-ng) or openai (an OpenAI-compatible speech endpoint).'),
    SOCRATICA_TTS_MODEL: z
      .string()
      .min(1)
      .default('tts-1')
      .describe('The speech model of the openai speech provider.'),
    SOCRATICA_TTS_BASE_URL: z
      .url({ error: 'must be a URL, like https://api.openai.com/v1' })
      .optional()
      .describe(
        'The OpenAI-compatible speech endpoint (/audio/speech is appended); by default SOCRATICA_AI_BASE_URL, so a self-hosted Kokoro or Piper server can speak while another endpoint writes.',
      ),
    SOCRATICA_TTS_API_KEY: z
      .string()
      .optional()
      .describe('Key for the speech endpoint; by default SOCRATICA_AI_API_KEY.'),
    SOCRATICA_TTS_VOICE_MAP: z
      .string()
      .optional()
      .describe(
        "The provider's voice for each of the six names, comma-separated name=voice pairs (e.g. nova=af_nova,onyx=am_onyx); unmapped names are sent as they are.",
      ),
    SOCRATICA_TTS_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .positive({ error: 'must be more than 0' })
      .max(600)
      .default(60)
      .describe('How long one speech request may take before it is abandoned.'),
    SOCRATICA_YOUTUBE_API_KEY: z
      .string()
      .optional()
      .describe('The YouTube Data API key; without it, video searches use the curated catalogue.'),
    SOCRATICA_YOUTUBE_BASE_URL: z
      .url()
      .default('https://www.googleapis.com/youtube/v3')
      .describe('The YouTube Data API address.'),
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
        'Channels whose videos rank higher: comma-separated channel_id=Name pairs; a built-in list by default.',
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
      .describe('Whether the tutor may fetch Wikipedia articles; false keeps every request away.'),
    SOCRATICA_WIKIPEDIA_BASE_URL: z
      .url({ error: 'must be a URL, like https://en.wikipedia.org' })
      .default('https://en.wikipedia.org')
      .describe("The wiki whose Action API (/w/api.php) is asked; another language's Wikipedia works too."),
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
    SOCRATICA_JOB_TAKEOVER_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int()
      .min(10, { error: 'must be 10 seconds or more' })
      .max(3600, { error: 'must be at most 3600 seconds (an hour)' })
      .default(120)
      .describe(
        "How long after a running podcast job's instance last showed signs of life (it was killed, or its machine lost) another instance takes the job over.",
      ),
    SOCRATICA_PODCAST_LEARNER_SCHEDULES: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(0, { error: 'must be 0 (none) or more' })
      .default(3)
      .describe('How many active podcast schedules one learner may have.'),
    SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(0, { error: 'must be 0 (none) or more' })
      .default(3)
      .describe('How many podcasts one learner may have generated in 24 hours.'),
    SOCRATICA_PODCAST_LEARNER_PREMIUM: booleanFlag
      .default(false)
      .describe('Whether learners may ask for the premium model for their podcasts.'),
    SOCRATICA_AUDIO_STORE: z
      .enum(['local', 's3'], { error: 'use local or s3' })
      .default('local')
      .describe(
        'Where episode audio and transcripts are kept: local (the data folder) or s3 (an S3-compatible bucket, for several instances).',
      ),
    SOCRATICA_S3_BUCKET: z
      .string()
      .min(1)
      .optional()
      .describe('The bucket that holds episode audio and transcripts when SOCRATICA_AUDIO_STORE=s3.'),
    SOCRATICA_S3_PREFIX: z
      .string()
      .regex(/^([^/].*\/)?$/, { error: 'must be empty or end with / (and not start with /), like podcasts/' })
      .default('podcasts/')
      .describe('The folder inside the bucket under which the files are kept.'),
    SOCRATICA_S3_REGION: z
      .string()
      .min(1)
      .default('us-east-1')
      .describe("The bucket's region; S3-compatible stores usually accept us-east-1."),
    SOCRATICA_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, like https://s3.example.com' })
      .optional()
      .describe("The S3-compatible store's address (MinIO, R2, Garage…); not set: Amazon S3 itself."),
    SOCRATICA_S3_FORCE_PATH_STYLE: booleanFlag
      .default(false)
      .describe(
        'Address the bucket as endpoint/bucket/key rather than bucket.endpoint/key; most self-hosted stores need true.',
      ),
    SOCRATICA_S3_ACCESS_KEY_ID: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The store's access key id; not set: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a profile, an instance role).",
      ),
    SOCRATICA_S3_SECRET_ACCESS_KEY: z
      .string()
      .min(1)
      .optional()
      .describe('The secret that goes with SOCRATICA_S3_ACCESS_KEY_ID.'),
    SOCRATICA_TRUST_PROXY: booleanFlag
      .default(false)
      .describe('Take the client address from X-Forwarded-For (behind a reverse proxy).'),
    SOCRATICA_LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe('Log verbosity: fatal, error, warn, info, debug, trace or silent.'),
    SOCRATICA_RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(0, { error: 'must be 0 (off) or more' })
      .default(1200)
      .describe('Requests per minute per client address; 0 turns the limit off.'),
    SOCRATICA_METRICS_TOKEN: z
      .string()
      .min(16, { error: 'must have at least 16 characters' })
      .optional()
      .describe(
        'Turns on GET metrics (Prometheus) and is the bearer token a scraper sends (16 or more characters); without it the route answers 404.',
      ),
    SOCRATICA_WEB_DIST: z
      .string()
      .optional()
      .describe('Where the built web app is; by default apps/web/dist next to the server.'),
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
    if (env.SOCRATICA_AUDIO_STORE === 's3' && !env.SOCRATICA_S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SOCRATICA_S3_BUCKET'],
        message: 'is required when SOCRATICA_AUDIO_STORE=s3',
      });
    }
    if (!env.SOCRATICA_S3_ACCESS_KEY_ID !== !env.SOCRATICA_S3_SECRET_ACCESS_KEY) {
      const missing = env.SOCRATICA_S3_ACCESS_KEY_ID
        ? 'SOCRATICA_S3_SECRET_ACCESS_KEY'
        : 'SOCRATICA_S3_ACCESS_KEY_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message:
          'is required too: set both SOCRATICA_S3_ACCESS_KEY_ID and SOCRATICA_S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK’s own credentials',
      });
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

/** Every variable the server reads, with its rule and its `.describe()` text: the admin settings list them all. */
export const ENV_FIELDS = EnvSchema.shape;
export type EnvName = keyof typeof ENV_FIELDS;

// The parsed Env cannot tell a default from the same value set on purpose; the record it came from can.
const setByEnvironment = new WeakMap<Env, ReadonlySet<string>>();

/**
 * The variables the environment set, for an Env from readEnv; for one built otherwise, the variables whose
 * value differs from the schema's default.
 */
export function variablesSetByEnvironment(env: Env): ReadonlySet<string> {
  const recorded = setByEnvironment.get(env);
  if (recorded) return recorded;
  const defaults = EnvSchema.safeParse({});
  return new Set(
    Object.keys(ENV_FIELDS).filter(
      (name) =>
        env[name as EnvName] !== undefined && env[name as EnvName] !== defaults.data?.[name as EnvName],
    ),
  );
}

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
  setByEnvironment.set(parsed.data, new Set(Object.keys(present).filter((name) => name in ENV_FIELDS)));
  return parsed.data;
}
