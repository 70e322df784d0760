import { ApiError, NetworkError, type HttpMethod } from './api-error';
import { clearToken, readToken } from './token-storage';
import { notifyUnauthorized } from './unauthorized';

const API_PREFIX = '/socratica/api/';

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead of JSON. */
  form?: Record<string, string>;
  /**
   * Sent as multipart/form-data (a file upload). The Content-Type is left to the browser, which adds the
   * boundary the parts are separated by.
   */
  multipart?: FormData;
  signal?: AbortSignal;
  /** The Accept header; JSON unless the caller reads another format (the chat's event stream). */
  accept?: string;
  /**
   * Sent once more if a restarting server refuses it unread (503 with a short Retry-After), once the server
   * should be back. GETs always are; a POST only when its refusals store nothing, as the chat's stream says.
   */
  resendWhenRestarting?: boolean;
  /** Told how many seconds the resend waits for, so the page can say why nothing seems to happen. */
  onRestartWait?: (seconds: number) => void;
  /**
   * A 401 normally means the session is over. Login answers 401 for wrong credentials, which must not sign
   * anybody out, so it turns this off.
   */
  endSessionOnUnauthorized?: boolean;
}

/** `path` is relative to the API prefix, as in the spec: `me`, `assessments/12`. */
async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetchApi(method, path, options);
  return (await readBody(response)) as T;
}

/**
 * Sends the request with the bearer token and hands back the OK answer unread, for callers that read the body
 * themselves (the SSE reader). A non-OK answer throws the ApiError with the server's detail.
 */
export async function fetchApi(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const response = await send(method, path, options);
  if (response.ok) return response;

  const body = await readBody(response);
  if (response.status === 401 && options.endSessionOnUnauthorized !== false) {
    clearToken();
    notifyUnauthorized();
  }
  throw new ApiError(method, path, response.status, detailOf(body), response.statusText);
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body' | 'form' | 'multipart'>) =>
  apiRequest<T>('GET', path, options);
export const apiPost = <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options);
export const apiPut = <T>(path: string, options?: RequestOptions) => apiRequest<T>('PUT', path, options);
/** A partial change of one resource (`podcasts/{id}/feature`). */
export const apiPatch = <T>(path: string, options?: RequestOptions) => apiRequest<T>('PATCH', path, options);
export const apiDelete = <T>(path: string, options?: Omit<RequestOptions, 'form' | 'multipart'>) =>
  apiRequest<T>('DELETE', path, options);

/** A Retry-After longer than this is not a restart: the caller shows the refusal instead of waiting. */
const RESTART_WAIT_LIMIT_SECONDS = 10;

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const response = await sendOnce(method, path, options);
  const wait = restartWaitSeconds(response);
  if (wait === null || !(method === 'GET' || options.resendWhenRestarting)) return response;
  await response.body?.cancel().catch(() => undefined);
  options.onRestartWait?.(wait);
  await pause(wait * 1000, options.signal);
  return sendOnce(method, path, options);
}

/** The seconds a 503 asks to wait before a resend, when that is short enough to wait for (RFC 9110 §10.2.3). */
function restartWaitSeconds(response: Response): number | null {
  if (response.status !== 503) return null;
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isInteger(seconds) && seconds >= 0 && seconds <= RESTART_WAIT_LIMIT_SECONDS ? seconds : null;
}

/** Waits, unless `signal` is aborted first: then rejects with its reason, as fetch would. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

async function sendOnce(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: options.accept ?? 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body,
      // Said out loud because sign-in depends on it: the server's device cookie must ride along on POST login
      // (decision 015). It is a sign-in hint only; every other call is authenticated by the bearer token.
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    // A cancelled request is not a network failure: the caller asked for it and must see the AbortError.
    if (options.signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function detailOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail.trim() || undefined;
  }
  return undefined;
}
