import { getLlama, LlamaChat, readGgufFileInfo, type Llama, type Token } from 'node-llama-cpp';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_CLOSING_PREFERENCE, writeTinyGguf } from './tiny-gguf.js';

let dir: string;
let llama: Llama;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tiny-gguf-'));
  llama = await getLlama({ gpu: false, build: 'never', maxThreads: 1 });
});
afterAll(async () => {
  await llama.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('writeTinyGguf', () => {
  it('writes a llama model that node-llama-cpp loads, with the ChatML template and control tokens', async () => {
    const { path, vocabularySize, imStart, imEnd } = await writeTinyGguf(join(dir, 'tiny.gguf'));
    expect(vocabularySize).toBe(317);

    const info = await readGgufFileInfo(path);
    expect(info.metadata.general.architecture).toBe('llama');
    // token_embd and output_norm, 9 tensors a block; the output is tied to the embedding.
    expect(info.tensorInfo?.length).toBe(2 + 2 * 9);

    const model = await llama.loadModel({ modelPath: path, gpuLayers: 0 });
    try {
      expect(model.tokens.eos).toBe(imEnd);
      expect(model.detokenize([imStart as Token], true)).toBe('<|im_start|>');
      const context = await model.createContext({ contextSize: 512 });
      const chat = new LlamaChat({ contextSequence: context.getSequence() });
      expect(chat.chatWrapper.wrapperName).toBe('ChatML');
      const { metadata } = await chat.generateResponse(
        [
          { type: 'user', text: 'Hello' },
          { type: 'model', response: [] },
        ],
        { maxTokens: 4 },
      );
      expect(['maxTokens', 'eogToken']).toContain(metadata.stopReason);
      await context.dispose();
    } finally {
      await model.dispose();
    }
  });

  it('writes the same bytes for the same options, and other bytes for another seed', async () => {
    const [a, b, c] = await Promise.all(
      [1, 1, 2].map((seed, i) => writeTinyGguf(join(dir, `seed-${i}.gguf`), { seed })),
    );
    const [bytesA, bytesB, bytesC] = await Promise.all([a, b, c].map((m) => readFile(m!.path)));
    expect(bytesA!.equals(bytesB!)).toBe(true);
    expect(bytesA!.equals(bytesC!)).toBe(false);
  });

  it('takes other dimensions and F16, and refuses shapes llama.cpp would abort on', async () => {
    const options = {
      embeddingLength: 96,
      headCount: 6,
      headCountKv: 3,
      feedForwardLength: 192,
      blockCount: 3,
      vocabularySize: 600,
      contextLength: 2048,
      tensorType: 'F16',
    } as const;
    const f16 = await writeTinyGguf(join(dir, 'f16.gguf'), options);
    const f32 = await writeTinyGguf(join(dir, 'f32.gguf'), { ...options, tensorType: 'F32' });
    expect(f16.vocabularySize).toBe(600);
    expect((await stat(f16.path)).size).toBeLessThan((await stat(f32.path)).size * 0.6);
    const model = await llama.loadModel({ modelPath: f16.path, gpuLayers: 0 });
    expect(model.trainContextSize).toBe(2048);
    expect(model.fileInsights.totalLayers).toBeGreaterThanOrEqual(3);
    await model.dispose();

    await expect(writeTinyGguf(join(dir, 'bad.gguf'), { embeddingLength: 64, headCount: 5 })).rejects.toThrow(
      /divide/,
    );
    await expect(writeTinyGguf(join(dir, 'bad.gguf'), { headCount: 4, headCountKv: 3 })).rejects.toThrow(
      /divide/,
    );
  });

  it('makes a model that prefers the given tokens, so a JSON grammar closes at once', async () => {
    const { path } = await writeTinyGguf(join(dir, 'json.gguf'), {
      preferredTokens: JSON_CLOSING_PREFERENCE,
    });
    const model = await llama.loadModel({ modelPath: path, gpuLayers: 0 });
    try {
      const context = await model.createContext({ contextSize: 512 });
      const chat = new LlamaChat({ contextSequence: context.getSequence() });
      const grammar = await llama.createGrammarForJsonSchema({
        type: 'object',
        properties: { words: { type: 'array', items: { type: 'string' } }, score: { type: 'number' } },
      });
      const { response, metadata } = await chat.generateResponse(
        [
          { type: 'user', text: 'Reply in JSON.' },
          { type: 'model', response: [] },
        ],
        { maxTokens: 40, grammar },
      );
      expect(metadata.stopReason).not.toBe('maxTokens');
      expect(grammar.parse(response)).toEqual({ words: [''], score: 0 });
      await context.dispose();
    } finally {
      await model.dispose();
    }
  });
});
