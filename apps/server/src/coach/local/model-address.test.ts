import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/env.js';
import { inspectModelFile, modelDownloadUrl, modelFilePath, parseModelAddress } from './model-address.js';

const DEFAULT = 'hf:unsloth/Qwen3-4B-Instruct-2507-GGUF/Qwen3-4B-Instruct-2507-Q4_K_M.gguf';

describe('parseModelAddress', () => {
  it('reads the default hf: address, on the main revision', () => {
    expect(parseModelAddress(DEFAULT)).toEqual({
      kind: 'hf',
      owner: 'unsloth',
      repo: 'Qwen3-4B-Instruct-2507-GGUF',
      file: 'Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
      revision: 'main',
    });
  });

  it('reads a revision after # and a file in a folder of the repository', () => {
    expect(parseModelAddress('hf:acme/models/q4/tiny.gguf#refs/pr/1')).toEqual({
      kind: 'hf',
      owner: 'acme',
      repo: 'models',
      file: 'q4/tiny.gguf',
      revision: 'refs/pr/1',
    });
  });

  it('reads an https:// URL and its file name, and plain http:// only to this machine', () => {
    expect(parseModelAddress('https://example.org/files/My%20Model.gguf?download=1')).toEqual({
      kind: 'url',
      url: 'https://example.org/files/My%20Model.gguf?download=1',
      fileName: 'My Model.gguf',
    });
    expect(parseModelAddress('http://127.0.0.1:8081/tiny.gguf')).toMatchObject({ kind: 'url' });
  });

  it('takes anything else as a file path, resolved from the working folder', () => {
    expect(parseModelAddress('models/tiny.gguf')).toEqual({
      kind: 'file',
      path: resolve('models/tiny.gguf'),
    });
    expect(parseModelAddress('/srv/models/tiny.bin')).toEqual({ kind: 'file', path: '/srv/models/tiny.bin' });
  });

  it.each([
    ['hf:unsloth/Qwen3-4B-Instruct-2507-GGUF', /names no file/],
    ['hf:unsloth/Qwen3-4B-Instruct-2507-GGUF:Q4_K_M', /quantization/],
    ['hf:unsloth/repo/README.md', /does not end in \.gguf/],
    ['hf:un..sloth/repo/x.gguf', /owner\/repository/],
    ['hf:acme/repo/../x.gguf', /names no file/],
    ['hf:acme/repo/x.gguf#', /revision/],
    ['hf:acme/repo/x.gguf#a#b', /more than one #/],
    ['http://example.org/x.gguf', /only https:\/\//],
    ['ftp://example.org/x.gguf', /neither a file path nor an https:\/\/ URL/],
    ['https://example.org/download?id=3', /file name like model\.gguf/],
    ['https://user:secret@example.org/x.gguf', /user name or password/],
    ['https://example.org/a%2F..%2Fx.gguf', /file name like model\.gguf/],
    ['   ', /is empty/],
  ])('refuses %s, naming the variable and showing a good value', (value, problem) => {
    let thrown: unknown;
    try {
      parseModelAddress(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message).toMatch(/^SOCRATICA_LOCAL_MODEL /);
    expect(message).toMatch(problem);
    expect(message).toContain('hf:owner/repo/file.gguf');
  });
});

describe('where the model lives and where it comes from', () => {
  it('downloads URLs and hf: addresses into the data folder’s models folder, and leaves files where they are', () => {
    expect(modelFilePath(parseModelAddress(DEFAULT), '/data')).toBe(
      '/data/models/Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
    );
    expect(modelFilePath(parseModelAddress('hf:acme/models/q4/tiny.gguf'), '/data')).toBe(
      '/data/models/tiny.gguf',
    );
    expect(modelFilePath(parseModelAddress('https://example.org/x/tiny.gguf'), '/data')).toBe(
      '/data/models/tiny.gguf',
    );
    expect(modelFilePath(parseModelAddress('/srv/tiny.gguf'), '/data')).toBe('/srv/tiny.gguf');
  });

  it('builds the Hub’s resolve URL as huggingface_hub does, the revision quoted whole', () => {
    expect(modelDownloadUrl(parseModelAddress(DEFAULT), 'https://huggingface.co/')).toBe(
      'https://huggingface.co/unsloth/Qwen3-4B-Instruct-2507-GGUF/resolve/main/Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
    );
    expect(modelDownloadUrl(parseModelAddress('hf:acme/models/q 4/tiny.gguf#refs/pr/1'), 'http://hub')).toBe(
      'http://hub/acme/models/resolve/refs%2Fpr%2F1/q%204/tiny.gguf',
    );
    expect(modelDownloadUrl(parseModelAddress('/srv/tiny.gguf'), 'https://huggingface.co')).toBeNull();
  });
});

describe('inspectModelFile', () => {
  const folder = mkdtempSync(join(tmpdir(), 'socratica-model-'));

  it('says missing for no file, and present with its size for a GGUF file', async () => {
    expect(await inspectModelFile(join(folder, 'none.gguf'))).toEqual({ state: 'missing' });
    const path = join(folder, 'tiny.gguf');
    writeFileSync(path, Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(96)]));
    expect(await inspectModelFile(path)).toEqual({ state: 'present', bytes: 100 });
  });

  it('stops the start for a file that is not a GGUF model, or a folder, naming the variable', async () => {
    const html = join(folder, 'page.gguf');
    writeFileSync(html, '<!doctype html><title>Sign in</title>');
    await expect(inspectModelFile(html)).rejects.toThrow(
      /^SOCRATICA_LOCAL_MODEL: .*page\.gguf is not a GGUF model/,
    );
    const short = join(folder, 'short.gguf');
    writeFileSync(short, 'GG');
    await expect(inspectModelFile(short)).rejects.toBeInstanceOf(ConfigError);
    const dir = join(folder, 'dir.gguf');
    mkdirSync(dir);
    await expect(inspectModelFile(dir)).rejects.toThrow(/^SOCRATICA_LOCAL_MODEL names .* which is a folder/);
  });
});
