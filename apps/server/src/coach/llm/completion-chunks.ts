import { StringDecoder } from 'node:string_decoder';
import { ServerSentEventReader } from './server-sent-event-reader.js';

/** Why a streamed message ended, in the AI SDK's words (mapOpenAICompatibleFinishReason), which the logs keep. */
type FinishReason = 'stop' | 'length' | 'content-filter' | 'tool-calls' | 'other';

/** A function the model asked to call, with its arguments as it wrote them (JSON text). */
export interface ToolCallRequest {
  id: string;
  name: string;
  arguments: string;
}

/** A streamed message as it ended. */
export interface CompletedMessage {
  finishReason: FinishReason;
  text: string;
  /** A thinking model's reasoning (llama.cpp, vLLM, LM Studio, Ollama), sent back with its tool calls. */
  reasoning: string;
  toolCalls: ToolCallRequest[];
}

export type ChatStreamEvent = { type: 'text'; text: string } | ({ type: 'finish' } & CompletedMessage);

/** The provider's stream went wrong after it began: an error event, a cut, a chunk that is not JSON. */
export class ChatStreamError extends Error {
  override name = 'ChatStreamError';
}

/**
 * A streamed chat completion's body, read as its bytes arrive: the text as it comes, then how the
 * message finished. A character split between reads is decoded whole.
 */
export async function* completionEvents(body: AsyncIterable<Buffer>): AsyncGenerator<ChatStreamEvent> {
  const decoder = new StringDecoder('utf8');
  const events = new ServerSentEventReader();
  const chunks = new CompletionChunkReader();
  for await (const bytes of body) {
    for (const data of events.read(decoder.write(bytes))) {
      if (data === '[DONE]') continue;
      const text = chunks.read(data);
      if (text) yield { type: 'text', text };
    }
  }
  yield { type: 'finish', ...chunks.finish() };
}

interface ToolCallDelta {
  index?: number | null;
  id?: string | null;
  function?: { name?: string | null; arguments?: string | null } | null;
}

interface ContentPart {
  type?: string;
  text?: unknown;
  thinking?: unknown;
}

/** The fields of a `chat.completion.chunk` that are read; servers add others. */
interface CompletionChunk {
  error?: unknown;
  choices?: {
    finish_reason?: string | null;
    delta?: {
      content?: string | ContentPart[] | null;
      reasoning_content?: string | null;
      reasoning?: string | null;
      tool_calls?: ToolCallDelta[] | null;
    } | null;
  }[];
}

/**
 * The chunks of one streamed chat completion, read as the AI SDK's OpenAI-compatible provider reads them:
 * text deltas (a string, or text parts), reasoning in `reasoning_content` or `reasoning`, tool calls
 * assembled from their deltas, the finish reason, and an `error` object sent inside the stream.
 */
class CompletionChunkReader {
  private text = '';
  private reasoning = '';
  private finishReason: FinishReason | null = null;
  private readonly toolCalls: ToolCallRequest[] = [];
  /** Each call being assembled, by the index the server gave it (or its id, for servers that give none). */
  private readonly openCalls = new Map<number | string, ToolCallRequest>();
  private lastCall: ToolCallRequest | undefined;

  /** The text that the chunk (an event's data) adds to the reply: '' when none. */
  read(data: string): string {
    let chunk: CompletionChunk;
    try {
      chunk = JSON.parse(data) as CompletionChunk;
    } catch {
      throw new ChatStreamError(`the provider sent a chunk that is not JSON: ${data.slice(0, 200)}`);
    }
    if (chunk.error != null) {
      throw new ChatStreamError(`the provider sent an error: ${errorText(chunk.error)}`);
    }
    const choice = chunk.choices?.[0];
    if (!choice) return '';
    if (choice.finish_reason != null) this.finishReason = unifiedFinishReason(choice.finish_reason);
    const delta = choice.delta;
    if (!delta) return '';
    const reasoning = delta.reasoning_content ?? delta.reasoning;
    if (reasoning) this.reasoning += reasoning;
    let text = '';
    if (typeof delta.content === 'string') text = delta.content;
    else if (Array.isArray(delta.content)) text = this.readParts(delta.content);
    if (delta.tool_calls) for (const call of delta.tool_calls) this.readToolCall(call);
    this.text += text;
    return text;
  }

  /** The message as the stream left it; a stream that ends without a finish reason was cut, not finished. */
  finish(): CompletedMessage {
    if (this.finishReason === null) throw new ChatStreamError('the stream ended without a finish reason');
    return {
      finishReason: this.finishReason,
      text: this.text,
      reasoning: this.reasoning,
      toolCalls: this.toolCalls,
    };
  }

  private readParts(parts: ContentPart[]): string {
    let text = '';
    for (const part of parts) {
      if (part.type === 'text' && typeof part.text === 'string') text += part.text;
      else if (part.type === 'thinking' && Array.isArray(part.thinking)) {
        for (const thought of part.thinking as ContentPart[]) {
          if (thought?.type === 'text' && typeof thought.text === 'string') this.reasoning += thought.text;
        }
      }
    }
    return text;
  }

  /**
   * A call starts with its name; later deltas add to its arguments. Some servers number every call 0
   * and tell them apart by id, others (Gemini) send no index.
   */
  private readToolCall(delta: ToolCallDelta): void {
    const name = nonBlank(delta.function?.name);
    const id = nonBlank(delta.id);
    const key = delta.index ?? id;
    let call = key === undefined ? undefined : this.openCalls.get(key);
    if (name && (!call || (id && id !== call.id))) {
      call = { id: id ?? `call_${this.toolCalls.length}`, name, arguments: '' };
      this.toolCalls.push(call);
      if (key !== undefined) this.openCalls.set(key, call);
    }
    // A delta without a name or a known key goes on with the call being written.
    call ??= this.lastCall;
    if (!call) return;
    this.lastCall = call;
    call.arguments += delta.function?.arguments ?? '';
  }
}

function unifiedFinishReason(reason: string): FinishReason {
  switch (reason) {
    case 'stop':
    case 'length':
      return reason;
    case 'content_filter':
      return 'content-filter';
    case 'function_call':
    case 'tool_calls':
      return 'tool-calls';
    default:
      return 'other';
  }
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(error);
}

function nonBlank(value: string | null | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}
