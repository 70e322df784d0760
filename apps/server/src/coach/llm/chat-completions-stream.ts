import { APICallError } from '@ai-sdk/provider';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { providerText } from '../../lib/provider-error-text.js';
import { ChatStreamError, completionEvents, type ChatStreamEvent } from './completion-chunks.js';
import { withProviderRetries } from './provider-retries.js';

/** Where an OpenAI-compatible endpoint is and how it is signed into (model-endpoint.ts's settings). */
export interface ChatCompletionsAddress {
  baseURL: string;
  apiKey?: string | undefined;
  /** Azure OpenAI: sent as `?api-version=`, with the key in an `api-key` header. */
  apiVersion?: string | undefined;
}

/** What a call asks; the model, `stream` and `stream_options` are added. */
export interface ChatCompletionRequest {
  messages: readonly object[];
  max_tokens: number;
  tools?: readonly object[];
  tool_choice?: 'auto';
}

/** One model's streamed chat completions. */
export interface ChatCompletions {
  /**
   * The reply's text as it arrives, then how it finished. A 429, 5xx or network failure before the
   * stream begins is retried up to `maxRetries` times (provider-retries.ts); an error status is an
   * APICallError, a stream that goes wrong once begun a ChatStreamError. Aborting `signal` destroys the
   * request at once.
   */
  stream(
    request: ChatCompletionRequest,
    options: { maxRetries: number; signal: AbortSignal },
  ): AsyncGenerator<ChatStreamEvent>;
}

type BodyTransform = (body: Record<string, unknown>) => Record<string, unknown>;

/**
 * Keep-alive connections, so a learner's next turn skips the TCP and TLS handshakes. Idle ones close
 * after 4 s, as undici's (the AI SDK's fetch) do, before a server's own keep-alive timeout (often 5 s)
 * can close one under a new request.
 */
const IDLE_SOCKET_MS = 4000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/**
 * `POST {baseURL}/chat/completions` streamed as Server-Sent Events, read directly over node:http(s): the
 * same request the AI SDK's OpenAI-compatible provider sends (`transformBody` as its
 * transformRequestBody), for a tenth of streamText's CPU per streamed piece.
 */
export function chatCompletions(
  address: ChatCompletionsAddress,
  model: string,
  transformBody?: BodyTransform,
): ChatCompletions {
  const url = new URL(`${address.baseURL.replace(/\/$/, '')}/chat/completions`);
  if (address.apiVersion) url.searchParams.set('api-version', address.apiVersion);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: '*/*',
    'user-agent': `socratica node.js/${process.version}`,
  };
  if (address.apiKey) {
    if (address.apiVersion) headers['api-key'] = address.apiKey;
    else headers.authorization = `Bearer ${address.apiKey}`;
  }

  return {
    async *stream(request, { maxRetries, signal }) {
      const plain = { model, ...request, stream: true, stream_options: { include_usage: true } };
      const body = transformBody ? transformBody(plain) : plain;
      const payload = JSON.stringify(body);
      const call: Call = {
        url,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) },
        payload,
        body,
        signal,
      };
      const response = await withProviderRetries(maxRetries, signal, () => post(call));
      try {
        yield* completionEvents(response);
      } catch (error) {
        // As with fetch, an aborted call fails with the signal's reason (an AbortError unless one was given).
        if (signal.aborted) throw signal.reason;
        if (error instanceof ChatStreamError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChatStreamError(`the connection closed before the reply was finished (${reason})`, {
          cause: error,
        });
      }
    },
  };
}

/** One request, as sent each time it is tried. */
interface Call {
  url: URL;
  headers: Record<string, string>;
  payload: string;
  /** The body as an object, for the error. */
  body: unknown;
  signal: AbortSignal;
}

/** fetch (the AI SDK's) follows redirects; one that keeps method and body is followed here, on the same origin. */
const MAX_REDIRECTS = 5;

/** The response once it is known to be a stream (2xx), or the APICallError the AI SDK would have thrown. */
async function post(call: Call, redirects = 0, staleSocketRetried = false): Promise<IncomingMessage> {
  const { url, signal } = call;
  const request = (url.protocol === 'https:' ? https : http).request(url, {
    method: 'POST',
    headers: call.headers,
    agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
  });
  // Aborting destroys the request without an error of its own (node:http's `signal` option destroys it with
  // one, which a body whose reader has already stopped emits with no listener left, crashing the process);
  // a reader still reading sees the body end early, and `stream` answers the signal's reason.
  const abort = () => request.destroy();
  signal.addEventListener('abort', abort, { once: true });
  request.once('close', () => signal.removeEventListener('abort', abort));
  let response: IncomingMessage;
  let stopWaitingForAbort = () => {};
  try {
    response = await new Promise<IncomingMessage>((resolve, reject) => {
      if (signal.aborted) {
        request.destroy();
        reject(signal.reason as Error);
        return;
      }
      const rejectOnAbort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', rejectOnAbort, { once: true });
      stopWaitingForAbort = () => signal.removeEventListener('abort', rejectOnAbort);
      request.once('response', resolve);
      request.on('error', reject);
      request.end(call.payload);
    });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    // A kept-alive connection that the server closed just as it was reused: Node's advice is to send again.
    if (request.reusedSocket && !staleSocketRetried && isConnectionReset(error)) {
      return post(call, redirects, true);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new APICallError({
      message: `Cannot connect to API: ${reason}`,
      url: url.href,
      requestBodyValues: call.body,
      cause: error,
      isRetryable: true,
    });
  } finally {
    // Retries and the video tool's second step call again on the same signal: one listener per call would pile up.
    stopWaitingForAbort();
  }
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) {
    // An error while the body is read reaches its reader; one after the reader has stopped (the reply cut
    // by a content filter, then aborted) has no reader left and would otherwise crash the process.
    response.on('error', () => undefined);
    return response;
  }
  const location = response.headers.location;
  if ((status === 307 || status === 308) && location && redirects < MAX_REDIRECTS) {
    const target = new URL(location, url);
    if (target.origin === url.origin) {
      response.resume();
      return post({ ...call, url: target }, redirects + 1);
    }
  }
  const responseBody = await readText(response).catch(() => '');
  throw new APICallError({
    message: providerText(responseBody) ?? response.statusMessage ?? `HTTP ${status}`,
    url: url.href,
    requestBodyValues: call.body,
    statusCode: status,
    responseHeaders: flatHeaders(response.headers),
    responseBody,
  });
}

function isConnectionReset(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

async function readText(response: IncomingMessage): Promise<string> {
  response.setEncoding('utf8');
  let text = '';
  for await (const piece of response as AsyncIterable<string>) text += piece;
  return text;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
