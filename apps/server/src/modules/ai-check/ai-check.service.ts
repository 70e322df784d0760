import type { AiCheckResult, AiConnectionCheck } from '@socratica/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ModelEndpoint } from '../../coach/llm/model-endpoint.js';
import type { Env } from '../../config/env.js';
import {
  completionCheck,
  modelsCheck,
  streamCheck,
  structuredOutputCheck,
  type ProbeTarget,
} from './connection-probes.js';

export interface AiCheckDependencies {
  provider: Env['SOCRATICA_AI_PROVIDER'];
  /**
   * The endpoint the coach uses, the same instance, so that the check and the coach share what is learned
   * about the output mode; null when there is no model (offline, or an embedded model not downloaded yet).
   */
  endpoint: () => ModelEndpoint | null;
  /** The standard model, as the coach names it. */
  model: string;
  /** Shown without credentials; null when there is no address (the embedded model). */
  baseUrl: string | null;
  /** Only to keep it out of the answer and the logs, should a provider quote it back. */
  apiKey: string | undefined;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const CHECKS = [modelsCheck, completionCheck, structuredOutputCheck, streamCheck];

const NO_MODEL: Record<Env['SOCRATICA_AI_PROVIDER'], string> = {
  offline:
    'The offline coach runs inside the server and needs no connection, so there is no model to check. Set SOCRATICA_AI_PROVIDER to openai (or local) to use a model.',
  local:
    'The embedded model is not downloaded yet, so there is no model to check: download it first, then check again.',
  openai: 'This server was started without a model endpoint, so there is no model to check.',
};

/** Issue 26: the admin's check of the AI connection, one call of each kind the coach makes. */
export class AiCheckService {
  /** The key, and a password in the base URL: a provider or a fetch error may quote either back. */
  private readonly secrets: string[];

  constructor(private readonly deps: AiCheckDependencies) {
    this.secrets = [deps.apiKey, ...addressSecrets(deps.baseUrl)].filter(
      (secret): secret is string => secret !== undefined && secret.length >= 4,
    );
  }

  static forEnv(
    env: Pick<
      Env,
      | 'SOCRATICA_AI_PROVIDER'
      | 'SOCRATICA_AI_BASE_URL'
      | 'SOCRATICA_AI_API_KEY'
      | 'SOCRATICA_AI_MODEL'
      | 'SOCRATICA_AI_TIMEOUT_SECONDS'
    >,
    endpoint: () => ModelEndpoint | null,
    log: FastifyBaseLogger,
  ): AiCheckService {
    return new AiCheckService({
      provider: env.SOCRATICA_AI_PROVIDER,
      endpoint,
      model: env.SOCRATICA_AI_MODEL,
      baseUrl: env.SOCRATICA_AI_PROVIDER === 'openai' ? (env.SOCRATICA_AI_BASE_URL ?? null) : null,
      apiKey: env.SOCRATICA_AI_API_KEY,
      timeoutMs: env.SOCRATICA_AI_TIMEOUT_SECONDS * 1000,
      log,
    });
  }

  /**
   * The models list, a short completion, a structured-output probe and a stream, in that order, each with its
   * own timeout; each runs even when an earlier one failed, since a server may serve chats without listing
   * its models. Without a model, nothing is called and the answer says why: that is not a failure.
   */
  async check(): Promise<AiCheckResult> {
    const { provider, model, log } = this.deps;
    const baseUrl = this.deps.baseUrl === null ? null : displayedAddress(this.deps.baseUrl);
    const endpoint = this.deps.endpoint();
    if (!endpoint) {
      return {
        provider,
        status: 'not_configured',
        success: true,
        message: NO_MODEL[provider],
        base_url: baseUrl,
        model: null,
        checks: [],
      };
    }

    const target: ProbeTarget = { endpoint, model: endpoint.model(model), timeoutMs: this.deps.timeoutMs };
    // The embedded model answers whatever name is asked for: name the file it runs.
    const modelName = target.model.name;
    const checks: AiConnectionCheck[] = [];
    for (const run of CHECKS) checks.push(this.withoutSecrets(await run(target)));

    const failed = checks.filter((check) => !check.ok);
    const where = baseUrl ?? 'the embedded model';
    log.info(
      {
        provider,
        baseUrl,
        model: modelName,
        checks: checks.map(({ name, ok, http_status, latency_ms, error }) => ({
          name,
          ok,
          http_status,
          latency_ms,
          error,
        })),
      },
      'AI connection check',
    );
    return {
      provider,
      status: failed.length === 0 ? 'connected' : 'failed',
      success: failed.length === 0,
      message:
        failed.length === 0
          ? `Connected to ${where}: ${modelName} answered all ${checks.length} checks.`
          : `${failed.length} of ${checks.length} checks failed on ${where} with ${modelName}.`,
      base_url: baseUrl,
      model: modelName,
      checks,
    };
  }

  private withoutSecrets(check: AiConnectionCheck): AiConnectionCheck {
    let error = check.error;
    for (const secret of this.secrets) error = error?.split(secret).join('[hidden]') ?? null;
    return error === check.error ? check : { ...check, error };
  }
}

/** The address without a user, password, query or fragment: any of them may hold a credential. */
function displayedAddress(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return 'set (not shown: it is not a URL)';
  }
}

function addressSecrets(address: string | null): string[] {
  if (!address) return [];
  try {
    const { password } = new URL(address);
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}
