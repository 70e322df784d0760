import type {
  ChatReply,
  ChatRequest,
  ChatStreamDelta,
  ChatStreamError,
  ChatStreamQueued,
  ChatStreamStart,
  StoredChatMessage,
} from '@socratica/contracts';
import { postForEvents } from '../../../lib/sse-reader';

export interface ChatStreamListener {
  /** The learner's message is stored and the tutor is starting to answer. */
  onStart?(start: ChatStreamStart): void;
  onDelta?(text: string): void;
  /** The reply waits for the server's model: its place in line, 1 = next. */
  onQueued?(position: number): void;
  /** The server is restarting: the message is sent again after this many seconds. */
  onRestartWait?(seconds: number): void;
}

/** The stream ended without a reply: the server's sentence, and the part of the reply it kept, if any. */
export class ChatStreamFailure extends Error {
  override readonly name = 'ChatStreamFailure';

  constructor(
    readonly detail: string,
    readonly kept: StoredChatMessage | null,
  ) {
    super(detail);
  }
}

// The server gives up on a provider that goes quiet for 30 s (SOCRATICA_AI_STREAM_IDLE_SECONDS) and says so in
// an `error` event; this longer wait only catches a connection that died without a word.
const IDLE_LIMIT_MS = 45_000;
const IDLE_DETAIL = 'The tutor stopped answering. Please try again.';
const CUT_OFF_DETAIL = 'The reply was cut off before it finished. Please try again.';
const UNREADABLE_DETAIL = 'The tutor’s reply could not be read. Please try again.';

/**
 * `POST chat/stream`: calls the listener as the reply grows and resolves with the finished reply. A refusal
 * before the stream opens throws the ApiError (nothing was stored); a failure afterwards throws a
 * ChatStreamFailure; aborting `signal` (Stop) rejects with its reason.
 */
export async function streamChatReply(
  request: ChatRequest,
  { signal, ...listener }: ChatStreamListener & { signal: AbortSignal },
): Promise<ChatReply> {
  const idle = new IdleGuard(signal, IDLE_LIMIT_MS);
  try {
    for await (const { event, data } of postForEvents('chat/stream', {
      body: request,
      signal: idle.signal,
      // Nothing is stored before the stream opens, so a message refused by a restarting server is sent again.
      resendWhenRestarting: true,
      onRestartWait: (seconds) => listener.onRestartWait?.(seconds),
    })) {
      idle.restart();
      switch (event) {
        case 'start':
          listener.onStart?.(parse<ChatStreamStart>(data));
          break;
        case 'queued':
          listener.onQueued?.(parse<ChatStreamQueued>(data).position);
          break;
        case 'delta':
          listener.onDelta?.(parse<ChatStreamDelta>(data).text);
          break;
        case 'done':
          return parse<ChatReply>(data);
        case 'error': {
          const failure = parse<ChatStreamError>(data);
          throw new ChatStreamFailure(failure.detail, failure.message);
        }
      }
    }
    throw new ChatStreamFailure(CUT_OFF_DETAIL, null);
  } catch (error) {
    if (idle.timedOut) throw new ChatStreamFailure(IDLE_DETAIL, null);
    throw error;
  } finally {
    idle.stop();
  }
}

// The server writes each event's data as one JSON document (contracts: ChatStream*).
function parse<T>(data: string): T {
  try {
    return JSON.parse(data) as T;
  } catch {
    throw new ChatStreamFailure(UNREADABLE_DETAIL, null);
  }
}

/** A signal that aborts with the caller's, or when no event has arrived for `limitMs`. */
class IdleGuard {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly forwardAbort: () => void;
  timedOut = false;

  constructor(
    private readonly outer: AbortSignal,
    private readonly limitMs: number,
  ) {
    this.forwardAbort = () => this.controller.abort(outer.reason);
    if (outer.aborted) this.forwardAbort();
    else outer.addEventListener('abort', this.forwardAbort, { once: true });
    this.restart();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.limitMs);
  }

  stop() {
    clearTimeout(this.timer);
    this.outer.removeEventListener('abort', this.forwardAbort);
  }
}
