import type { AiCheckName, AiConnectionCheck, AiOutputMode, AiOutputModeSource } from '@socratica/contracts';

export const CHECK_NAMES: Record<AiCheckName, string> = {
  models: 'Models list',
  completion: 'Short completion',
  structured_output: 'Structured output',
  stream: 'Stream',
};

const OUTPUT_MODES: Record<AiOutputMode, string> = {
  json_schema: 'strict JSON schema',
  json_object: 'JSON mode',
  text: 'plain text',
};

const OUTPUT_MODE_SOURCES: Record<AiOutputModeSource, string> = {
  configured: 'configured',
  assumed: 'assumed, not yet tried',
  learned: 'learned',
};

/** "Output mode: strict JSON schema (learned)"; null for the checks that do not ask for JSON. */
export function outputModeText({ output_mode, output_mode_source }: AiConnectionCheck): string | null {
  if (!output_mode) return null;
  const source = output_mode_source ? ` (${OUTPUT_MODE_SOURCES[output_mode_source]})` : '';
  return `Output mode: ${OUTPUT_MODES[output_mode]}${source}`;
}

/** The check's timings: its latency, a stream's first token, and the rate the server reported or that it did not. */
export function timingText(check: AiConnectionCheck): string {
  const parts = [`Latency ${check.latency_ms.toLocaleString('en-US')} ms`];
  if (check.time_to_first_token_ms !== null)
    parts.push(`first token after ${check.time_to_first_token_ms} ms`);
  // A failed call has no rate to report.
  if (check.name !== 'models' && check.ok) {
    parts.push(
      check.tokens_per_second === null
        ? 'tokens per second: not reported'
        : `${check.tokens_per_second.toLocaleString('en-US')} tokens per second`,
    );
  }
  return parts.join(' · ');
}

const MODELS_SHOWN = 10;

/**
 * "Lists 3 models: a, b, c", the first few of a long list, and whether the model the checks used is among
 * them: a name the server does not list is the likeliest cause of a failing completion.
 */
export function modelsText(models: readonly string[], used: string | null = null): string {
  if (models.length === 0) return 'Lists no models.';
  const shown = models.slice(0, MODELS_SHOWN).join(', ');
  const more = models.length > MODELS_SHOWN ? `, and ${models.length - MODELS_SHOWN} more` : '';
  const missing =
    used !== null && !models.includes(used) ? ` The model used, ${used}, is not among them.` : '';
  return `Lists ${models.length} model${models.length === 1 ? '' : 's'}: ${shown}${more}.${missing}`;
}

/** The provider's own words, after its HTTP status when it answered with one. */
export function failureText({ error, http_status }: AiConnectionCheck): string {
  const message = error ?? 'No reason was given.';
  return http_status === null ? message : `HTTP ${http_status}: ${message}`;
}
