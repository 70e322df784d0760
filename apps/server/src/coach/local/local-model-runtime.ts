import type { FastifyBaseLogger } from 'fastify';
import {
  getLlama,
  LlamaChat,
  LlamaLogLevel,
  type ChatHistoryItem,
  type GbnfJsonSchema,
  type Llama,
  type LlamaContext,
  type LlamaGrammar,
  type LlamaModel,
} from 'node-llama-cpp';
import { basename } from 'node:path';
import { FairQueue } from './fair-queue.js';
import { GenerationStats, type LocalModelStats } from './generation-stats.js';
import { BACKGROUND_LEARNER, currentQueueTicket } from '../queue-ticket.js';
import { SequenceSlots } from './sequence-slots.js';

export type RuntimeLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface LocalModelRuntimeOptions {
  /** A GGUF file on disk. */
  modelPath: string;
  /** CPU threads llama.cpp may use (its default on 2 cores would be 4). */
  threads: number;
  /** Sequences: how many generations run at once; the rest wait their turn. */
  parallel: number;
  /** Each sequence's context window in tokens (node-llama-cpp's `contextSize` is per sequence). */
  contextTokens: number;
  log?: RuntimeLog | undefined;
}

export interface GenerationRequest {
  /** Ends with the model response to write (see prompt-to-chat-history.ts). */
  history: ChatHistoryItem[];
  maxTokens: number;
  temperature?: number | undefined;
  topP?: number | undefined;
  topK?: number | undefined;
  seed?: number | undefined;
  stopSequences?: readonly string[] | undefined;
  /** Constrains the output to JSON by a grammar: of this schema (grammar-schema.ts), or any JSON. */
  json?: { schema?: GbnfJsonSchema | undefined } | undefined;
  signal?: AbortSignal | undefined;
  onTextChunk?: ((text: string) => void) | undefined;
}

/** Why the model stopped: `eogToken`, `stopGenerationTrigger` (a grammar completed), `maxTokens`, … */
export type StopReason = 'eogToken' | 'stopGenerationTrigger' | 'customStopTrigger' | 'maxTokens' | 'other';

export interface GenerationResult {
  text: string;
  stopReason: StopReason;
  usage: {
    /** The prompt's tokens (after a context shift, the ones evaluated count too). */
    inputTokens: number;
    /** Of those, the ones the sequence already held and did not evaluate again. */
    cachedInputTokens: number;
    outputTokens: number;
  };
}

export interface LocalModelRuntime {
  /** The model file's name. */
  readonly modelName: string;
  /** Settles when loading does: resolves once the model can generate, rejects with why it cannot. */
  readonly ready: Promise<void>;
  /**
   * One generation on a free sequence, in fair turn across learners (the learner is the current
   * queue ticket's, see ../queue-ticket.ts). Aborting the request's signal takes it out of the queue, or
   * stops the generation and frees the sequence; either way the promise rejects with the signal's reason.
   */
  generate(request: GenerationRequest): Promise<GenerationResult>;
  stats(): LocalModelStats;
  /** Stops every generation, refuses new ones, then unloads the context, the model and llama.cpp in turn. */
  dispose(): Promise<void>;
}

/** Grammars compiled from JSON schemas are kept for reuse: the coach asks the same few shapes over and over. */
const GRAMMAR_CACHE_SIZE = 32;

interface Slot {
  chat: LlamaChat;
}

/**
 * The embedded model (DESIGN D21): one GGUF model per process, loaded off the request path as soon as
 * the runtime is created, with one context of `parallel` sequences. Requests that arrive while it loads
 * wait in the queue like any other.
 */
