import { reply, startFakeOpenAiServer, wellBehaved } from '../test/fakes/openai-server.js';
const ai = await startFakeOpenAiServer();
ai.respondWith((r) =>
  r.stream ? reply.content('What do you think happens next?', { delayMs: 40 }) : wellBehaved(r),
);
process.send({ url: ai.url });
