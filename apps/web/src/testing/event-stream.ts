/** One Server-Sent Event as the server writes it: `event:` then a JSON `data:` line, then a blank line. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const encoder = new TextEncoder();

/** A text/event-stream answer that sends `chunks` (text or raw bytes) one by one, then ends. */
export function eventStreamResponse(chunks: (string | Uint8Array)[]): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** A text/event-stream answer the test writes to as it goes, to see what the page shows mid-stream. */
export interface LiveEventStream {
  response: Response;
  send(event: string, data: unknown): void;
  /** Raw text, for frames split at awkward places. */
  write(text: string): void;
  end(): void;
  /** The connection drops, as a network failure would. */
  fail(error?: unknown): void;
  /** Whether the reader gave up on the stream (Stop, leaving the page). */
  readonly cancelled: boolean;
}

export function liveEventStream(): LiveEventStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      cancelled = true;
      open = false;
    },
  });
  const write = (text: string) => {
    if (open) controller.enqueue(encoder.encode(text));
  };
  return {
    response: new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event, data) => write(sseFrame(event, data)),
    write,
    end() {
      if (open) controller.close();
      open = false;
    },
    fail(error = new TypeError('network error')) {
      if (open) controller.error(error);
      open = false;
    },
    get cancelled() {
      return cancelled;
    },
  };
}
