import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { chatCompletions, type ChatCompletions } from './chat-completions-stream.js';
import { listOpenAiCompatibleModels, type ModelListing } from './model-listing.js';
import { OutputModeMemory, type OutputMode } from './output-mode.js';

export interface EndpointSettings {
  baseURL: string;
  apiKey?: string | undefined;
  /** Azure OpenAI: sent as `?api-version=`, with the key in an `api-key` header. */
  apiVersion?: string | undefined;
  structuredOutput: OutputMode | 'auto';
  /** `auto` tells reasoning models by name. */
  reasoning: 'auto' | 'on' | 'off';
  reasoningEffort?: 'minimal' | 'low' | 'medium' | 'high' | undefined;
}

/** The models a coach may use, by name, and who serves them. */
export interface ModelEndpoint {
  readonly provider: 'openai' | 'local';
  model(name: string): EndpointModel;
  /** The models the endpoint serves, or the provider's own reason why not (the admin's connection check). */
  listModels(signal: AbortSignal): Promise<ModelListing>;
}

/** One model on the endpoint, as each kind of question needs it. */
export interface EndpointModel {
  readonly name: string;
  readonly reasoning: boolean;
  /**
   * How many times the configured time-outs a call may take: more for a reasoning model, which thinks before
   * it writes, and for the embedded model, which writes on the CPU and may wait its turn.
   */
  readonly waitFactor: number;
  /** The model asked for JSON in `mode` (text: no response_format at all). */
  model(mode: OutputMode): LanguageModel;
  /** What this process has learned about the model's structured output. */
  readonly outputModes: OutputModeMemory;
  /**
   * The endpoint's streamed chat completions, read directly: the tutor's reply streams through it at a
   * fraction of streamText's CPU per piece. Absent for the embedded model, which has no HTTP endpoint.
   */
  readonly chatCompletions?: ChatCompletions;
}

/** Reasoning models think before they write: each call may take this many times the configured time. */
const REASONING_WAIT_FACTOR = 4;

/** OpenAI's reasoning models and their successors (issue 26); others are told by SOCRATICA_AI_REASONING=on. */
const REASONING_MODEL_NAME = /^(o\d|gpt-5)/i;

/**
 * The OpenAI-compatible endpoint (DESIGN D11) with the differences between servers handled in one place:
 * Azure's api-version and key header, reasoning models' parameters, and each model's output mode.
 */
export function openAiCompatibleEndpoint(settings: EndpointSettings): ModelEndpoint {
  const models = new Map<string, EndpointModel>();
  return {
    provider: 'openai',
    model(name) {
      let model = models.get(name);
      if (!model) {
        model = endpointModel(settings, name);
        models.set(name, model);
      }
      return model;
    },
    listModels: (signal) => listOpenAiCompatibleModels(settings, signal),
  };
}

function endpointModel(settings: EndpointSettings, name: string): EndpointModel {
  const reasoning =
    settings.reasoning === 'on' || (settings.reasoning === 'auto' && REASONING_MODEL_NAME.test(name));
  const transformBody = reasoning ? reasoningBody(settings.reasoningEffort) : undefined;
  const provider = (supportsStructuredOutputs: boolean) =>
    createOpenAICompatible({
      name: 'socratica',
      baseURL: settings.baseURL,
      ...(settings.apiVersion
        ? {
            queryParams: { 'api-version': settings.apiVersion },
            headers: settings.apiKey ? { 'api-key': settings.apiKey } : {},
          }
        : { apiKey: settings.apiKey }),
      supportsStructuredOutputs,
      // The usage chunk is how a stream's tokens are counted; servers that do not send it still stream.
      includeUsage: true,
      ...(transformBody ? { transformRequestBody: transformBody } : {}),
    }).chatModel(name);
  const withSchema = provider(true);
  const withoutSchema = provider(false);
  return {
    name,
    reasoning,
    waitFactor: reasoning ? REASONING_WAIT_FACTOR : 1,
    model: (mode) => (mode === 'json_schema' ? withSchema : withoutSchema),
    outputModes: new OutputModeMemory(settings.structuredOutput),
    chatCompletions: chatCompletions(settings, name, transformBody),
  };
}

/**
 * Room for a reasoning model's thinking on top of the answer's own cap: `max_completion_tokens` counts
 * both, and a cap sized for the answer alone ends the call before the model has written a word.
 */
const REASONING_TOKEN_ALLOWANCE = 4000;

/**
 * Reasoning models refuse `temperature`, `top_p` and `max_tokens`, take `max_completion_tokens` and a
 * `developer` prompt in place of `system` (OpenAI's chat API reference).
 */
function reasoningBody(effort: EndpointSettings['reasoningEffort']) {
  return (body: Record<string, unknown>): Record<string, unknown> => {
    const { temperature: _t, top_p: _p, max_tokens: maxTokens, messages, ...rest } = body;
    return {
      ...rest,
      messages: Array.isArray(messages)
        ? messages.map((m: { role?: string }) => (m.role === 'system' ? { ...m, role: 'developer' } : m))
        : messages,
      ...(typeof maxTokens === 'number'
        ? { max_completion_tokens: maxTokens + REASONING_TOKEN_ALLOWANCE }
        : {}),
      ...(effort ? { reasoning_effort: effort } : {}),
    };
  };
}
