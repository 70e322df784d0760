import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  azure,
  flavourRules,
  loadingModel,
  present,
  responseFormatType,
  type Flavour,
  type FlavourToggles,
  type IncomingRequest,
  type ServerReply,
} from './openai-server-flavours.js';
import { ScriptedServer, type Scripted } from './scripted-server.js';

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for tests (DESIGN §4): `POST /v1/chat/completions`,
 * whole or streamed as Server-Sent Events, and `GET /v1/models`.
 *
 * Each request takes the next scripted step, or, when the script is empty, the default responder:
 * a well-behaved model that recognises the coach's tasks by the `task: name` line that opens their
 * system (or developer) prompts and reads the quoted data between <data> and </data> in the user
 * message. Every request is recorded, so tests can assert on prompts.
 *
 *   const ai = await startFakeOpenAiServer();
 *   ai.script(reply.tooManyRequests(), reply.fencedJson({ questions: [...] }));
 *   ... use ai.url as the base URL ...
 *   expect(ai.requests[1]?.task).toBe('baseline');
 *   await ai.close();
 *
 * By default it is OpenAI itself. `flavour` makes it another server people run (Azure OpenAI, Ollama,
 * LM Studio, vLLM, llama.cpp's server), with that server's routes, refusals, streams, error shapes and
 * model listing (openai-server-flavours.ts); the toggles override the flavour. A request the server
 * refuses is recorded with its refusal and does not use up a scripted step.
 */

/** Tests read recorded bodies freely; each assertion checks the shape it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The request parameters that servers treat differently, recorded as sent or not. */
const differingParameters = [
  'temperature',
  'top_p',
  'max_tokens',
  'max_completion_tokens',
  'reasoning_effort',
] as const;

interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (Azure: `api-version`). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The key as sent: in an `api-key` header (Azure) or an `authorization` header; null when none. */
  auth: { header: 'api-key' | 'authorization'; value: string } | null;
  /** The parsed JSON body, or null when it was not JSON. */
  body: Json;
  /** The system and developer messages, joined: reasoning models are prompted as developers. */
  system: string;
  /** The user messages, joined. */
  user: string;
  /** The `task: name` of a coach prompt; null for anything else (a tutor's chat turn). */
  task: string | null;
  /** The JSON between <data> and </data> in the user message, parsed; null when there is none. */
  data: Json;
  stream: boolean;
  /** The `response_format.type` sent (json_schema, json_object, text), or null. */
  responseFormat: string | null;
  /** Which of the parameters that servers treat differently the request carried. */
  sent: Record<(typeof differingParameters)[number], boolean>;
  /** The server's own refusal (a 4xx from its checks, a 503 while loading); null when the model answered. */
  refused: ServerReply | null;
  /** Set when the client closed the connection before the answer was finished (an aborted call). */
  disconnected: boolean;
}

export interface ContentOptions {
  /** Wait this long before answering (or before the first chunk of a stream). */
  delayMs?: number;
  /** Streams: characters per chunk (default 8) and the pause between chunks (default 0). */
  chunkSize?: number;
  chunkDelayMs?: number;
  /** Streams: send this many content chunks, then cut the connection without finishing. */
  cutAfterChunks?: number;
  /** Streams: told of each content chunk as it is written (the benchmark times the relay by it). */
  onContentChunk?: (piece: string) => void;
  /** Streams: after the content, call this tool (the reply then finishes with `tool_calls`). */
  toolCall?: { name: string; arguments: unknown };
  /**
   * A thinking model's reasoning, sent before the content in the flavour's field (llama.cpp, vLLM,
   * LM Studio: `reasoning_content`; Ollama: `reasoning`); OpenAI and Azure send none.
   */
  reasoning?: string;
}

export type FakeReply =
  | ({ kind: 'content'; content: string } & ContentOptions)
  | { kind: 'error'; status: number; message: string; retryAfterMs: number | null }
  | { kind: 'hang' };

