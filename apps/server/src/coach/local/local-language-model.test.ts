import { generateText, Output, streamText, tool, type TextStreamPart, type ToolSet } from 'ai';
import { Llama, LlamaContext, LlamaModel } from 'node-llama-cpp';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { JSON_CLOSING_PREFERENCE, writeTinyGguf } from '../../../test/fakes/tiny-gguf.js';
import { coachJsonTasks } from '../../../test/fixtures/coach-json-tasks.js';
import { createLocalModel, type LocalModel } from './create-local-model.js';
import { runAsLearner } from '../queue-ticket.js';

/*
 * The embedded model on a tiny GGUF the test writes: random weights that prefer the tokens closing JSON
 * (test/fakes/tiny-gguf.ts), so its text is gibberish and its JSON short. The tests assert on structure
 * and behaviour, never on meaning, and keep outputs to a few tokens for busy 2-core machines.
 */

let dir: string;
let modelPath: string;
/** A context window roomy enough for the coach's longest prompt, which this vocabulary writes at about a token a character. */
const CONTEXT_TOKENS = 12_288;

const start = (parallel: number, path = modelPath): LocalModel =>
  createLocalModel({ modelPath: path, threads: 1, parallel, contextTokens: CONTEXT_TOKENS });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-model-'));
  ({ path: modelPath } = await writeTinyGguf(join(dir, 'tiny.gguf'), {
    contextLength: 32_768,
    preferredTokens: JSON_CLOSING_PREFERENCE,
  }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function partsOf<T extends ToolSet>(
  stream: AsyncIterable<TextStreamPart<T>>,
): Promise<TextStreamPart<T>[]> {
  const parts: TextStreamPart<T>[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('the embedded model with two sequences', () => {
  let local: LocalModel;
  beforeAll(async () => {
    local = start(2);
    await local.runtime.ready;
  });
  afterAll(() => local.runtime.dispose());

  it('names itself after the model file', () => {
    expect(local.languageModel).toMatchObject({
      specificationVersion: 'v3',
      provider: 'local',
      modelId: 'tiny.gguf',
    });
  });

  it('streams text through streamText, ending at the output cap', async () => {
    const result = streamText({
      model: local.languageModel,
      system: 'You are a patient tutor.',
      prompt: 'What is photosynthesis?',
      maxOutputTokens: 8,
    });
    const parts = await partsOf(result.fullStream);
    const types = parts.map((p) => p.type).filter((t, i, all) => t !== all[i - 1]);
    expect(types).toEqual([
      'start',
      'start-step',
      'text-start',
      'text-delta',
      'text-end',
      'finish-step',
      'finish',
    ]);
    const deltas = parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : []));
    expect(deltas.join('')).toBe(await result.text);
    expect(await result.text).not.toBe('');
    expect(await result.finishReason).toBe('length');
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(8);
    expect(usage.inputTokens).toBeGreaterThan(10);
    expect(await result.warnings).toEqual([]);

    const stats = local.runtime.stats();
    expect(stats).toMatchObject({ state: 'ready', busySequences: 0, queueLength: 0 });
    expect(stats.tokensGenerated).toBeGreaterThanOrEqual(8);
    expect(stats.last).toMatchObject({ outputTokens: 8 });
    expect(stats.last!.tokensPerSecond).toBeGreaterThan(0);
    expect(stats.last!.timeToFirstTokenMs).toBeGreaterThanOrEqual(0);
  });

  it('leaves tools out with a warning and still answers', async () => {
    const suggest = vi.fn();
    // The AI SDK prints every warning; this one is expected.
    vi.stubGlobal('AI_SDK_LOG_WARNINGS', false);
    onTestFinished(() => void vi.unstubAllGlobals());
    const result = streamText({
      model: local.languageModel,
      prompt: 'Show me a video about leaves.',
      maxOutputTokens: 4,
      tools: {
        suggest_videos: tool({
          description: 'Show videos.',
          inputSchema: z.object({ query: z.string() }),
          execute: suggest,
        }),
      },
    });
    expect(await result.text).not.toBe('');
    expect(await result.warnings).toEqual([
      expect.objectContaining({ type: 'unsupported', feature: 'tools' }),
    ]);
    expect(suggest).not.toHaveBeenCalled();
  });

  it.each(coachJsonTasks().map((task) => [task.task, task] as const))(
    'answers the coach’s %s question with JSON its schema accepts',
    async (_, task) => {
      const { output, finishReason } = await generateText({
        model: local.languageModel,
        system: `task: ${task.task}\n\n${task.instructions}`,
        prompt: JSON.stringify(task.data),
        output: Output.object({ schema: task.schema }),
      });
      expect(task.schema.safeParse(output).success).toBe(true);
      expect(finishReason).toBe('stop');
    },
  );

  it('answers JSON mode without a schema with JSON', async () => {
    const { content, finishReason } = await local.languageModel.doGenerate({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Reply in JSON.' }] }],
      responseFormat: { type: 'json' },
      maxOutputTokens: 50,
    });
    expect(finishReason.unified).toBe('stop');
    const text = content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
    expect(() => JSON.parse(text) as unknown).not.toThrow();
  });

  it('gives a learner back their sequence, so the part of the prompt it holds is not read again', async () => {
    const ask = (learnerKey: string, system: string, prompt: string) =>
      runAsLearner({ learnerKey }, () =>
        generateText({ model: local.languageModel, system, prompt, maxOutputTokens: 2 }),
      );
    const bobSystem = `Bob is learning about the water cycle. ${'Evaporation, condensation, precipitation. '.repeat(8)}`;
    await ask('ann', `Ann is learning about fractions. ${'Halves, thirds, quarters. '.repeat(8)}`, 'Hello');
    const first = await ask('bob', bobSystem, 'Hello');
    // Ann's sequence is the one used longest ago now: without affinity Bob would get it, and no prefix.
    const again = await ask('bob', bobSystem, 'Hello again, what is condensation?');
    expect(first.usage.inputTokenDetails.cacheReadTokens ?? 0).toBeLessThan(20);
    expect(again.usage.inputTokenDetails.cacheReadTokens).toBeGreaterThan(bobSystem.length / 2);
    expect(again.usage.inputTokenDetails.noCacheTokens).toBeLessThan(again.usage.inputTokens! / 2);
  });
});

describe('the embedded model with one sequence', () => {
  let local: LocalModel;
  beforeAll(async () => {
    local = start(1);
    await local.runtime.ready;
  });
  afterAll(() => local.runtime.dispose());

  const short = (prompt = 'Hi') => generateText({ model: local.languageModel, prompt, maxOutputTokens: 2 });

  /** A generation that holds the only sequence until its signal aborts; resolves once it is writing. */
  async function hold(learnerKey: string) {
    const stop = new AbortController();
    const result = runAsLearner({ learnerKey }, () =>
      streamText({
        model: local.languageModel,
        prompt: 'Go on.',
        maxOutputTokens: 20_000,
        abortSignal: stop.signal,
      }),
    );
    const reader = result.fullStream[Symbol.asyncIterator]();
    for (let part = await reader.next(); !part.done; part = await reader.next()) {
      if (part.value.type === 'text-delta') break;
    }
    const rest = (async () => {
      const types: string[] = [];
      for (let part = await reader.next(); !part.done; part = await reader.next())
        types.push(part.value.type);
      return types;
    })();
    return { stop, rest };
  }

  it('stops a cancelled stream at once, frees the sequence and serves the next request', async () => {
    const { stop, rest } = await hold('ann');
    expect(local.runtime.stats().busySequences).toBe(1);
    stop.abort();
    expect(await rest).toContain('abort');
    expect(local.runtime.stats().busySequences).toBe(0);
    // It stopped where it was cancelled, far from its 20 000-token cap.
    expect(local.runtime.stats().last!.outputTokens).toBeLessThan(2_000);
    expect((await short()).text).not.toBe('');
  });

  it('stops generating when the reader cancels the model’s stream', async () => {
    // streamText keeps reading its model stream for its own promises when the caller stops, so only the
    // abort signal stops it there; a reader of the model stream itself stops it by cancelling.
    const { stream } = await local.languageModel.doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Go on.' }] }],
      maxOutputTokens: 20_000,
    });
    const reader = stream.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (part.value.type === 'text-delta') break;
    }
    await reader.cancel();
    await expect.poll(() => local.runtime.stats().busySequences).toBe(0);
    expect(local.runtime.stats().last!.outputTokens).toBeLessThan(2_000);
    expect((await short()).text).not.toBe('');
  });

  it('rejects a call cancelled whenever it is, and serves the next', async () => {
    const stop = new AbortController();
    const call = generateText({
      model: local.languageModel,
      prompt: 'A long question. '.repeat(300),
      maxOutputTokens: 20_000,
      abortSignal: stop.signal,
    });
    setImmediate(() => stop.abort());
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect((await short()).text).not.toBe('');
    expect(local.runtime.stats().busySequences).toBe(0);
  });

  it('queues learners in fair turn, telling each its place until its turn', async () => {
    const { stop, rest } = await hold('ann');
    const positions: Record<string, number[]> = {};
    const finished: string[] = [];
    const queued = (name: string, learnerKey: string, read: 'inside' | 'outside') => {
      positions[name] = [];
      const ticket = { learnerKey, onQueued: (p: number) => positions[name]!.push(p) };
      const done =
        read === 'inside'
          ? runAsLearner(ticket, () => short(name))
          : // Made inside the ticket, read outside it: the call still waits as this learner.
            runAsLearner(ticket, () =>
              streamText({ model: local.languageModel, prompt: name, maxOutputTokens: 2 }),
            ).text;
      return done.then(() => finished.push(name));
    };
    const calls = [queued('ann2', 'ann', 'inside')];
    await expect.poll(() => positions.ann2).toEqual([1]);
    calls.push(queued('ann3', 'ann', 'inside'));
    await expect.poll(() => positions.ann3).toEqual([2]);
    calls.push(queued('bob1', 'bob', 'outside'));
    await expect.poll(() => positions.bob1).toEqual([2]);
    // Bob came after Ann's two waiting calls, but Ann was served since her second arrived: Bob goes second.
    expect(positions.ann3).toEqual([2, 3]);
    expect(local.runtime.stats().queueLength).toBe(3);

    stop.abort();
    await rest;
    await Promise.all(calls);
    expect(finished).toEqual(['ann2', 'bob1', 'ann3']);
    expect(positions).toEqual({ ann2: [1], bob1: [2, 1], ann3: [2, 3, 2, 1] });
  });

  it('takes a cancelled waiting call out of the queue and moves the others up', async () => {
    const { stop, rest } = await hold('ann');
    const leave = new AbortController();
    const bob: number[] = [];
    const cat: number[] = [];
    const leaving = runAsLearner({ learnerKey: 'bob', onQueued: (p) => bob.push(p) }, () =>
      generateText({
        model: local.languageModel,
        prompt: 'Hi',
        maxOutputTokens: 2,
        abortSignal: leave.signal,
      }),
    );
    await expect.poll(() => bob).toEqual([1]);
    const staying = runAsLearner({ learnerKey: 'cat', onQueued: (p) => cat.push(p) }, () => short());
    await expect.poll(() => cat).toEqual([2]);

    leave.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    expect(cat).toEqual([2, 1]);
    expect(local.runtime.stats().queueLength).toBe(1);

    stop.abort();
    await rest;
    expect((await staying).text).not.toBe('');
  });
});

