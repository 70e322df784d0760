import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3Warning,
} from '@ai-sdk/provider';
import { toGrammarSchema } from './grammar-schema.js';
import type {
  GenerationRequest,
  GenerationResult,
  LocalModelRuntime,
  StopReason,
} from './local-model-runtime.js';
import { promptToChatHistory } from './prompt-to-chat-history.js';

export interface LocalLanguageModelOptions {
  /** The output cap when a call sets none: without one a model could write until its context is full. */
  defaultMaxOutputTokens: number;
  /** Used when a call sets none; node-llama-cpp's own default is 0 (always the likeliest token). */
  defaultTemperature?: number | undefined;
}

const TEXT_ID = 'text-0';

/**
 * The embedded model as an AI SDK language model (specification v3), so the model coach runs on it
 * unchanged. Structured output is enforced by a grammar built from the JSON schema (grammar-schema.ts),
 * so the reply always parses. The embedded model calls no tools: tools are left out, with a warning.
 *
 * An aborted call fails with the abort signal's reason, as an aborted fetch does for the HTTP providers:
 * the AI SDK reads that as a cancelled call, not as a provider error.
 */
export function localLanguageModel(
  runtime: LocalModelRuntime,
  options: LocalLanguageModelOptions,
): LanguageModelV3 {
  const modelId = runtime.modelName;

  const prepare = (call: LanguageModelV3CallOptions) => {
    const { history, warnings } = promptToChatHistory(call.prompt);
    const callWarnings: SharedV3Warning[] = [...warnings, ...unsupportedSettings(call)];
    const format = call.responseFormat;
    const request: GenerationRequest = {
      history,
      maxTokens: call.maxOutputTokens ?? options.defaultMaxOutputTokens,
      temperature: call.temperature ?? options.defaultTemperature,
      topP: call.topP,
      topK: call.topK,
      seed: call.seed,
      stopSequences: call.stopSequences,
      json:
        format?.type === 'json'
          ? { schema: format.schema === undefined ? undefined : toGrammarSchema(format.schema) }
          : undefined,
    };
    return { request, warnings: callWarnings };
  };

  return {
    specificationVersion: 'v3',
    provider: 'local',
    modelId,
    supportedUrls: {},

    async doGenerate(call) {
      const { request, warnings } = prepare(call);
      const result = await runtime.generate({ ...request, signal: call.abortSignal });
      return {
        content: result.text ? [{ type: 'text', text: result.text }] : [],
        finishReason: finishReasonOf(result.stopReason),
        usage: usageOf(result.usage),
        warnings,
        response: { modelId, timestamp: new Date() },
      };
    },

    doStream(call) {
      const { request, warnings } = prepare(call);
      // The reader may cancel the stream (it stopped reading): that stops the generation too.
      const cancelled = new AbortController();
      const signal = call.abortSignal
        ? AbortSignal.any([call.abortSignal, cancelled.signal])
        : cancelled.signal;
      let open = true;
      let textStarted = false;

      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          const send = (part: LanguageModelV3StreamPart) => {
            if (open) controller.enqueue(part);
          };
          const close = () => {
            if (open) controller.close();
            open = false;
          };
          send({ type: 'stream-start', warnings });
          send({ type: 'response-metadata', modelId, timestamp: new Date() });
          // Started here, synchronously, so the queue sees the caller's ticket (../queue-ticket.ts).
          runtime
            .generate({
              ...request,
              signal,
              onTextChunk: (delta) => {
                if (!delta) return;
                if (!textStarted) send({ type: 'text-start', id: TEXT_ID });
                textStarted = true;
                send({ type: 'text-delta', id: TEXT_ID, delta });
              },
            })
            .then(
              (result) => {
                if (textStarted) send({ type: 'text-end', id: TEXT_ID });
                send({
                  type: 'finish',
                  finishReason: finishReasonOf(result.stopReason),
                  usage: usageOf(result.usage),
                });
                close();
              },
              (error: unknown) => {
                if (!open) return;
                if (signal.aborted) {
                  open = false;
                  controller.error(error);
                  return;
                }
                send({ type: 'error', error });
                send({
                  type: 'finish',
                  finishReason: { unified: 'error', raw: undefined },
                  usage: usageOf(null),
                });
                close();
              },
            );
        },
        cancel(reason) {
          open = false;
          cancelled.abort(reason);
        },
      });
      return Promise.resolve({ stream });
    },
  };
}

function unsupportedSettings(call: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (call.tools?.length) {
    warnings.push({
      type: 'unsupported',
      feature: 'tools',
      details: 'The embedded model does not call tools; they were left out.',
    });
  }
  if (call.presencePenalty !== undefined) warnings.push({ type: 'unsupported', feature: 'presencePenalty' });
  if (call.frequencyPenalty !== undefined)
    warnings.push({ type: 'unsupported', feature: 'frequencyPenalty' });
  return warnings;
}

function finishReasonOf(reason: StopReason): LanguageModelV3FinishReason {
  const unified =
    reason === 'maxTokens'
      ? 'length'
      : reason === 'eogToken' || reason === 'stopGenerationTrigger' || reason === 'customStopTrigger'
        ? 'stop'
        : 'other';
  return { unified, raw: reason };
}

function usageOf(usage: GenerationResult['usage'] | null): LanguageModelV3Usage {
  return {
    inputTokens: {
      total: usage?.inputTokens,
      noCache: usage ? usage.inputTokens - usage.cachedInputTokens : undefined,
      cacheRead: usage?.cachedInputTokens,
      cacheWrite: undefined,
    },
    outputTokens: { total: usage?.outputTokens, text: usage?.outputTokens, reasoning: undefined },
  };
}
