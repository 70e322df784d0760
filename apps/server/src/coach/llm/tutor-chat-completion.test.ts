import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';
import {
  contentEvent,
  startRawServer,
  streamHeaders,
  type RawServer,
} from '../../../test/fakes/raw-sse-server.js';
import type { CoachError, TutorRequest } from '../coach.js';
import { tutorRequest } from '../offline/tutor/tutor-test-request.js';
import { openAiCompatibleEndpoint } from './model-endpoint.js';
import { streamTutorReply } from './tutor-stream.js';

/** streamTutorReply on an OpenAI-compatible endpoint, which it reads directly rather than through streamText. */
/** Long enough that a busy machine never stalls a reply that is streaming; the stall test sets its own. */
const IDLE_MS = 10_000;
let ai: FakeOpenAiServer;
beforeAll(async () => {
  ai = await startFakeOpenAiServer();
});
afterAll(() => ai.close());
beforeEach(() => ai.reset());
const rawServers: RawServer[] = [];
afterEach(() => Promise.all(rawServers.splice(0).map((server) => server.close())));
async function raw(answer: Parameters<typeof startRawServer>[0]): Promise<RawServer> {
  const server = await startRawServer(answer);
  rawServers.push(server);
  return server;
}

const modelAt = (baseURL: string) =>
  openAiCompatibleEndpoint({ baseURL, apiKey: 'key', structuredOutput: 'auto', reasoning: 'auto' }).model(
    'gpt-4o',
  );

async function tutorReply(
  request: TutorRequest,
  {
    baseURL = ai.url,
    maxRetries = 0,
    idleMs = IDLE_MS,
    signal = new AbortController().signal,
    onPiece = () => {},
  } = {},
) {
  const pieces: string[] = [];
  const settings = { maxRetries, streamIdleTimeoutMs: idleMs, maxOutputTokens: 100 };
  const failure = await (async () => {
    for await (const piece of streamTutorReply(modelAt(baseURL), settings, request, signal)) {
      pieces.push(piece);
      onPiece();
    }
  })().then(
    () => null,
    (error: CoachError) => error,
  );
  return { text: pieces.join(''), failure };
}

const asking = (message: string) => tutorRequest('Tides', [{ role: 'user', content: message }]);

describe('the tutor on a chat-completions endpoint', () => {
  it('runs the video tool, then lets the model finish its reply in a second request', async () => {
    const queries: string[] = [];
    const request = {
      ...asking('Is there a video about tides?'),
      suggestVideos: (q: string) => queries.push(q),
    };
    const { text, failure } = await tutorReply(request);
    expect(failure).toBeNull();
    expect(queries).toEqual(['Tides']);
    expect(text).toMatch(/^Good idea: a short video can help here\. \S/);
    expect(ai.requests).toHaveLength(2);
    const [first, second] = ai.requests;
    expect(first!.body.tools[0].function.name).toBe('suggest_videos');
    expect(second!.body.messages.slice(0, 2)).toEqual(first!.body.messages);
    const callId = second!.body.messages[2].tool_calls[0].id;
    expect(second!.body.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: 'Good idea: a short video can help here. ',
        tool_calls: [
          {
            id: callId,
            type: 'function',
            function: { name: 'suggest_videos', arguments: '{"query":"Tides"}' },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: callId,
        content: '{"status":"The videos will be shown under your reply; do not list or link them."}',
      },
    ]);
  });

  it('offers no tool when the chat takes no videos', async () => {
    await tutorReply(asking('Why two tides?'));
    expect(ai.requests[0]!.body.tools).toBeUndefined();
    expect(ai.requests[0]!.body.tool_choice).toBeUndefined();
  });

  it('is busy when a 429 outlasts the retries, and unavailable on a 500', async () => {
    ai.script(reply.tooManyRequests(), reply.tooManyRequests());
    const busy = await tutorReply(asking('Hello?'), { maxRetries: 1 });
    expect(busy.failure).toMatchObject({
      failure: 'tutor_busy',
      reason: 'tutor_reply: AI_APICallError: Rate limit reached.',
    });
    expect(ai.requests).toHaveLength(2);

    ai.script(reply.serverError());
    const down = await tutorReply(asking('Hello?'));
    expect(down.failure).toMatchObject({
      failure: 'tutor_unavailable',
      reason: 'tutor_reply: AI_APICallError: The server had an error.',
    });
  });

  it('is unavailable when the stream is cut, after the pieces that came', async () => {
    ai.script(reply.streamCut('Good thinking. Now consider the moon.', 2, 8));
    const { text, failure } = await tutorReply(asking('Hello?'));
    expect(text).toBe('Good thinking. N');
    expect(failure).toMatchObject({
      failure: 'tutor_unavailable',
      reason: expect.stringMatching(/ChatStreamError/),
    });
  });

  it('is stalled when the model goes quiet, and the call to it is abandoned', async () => {
    ai.script(reply.hang());
    const { failure } = await tutorReply(asking('Hello?'), { idleMs: 200 });
    expect(failure).toMatchObject({ failure: 'tutor_stalled' });
    await expect.poll(() => ai.requests[0]!.disconnected).toBe(true);
  });

  it('ends quietly when the learner leaves mid-reply, and the call to the model ends too', async () => {
    const server = await raw((_request, res) => {
      streamHeaders(res);
      res.write(contentEvent('What do you'));
    });
    const leave = new AbortController();
    const { text, failure } = await tutorReply(asking('Hello?'), {
      baseURL: server.url,
      signal: leave.signal,
      onPiece: () => leave.abort(),
    });
    expect(failure).toBeNull();
    expect(text).toBe('What do you');
    await expect.poll(() => server.requests[0]!.closed).toBe(true);
  });

  it('is unavailable when the stream ends for a reason other than finishing', async () => {
    const server = await raw((_request, res) => {
      streamHeaders(res);
      res.end(contentEvent('Partly', 'content_filter') + 'data: [DONE]\n\n');
    });
    const { failure } = await tutorReply(asking('Hello?'), { baseURL: server.url });
    expect(failure).toMatchObject({
      failure: 'tutor_unavailable',
      reason: 'tutor_reply: the stream ended (content-filter)',
    });
  });
});