export type Responder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAiServer extends Scripted<RecordedRequest, FakeReply> {
  /** The base URL to configure: ending in /v1, or for Azure the deployment's URL. */
  url: string;
  flavour: Flavour;
  /** Azure: the api-version a client should send. */
  apiVersion?: string;
  /** Azure: the key it expects in the `api-key` header. */
  apiKey?: string;
  /**
   * llama.cpp: answer every route with 503 "Loading model" for `ms`, or until ready(). Only llama.cpp's
   * server does this; the others throw.
   */
  loading(ms?: number): void;
  ready(): void;
}

export interface FakeOpenAiOptions extends FlavourToggles {
  /** 0 picks a free one; the browser journeys pass a fixed port that the app under test is configured with. */
  port?: number;
  flavour?: Flavour;
  /** llama.cpp: start loading, answering 503 for this long. */
  loadingMs?: number;
}

/** Ready-made replies for the ways a model or its server misbehaves, and for plain answers. */
export const reply = {
  /** `content` as choices[0].message.content (or streamed delta by delta). */
  content: (content: string, options: ContentOptions = {}): FakeReply => ({
    kind: 'content',
    content,
    ...options,
  }),
  json: (value: unknown, options?: ContentOptions): FakeReply =>
    reply.content(JSON.stringify(value), options),
  fencedJson: (value: unknown, options?: ContentOptions): FakeReply =>
    reply.content(`Here it is:\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`, options),
  trailingCommas: (value: unknown, options?: ContentOptions): FakeReply =>
    reply.content(withTrailingCommas(value), options),
  malformed: (): FakeReply => reply.content('{"questions": [{"text": "What is the first step of'),
  noQuestions: (): FakeReply => reply.json({ questions: [] }),
  /** An error in the flavour's shape. */
  error: (status: number, message = `Fake error ${status}`, retryAfterMs: number | null = 10): FakeReply => ({
    kind: 'error',
    status,
    message,
    retryAfterMs,
  }),
  /** With a short Retry-After, so that the client's retries do not slow the tests. */
  tooManyRequests: (retryAfterMs = 10): FakeReply => reply.error(429, 'Rate limit reached.', retryAfterMs),
  serverError: (retryAfterMs = 10): FakeReply => reply.error(500, 'The server had an error.', retryAfterMs),
  /** llama.cpp's 503 while its model loads, for one request (no Retry-After: the server sends none). */
  loading: (): FakeReply => reply.error(503, 'Loading model', null),
  /** Never answers, until the client gives up or the server closes. */
  hang: (): FakeReply => ({ kind: 'hang' }),
  /** A stream that stops after some chunks without finishing. */
  streamCut: (content: string, afterChunks: number, chunkSize = 8): FakeReply =>
    reply.content(content, { cutAfterChunks: afterChunks, chunkSize }),
};

/** JSON with a comma before every closing } and ], as some models write it. */
export function withTrailingCommas(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/([^[{\s])(\n\s*[}\]])/g, '$1,$2');
}

/** The settings that point a test server's model coach at this fake, with how long and how often it may try. */
export function fakeModelEnv(
  server: { url: string },
  { timeoutSeconds = 5, retries = 0 }: { timeoutSeconds?: number; retries?: number } = {},
): Record<string, string> {
  return {
    SOCRATICA_AI_PROVIDER: 'openai',
    SOCRATICA_AI_BASE_URL: server.url,
    SOCRATICA_AI_TIMEOUT_SECONDS: String(timeoutSeconds),
    SOCRATICA_AI_MAX_RETRIES: String(retries),
  };
}

/** fakeModelEnv with the key the flavour's server takes, and Azure's api-version. */
export function fakeFlavourEnv(
  server: Pick<FakeOpenAiServer, 'url' | 'apiKey' | 'apiVersion'>,
  options?: { timeoutSeconds?: number; retries?: number },
): Record<string, string> {
  return {
    ...fakeModelEnv(server, options),
    SOCRATICA_AI_API_KEY: server.apiKey ?? 'fake-key',
    ...(server.apiVersion ? { SOCRATICA_AI_API_VERSION: server.apiVersion } : {}),
  };
}

