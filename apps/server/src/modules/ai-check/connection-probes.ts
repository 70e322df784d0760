import type { AiCheckName, AiConnectionCheck } from '@socratica/contracts';
import { generateText, streamText, type LanguageModelUsage } from 'ai';
import { z } from 'zod';
import { CoachError } from '../../coach/coach.js';
import { createModelClient } from '../../coach/llm/ask-model.js';
import type { EndpointModel, ModelEndpoint } from '../../coach/llm/model-endpoint.js';
import { CheckFailed, describeCheckFailure } from './check-failure.js';
import { recordingGenerations } from './generation-recorder.js';

/** What the checks call: the coach's own endpoint and model, so that they learn what the coach learns. */
export interface ProbeTarget {
  endpoint: ModelEndpoint;
  model: EndpointModel;
  /** How long one call may take, as for the coach's calls (SOCRATICA_AI_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

type Findings = Partial<
  Pick<
    AiConnectionCheck,
    | 'time_to_first_token_ms'
    | 'output_tokens'
    | 'tokens_per_second'
    | 'reply'
    | 'models'
    | 'output_mode'
    | 'output_mode_source'
  >
>;

const NO_FINDINGS: Omit<AiConnectionCheck, 'name' | 'ok' | 'latency_ms'> = {
  error: null,
  http_status: null,
  time_to_first_token_ms: null,
  output_tokens: null,
  tokens_per_second: null,
  reply: null,
  models: null,
  output_mode: null,
  output_mode_source: null,
};

const CHECK_SYSTEM_PROMPT = 'This is a connection check. Answer briefly.';

/** The endpoint's model list. */
export function modelsCheck(target: ProbeTarget): Promise<AiConnectionCheck> {
  return measured('models', target.timeoutMs, async (signal) => {
    const listing = await target.endpoint.listModels(signal);
    if (!listing.ok) throw new CheckFailed(listing.error, listing.status);
    return { models: listing.models };
  });
}

/** One short answer from the model, whole. */
export function completionCheck(target: ProbeTarget): Promise<AiConnectionCheck> {
  return measured('completion', waitFor(target), async (signal, started) => {
    const { text, totalUsage } = await generateText({
      model: target.model.model('text'),
      system: CHECK_SYSTEM_PROMPT,
      prompt: 'Reply with one word: ready',
      maxOutputTokens: 16,
      // One call, so that what is shown is what the provider answered to it.
      maxRetries: 0,
      abortSignal: signal,
    });
    return { reply: shortened(text), ...rate(totalUsage, secondsSince(started)) };
  });
}

const ConnectionCheckAnswer = z.object({ colour: z.string().min(1) });

/**
 * One small JSON question through the coach's own model client: it starts from the mode the model's memory
 * holds and steps down when the server refuses it, so the check learns the output mode exactly as a coach
 * question would, and later questions go straight to what it learned.
 */
export function structuredOutputCheck(target: ProbeTarget): Promise<AiConnectionCheck> {
  const recorder = recordingGenerations(target.model);
  const ask = createModelClient(
    {
      model: target.model.name,
      timeoutMs: target.timeoutMs,
      maxRetries: 0,
      streamIdleTimeoutMs: target.timeoutMs,
      maxOutputTokens: 32,
    },
    recorder.model,
  );
  const outputMode = (): Findings => ({
    output_mode: target.model.outputModes.mode,
    output_mode_source: target.model.outputModes.source,
  });
  return measured(
    'structured_output',
    waitFor(target),
    async () => {
      const answer = await askNamingTheProbe(() =>
        ask({
          task: 'connection_check',
          instructions: 'Name one primary colour.',
          schema: ConnectionCheckAnswer,
          data: {},
        }),
      );
      const parsed = ConnectionCheckAnswer.safeParse(answer);
      if (!parsed.success) {
        throw new CheckFailed(
          `${STRUCTURED_OUTPUT_FAILED}: it answered ${shortened(JSON.stringify(answer) ?? String(answer))}, not the JSON asked for: ${ASKED_FOR}.`,
        );
      }
      const last = recorder.last();
      return {
        reply: JSON.stringify(parsed.data),
        ...rate({ outputTokens: last?.outputTokens }, last?.seconds ?? 0),
      };
    },
    outputMode,
  );
}

const STRUCTURED_OUTPUT_FAILED = "The model's structured-output test failed";
const ASKED_FOR = '{"colour": "…"}';

/**
 * The coach client reports an unreadable reply in the learner's words ("Invalid assessment format received"),
 * which would tell an admin that some assessment failed: the probe says which test failed, and how.
 */
async function askNamingTheProbe(ask: () => Promise<unknown>): Promise<unknown> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof CoachError && error.failure === 'invalid_format') {
      const cause = error.cause instanceof Error ? ` (${error.cause.message.replace(/\.$/, '')})` : '';
      throw new CheckFailed(
        `${STRUCTURED_OUTPUT_FAILED}: its reply was not valid JSON for the requested schema, ${ASKED_FOR}${cause}.`,
      );
    }
    throw error;
  }
}

