import { z } from 'zod';

/** Every 4xx and 5xx answer carries one human-readable sentence. */
export const ErrorBody = z.object({ detail: z.string() }).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const OkBody = z.object({ success: z.literal(true), message: z.string() });
export type OkBody = z.infer<typeof OkBody>;

const ID_RULE = 'The id must be a positive whole number.';
export const IdParams = z.object({
  id: z.coerce.number({ error: ID_RULE }).int({ error: ID_RULE }).positive({ error: ID_RULE }),
});
export type IdParams = z.infer<typeof IdParams>;

export const PageQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1, { error: 'page starts at 1.' }).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, { error: 'limit must be at least 1.' })
      .max(maxLimit, { error: `limit can be at most ${maxLimit}.` })
      .default(defaultLimit),
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
  ai_provider: z.enum(['offline', 'openai']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
