import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from './api-client';
import { ApiError, NetworkError, errorText } from './api-error';
import { readToken, saveToken } from './token-storage';
import { onUnauthorized } from './unauthorized';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [input, init] = fetchMock.mock.lastCall ?? [];
  const url = input instanceof Request ? input.url : (input?.toString() ?? '');
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('prefixes the API path, asks for JSON and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1, username: 'ada' }));

    await expect(apiGet('me')).resolves.toEqual({ id: 1, username: 'ada' });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/socratica/api/me');
    expect(init.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    saveToken('abc.def');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiGet('me');

    expect(lastCall().headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it.each([
    ['POST', apiPost],
    ['PUT', apiPut],
    ['PATCH', apiPatch],
    ['DELETE', apiDelete],
  ] as const)('%s sends a JSON body', async (method, call) => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await call('assessments/3', { body: { topic: 'Tides' } });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/socratica/api/assessments/3');
    expect(init.method).toBe(method);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"topic":"Tides"}');
  });

  it('sends a form-encoded body when asked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiPost('login', { form: { username: 'ada', password: 'p&ss word' } });

    const { init, headers } = lastCall();
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('username=ada&password=p%26ss+word');
  });

  it('sends a multipart body as it is, leaving its Content-Type (with the boundary) to the browser', async () => {
    saveToken('abc.def');
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const parts = new FormData();
    parts.append('title', 'Tides');
    parts.append('file', new File(['# Tides'], 'tides.md', { type: 'text/markdown' }));

    await expect(apiPost('admin/sources', { multipart: parts })).resolves.toEqual({ id: 1 });

    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(parts);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends same-origin cookies, so that sign-in carries the device cookie', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiPost('login', { form: { username: 'ada', password: 'secret' } });

    expect(lastCall().init.credentials).toBe('same-origin');
  });

  it('returns undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiDelete('assessments/3')).resolves.toBeUndefined();
  });

  it('raises an ApiError with the generic message and the server detail', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { detail: 'No such report.' }));

    const error = await apiGet('assessments/9').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'GET assessments/9 failed: 404',
      status: 404,
      detail: 'No such report.',
    });
    expect(errorText(error)).toBe('No such report.');
  });

  it('raises an ApiError without detail when the body has none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await apiPost('chat').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'POST chat failed: 502', status: 502, detail: undefined });
    expect(errorText(error)).toBe('POST chat failed: 502');
  });

  it('raises a NetworkError when fetch throws', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiGet('me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error');
  });

  it('lets a cancellation through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));

    const error = await apiGet('me', { signal: controller.signal }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DOMException);
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('ends the session on a 401: clears the token and tells the subscribers', async () => {
    saveToken('stale');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Your session has expired.' }));

    await expect(apiGet('assessments')).rejects.toMatchObject({ status: 401 });

    expect(readToken()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('keeps the session on a 401 when the caller says so (login)', async () => {
    saveToken('kept');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Incorrect username or password.' }));

    await expect(apiPost('login', { form: {}, endSessionOnUnauthorized: false })).rejects.toMatchObject({
      detail: 'Incorrect username or password.',
    });

    expect(readToken()).toBe('kept');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('does not end the session on other errors', async () => {
    saveToken('kept');
    fetchMock.mockResolvedValue(jsonResponse(403, { detail: 'Admins only.' }));

    await expect(apiGet('admin/users')).rejects.toBeInstanceOf(ApiError);

    expect(readToken()).toBe('kept');
  });

  it('stops notifying a listener once it unsubscribes', async () => {
    const listener = vi.fn();
    onUnauthorized(listener)();
    fetchMock.mockResolvedValue(jsonResponse(401));

    await apiGet('me').catch(() => undefined);

    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a server restarting', () => {
  const restarting = (retryAfter = '5') =>
    new Response(
      JSON.stringify({ detail: 'This server is restarting; please try again in a few seconds.' }),
      {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      },
    );

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has a GET sent once more after its Retry-After, and answers what the server then says', async () => {
    fetchMock.mockResolvedValueOnce(restarting()).mockResolvedValueOnce(jsonResponse(200, { id: 1 }));

    const onRestartWait = vi.fn();
    const answer = apiGet('me', { onRestartWait });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onRestartWait).toHaveBeenCalledWith(5);
    await vi.advanceTimersByTimeAsync(100);

    await expect(answer).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a POST again only when its refusals store nothing', async () => {
    fetchMock.mockResolvedValue(restarting());
    await expect(apiPost('chat', { body: { text: 'Hi' } })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(restarting('1')).mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const resent = apiPost('chat/stream', { body: { text: 'Hi' }, resendWhenRestarting: true });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(resent).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ text: 'Hi' }),
      JSON.stringify({ text: 'Hi' }),
    ]);
  });

  it('shows the refusal when the server is still restarting, or asks for a longer wait than a restart', async () => {
    fetchMock.mockImplementation(async () => restarting('1'));
    const twice = apiGet('me');
    const refused = expect(twice).rejects.toMatchObject({
      status: 503,
      detail: 'This server is restarting; please try again in a few seconds.',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(restarting('120'));
    await expect(apiGet('me')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller cancels, with the AbortError', async () => {
    fetchMock.mockResolvedValue(restarting());
    const controller = new AbortController();
    const answer = apiGet('me', { signal: controller.signal });
    const cancelled = expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await cancelled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
