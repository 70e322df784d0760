import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  type LanguageModel,
} from 'ai';
import { z } from 'zod';
import { CoachError } from '../coach.js';
import { DATA_RULE, quoteData } from './quoted-data.js';
import { readTolerantJson, UnreadableJsonError } from './tolerant-json.js';

export interface LlmSettings {
  baseURL: string;
  apiKey?: string | undefined;
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
 * One question to the model, answered in JSON. Structured output is asked for first. When the
 * reply does not match it (a fence, trailing commas, prose around the JSON), the reply's text is
 * read tolerantly; when the server refuses structured output outright (400/422/501), the question
 * is asked again as plain text and read the same way. The caller validates what comes back.
 *
 * Failures are CoachErrors: unreadable JSON is `invalid_format`; a network failure, an error status
 * that retries did not cure, or a timeout is `unavailable`.
 */
export function createModelClient(settings: LlmSettings, model: LanguageModel): AskModel {
  const common = () => ({
    model,
    maxRetries: settings.maxRetries,
    abortSignal: AbortSignal.timeout(settings.timeoutMs),
  });

  return async ({ task, instructions, schema, data }) => {
    const system = systemPrompt(task, instructions, schema);
    const prompt = quoteData(data);
    try {
      const { output } = await generateText({
        ...common(),
        system,
        prompt,
        output: Output.object({ schema, name: task.replace(/\W/g, '_') }),
      });
      return output;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) return readReply(task, error.text ?? '');
      if (NoOutputGeneratedError.isInstance(error)) return readReply(task, '');
      if (!refusedStructuredOutput(error)) throw unavailable(task, error);
    }
    try {
      const { text } = await generateText({
        ...common(),
        system: `${system}\nReply with the JSON document only.`,
        prompt,
      });
      return readReply(task, text);
    } catch (error) {
      throw error instanceof CoachError ? error : unavailable(task, error);
    }
  };
}

export function openAiCompatibleModel(settings: LlmSettings): LanguageModel {
  return createOpenAICompatible({
    name: 'socratica',
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  }).chatModel(settings.model);
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

/** A server without structured output answers the request itself as bad, not the moment. */
function refusedStructuredOutput(error: unknown): boolean {
  return APICallError.isInstance(error) && [400, 422, 501].includes(error.statusCode ?? 0);
}

function unavailable(task: string, error: unknown): CoachError {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new CoachError('unavailable', `${task}: ${what}`, { cause: error });
}
