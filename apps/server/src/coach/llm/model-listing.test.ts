import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';
import { azure, type Flavour } from '../../../test/fakes/openai-server-flavours.js';
import { listOpenAiCompatibleModels } from './model-listing.js';

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function fake(flavour: Flavour, options: { loadingMs?: number } = {}): Promise<FakeOpenAiServer> {
  const server = await startFakeOpenAiServer({ flavour, ...options });
  servers.push(server);
  return server;
}

const list = (address: Parameters<typeof listOpenAiCompatibleModels>[0]) =>
  listOpenAiCompatibleModels(address, AbortSignal.timeout(5000));

describe('listing the models of an OpenAI-compatible endpoint', () => {
  it.each(['openai', 'ollama', 'lmstudio', 'vllm', 'llamacpp'] as const)(
    'reads the list %s serves on /v1/models',
    async (flavour) => {
      const server = await fake(flavour);
      expect(await list({ baseURL: server.url, apiKey: 'key' })).toEqual({
        ok: true,
        models: ['fake-model'],
      });
    },
  );

  it("asks Azure's resource for its models, from the deployment's address, with the api-key and api-version", async () => {
    const server = await fake('azure');
    expect(server.url).toMatch(/\/openai\/deployments\/fake-deployment$/);
    expect(await list({ baseURL: server.url, apiKey: azure.apiKey, apiVersion: azure.apiVersion })).toEqual({
      ok: true,
      models: ['fake-model'],
    });
    expect(await list({ baseURL: server.url, apiKey: 'wrong-key', apiVersion: azure.apiVersion })).toEqual({
      ok: false,
      status: 401,
      error:
        'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
    });
  });

  it('signs in as the chat calls do: a bearer key, or for Azure an api-key header', async () => {
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    const server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'a' }, { id: 'b' }, { name: 'no id' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push({
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    expect(await list({ baseURL: `${origin}/v1/`, apiKey: 'secret' })).toEqual({
      ok: true,
      models: ['a', 'b'],
    });
    expect(seen[0]).toMatchObject({ url: '/v1/models', headers: { authorization: 'Bearer secret' } });
    expect(seen[0]!.headers['api-key']).toBeUndefined();

    await list({ baseURL: `${origin}/v1` });
    expect(seen[1]!.headers.authorization).toBeUndefined();

    // Azure's newer v1 API has no deployment in the address: its models are under it.
    await list({ baseURL: `${origin}/openai/v1`, apiKey: 'secret', apiVersion: 'preview' });
    expect(seen[2]).toMatchObject({
      url: '/openai/v1/models?api-version=preview',
      headers: { 'api-key': 'secret' },
    });
    expect(seen[2]!.headers.authorization).toBeUndefined();
  });

  it.each([
    ['openai', 404, 'Invalid URL (GET /v1/wrong/models)'],
    ['ollama', 404, '404 page not found'],
    // LM Studio answers an unknown path with 200 and its error as a string.
    ['lmstudio', 200, 'Unexpected endpoint or method. (GET /v1/wrong/models)'],
    ['vllm', 404, 'Not Found'],
    ['llamacpp', 404, 'File Not Found'],
  ] as const)("gives %s's own words when the address is wrong", async (flavour, status, error) => {
    const server = await fake(flavour);
    expect(await list({ baseURL: `${server.url}/wrong` })).toEqual({ ok: false, status, error });
  });

  it("gives llama.cpp's 503 while its model loads", async () => {
    const server = await fake('llamacpp', { loadingMs: 60_000 });
    expect(await list({ baseURL: server.url })).toEqual({ ok: false, status: 503, error: 'Loading model' });
  });

  it('names the host and the network error when nothing answers', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const host = new URL(closed.url).host;
    expect(await list({ baseURL: closed.url, apiKey: 'secret' })).toEqual({
      ok: false,
      status: null,
      error: `${host} could not be reached (ECONNREFUSED).`,
    });
  });

  it('rejects when the caller gives up', async () => {
    const server = await fake('openai');
    await expect(listOpenAiCompatibleModels({ baseURL: server.url }, AbortSignal.abort())).rejects.toThrow();
  });
});
