import { z } from 'zod';

// Issue 26: the admin's "Check the AI connection" (POST admin/ai/check), in the settings tab.

export const AiCheckName = z
  .enum(['models', 'completion', 'structured_output', 'stream'])
  .describe(
    "Run in this order. models: the endpoint's model list; completion: one short answer from the standard " +
      'model; structured_output: one small JSON question asked as the coach asks its questions, in the best ' +
      'output mode the endpoint accepts; stream: one short answer streamed.',
  );
export type AiCheckName = z.infer<typeof AiCheckName>;

export const AiOutputMode = z
  .enum(['json_schema', 'json_object', 'text'])
  .describe(
    'How JSON answers are asked for: json_schema, a strict schema the server enforces; json_object, JSON mode ' +
      '(the schema only in the prompt); text, plain text read tolerantly.',
  );
export type AiOutputMode = z.infer<typeof AiOutputMode>;

export const AiOutputModeSource = z
  .enum(['configured', 'assumed', 'learned'])
  .describe(
    'configured: SOCRATICA_AI_STRUCTURED_OUTPUT names it; assumed: not yet tried; learned: the endpoint answered ' +
      'in it, or refused the stronger modes, during this run of the server.',
  );
export type AiOutputModeSource = z.infer<typeof AiOutputModeSource>;

export const AiConnectionCheck = z.object({
  name: AiCheckName,
  ok: z.boolean(),
  error: z
    .string()
    .nullable()
    .describe(
      "Why it failed, in the provider's own words when the provider answered (its error message, else the HTTP " +
        'status text); null when it worked.',
    ),
  http_status: z
    .number()
    .int()
    .nullable()
    .describe("The provider's HTTP status when it refused; null when it worked or did not answer."),
  latency_ms: z.number().int().describe('From the request to the end of the answer, failures included.'),
  time_to_first_token_ms: z
    .number()
    .int()
    .nullable()
    .describe('stream: from the request to the first piece of text; null for the other checks.'),
  output_tokens: z
    .number()
    .int()
    .nullable()
    .describe('The tokens the server says it wrote; null when it did not report usage (never estimated).'),
  tokens_per_second: z
    .number()
    .nullable()
    .describe(
      'output_tokens per second of generation: of the whole call, or for the stream from its first piece of text ' +
        'to its end (the whole call when the text came in one piece); null when output_tokens is null.',
    ),
  reply: z.string().nullable().describe("The start of the model's answer, as text; null when there is none."),
  models: z
    .array(z.string())
    .nullable()
    .describe('models: the ids the endpoint lists (at most 200); null for the other checks or on failure.'),
  output_mode: AiOutputMode.nullable().describe(
    'structured_output: the mode in use after the check, which later coach questions use too; null otherwise.',
  ),
  output_mode_source: AiOutputModeSource.nullable(),
});
export type AiConnectionCheck = z.infer<typeof AiConnectionCheck>;

export const AiCheckResult = z.object({
  provider: z.enum(['offline', 'openai', 'local']).describe('SOCRATICA_AI_PROVIDER.'),
  status: z
    .enum(['connected', 'failed', 'not_configured'])
    .describe(
      'connected: every check worked; failed: at least one did not; not_configured: there is no model to check ' +
        '(the offline coach, or an embedded model not downloaded yet), so nothing was called.',
    ),
  success: z.boolean().describe('False only when a check failed.'),
  message: z.string().describe('What happened, in a sentence to show.'),
  base_url: z
    .string()
    .nullable()
    .describe('The endpoint, without any user, password or query; null for the offline and embedded models.'),
  model: z
    .string()
    .nullable()
    .describe('The model the checks used: SOCRATICA_AI_MODEL, or the embedded model’s file.'),
  checks: z.array(AiConnectionCheck),
});
export type AiCheckResult = z.infer<typeof AiCheckResult>;
