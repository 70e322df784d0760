import { fetchApi } from './api-client';

/** One dispatched Server-Sent Event: its `event:` name ('message' when none was given) and its `data:`. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStreamRequest {
  /** Sent as JSON. */
  body: unknown;
  signal?: AbortSignal;
  /** See RequestOptions: for a POST whose refusals before the stream store nothing. */
  resendWhenRestarting?: boolean;
  onRestartWait?: (seconds: number) => void;
}

/**
 * POSTs to `path` (relative to the API prefix) with the bearer token and yields the answer's Server-Sent
 * Events as they arrive. EventSource cannot POST or send a token, hence fetch. A non-OK answer throws the
 * same ApiError as the API client; aborting `signal` rejects with the signal's reason.
 */
export async function* postForEvents(
  path: string,
  { body, signal, resendWhenRestarting = false, onRestartWait }: EventStreamRequest,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const response = await fetchApi('POST', path, {
    body,
    signal,
    resendWhenRestarting,
    ...(onRestartWait ? { onRestartWait } : {}),
    accept: 'text/event-stream',
  });
  if (!response.body) return;

  const reader = response.body.getReader();
  // Cancelling ends a pending read even when the body does not watch the signal itself.
  const cancelOnAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', cancelOnAbort, { once: true });
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode(), true);
  } finally {
    signal?.removeEventListener('abort', cancelOnAbort);
    // Also reached when the consumer stops early: the connection is released instead of left reading.
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * The text/event-stream format (WHATWG HTML §9.2.6), fed text in arbitrary pieces: a line, a CR LF pair or a
 * multi-byte character may be split between two network chunks.
 */
export class EventStreamParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];

  /** The events completed by `text`. With `end`, a trailing lone CR counts as a line end. */
  *push(text: string, end = false): Generator<ServerSentEvent, void, undefined> {
    this.buffer += text;
    let start = 0;
    for (;;) {
      const lineEnd = this.nextLineEnd(start, end);
      if (lineEnd === null) break;
      const event = this.readLine(this.buffer.slice(start, lineEnd.index));
      if (event) yield event;
      start = lineEnd.index + lineEnd.length;
    }
    this.buffer = this.buffer.slice(start);
    // An event still missing its blank line when the stream ends is dropped, as browsers do.
    if (end) this.reset();
  }

  private nextLineEnd(from: number, end: boolean): { index: number; length: number } | null {
    for (let index = from; index < this.buffer.length; index++) {
      const char = this.buffer[index];
      if (char === '\n') return { index, length: 1 };
      if (char === '\r') {
        // A CR at the very end may be the first half of a CR LF still on its way.
        if (index + 1 === this.buffer.length) return end ? { index, length: 1 } : null;
        return { index, length: this.buffer[index + 1] === '\n' ? 2 : 1 };
      }
    }
    return null;
  }

  private readLine(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;

    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);

    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.dataLines.push(value);
    // `id` and `retry` only matter to EventSource's reconnection, which a POST does not do.
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    const event =
      this.dataLines.length === 0
        ? null
        : { event: this.eventName || 'message', data: this.dataLines.join('\n') };
    this.reset();
    return event;
  }

  private reset() {
    this.eventName = '';
    this.dataLines = [];
  }
}
