import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { retryAfterMs } from './retry-after.js';
import { SerialQueue } from './serial-queue.js';
import { WikipediaError } from './wikipedia-error.js';

export interface ActionApiOptions {
  /** The wiki, e.g. https://en.wikipedia.org; the API is at /w/api.php under it. */
  baseUrl: string;
  userAgent: string;
  /** How long one request may take, its body included. */
  timeoutMs: number;
  /** The most that Retry-After waits may add to one call, in total, before it gives up. */
  maxBackOffMs: number;
}

/** Tries of one call, the first included, however short the waits asked for. */
const MAX_ATTEMPTS = 3;
/** The wait when a 429 or 503 names none. */
const DEFAULT_BACK_OFF_MS = 1000;

/** An Action API error, which comes with HTTP 200 (a maxlag error too, with a Retry-After header). */
const ApiError = z.object({
  error: z.object({ code: z.string().optional(), info: z.string().optional() }).loose(),
});

type Attempt = { kind: 'answer'; body: unknown } | { kind: 'back-off'; waitMs: number; status: number };

/**
 * GET requests to the MediaWiki Action API, as Wikimedia's etiquette asks: a User-Agent naming the app and
 * its operator, one request at a time from this process, Retry-After honoured on 429, 503 and maxlag (within
 * a bounded total wait, then the call gives up), and a timeout on each request.
 */
export class ActionApi {
  private readonly queue = new SerialQueue();
  private readonly endpoint: string;

  constructor(private readonly options: ActionApiOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/w/api.php`;
  }

  /** One query (format=json, formatversion=2 added), answered as parsed JSON. */
  get(params: Record<string, string>): Promise<unknown> {
    return this.queue.run(() => this.withBackOff(params));
  }

  private async withBackOff(params: Record<string, string>): Promise<unknown> {
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(params);
      if (outcome.kind === 'answer') return outcome.body;
      if (attempt >= MAX_ATTEMPTS || waited + outcome.waitMs > this.options.maxBackOffMs) {
        throw new WikipediaError(
          'rate_limited',
          `Wikipedia asked us to wait ${Math.ceil(outcome.waitMs / 1000)} s more (HTTP ${outcome.status}); given up after ${attempt} tries.`,
          outcome.status,
        );
      }
      await sleep(outcome.waitMs);
      waited += outcome.waitMs;
    }
  }

  private async attempt(params: Record<string, string>): Promise<Attempt> {
    const url = `${this.endpoint}?${new URLSearchParams({ ...params, format: 'json', formatversion: '2' }).toString()}`;
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
        signal: timeout,
      });
      text = await response.text();
    } catch (error) {
      if (timeout.aborted) {
        throw new WikipediaError(
          'timeout',
          `Wikipedia did not answer within ${this.options.timeoutMs / 1000} s.`,
        );
      }
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new WikipediaError(
        'network',
        `Wikipedia could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`,
      );
    }
    const waitMs = () =>
      Math.max(100, retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_BACK_OFF_MS);
    if (response.status === 429 || response.status === 503) {
      return { kind: 'back-off', waitMs: waitMs(), status: response.status };
    }
    if (!response.ok) {
      throw new WikipediaError('http_error', `Wikipedia answered HTTP ${response.status}.`, response.status);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new WikipediaError('bad_response', 'Wikipedia answered with something that is not JSON.');
    }
    const apiError = ApiError.safeParse(body);
    if (apiError.success) {
      const { code, info } = apiError.data.error;
      if (code === 'maxlag') return { kind: 'back-off', waitMs: waitMs(), status: response.status };
      throw new WikipediaError(
        'bad_response',
        `Wikipedia refused the request: ${code ?? 'error'}${info ? ` (${info})` : ''}.`,
      );
    }
    return { kind: 'answer', body };
  }
}