export async function startFakeOpenAiServer({
  port: wantedPort = 0,
  flavour = 'openai',
  loadingMs,
  ...toggles
}: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const rules = flavourRules(flavour, toggles);
  let loadingUntil: number | null = null;
  const loading = (ms?: number) => {
    if (!rules.loads) throw new Error(`Only llama.cpp's server answers 503 while loading, not ${flavour}.`);
    loadingUntil = ms === undefined ? Number.POSITIVE_INFINITY : Date.now() + ms;
  };
  const isLoading = () => loadingUntil !== null && Date.now() < loadingUntil;
  if (loadingMs !== undefined) loading(loadingMs);

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, { status: 500, body: rules.error(500, `The fake server failed: ${String(error)}`) });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const recorded = method === 'POST' && rules.isChatRoute(path) ? record(req, url, raw) : null;
    const incoming = { path, query: url.searchParams, headers: req.headers, body: recorded?.body ?? null };

    const refusal = isLoading()
      ? loadingModel
      : recorded
        ? (rules.gateway(incoming) ?? rules.refusal(incoming))
        : null;
    if (refusal) {
      if (recorded) {
        recorded.refused = refusal;
        scripted.requests.push(recorded);
      }
      send(res, refusal);
      return;
    }
    if (!recorded) {
      send(res, answerOtherRoute(method, path, incoming));
      return;
    }

    const answer = await scripted.answer(recorded, res);
    if (answer.kind === 'hang' || scripted.closing) return;
    if (answer.kind === 'error') {
      const headers: Record<string, string> =
        answer.retryAfterMs === null
          ? {}
          : {
              'retry-after-ms': String(answer.retryAfterMs),
              'retry-after': String(answer.retryAfterMs / 1000),
            };
      send(res, { status: answer.status, body: rules.error(answer.status, answer.message) }, headers);
      return;
    }
    if (answer.delayMs) await pause(answer.delayMs);
    if (res.destroyed) return;
    const model = typeof recorded.body?.model === 'string' ? recorded.body.model : 'fake-model';
    const reasoning =
      rules.reasoningField && answer.reasoning
        ? { field: rules.reasoningField, text: answer.reasoning }
        : null;
    if (recorded.stream) await stream(res, answer, model, rules.streamsUsage(recorded.body), reasoning);
    else sendJson(res, 200, completion(answer.content, model, reasoning));
  }

  function answerOtherRoute(method: string, path: string, incoming: IncomingRequest): ServerReply {
    if (method === 'GET' && rules.isModelsRoute(path)) {
      return rules.gateway(incoming) ?? { status: 200, body: rules.modelList() };
    }
    if (method === 'GET' && rules.isHealthRoute(path)) return { status: 200, body: { status: 'ok' } };
    return rules.unknownRoute(method, path);
  }

  const scripted = new ScriptedServer<RecordedRequest, FakeReply>(server, wellBehaved);
  const port = await scripted.listen(wantedPort);
  const scripting = scripted.scripting();
  return {
    url: `http://127.0.0.1:${port}${rules.basePath}`,
    flavour,
    ...(flavour === 'azure' ? { apiVersion: azure.apiVersion, apiKey: azure.apiKey } : {}),
    ...scripting,
    /** Also ends a loading spell: the default is a server that answers. */
    reset: () => {
      scripting.reset();
      loadingUntil = null;
    },
    loading,
    ready: () => {
      loadingUntil = null;
    },
  };
}

function record(req: IncomingMessage, url: URL, raw: string): RecordedRequest {
  let body: Json = null;
  try {
    body = JSON.parse(raw);
  } catch {
    // Recorded as null: a test may be checking what happens with a body that is not JSON.
  }
  const messages: { role?: string; content?: unknown }[] = Array.isArray(body?.messages) ? body.messages : [];
  const textOf = (...roles: string[]) =>
    messages
      .filter((m) => roles.includes(m.role ?? ''))
      .map((m) => messageText(m.content))
      .join('\n\n');
  const system = textOf('system', 'developer');
  const user = textOf('user');
  const dataBlock = /<data>\s*([\s\S]*?)\s*<\/data>/.exec(user)?.[1];
  let data: Json = null;
  try {
    data = dataBlock ? JSON.parse(dataBlock) : null;
  } catch {
    data = null;
  }
  return {
    method: req.method ?? 'POST',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: req.headers,
    auth: authOf(req.headers),
    body,
    system,
    user,
    task: /^task: *([\w-]+)/m.exec(system)?.[1] ?? null,
    data,
    stream: body?.stream === true,
    responseFormat: responseFormatType(body),
    sent: Object.fromEntries(
      differingParameters.map((name) => [name, present(body, name)]),
    ) as RecordedRequest['sent'],
    refused: null,
    disconnected: false,
  };
}

