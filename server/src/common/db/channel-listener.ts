import pg from 'pg';

export interface ChannelHandlers {
  /** Listening (first time or again): anything sent before may have been missed. */
  onListening(): void;
  onNotification(payload: string): void;
  /** The connection is gone; a reconnect is scheduled. */
  onLost(error: unknown): void;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/** Ends a connection whatever its state; a late error event must not crash the process. */
function dispose(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => undefined);
  return client.end().catch(() => undefined);
}

/**
 * The one way a process hears PostgreSQL NOTIFYs: LISTEN on one channel over
 * a connection of its own. When the connection drops it reconnects (1 s,
 * doubling to 30 s) and says so through `onLost` and then `onListening`,
 * since whatever was sent meanwhile is gone: a listener must treat its
 * in-memory state as stale until it hears `onListening` again.
 */
export class ChannelListener {
  private client?: pg.Client;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: `aurum-listen-${this.channel}` });
    this.client = client;
    const lost = (error: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      void dispose(client);
      if (this.stopped) return;
      this.handlers.onLost(error);
      this.timer = setTimeout(() => void this.start(), this.retryMs);
      this.timer.unref();
      this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (this.client !== client) return;
    this.retryMs = FIRST_RETRY_MS;
    this.handlers.onListening();
  }

  /** For tests: drop the connection as a network failure would. */
  simulateConnectionLoss(): void {
    this.client?.emit('error', new Error('simulated connection loss'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    if (client) await dispose(client);
  }
}
