import type { LanguageModelV3 } from '@ai-sdk/provider';
import { localLanguageModel } from './local-language-model.js';
import { startLocalModelRuntime, type LocalModelRuntime, type RuntimeLog } from './local-model-runtime.js';

export interface LocalModelSettings {
  /** A GGUF file on disk. */
  modelPath: string;
  /** SOCRATICA_LOCAL_THREADS, or the cores the process may use. */
  threads: number;
  /** SOCRATICA_LOCAL_PARALLEL: generations at once; the rest wait in fair turn. */
  parallel: number;
  /** SOCRATICA_LOCAL_CONTEXT_TOKENS: each parallel conversation's context window. */
  contextTokens: number;
  log?: RuntimeLog | undefined;
  /** The output cap for calls that set none (the coach's JSON questions). Default: a quarter of the context. */
  defaultMaxOutputTokens?: number | undefined;
  /** For calls that set none. Default 0: always the likeliest token. */
  defaultTemperature?: number | undefined;
}

export interface LocalModel {
  languageModel: LanguageModelV3;
  runtime: LocalModelRuntime;
}

/**
 * The embedded model (DESIGN D21), loading in the background from the moment this returns: the
 * language model for the coach, and the runtime for stats and for `dispose()` on shutdown.
 */
export function createLocalModel(settings: LocalModelSettings): LocalModel {
  const runtime = startLocalModelRuntime(settings);
  const languageModel = localLanguageModel(runtime, {
    defaultMaxOutputTokens: settings.defaultMaxOutputTokens ?? Math.floor(settings.contextTokens / 4),
    defaultTemperature: settings.defaultTemperature,
  });
  return { languageModel, runtime };
}