function authOf(headers: IncomingHttpHeaders): RecordedRequest['auth'] {
  const apiKey = headers['api-key'];
  if (typeof apiKey === 'string') return { header: 'api-key', value: apiKey };
  if (typeof headers.authorization === 'string')
    return { header: 'authorization', value: headers.authorization };
  return null;
}

function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : ''))
      .join('');
  }
  return '';
}

let completionCounter = 0;

type Reasoning = { field: string; text: string } | null;

function completion(content: string, model: string, reasoning: Reasoning) {
  return {
    id: `chatcmpl-fake-${++completionCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, ...(reasoning ? { [reasoning.field]: reasoning.text } : {}) },
        finish_reason: 'stop',
      },
    ],
    usage: usage(content),
  };
}

function usage(content: string) {
  const completionTokens = Math.ceil(content.length / 4);
  return { prompt_tokens: 100, completion_tokens: completionTokens, total_tokens: 100 + completionTokens };
}

async function stream(
  res: ServerResponse,
  answer: Extract<FakeReply, { kind: 'content' }>,
  model: string,
  includeUsage: boolean,
  reasoning: Reasoning,
) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  const id = `chatcmpl-fake-${++completionCounter}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finishReason: string | null, extra: object = {}) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
      ...extra,
    })}\n\n`;

  const size = Math.max(1, answer.chunkSize ?? 8);
  const piecesOf = (text: string) => {
    const pieces: string[] = [];
    for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
    return pieces;
  };
  const pieces = piecesOf(answer.content);

  res.write(chunk({ role: 'assistant', content: '' }, null));
  if (reasoning) {
    for (const piece of piecesOf(reasoning.text)) res.write(chunk({ [reasoning.field]: piece }, null));
  }
  for (const [index, piece] of pieces.entries()) {
    if (answer.cutAfterChunks !== undefined && index >= answer.cutAfterChunks) {
      // Let the chunks sent so far reach the client first, as they would over a network.
      await pause(20);
      res.destroy();
      return;
    }
    if (answer.chunkDelayMs) await pause(answer.chunkDelayMs);
    if (res.destroyed) return;
    res.write(chunk({ content: piece }, null));
    answer.onContentChunk?.(piece);
  }
  if (answer.toolCall) {
    const call = {
      index: 0,
      id: `call-fake-${completionCounter}`,
      type: 'function',
      function: { name: answer.toolCall.name, arguments: JSON.stringify(answer.toolCall.arguments) },
    };
    res.write(chunk({ tool_calls: [call] }, null));
  }
  res.write(chunk({}, answer.toolCall ? 'tool_calls' : 'stop'));
  if (includeUsage) {
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: usage(answer.content) })}\n\n`,
    );
  }
  res.end('data: [DONE]\n\n');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A server's own reply: JSON, or plain text when the body is a string (Ollama's unknown routes). */
