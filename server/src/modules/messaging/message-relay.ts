import type { MikroORM } from '@mikro-orm/postgresql';
import { DeliveryError, shortReason, type ChannelSender, type ClaimedMessage } from './channel-sender';
import { ChannelListener } from '../../common/db/channel-listener';
import { OUTBOX_NOTIFY_CHANNEL } from './message-transport';
import type { MessageChannel } from './outbox-message.entity';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface RelayOptions {
  /** How often to look for due messages when no notification arrives. */
  pollMs?: number;
  /** Messages claimed (and sent concurrently) per round. */
  batchSize?: number;
  /** How long a claimed message stays invisible to other relays; must outlast a send's timeouts. */
  leaseMs?: number;
  /** The wait after each failed attempt; once used up, the message fails. */
  retryDelaysMs?: readonly number[];
  /** Wake up on PostgreSQL NOTIFY when a message is committed (in any process). */
  listen?: boolean;
  log?: (line: string) => void;
}

export const DEFAULT_RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 6 * HOUR] as const;

interface ClaimedRow extends ClaimedMessage {
  status: 'pending' | 'expired';
}

/**
 * Delivers pending outbox messages. Every server process runs one; on one
 * database they share the work without sending anything twice:
 *
 * 1. claim: one UPDATE picks due rows with FOR UPDATE SKIP LOCKED (another
 *    relay skips them), counts the attempt and moves next_attempt_at forward
 *    by a lease, so no other relay sees them until the lease ends;
 * 2. send, outside any transaction (a slow provider holds no lock);
 * 3. mark sent, or schedule the retry / fail.
 *
 * A process that dies between 1 and 3 leaves the message to be retried when
 * the lease ends: delivery is exactly once unless a process crashes mid-send.
 * Messages past their expires_at are marked expired at claim time, never sent.
 */
export class MessageRelay {
  private readonly senders = new Map<MessageChannel, ChannelSender>();
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly log: (line: string) => void;
  private timer?: NodeJS.Timeout;
  private listener?: ChannelListener;
  private running?: Promise<void>;
  private wokenWhileRunning = false;
  private stopped = true;

  constructor(
    private readonly orm: MikroORM,
    senders: ChannelSender[],
    private readonly options: RelayOptions = {},
  ) {
    for (const sender of senders) this.senders.set(sender.channel, sender);
    this.pollMs = options.pollMs ?? 2 * SECOND;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.log = options.log ?? ((line) => console.error(line));
  }

  /** The channels this relay delivers; messages on the others are kept in the outbox. */
  get channels(): MessageChannel[] {
    return [...this.senders.keys()];
  }

  start(): void {
    if (!this.stopped || this.senders.size === 0) return;
    this.stopped = false;
    if (this.options.listen ?? true) {
      const url = this.orm.config.get('clientUrl');
      // Only a shortcut: the relay polls anyway, so a lost connection is logged, never fatal.
      if (url) {
        this.listener = new ChannelListener(url, OUTBOX_NOTIFY_CHANNEL, {
          onListening: () => this.wake(),
          onNotification: () => this.wake(),
          onLost: (error) => this.log(`[messaging] outbox notifications lost (${(error as Error)?.message ?? error}); polling until reconnected`),
        });
        void this.listener.start();
      }
    }
    this.wake();
  }

  /** Looks for due messages now (coalesced with a round already running). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.wokenWhileRunning) {
        this.wokenWhileRunning = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.pollMs);
        this.timer.unref();
      }
    });
  }

  /** Waits for the round in progress, then stops polling and listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.listener?.stop();
    this.listener = undefined;
    await this.running;
    for (const sender of this.senders.values()) sender.close?.();
  }

  /** Rounds until no full batch is due; errors are logged, never thrown (the relay must not crash the process). */
  private async drain(): Promise<void> {
    try {
      let claimed = this.batchSize;
      while (!this.stopped && claimed === this.batchSize) claimed = await this.deliverDue();
    } catch (error) {
      this.log(`[messaging] relay round failed: ${shortReason((error as Error).message ?? String(error))}`);
    }
  }

  /** One round: claims up to a batch of due messages and delivers them. Returns how many were claimed. */
  async deliverDue(): Promise<number> {
    const claimed = await this.claim();
    const outcomes = await Promise.allSettled(
      claimed.map(async (message) => {
        if (message.status === 'expired') this.log(`[messaging] ${describe(message)} expired before it could be sent`);
        else await this.deliver(message);
      }),
    );
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') this.log(`[messaging] recording a delivery failed: ${shortReason(String(outcome.reason?.message ?? outcome.reason))}`);
    }
    return claimed.length;
  }

  private async claim(): Promise<ClaimedRow[]> {
    const channels = this.channels;
    if (channels.length === 0) return [];
    return this.orm.em.fork().getConnection().execute<ClaimedRow[]>(
      `update outbox_message m
          set attempts = m.attempts + case when m.expires_at <= now() then 0 else 1 end,
              status = case when m.expires_at <= now() then 'expired' else m.status end,
              next_attempt_at = case when m.expires_at <= now() then null else now() + make_interval(secs => ?) end
         from (select id from outbox_message
                where status = 'pending' and next_attempt_at <= now() and channel in (${channels.map(() => '?').join(', ')})
                order by next_attempt_at, id
                limit ?
                for update skip locked) due
        where m.id = due.id
    returning m.id::text as id, m.channel, m.kind, m.recipient, m.subject, m.body, m.link, m.headers, m.attempts, m.status`,
      [this.leaseMs / SECOND, ...channels, this.batchSize],
    );
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    let providerMessageId: string | null;
    try {
      ({ providerMessageId } = await this.senders.get(message.channel)!.send(message));
    } catch (error) {
      await this.recordFailure(message, error);
      return;
    }
    await this.orm.em.fork().getConnection().execute(
      `update outbox_message set status = 'sent', sent_at = now(), next_attempt_at = null, last_error = null, provider_message_id = ?
        where id = ? and status = 'pending'`,
      [providerMessageId ? providerMessageId.slice(0, 200) : null, message.id],
    );
  }

  private async recordFailure(message: ClaimedMessage, error: unknown): Promise<void> {
    const reason = error instanceof DeliveryError ? error.message : shortReason(`unexpected error: ${(error as Error)?.message ?? String(error)}`);
    const permanent = error instanceof DeliveryError && error.permanent;
    const delay = this.retryDelaysMs[message.attempts - 1];
    const connection = this.orm.em.fork().getConnection();
    if (permanent || delay === undefined) {
      this.log(`[messaging] ${describe(message)} failed after ${message.attempts} attempt(s): ${reason}`);
      await connection.execute(`update outbox_message set status = 'failed', next_attempt_at = null, last_error = ? where id = ? and status = 'pending'`, [
        reason,
        message.id,
      ]);
      return;
    }
    this.log(`[messaging] ${describe(message)} attempt ${message.attempts} failed, retrying in ${Math.round(delay / SECOND)} s: ${reason}`);
    await connection.execute(`update outbox_message set next_attempt_at = now() + make_interval(secs => ?), last_error = ? where id = ? and status = 'pending'`, [
      delay / SECOND,
      reason,
      message.id,
    ]);
  }
}

/** Which message, without its recipient or body. */
function describe(message: Pick<ClaimedMessage, 'id' | 'channel' | 'kind'>): string {
  return `${message.channel} ${message.kind} #${message.id}`;
}
