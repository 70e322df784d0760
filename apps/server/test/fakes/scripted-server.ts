import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake answers one request with: a reply, or a function of the request. */
export type Step<Request, Reply> = Reply | ((request: Request) => Reply | Promise<Reply>);

/** The scripting every fake server offers its tests. */
export interface Scripted<Request, Reply> {
  /** Every request received, oldest first. */
  requests: Request[];
  /** Queues replies (or functions of the request) for the next requests, in order. */
  script(...steps: Step<Request, Reply>[]): void;
  /** Replaces the responder used when the script is empty (by default, the well-behaved one). */
  respondWith(responder: (request: Request) => Reply | Promise<Reply>): void;
  /** Empties the script and the record, and restores the well-behaved default. */
  reset(): void;
  /** Stops the server, cutting hanging and streaming connections. */
  close(): Promise<void>;
}

/**
 * The scripted replies and the loopback listening that the fake servers share: each records a
 * request, asks `answer` what to reply, and marks the request disconnected if the client leaves.
 */
export class ScriptedServer<Request extends { disconnected: boolean }, Reply extends object> {
  readonly requests: Request[] = [];
  private queue: Step<Request, Reply>[] = [];
  private fallback: (request: Request) => Reply | Promise<Reply>;
  /** Set by close(): the connections it cuts are not clients leaving. */
  closing = false;

  constructor(
    private readonly server: Server,
    private readonly wellBehaved: (request: Request) => Reply | Promise<Reply>,
  ) {
    this.fallback = wellBehaved;
  }

  /** Records the request and answers what the script (or the fallback) says. */
  async answer(request: Request, res: ServerResponse): Promise<Reply> {
    this.requests.push(request);
    res.on('close', () => {
      if (!res.writableFinished && !this.closing) request.disconnected = true;
    });
    const step = this.queue.shift() ?? this.fallback;
    return typeof step === 'function' ? step(request) : step;
  }

  /** Listens on 127.0.0.1 and answers the port. */
  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** The scripting half of a fake server's interface. */
  scripting(): Scripted<Request, Reply> {
    return {
      requests: this.requests,
      script: (...steps) => {
        this.queue.push(...steps);
      },
      respondWith: (responder) => {
        this.fallback = responder;
      },
      reset: () => {
        this.queue = [];
        this.requests.length = 0;
        this.fallback = this.wellBehaved;
      },
      close: () => {
        this.closing = true;
        return new Promise<void>((resolve, reject) => {
          this.server.close((error) => (error ? reject(error) : resolve()));
          this.server.closeAllConnections();
        });
      },
    };
  }
}