describe('loading and unloading', () => {
  /** Records when each kind of object starts and finishes unloading, calling through to the real dispose. */
  function watchDisposal() {
    const events: string[] = [];
    const watch = (name: string, prototype: { dispose(): Promise<void> }) => {
      const original = Object.getOwnPropertyDescriptor(prototype, 'dispose')!.value as (
        this: unknown,
      ) => Promise<void>;
      return vi.spyOn(prototype, 'dispose').mockImplementation(async function (this: unknown) {
        events.push(`${name} starts`);
        await original.call(this);
        events.push(`${name} done`);
      });
    };
    const spies = [
      watch('context', LlamaContext.prototype),
      watch('model', LlamaModel.prototype),
      watch('llama', Llama.prototype),
    ];
    return { events, restore: () => spies.forEach((spy) => spy.mockRestore()) };
  }

  it('loads off the request path, and on dispose stops its work, then unloads context, model and llama in turn', async () => {
    const local = start(1);
    expect(local.runtime.stats().state).toBe('loading');
    // A call made while the model loads waits for it like any other.
    const early = generateText({ model: local.languageModel, prompt: 'Hi', maxOutputTokens: 2 });
    await local.runtime.ready;
    expect(local.runtime.stats()).toMatchObject({ state: 'ready', loadMs: expect.any(Number) });
    expect((await early).text).not.toBe('');

    const writing = streamText({
      model: local.languageModel,
      prompt: 'Go on.',
      maxOutputTokens: 20_000,
      onError: () => undefined,
    });
    const parts = partsOf(writing.fullStream);
    await expect.poll(() => local.runtime.stats().busySequences).toBe(1);
    const waiting = generateText({
      model: local.languageModel,
      prompt: 'Hi',
      maxOutputTokens: 2,
      maxRetries: 0,
    });
    await expect.poll(() => local.runtime.stats().queueLength).toBe(1);

    const waitingRefused = expect(waiting).rejects.toThrow(/unloaded/);
    const disposal = watchDisposal();
    try {
      await local.runtime.dispose();
      expect(disposal.events.filter((e, i, all) => all.indexOf(e) === i).slice(0, 6)).toEqual([
        'context starts',
        'context done',
        'model starts',
        'model done',
        'llama starts',
        'llama done',
      ]);
    } finally {
      disposal.restore();
    }
    expect(local.runtime.stats()).toMatchObject({ state: 'unloaded', busySequences: 0, queueLength: 0 });
    await waitingRefused;
    expect(await parts).toContainEqual(
      expect.objectContaining({
        type: 'error',
        error: expect.objectContaining({ message: expect.stringMatching(/unloaded/) }),
      }),
    );
    await expect(
      generateText({ model: local.languageModel, prompt: 'Hi', maxOutputTokens: 2, maxRetries: 0 }),
    ).rejects.toThrow(/unloaded/);
  });

  it('reports a model that cannot be loaded, and refuses calls with the reason', async () => {
    const path = join(dir, 'not-a-model.gguf');
    await writeFile(path, 'this is not a GGUF file');
    const local = start(1, path);
    await expect(local.runtime.ready).rejects.toThrow(/could not be loaded/);
    expect(local.runtime.stats()).toMatchObject({ state: 'failed', error: expect.stringMatching(/GGUF/) });
    await expect(
      generateText({ model: local.languageModel, prompt: 'Hi', maxOutputTokens: 2, maxRetries: 0 }),
    ).rejects.toThrow(/could not be loaded/);
    await local.runtime.dispose();
  });
});
