import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeHuggingFace } from '../../server/test/fakes/hugging-face-server.js';
import { reply, startFakeOpenAiServer, wellBehaved } from '../../server/test/fakes/openai-server.js';
import { JSON_CLOSING_PREFERENCE, writeTinyGguf } from '../../server/test/fakes/tiny-gguf.js';
import { startFakeWikipediaServer } from '../../server/test/fakes/wikipedia-server.js';
import { FAKE_AI_PORT, FAKE_HUB_PORT, FAKE_WIKIPEDIA_PORT, TINY_MODEL } from './constants.js';

/**
 * The fakes the app instances talk to: an OpenAI-compatible server that answers like a sensible model, for
 * the `openai` instance; Wikipedia's Action API with reader pages, for all of them (never the real site); and
 * the Hugging Face Hub serving a tiny model the tests write (no weights are downloaded), for the `local` one.
 */
export default async function globalSetup() {
  const [ai, wikipedia, hub] = await Promise.all([
    startFakeOpenAiServer({ port: FAKE_AI_PORT }),
    startFakeWikipediaServer({ port: FAKE_WIKIPEDIA_PORT }),
    startTinyModelHub(),
  ]);
  // A sensible model also answers the connection check's structured probe (the fake's own default is `{}`).
  ai.respondWith((request) =>
    request.task === 'connection_check' ? reply.json({ colour: 'blue' }) : wellBehaved(request),
  );
  return async () => {
    await Promise.all([ai.close(), wikipedia.close(), hub.close()]);
  };
}

/**
 * The Hub with the tiny model (about 0.5 MB, loads in milliseconds, writes gibberish). Its first download
 * stalls half-way, as a slow connection does, so that the admin sees it running and cancels it; the next
 * request for the file (Resume) gets the rest at once.
 */
async function startTinyModelHub() {
  const folder = mkdtempSync(join(tmpdir(), 'socratica-e2e-model-'));
  const model = await writeTinyGguf(join(folder, TINY_MODEL.path), {
    preferredTokens: JSON_CLOSING_PREFERENCE,
  });
  const bytes = readFileSync(model.path);
  rmSync(folder, { recursive: true, force: true });
  const hub = await startFakeHuggingFace([{ ...TINY_MODEL, bytes, license: 'mit' }], {
    port: FAKE_HUB_PORT,
  });
  hub.holdAt(Math.floor(bytes.length / 2));
  let downloads = 0;
  hub.respondWith((request) => {
    if (request.kind === 'cdn' && request.method === 'GET' && ++downloads > 1) hub.release();
    return { kind: 'default' };
  });
  return hub;
}