/** One short answer streamed: the time to its first piece of text, and the rate after it. */
export function streamCheck(target: ProbeTarget): Promise<AiConnectionCheck> {
  return measured('stream', waitFor(target), async (signal, started) => {
    const result = streamText({
      model: target.model.model('text'),
      system: CHECK_SYSTEM_PROMPT,
      prompt: 'Count from one to ten in words.',
      maxOutputTokens: 32,
      maxRetries: 0,
      abortSignal: signal,
      // Failures arrive as error parts below; the default would print them.
      onError: () => undefined,
    });
    let text = '';
    let pieces = 0;
    let firstAt: number | null = null;
    let finish: { reason: string; usage: LanguageModelUsage } | null = null;
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        firstAt ??= performance.now();
        text += part.text;
        pieces += 1;
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw signal.reason ?? new CheckFailed('The stream was abandoned.');
      } else if (part.type === 'finish') {
        finish = { reason: part.finishReason, usage: part.totalUsage };
      }
    }
    const endedAt = performance.now();
    if (!finish || !['stop', 'length'].includes(finish.reason)) {
      // A stream that ends without the provider's finish reason was cut, not finished.
      throw new CheckFailed(`The stream ended before the model finished (${finish?.reason ?? 'no finish'}).`);
    }
    // Text that came in one piece (or all at once) has no rate of its own after the first token: the whole
    // call is used then.
    const afterFirst = firstAt !== null && pieces > 1 ? endedAt - firstAt : 0;
    const seconds = (afterFirst > 0 ? afterFirst : endedAt - started) / 1000;
    return {
      reply: shortened(text),
      time_to_first_token_ms: firstAt === null ? null : Math.round(firstAt - started),
      ...rate(finish.usage, seconds),
    };
  });
}

/**
 * Runs one check with its own timeout and times it. A failure is a finding, not an exception: `always`
 * adds what is worth showing either way (the structured probe's output mode).
 */
async function measured(
  name: AiCheckName,
  timeoutMs: number,
  run: (signal: AbortSignal, started: number) => Promise<Findings>,
  always: () => Findings = () => ({}),
): Promise<AiConnectionCheck> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const findings = await run(AbortSignal.timeout(timeoutMs), started);
    return { ...NO_FINDINGS, name, ok: true, latency_ms: latency(), ...findings, ...always() };
  } catch (error) {
    const failure = describeCheckFailure(error, timeoutMs / 1000);
    return { ...NO_FINDINGS, name, ok: false, latency_ms: latency(), ...failure, ...always() };
  }
}

/** Reasoning models think before they write, and get the same longer wait as the coach gives them. */
function waitFor({ model, timeoutMs }: ProbeTarget): number {
  return timeoutMs * model.waitFactor;
}

/** The server's own count per second; nothing when it did not report one (never estimated from the text). */
function rate(
  usage: Pick<LanguageModelUsage, 'outputTokens'>,
  seconds: number,
): Pick<AiConnectionCheck, 'output_tokens' | 'tokens_per_second'> {
  const tokens = usage.outputTokens;
  if (tokens === undefined) return { output_tokens: null, tokens_per_second: null };
  return {
    output_tokens: tokens,
    tokens_per_second: seconds > 0 ? Math.round((tokens / seconds) * 10) / 10 : null,
  };
}

function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}

const MAX_REPLY = 200;

function shortened(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return trimmed.length > MAX_REPLY ? `${trimmed.slice(0, MAX_REPLY - 1)}…` : trimmed;
}