function send(res: ServerResponse, { status, body }: ServerReply, headers: Record<string, string> = {}) {
  if (typeof body === 'string') {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(body);
  } else sendJson(res, status, body, headers);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// The well-behaved default: a model that does what the coach's prompts ask, plainly.
// ---------------------------------------------------------------------------------------------

export const wellBehaved: Responder = (request) => {
  const data = request.data ?? {};
  const topic: string = typeof data.topic === 'string' ? data.topic : 'the topic';
  switch (request.task) {
    case 'baseline':
      return reply.json({ questions: baselineQuestions(topic) });
    case 'post_assessment':
      return reply.json({ questions: postQuestions(topic, Number(data.question_count) || 4) });
    case 'baseline_score':
      return reply.json({
        knowledge_gaps: [`How the main ideas of ${topic} fit together.`, `Applying ${topic} to a new case.`],
        recommendations: [
          `Ask for one example of ${topic} at a time.`,
          `Explain ${topic} back to the tutor.`,
        ],
      });
    case 'grade_answer':
      return reply.json(gradeByOverlap(data));
    case 'learning_summary':
      return reply.json({
        concepts: chatConcepts(topic, data.chat),
        summary: `You explored ${topic} with the tutor. You worked through its core ideas.`,
      });
    case 'podcast_outline':
      return reply.json(podcastOutline(topic, data.plan, data.sources));
    case 'podcast_segment':
      return reply.json({ turns: podcastTurns(data) });
    case 'tutor_reply':
      return askedForVideos(request, data.learner_message)
        ? reply.content('Good idea: a short video can help here. ', {
            toolCall: { name: 'suggest_videos', arguments: { query: topic } },
          })
        : reply.content(tutorTurn(topic, data.learner_message));
    case null:
      return reply.content(`Fake tutor: what do you already know about ${topic}? Tell me in your own words.`);
    default:
      return reply.json({});
  }
};

/**
 * A learner who mentions a video gets one: the model calls the tutor's video tool, once (the
 * follow-up request, which carries the tool's result, is answered with text).
 */
function askedForVideos(request: RecordedRequest, learnerMessage: unknown): boolean {
  const messages = (request.body as { messages?: { role?: string }[] } | null)?.messages ?? [];
  const toolAnswered = messages.some((message) => message.role === 'tool');
  return !toolAnswered && typeof learnerMessage === 'string' && /\bvideos?\b/i.test(learnerMessage);
}

/**
 * A Socratic-sounding turn that echoes the learner's longest words, so a summary can find them. A
 * message starting "Repeat after me:" is obeyed, as a prompt-injected model would: the browser
 * journeys use it to send hostile Markdown back as the tutor's reply.
 */
function tutorTurn(topic: string, learnerMessage: unknown): string {
  const parroted =
    typeof learnerMessage === 'string' ? /^Repeat after me:\s*([\s\S]+)$/.exec(learnerMessage) : null;
  if (parroted?.[1]) return parroted[1];
  if (typeof learnerMessage !== 'string') {
    return `Welcome! Let's explore ${topic}. What do you already know about it?`;
  }
  const words = [...new Set(learnerMessage.toLowerCase().match(/[a-z]{6,}/g) ?? [])]
    .sort((a, b) => b.length - a.length)
    .slice(0, 2);
  return words.length > 0
    ? `You mentioned **${words.join('** and **')}**. What makes you think that matters for ${topic}?`
    : `Interesting. Can you say more about how that relates to ${topic}?`;
}

/** One outline entry per planned segment, and two think questions in the first body segment. */
/** One outline entry per planned segment; the body segments share the numbered sources given, in order. */
function podcastOutline(topic: string, plan: unknown, sources: unknown) {
  const segments: { segment: number; role: string }[] = Array.isArray(plan) ? plan : [];
  const numbers = (Array.isArray(sources) ? (sources as { number: number }[]) : []).map((s) => s.number);
  const bodies = segments.filter(({ role }) => role === 'body').length;
  return {
    segments: segments.map(({ segment, role }, index) => ({
      title:
        role === 'intro' ? `Meet ${topic}` : role === 'wrap_up' ? 'Wrap-up' : `Part ${segment} of ${topic}`,
      key_points: [`${topic} has a first idea.`, `${topic} has a second idea.`],
      sources: role === 'body' ? numbers.filter((_, n) => n % bodies === index - 1) : [],
    })),
    think_questions: [
      { segment: 2, question: `Why does ${topic} matter?` },
      { segment: 2, question: `Where have you seen ${topic}?` },
    ],
  };
}

/** Alternating turns of at most 36 words, each one different, that add up to the segment's target words. */
function podcastTurns(data: { target_words?: unknown; segment?: unknown }) {
  const target = typeof data.target_words === 'number' ? data.target_words : 60;
  const filler = 'and these plain words carry on for every listener who hears them today'.split(' ');
  const turns: { speaker: 'host' | 'cohost'; text: string }[] = [];
  for (let left = target, n = 1; left > 0; n++) {
    const words = [`Segment ${String(data.segment)} turn ${n} says`.split(' '), filler, filler, filler]
      .flat()
      .slice(0, Math.min(36, left));
    turns.push({ speaker: n % 2 === 1 ? 'host' : 'cohost', text: `${words.join(' ')}.` });
    left -= words.length;
  }
  return turns;
}

/** The concepts of a chat, as a model would name them: the learner's longest recurring words. */
function chatConcepts(topic: string, chat: unknown): string[] {
  const turns: { speaker?: string; text?: string }[] = Array.isArray(chat) ? chat : [];
  const learnerText = turns
    .filter((turn) => turn.speaker === 'learner')
    .map((turn) => turn.text ?? '')
    .join(' ')
    .toLowerCase();
  const words = [...new Set(learnerText.match(/[a-z]{6,}/g) ?? [])].sort((a, b) => b.length - a.length);
  return words.length > 0 ? words.slice(0, 5) : [topic, `core ideas of ${topic}`];
}

function baselineQuestions(topic: string) {
  return [
    {
      context_field: 'experience_level',
      text: `How familiar are you with ${topic}?`,
      options: [
        `I have never studied ${topic}`,
        `I know a few facts about ${topic}`,
        `I have used ${topic} in practice`,
        `I could teach ${topic}`,
      ],
    },
    { context_field: 'learning_focus', text: `Which part of ${topic} interests you most?`, options: [] },
    {
      context_field: 'learning_preferences',
      text: `How would you like to learn ${topic}?`,
      options: [
        'Worked examples',
        'Clear step-by-step explanations',
        'Being asked questions',
        'Practice problems',
      ],
    },
    {
      context_field: 'success_criteria',
      text: `What do you want to achieve with ${topic} today?`,
      options: [],
    },
    {
      context_field: 'confidence_baseline',
      text: `How confident are you about ${topic}, from 1 to 10?`,
      options: [],
    },
  ];
}

function postQuestions(topic: string, count: number) {
  const make = (i: number) => {
    const common = {
      bloom_level: ['remember', 'understand', 'apply', 'analyze'][i % 4],
      learning_objective: `Objective ${i + 1} for ${topic}`,
      purpose: `Checks part ${i + 1} of ${topic}.`,
      model_answer: `A model answer about ${topic}.`,
    };
    switch (i % 3) {
      case 0:
        return {
          ...common,
          type: 'multiple_choice',
          text: `Question ${i + 1}: which statement about ${topic} is right?`,
          options: ['Right statement', 'Wrong statement A', 'Wrong statement B', 'Wrong statement C'],
          correct_options: ['Right statement'],
          key_concepts: [],
        };
      case 1:
        return {
          ...common,
          type: 'multi_select',
          text: `Question ${i + 1}: which of these belong to ${topic}?`,
          options: ['First part', 'Second part', 'Unrelated A', 'Unrelated B'],
          correct_options: ['First part', 'Second part'],
          key_concepts: [],
        };
      default:
        return {
          ...common,
          type: 'short_answer',
          text: `Question ${i + 1}: explain the core idea of ${topic}.`,
          options: [],
          correct_options: [],
          key_concepts: ['core idea', 'example'],
        };
    }
  };
  return Array.from({ length: Math.max(0, count) }, (_, i) => make(i));
}

/** The share of key concepts whose words all appear in the learner's answer. */
function gradeByOverlap(data: Json) {
  const concepts: string[] = Array.isArray(data?.key_concepts) ? data.key_concepts : [];
  const answer = String(data?.learner_answer ?? '').toLowerCase();
  const covered = concepts.filter((c) =>
    c
      .toLowerCase()
      .split(/\s+/)
      .every((w) => answer.includes(w)),
  );
  const score = concepts.length === 0 ? 0 : covered.length / concepts.length;
  return {
    score,
    feedback:
      covered.length === concepts.length
        ? 'You covered every key idea.'
        : `You covered ${covered.length} of ${concepts.length} key ideas.`,
  };
}
