import { inspect } from 'node:util';

/** An error whose message is safe and useful to show the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(detail, options);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(retryAfterSeconds) });

/**
 * A refusal's log fields. It was answered on purpose, with a detail, so its stack would only bury the
 * unexpected errors' ones: the cause is named in a line instead.
 */
export function refusalLogFields(error: HttpError): Record<string, unknown> {
  const { cause } = error;
  return {
    statusCode: error.statusCode,
    detail: error.detail,
    ...(cause === undefined
      ? {}
      : { cause: cause instanceof Error ? `${cause.name}: ${cause.message}` : inspect(cause, { depth: 1 }) }),
  };
}
