import { z } from 'zod';

/** Every 4xx and 5xx answer carries one human-readable sentence. */
export const ErrorBody = z.object({ detail: z.string() }).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const OkBody = z.object({ success: z.literal(true), message: z.string() });
export type OkBody = z.infer<typeof OkBody>;

/** The largest number PostgreSQL's `integer` (and so a `serial` id) holds. */
export const MAX_STORED_INTEGER = 2_147_483_647;

const TEXT_RULE =
  'The text contains a NUL character or a broken (unpaired) Unicode character. Remove it and send it again.';
/** No NUL (PostgreSQL cannot store it) and no unpaired surrogate half (not text, and not valid UTF-8). */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this refuses.
const STORABLE_TEXT = /^[^\u0000\p{Cs}]*$/u;

/**
 * Every string a client sends is one of these: whatever it goes on to be, it can be stored and shown.
 * Refine it further as a `z.string()` (trim, min, max, regex).
 */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(STORABLE_TEXT, { error: TEXT_RULE });

/** Text that must be there: trimmed, not blank, at most `max` characters. */
export const requiredText = (what: string, max: number) =>
  storableText({ error: `${what} is required.` })
    .trim()
    .min(1, { error: `${what} must not be blank.`, abort: true })
    .max(max, { error: `${what} can be at most ${max} characters.` });

const CANONICAL_WHOLE_NUMBER = /^(0|-?[1-9]\d{0,15})$/;

/**
 * A whole number from `min` to `max`, as a JSON number or (in paths, queries and forms) written in
 * plain decimal digits: ` 2`, `0x2`, `2.0`, `2e0` and `+2` are refused, so one value has one spelling.
 */
export const wholeNumber = (min: number, max: number, rule: string) =>
  z
    .union(
      [
        z.int({ error: rule }),
        z
          .string({ error: rule })
          .regex(CANONICAL_WHOLE_NUMBER, { error: rule })
          .transform(Number)
          .pipe(z.int({ error: rule })),
      ],
      { error: rule },
    )
    .pipe(z.int().min(min, { error: rule }).max(max, { error: rule }));

const ID_RULE = `The id must be a whole number from 1 to ${MAX_STORED_INTEGER}, written in plain digits.`;
/** A row id, in a path, a query or a body. */
export const id = (rule: string = ID_RULE) => wholeNumber(1, MAX_STORED_INTEGER, rule);

export const IdParams = z.object({ id: id() });
export type IdParams = z.infer<typeof IdParams>;

/** No page lies beyond this: it keeps the row offset a safe integer whatever the limit. */
const MAX_PAGE = 1_000_000;

export const PageQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    page: wholeNumber(1, MAX_PAGE, `page is a whole number from 1 to ${MAX_PAGE}.`).default(1),
    limit: wholeNumber(1, maxLimit, `limit is a whole number from 1 to ${maxLimit}.`).default(defaultLimit),
  });

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  ai_provider: z.enum(['offline', 'openai', 'local']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** How one readiness check went: `failed` when it threw, `timed_out` when it did not answer in time. */
export const ReadinessCheckResult = z.enum(['ok', 'failed', 'timed_out']);
export type ReadinessCheckResult = z.infer<typeof ReadinessCheckResult>;

/** GET ready, 200: every check passed and the server takes new work (a load balancer may send it traffic). */
export const ReadyResponse = z.object({
  status: z.literal('ready'),
  checks: z.record(z.string(), z.literal('ok')),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;

/** GET ready, 503: why not, and each check's result (none while the server is shutting down). */
export const NotReadyResponse = z.object({
  detail: z.string(),
  checks: z.record(z.string(), ReadinessCheckResult),
});
export type NotReadyResponse = z.infer<typeof NotReadyResponse>;

/** A list as a person says it in a message: "daily, weekly or monthly". */
export function spokenList(items: readonly (string | number)[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${String(items.at(-1))}` : items.join('');
}
