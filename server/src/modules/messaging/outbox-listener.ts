import pg from 'pg';
import { OUTBOX_NOTIFY_CHANNEL } from './message-transport';

const RECONNECT_MS = 5_000;

export interface OutboxListener {
  close(): Promise<void>;
}

/** Ends a connection whatever its state; a late error event must not crash the process. */
function dispose(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => undefined);
  return client.end().catch(() => undefined);
}

/**
 * LISTENs on its own connection for the NOTIFY that every committed pending
 * message sends, in any process, and calls `onMessage`. Only a shortcut: the
 * relay polls anyway, so a lost connection is logged and retried, never fatal.
 */
export function listenForMessages(connectionString: string, onMessage: () => void, log: (line: string) => void): OutboxListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = (reason: string) => {
    if (closed || retry) return;
    log(`[messaging] outbox notifications lost (${reason}); polling until reconnected`);
    if (client) void dispose(client);
    client = null;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === OUTBOX_NOTIFY_CHANNEL) onMessage();
    });
    next.on('error', (error) => reconnectLater(error.message));
    next.on('end', () => reconnectLater('connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${OUTBOX_NOTIFY_CHANNEL}`);
      // Catch up with anything committed while not listening.
      if (!closed) onMessage();
    } catch (error) {
      reconnectLater((error as Error).message);
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      if (current) await dispose(current);
    },
  };
}
