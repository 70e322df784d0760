import { APICallError, generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output } from 'ai';
import { z } from 'zod';
import { CoachError } from '../coach.js';
import type { EndpointModel } from './model-endpoint.js';
import type { OutputMode } from './output-mode.js';
import { DATA_RULE, quoteData } from './quoted-data.js';
import { readTolerantJson, UnreadableJsonError } from './tolerant-json.js';

export interface LlmSettings {
  model: string;
  /** The model for `use_o3_model` podcast scripts; the standard model when unset. */
  premiumModel?: string | undefined;
  /** Each call to the provider, retries included, is abandoned after this long. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a network failure (the AI SDK's backoff, which honours Retry-After). */
  maxRetries: number;
  /** A streamed tutor reply is abandoned after this long without a new piece (DESIGN D10). */
  streamIdleTimeoutMs: number;
  /** The cap on a tutor reply's length. */
  maxOutputTokens: number;
}

export interface JsonTask {
  /** A short name, written first in the system prompt as `task: name`, for logs and test fakes. */
  task: string;
  instructions: string;
  /** The reply's shape: sent as the structured-output schema, and described in the prompt. */
  schema: z.ZodType;
  /** Quoted as data (see quoted-data.ts). */
  data: unknown;
}

export type AskModel = (task: JsonTask) => Promise<unknown>;

/**
 * One question to the model, answered in JSON, in the best output mode the endpoint accepts (issue 26):
 * a strict JSON schema, else JSON mode, else plain text. A server that refuses a mode (400/422/501 about
 * the response format) is asked again in the next one, and the model's memory keeps the step for the
 * process. A reply that does not match (a fence, trailing commas, prose around the JSON) is read
 * tolerantly. The caller validates what comes back.
 *
 * Failures are CoachErrors: unreadable JSON is `invalid_format`; a network failure, an error status
 * that retries did not cure, or a timeout is `unavailable`.
 */
export function createModelClient(settings: LlmSettings, target: EndpointModel): AskModel {
  const timeoutMs = settings.timeoutMs * target.waitFactor;

  const askIn = async (mode: OutputMode, question: JsonTask): Promise<unknown> => {
    const system = systemPrompt(question.task, question.instructions, question.schema);
    const common = {
      model: target.model(mode),
      maxRetries: settings.maxRetries,
      abortSignal: AbortSignal.timeout(timeoutMs),
      prompt: quoteData(question.data),
    };
    if (mode === 'text') {
      const { text } = await generateText({
        ...common,
        system: `${system}\nReply with the JSON document only.`,
      });
      return readReply(question.task, text);
    }
    try {
      const { output } = await generateText({
        ...common,
        system,
        output: Output.object({ schema: question.schema, name: question.task.replace(/\W/g, '_') }),
      });
      return output;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) return readReply(question.task, error.text ?? '');
      if (NoOutputGeneratedError.isInstance(error)) return readReply(question.task, '');
      throw error;
    }
  };

  return async (question) => {
    let mode: OutputMode | null = target.outputModes.mode;
    for (;;) {
      try {
        const answer = await askIn(mode, question);
        target.outputModes.accepted(mode);
        return answer;
      } catch (error) {
        if (error instanceof CoachError) throw error;
        mode = refusedOutputMode(error) ? target.outputModes.refused(mode) : null;
        if (!mode) throw unavailable(question.task, error);
      }
    }
  };
}

function systemPrompt(task: string, instructions: string, schema: z.ZodType): string {
  const { $schema: _dialect, ...shape } = z.toJSONSchema(schema);
  return [
    `task: ${task}`,
    instructions.trim(),
    DATA_RULE,
    'Reply with one JSON document that follows this JSON Schema:',
    JSON.stringify(shape),
  ].join('\n\n');
}

function readReply(task: string, text: string): unknown {
  try {
    return readTolerantJson(text);
  } catch (error) {
    if (error instanceof UnreadableJsonError) {
      throw new CoachError('invalid_format', `${task}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

/**
 * A server without the output mode answers the request itself as bad, naming the format: other bad
 * requests (a context too long, a wrong model name) must not cost the endpoint its structured output.
 */
function refusedOutputMode(error: unknown): boolean {
  if (!APICallError.isInstance(error) || ![400, 422, 501].includes(error.statusCode ?? 0)) return false;
  if (error.statusCode === 501) return true;
  return /response_format|json_schema|json_object|structured|schema|grammar|format/i.test(
    `${error.message} ${error.responseBody ?? ''}`,
  );
}

function unavailable(task: string, error: unknown): CoachError {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new CoachError('unavailable', `${task}: ${what}`, { cause: error });
}
