import pg from 'pg';

export const CATALOGUE_CHANNEL = 'aurum_catalogue';

/** One catalogue change: its version and the products it touched ('all' when too many to list, or a truncate). */
export interface CatalogueChange {
  version: number;
  ids: number[] | 'all';
}

export function parseChange(payload: string): CatalogueChange | null {
  const match = /^(\d+):(.*)$/s.exec(payload);
  if (!match) return null;
  const version = Number(match[1]);
  if (match[2] === '*') return { version, ids: 'all' };
  const ids = match[2] === '' ? [] : match[2].split(',').map(Number);
  return ids.every(Number.isSafeInteger) ? { version, ids } : null;
}

export interface NotificationHandlers {
  /** Listening (first time or again): anything sent before may have been missed. */
  onListening(): void;
  onChange(change: CatalogueChange): void;
  onLost(error: unknown): void;
}

/**
 * LISTEN on the catalogue channel over its own connection; when the
 * connection drops it reconnects (1 s, doubling to 30 s) and says so, since
 * what was sent meanwhile is gone.
 */
export class CatalogueNotifications {
  private client?: pg.Client;
  private stopped = false;
  private retryMs = 1000;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly connectionString: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'aurum-catalogue-listener' });
    this.client = client;
    const lost = (error: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.handlers.onLost(error);
      this.timer = setTimeout(() => void this.start(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    client.on('notification', (message) => {
      const change = message.channel === CATALOGUE_CHANNEL && message.payload ? parseChange(message.payload) : null;
      if (change) this.handlers.onChange(change);
    });
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    this.retryMs = 1000;
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
    await client?.end().catch(() => undefined);
  }
}