export function startLocalModelRuntime(options: LocalModelRuntimeOptions): LocalModelRuntime {
  const { log } = options;
  const unloaded = new Error('The embedded model was unloaded');
  const queue = new FairQueue();
  const stats = new GenerationStats();
  const running = new Set<{ stop: AbortController; done: Promise<unknown> }>();
  const grammars = new Map<string, Promise<LlamaGrammar>>();
  let llama: Llama | undefined;
  let model: LlamaModel | undefined;
  let context: LlamaContext | undefined;
  let slots: SequenceSlots<Slot> | undefined;
  let disposing: Promise<void> | undefined;

  const load = async () => {
    const started = performance.now();
    llama = await getLlama({
      gpu: false,
      build: 'never',
      maxThreads: options.threads,
      logLevel: LlamaLogLevel.warn,
      logger: (level, message) => {
        const line = message.trim();
        if (!line) return;
        if (level === LlamaLogLevel.error || level === LlamaLogLevel.fatal)
          log?.error({ llama: line }, 'llama.cpp');
        else log?.warn({ llama: line }, 'llama.cpp');
      },
    });
    model = await llama.loadModel({ modelPath: options.modelPath, gpuLayers: 0 });
    context = await model.createContext({
      contextSize: options.contextTokens,
      sequences: options.parallel,
      threads: options.threads,
    });
    const created = context;
    slots = new SequenceSlots(
      Array.from({ length: options.parallel }, () => ({
        chat: new LlamaChat({ contextSequence: created.getSequence() }),
      })),
    );
    return performance.now() - started;
  };

  const ready = load().then(
    (loadMs) => {
      if (disposing) return;
      stats.loaded(loadMs);
      queue.open(options.parallel);
      log?.info(
        {
          model: options.modelPath,
          loadMs: Math.round(loadMs),
          parallel: options.parallel,
          contextTokens: options.contextTokens,
        },
        'embedded model loaded',
      );
    },
    (error: unknown) => {
      const failure = new Error(`The embedded model could not be loaded: ${messageOf(error)}`, {
        cause: error,
      });
      stats.failed(failure.message);
      queue.refuseAll(failure);
      log?.error({ model: options.modelPath, err: error }, 'embedded model failed to load');
      throw failure;
    },
  );
  // Callers learn of a failure through their requests and stats; an unobserved rejection must not end the process.
  ready.catch(() => undefined);

  const grammarFor = (json: NonNullable<GenerationRequest['json']>): Promise<LlamaGrammar> => {
    const key = json.schema ? JSON.stringify(json.schema) : 'any JSON';
    let grammar = grammars.get(key);
    if (!grammar) {
      grammar = json.schema
        ? llama!.createGrammarForJsonSchema<GbnfJsonSchema>(json.schema)
        : llama!.getGrammarFor('json');
      grammars.set(key, grammar);
      grammar.catch(() => grammars.delete(key));
      if (grammars.size > GRAMMAR_CACHE_SIZE) grammars.delete(grammars.keys().next().value!);
    }
    return grammar;
  };

  const runOn = async (slot: Slot, request: GenerationRequest, stop: AbortController, waitedMs: number) => {
    const signal = request.signal ? AbortSignal.any([request.signal, stop.signal]) : stop.signal;
    const sequence = slot.chat.sequence;
    const meter = sequence.tokenMeter.getState();
    const started = performance.now();
    let firstTokenAt: number | undefined;
    /** Where the sequence stood when the first token came: the prompt's length in tokens. */
    let promptTokens: number | undefined;
    const output = () => sequence.tokenMeter.diff(meter);
    try {
      const grammar = request.json ? await grammarFor(request.json) : undefined;
      const response = await slot.chat.generateResponse(request.history, {
        maxTokens: request.maxTokens,
        temperature: request.temperature,
        topP: request.topP,
        topK: request.topK,
        seed: request.seed,
        customStopTriggers: request.stopSequences,
        grammar,
        signal,
        // An abort after the first token returns what was written instead of throwing; it is thrown below.
        stopOnAbortSignal: true,
        onToken: () => {
          firstTokenAt ??= performance.now();
          promptTokens ??= sequence.nextTokenIndex;
        },
        onTextChunk: request.onTextChunk,
      });
      if (signal.aborted) throw signal.reason;
      const used = output();
      const inputTokens = Math.max(used.usedInputTokens, promptTokens ?? sequence.nextTokenIndex);
      return {
        text: response.response,
        stopReason: stopReasonOf(response.metadata.stopReason),
        usage: {
          inputTokens,
          cachedInputTokens: inputTokens - used.usedInputTokens,
          outputTokens: used.usedOutputTokens,
        },
      } satisfies GenerationResult;
    } finally {
      stats.generated({
        outputTokens: output().usedOutputTokens,
        startedAt: started,
        firstTokenAt,
        endedAt: performance.now(),
        waitedMs,
      });
    }
  };

  return {
    modelName: basename(options.modelPath),
    ready,

    async generate(request) {
      const ticket = currentQueueTicket();
      const learnerKey = ticket?.learnerKey ?? BACKGROUND_LEARNER;
      const turn = await queue.acquire(learnerKey, { signal: request.signal, onQueued: ticket?.onQueued });
      // The turn may have been granted just before an unload began, which then could not stop it.
      if (disposing) {
        turn.release();
        throw unloaded;
      }
      const slot = slots!.take(learnerKey);
      const stop = new AbortController();
      const entry = { stop, done: runOn(slot, request, stop, turn.waitedMs) };
      running.add(entry);
      try {
        return await entry.done;
      } finally {
        running.delete(entry);
        slots!.give(slot);
        turn.release();
      }
    },

    stats: () =>
      stats.snapshot({ queueLength: queue.length, busySequences: queue.busy, parallel: options.parallel }),

    dispose() {
      disposing ??= (async () => {
        stats.unloading();
        queue.refuseAll(unloaded);
        for (const { stop } of running) stop.abort(unloaded);
        await Promise.allSettled([...running].map(({ done }) => done));
        await ready.catch(() => undefined);
        for (const slot of slots?.all ?? []) slot.chat.dispose();
        await context?.dispose();
        await model?.dispose();
        await llama?.dispose();
        stats.unloaded();
        log?.info({ model: options.modelPath }, 'embedded model unloaded');
      })();
      return disposing;
    },
  };
}

function stopReasonOf(reason: string): StopReason {
  return reason === 'eogToken' ||
    reason === 'stopGenerationTrigger' ||
    reason === 'customStopTrigger' ||
    reason === 'maxTokens'
    ? reason
    : 'other';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
