import { ChannelListener } from '../../common/db/channel-listener';

/** The NOTIFY sent in the transaction that revokes, rotates or changes the origins of a key (payload: the key's id). */
export const PARTNER_KEYS_CHANNEL = 'aurum_partner_keys';

/** A live key as every request needs it: what the secret's hash row says. */
export interface CachedPartnerKey {
  keyId: number;
  label: string;
  scopes: readonly string[];
  costPerMinute: number;
  /** The web origins whose pages may read this key's answers (CORS). */
  allowedOrigins: readonly string[];
}

const MAX_ENTRIES = 1000;

/**
 * Live partner keys by secret hash, so a partner request costs no key lookup.
 * Only an optimisation a second process can do without: it answers only while
 * this process LISTENs for revocations, which every process hears the moment
 * the revoking transaction commits. Until it listens (at start, after a lost
 * connection) it answers nothing and every request reads the database, so a
 * revoked key never works for a moment longer than it would without a cache.
 * Only live keys are kept: guessed secrets cannot fill it.
 */
export class PartnerKeyCache {
  private readonly entries = new Map<string, CachedPartnerKey>();
  private listening = false;
  /** Bumped by every revocation heard: a lookup that began before one must not store what it read. */
  private generation = 0;
  private readonly listener?: ChannelListener;
  private readonly changeListeners: (() => void)[] = [];

  constructor(connectionString: string | undefined, private readonly maxEntries = MAX_ENTRIES) {
    if (!connectionString) return;
    this.listener = new ChannelListener(connectionString, PARTNER_KEYS_CHANNEL, {
      onListening: () => {
        this.reset(true);
        this.changed();
      },
      onNotification: (payload) => {
        this.forget(Number(payload));
        this.changed();
      },
      onLost: () => this.reset(false),
    });
  }

  /** Called when a key may have changed in another process (a NOTIFY), or anything may have (listening again). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  start(): void {
    void this.listener?.start();
  }

  async stop(): Promise<void> {
    this.reset(false);
    await this.listener?.stop();
  }

  /** A ticket taken before reading the database; `remember` ignores the answer if a revocation came in between. */
  ticket(): number {
    return this.generation;
  }

  lookup(secretHash: string): CachedPartnerKey | undefined {
    return this.listening ? this.entries.get(secretHash) : undefined;
  }

  remember(secretHash: string, key: CachedPartnerKey, ticket: number): void {
    if (!this.listening || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(secretHash, key);
  }

  /** Drops a key at once (the revoking process itself, before its NOTIFY comes back). */
  forget(keyId: number): void {
    this.generation++;
    for (const [hash, key] of this.entries) if (key.keyId === keyId || !Number.isSafeInteger(keyId)) this.entries.delete(hash);
  }

  private reset(listening: boolean): void {
    this.generation++;
    this.entries.clear();
    this.listening = listening;
  }

  /** For tests: lose the notification connection as a network failure would. */
  simulateConnectionLoss(): void {
    this.listener?.simulateConnectionLoss();
  }

  /** For tests and health: whether lookups are answered from memory now. */
  get active(): boolean {
    return this.listening;
  }
}
