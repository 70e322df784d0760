import type { Env } from '../config/env.js';
import { createCheckedCoach } from './checks/checked-coach.js';
import type { FailureLog } from './checks/offline-when-failed.js';
import type { ReplyCheckTally } from './checks/reply-check-tally.js';
import type { Coach } from './coach.js';
import { createLlmCoach } from './llm/llm-coach.js';
import { openAiCompatibleEndpoint, type ModelEndpoint } from './llm/model-endpoint.js';
import { createOfflineCoach } from './offline/offline-coach.js';

export type CoachSettings = Pick<
  Env,
  | 'SOCRATICA_AI_PROVIDER'
  | 'SOCRATICA_AI_BASE_URL'
  | 'SOCRATICA_AI_API_KEY'
  | 'SOCRATICA_AI_MODEL'
  | 'SOCRATICA_AI_PREMIUM_MODEL'
  | 'SOCRATICA_AI_TIMEOUT_SECONDS'
  | 'SOCRATICA_AI_MAX_RETRIES'
  | 'SOCRATICA_AI_STREAM_IDLE_SECONDS'
  | 'SOCRATICA_AI_MAX_OUTPUT_TOKENS'
  | 'SOCRATICA_AI_API_VERSION'
  | 'SOCRATICA_AI_STRUCTURED_OUTPUT'
  | 'SOCRATICA_AI_REASONING'
  | 'SOCRATICA_AI_REASONING_EFFORT'
>;

/** Counts nothing: for a coach built outside the app, as in tests of the coach alone. */
const UNCOUNTED: ReplyCheckTally = { record: () => Promise.resolve() };

/**
 * The coach SOCRATICA_AI_PROVIDER names (DESIGN D11): offline by default. A model coach is wrapped
 * in the checks (D20), with the offline coach as its fallback. The offline coach is not wrapped: it
 * runs the same checks on itself before it replies, and a fallback to itself would change nothing,
 * while counting its replies would blur the dashboard's rate of the model's replaced replies.
 */
export function createCoach(
  env: CoachSettings,
  tally: ReplyCheckTally = UNCOUNTED,
  endpoint: ModelEndpoint | null = modelEndpointFor(env),
  log?: FailureLog,
): Coach {
  const offline = createOfflineCoach();
  if (!endpoint) return offline;
  const model = createLlmCoach(
    {
      model: env.SOCRATICA_AI_MODEL,
      premiumModel: env.SOCRATICA_AI_PREMIUM_MODEL,
      timeoutMs: env.SOCRATICA_AI_TIMEOUT_SECONDS * 1000,
      maxRetries: env.SOCRATICA_AI_MAX_RETRIES,
      streamIdleTimeoutMs: env.SOCRATICA_AI_STREAM_IDLE_SECONDS * 1000,
      maxOutputTokens: env.SOCRATICA_AI_MAX_OUTPUT_TOKENS,
    },
    endpoint,
  );
  return createCheckedCoach(model, { fallback: offline, tally, log });
}

/** The OpenAI-compatible endpoint the SOCRATICA_AI_BASE_URL and its neighbours configure; null otherwise. */
export function modelEndpointFor(env: CoachSettings): ModelEndpoint | null {
  if (env.SOCRATICA_AI_PROVIDER !== 'openai') return null;
  if (!env.SOCRATICA_AI_BASE_URL) {
    // readEnv refuses this combination; the check keeps a hand-built configuration honest too.
    throw new Error('SOCRATICA_AI_BASE_URL is required when SOCRATICA_AI_PROVIDER=openai');
  }
  return openAiCompatibleEndpoint({
    baseURL: env.SOCRATICA_AI_BASE_URL,
    apiKey: env.SOCRATICA_AI_API_KEY,
    apiVersion: env.SOCRATICA_AI_API_VERSION,
    structuredOutput: env.SOCRATICA_AI_STRUCTURED_OUTPUT,
    reasoning: env.SOCRATICA_AI_REASONING,
    reasoningEffort: env.SOCRATICA_AI_REASONING_EFFORT,
  });
}
