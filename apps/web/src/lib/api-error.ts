export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. The message is the generic text of the spec; `detail` is the server's own sentence. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly method: HttpMethod,
    readonly path: string,
    readonly status: number,
    readonly detail?: string,
    /** The HTTP reason phrase ('Not Found'), for texts that quote the status (spec 2 §8's audit-log error). */
    readonly statusText = '',
  ) {
    super(`${method} ${path} failed: ${status}`);
  }
}

/** The request never got an answer: offline, DNS, refused connection, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: ErrorOptions) {
    super('Network error', options);
  }
}

/** The sentence to show a person: the server's detail when it gave one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
