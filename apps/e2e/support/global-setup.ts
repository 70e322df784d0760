import { startFakeOpenAiServer } from '../../server/test/fakes/openai-server.js';
import { startFakeWikipediaServer } from '../../server/test/fakes/wikipedia-server.js';
import { FAKE_AI_PORT, FAKE_WIKIPEDIA_PORT } from './constants.js';

/**
 * The fakes the app instances talk to: an OpenAI-compatible server that answers like a sensible model, for
 * the `openai` instance, and Wikipedia's Action API with reader pages, for both (never the real site).
 */
export default async function globalSetup() {
  const [ai, wikipedia] = await Promise.all([
    startFakeOpenAiServer({ port: FAKE_AI_PORT }),
    startFakeWikipediaServer({ port: FAKE_WIKIPEDIA_PORT }),
  ]);
  return async () => {
    await Promise.all([ai.close(), wikipedia.close()]);
  };
}
