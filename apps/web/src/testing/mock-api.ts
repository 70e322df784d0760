import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, e.g. `times` repeated for `assessments/start`. */
  query: URLSearchParams;
  headers: Headers;
  body: string | null;
  /** A multipart body (a file upload), as sent. */
  formData: FormData | null;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

const API_PREFIX = '/socratica/api/';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Makes fetch reject the way browsers do when the network is down. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * Replaces fetch with a tiny fake of the API: handlers are keyed by 'METHOD path', the path relative to the
 * API prefix as in the spec ('GET me'). Anything else answers 404 so a test notices unexpected calls.
 */
export function mockApi(handlers: Record<string, Handler>): { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
      formData: init?.body instanceof FormData ? init.body : null,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : json({ detail: `No fake for ${call.method} ${call.path}.` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
