import { startFakeOpenAiServer } from '../../server/test/fakes/openai-server.js';
import { FAKE_AI_PORT } from './constants.js';

/** The fake OpenAI-compatible server that the `openai` app instance talks to; it answers like a sensible model. */
export default async function globalSetup() {
  const ai = await startFakeOpenAiServer({ port: FAKE_AI_PORT });
  return () => ai.close();
}
