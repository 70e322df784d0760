import pg from 'pg';

const RECONNECT_DELAY_MS = 1_000;

interface Subscription {
  channel: string;
  onMessage(payload: string): void;
  onGap(): void;
}

/**
 * One dedicated connection for LISTEN, shared by every subscriber. When it drops it reconnects,
 * listens again, and tells subscribers that they may have missed messages.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onMessage: (payload: string) => void, onGap: () => void) {
    const subscription = { channel, onMessage, onGap };
    this.subscriptions.add(subscription);
    const client = await this.connection();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      this.subscriptions.delete(subscription);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const s of this.subscriptions)
        if (s.channel === message.channel) s.onMessage(message.payload ?? '');
    });
    client.on('error', () => this.reconnectLater(client));
    client.on('end', () => this.reconnectLater(client));
    await client.connect();
    for (const channel of new Set([...this.subscriptions].map((s) => s.channel))) {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    this.client = client;
    return client;
  }

  private reconnectLater(lost: pg.Client) {
    if (this.closed || this.client !== lost) return;
    this.client = undefined;
    this.retry();
  }

  private retry() {
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connection()
        .then(() => {
          for (const s of this.subscriptions) s.onGap();
        })
        .catch(() => this.retry());
    }, RECONNECT_DELAY_MS).unref();
  }
}
