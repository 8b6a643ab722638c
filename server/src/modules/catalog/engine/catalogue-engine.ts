import type { EntityManagerSource } from '../../../common/request-context';
import pg from 'pg';
import type { CatalogueReader } from '../catalogue-reader';
import { leanQuery } from '../sql-catalogue-reader';
import type { CatalogueIndex } from './catalogue-index';
import { ChannelListener } from '../../../common/db/channel-listener';
import { CATALOGUE_CHANNEL, type CatalogueChange, parseChange } from './catalogue-notifications';
import { refreshCounters } from './counter-refresh';
import { loadIndex, readProducts, readRanks } from './index-loader';
import { MemoryCatalogueReader } from './memory-catalogue-reader';
import { SearchResolver } from './search-resolver';
import { VersionProbe } from './version-probe';

export interface CatalogueEngineOptions {
  connectionString: string;
  log?: (line: string) => void;
  /** How long a request waits for a change it can see in the database to reach the index before it reads SQL instead. */
  catchUpMs?: number;
  /** How often popularity counters are re-read (0: never). */
  countersSeconds?: number;
}

export interface CatalogueEngineStatus {
  ready: boolean;
  version: number | null;
  products: number;
  buildMs: number | null;
  builds: number;
  deltas: number;
  /** Requests answered from memory, and from SQL (not built yet, or behind the database). */
  memoryReads: number;
  sqlReads: number;
  /** Requests that asked the database for the committed version (the others trusted the notifications). */
  versionQueries: number;
}

/**
 * How current a request's catalogue must be. `committed`: every change
 * committed before the request began (the database is asked for the
 * version). `notified`: every change this process has heard of on its LISTEN
 * connection, which is every committed change but those whose NOTIFY is
 * still on its way (milliseconds); used only while that connection has been
 * up since the index was built, else the database is asked.
 */
export type Freshness = 'committed' | 'notified';

/** Compact (rebuild) once a quarter of the slots are old versions of changed products. */
const COMPACT_SHARE = 0.25;

/**
 * The in-memory catalogue of this process. Built from PostgreSQL at start
 * (streamed), kept current by the changed ids that every committing product
 * change sends on NOTIFY, rebuilt when notifications may have been missed
 * (a gap in versions, a reconnect, a truncate). A request reads from memory
 * only when the index holds the catalogue version committed when the request
 * began; otherwise (not built yet, behind, rebuilding) it reads SQL.
 */
export class CatalogueEngine {
  private index?: CatalogueIndex;
  private search?: SearchResolver;
  private readonly notifications: ChannelListener;
  private pending: CatalogueChange[] = [];
  private working = false;
  private rebuildWanted = false;
  private stopped = false;
  private waiters: { version: number; resolve: (caught: boolean) => void }[] = [];
  private readonly log: (line: string) => void;
  private readonly stats = { buildMs: null as number | null, builds: 0, deltas: 0, memoryReads: 0, sqlReads: 0, versionQueries: 0 };
  /** The highest catalogue version a notification has announced. */
  private heardVersion = 0;
  /** Whether the LISTEN connection is up, and how many times it came up or went down (a build checks it did not change). */
  private listening = false;
  private listenEpoch = 0;
  /** The index holds every change up to its version and every later one is notified: `notified` reads need not ask the database. */
  private notificationsComplete = false;
  private readonly probe: VersionProbe;
  /** Any request's entity manager: the version probe runs on the shared pool. */
  private probeEm?: EntityManagerSource;

  constructor(private readonly options: CatalogueEngineOptions) {
    this.log = options.log ?? (() => undefined);
    this.notifications = new ChannelListener(options.connectionString, CATALOGUE_CHANNEL, {
      onListening: () => {
        this.listening = true;
        this.listenEpoch++;
        this.requestRebuild();
      },
      onNotification: (payload) => {
        const change = parseChange(payload);
        if (!change) return;
        if (change.version > this.heardVersion) this.heardVersion = change.version;
        this.pending.push(change);
        void this.work();
      },
      onLost: (error) => {
        this.listening = false;
        this.listenEpoch++;
        this.notificationsComplete = false;
        this.log(`catalogue engine: notifications lost (${(error as Error)?.message ?? error}); reconnecting, then rebuilding`);
      },
    });
    this.probe = new VersionProbe(async () => {
      const [row] = await leanQuery<{ version: string }>(this.probeEm!(), { text: 'select version from catalogue_state where id = 1', values: [] });
      return Number(row.version);
    });
  }

  private readonly firstBuild = (() => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  })();

  /** Starts listening and building; requests read SQL until the first build is done. */
  start(): void {
    void this.notifications.start();
    const seconds = this.options.countersSeconds ?? 0;
    if (seconds > 0) {
      this.countersTimer = setInterval(() => {
        this.countersWanted = true;
        void this.work();
      }, seconds * 1000);
      this.countersTimer.unref();
    }
  }

  private countersTimer?: NodeJS.Timeout;
  private countersWanted = false;

  /** Resolves once the first build is done (or the engine stopped). */
  whenReady(): Promise<void> {
    return this.firstBuild.promise;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.countersTimer);
    this.firstBuild.resolve();
    await this.notifications.stop();
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
  }

  status(): CatalogueEngineStatus {
    return {
      ready: Boolean(this.index),
      version: this.index?.version ?? null,
      products: this.index?.store.productCount ?? 0,
      ...this.stats,
    };
  }

  /** For tests: lose the notification connection as a network failure would. */
  simulateConnectionLoss() {
    this.notifications.simulateConnectionLoss();
  }

  /** The memory reader when the index is current for this request, else null (read SQL). */
  async readerForRequest(em: EntityManagerSource, freshness: Freshness = 'committed'): Promise<CatalogueReader | null> {
    const index = this.index;
    this.probeEm ??= em;
    let current = false;
    if (index && !this.stopped) {
      try {
        current = await this.caughtUp(await this.versionFor(freshness));
      } catch {
        current = false;
      }
    }
    if (!current) {
      this.stats.sqlReads++;
      return null;
    }
    this.stats.memoryReads++;
    return new MemoryCatalogueReader(this.index!, this.search!, em);
  }

  /**
   * A visitor's memory reader without waiting or asking PostgreSQL: when this process hears every change and its
   * index already holds the last one heard of (what readerForRequest's 'notified' freshness would find at once).
   * Null otherwise (the caller takes the normal path, which may wait or read SQL). Counted as a memory read.
   */
  readerIfCurrent(em: EntityManagerSource): CatalogueReader | null {
    const index = this.index;
    if (!index || !this.search || this.stopped || !this.notificationsComplete || !this.listening || index.version < this.heardVersion) return null;
    this.probeEm ??= em;
    this.stats.memoryReads++;
    return new MemoryCatalogueReader(index, this.search, em);
  }

  /**
   * The catalogue version a request of this freshness reads, for keys such as the read cache's: what this
   * process has been notified of (no statement, while notifications are complete), or the one committed.
   */
  versionForRequest(em: EntityManagerSource, freshness: Freshness): number | Promise<number> {
    this.probeEm ??= em;
    return this.versionFor(freshness);
  }

  /** The version a request must find in the index: the last one heard of (at least the index's own), or the one committed (asked of the database). */
  private versionFor(freshness: Freshness): number | Promise<number> {
    if (freshness === 'notified' && this.notificationsComplete && this.listening) return Math.max(this.heardVersion, this.index?.version ?? 0);
    this.stats.versionQueries++;
    return this.probe.current();
  }

  private caughtUp(version: number): Promise<boolean> {
    if (this.index && this.index.version >= version) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = { version, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve(false);
      }, this.options.catchUpMs ?? 500);
    });
  }

  private wakeWaiters() {
    const version = this.index?.version ?? 0;
    const done = this.waiters.filter((waiter) => waiter.version <= version);
    this.waiters = this.waiters.filter((waiter) => waiter.version > version);
    for (const waiter of done) waiter.resolve(true);
  }

  private requestRebuild() {
    this.rebuildWanted = true;
    void this.work();
  }

  /** One thing at a time: a rebuild, or the pending deltas in version order. */
  private async work(): Promise<void> {
    if (this.working || this.stopped) return;
    this.working = true;
    try {
      while (!this.stopped && (this.rebuildWanted || this.pending.length || this.countersWanted)) {
        if (this.rebuildWanted) {
          this.rebuildWanted = false;
          await this.rebuild();
        } else if (this.pending.length) {
          await this.applyPending();
        } else {
          this.countersWanted = false;
          const index = this.index;
          // Product changes go first: between the pass's batches, not after it.
          const changesFirst = async () => {
            if (this.pending.length && this.index === index) await this.applyPending();
          };
          if (index) await this.withClient((client) => refreshCounters(client, index.store, changesFirst));
        }
      }
    } catch (error) {
      this.log(`catalogue engine: ${(error as Error).message}; rebuilding in 1 s`);
      setTimeout(() => this.requestRebuild(), 1000);
    } finally {
      this.working = false;
    }
  }

  private async withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.options.connectionString, application_name: 'aurum-catalogue-engine' });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async rebuild() {
    const started = performance.now();
    // Listening before the build's snapshot, and without a break until it is in place: every later change is notified.
    const listenedFrom = this.listening ? this.listenEpoch : null;
    const index = await this.withClient(loadIndex);
    if (this.stopped) return;
    this.notificationsComplete = listenedFrom !== null && listenedFrom === this.listenEpoch && this.listening;
    const search = new SearchResolver(index.store.text);
    this.index = index;
    this.search = search;
    this.stats.buildMs = Math.round(performance.now() - started);
    this.stats.builds++;
    this.log(`catalogue engine: ${index.store.productCount.toLocaleString('en-GB')} products indexed in ${this.stats.buildMs} ms (version ${index.version})`);
    this.pending = this.pending.filter((change) => change.version > index.version);
    this.wakeWaiters();
    this.firstBuild.resolve();
  }

  /** Applies the run of consecutive versions waiting; a gap or a truncate means something was missed: rebuild. */
  private async applyPending() {
    const index = this.index;
    if (!index) {
      this.pending = [];
      return;
    }
    this.pending.sort((a, b) => a.version - b.version);
    const ids = new Set<number>();
    let version = index.version;
    while (this.pending.length) {
      const change = this.pending[0];
      if (change.version <= version) {
        this.pending.shift();
        continue;
      }
      if (change.version !== version + 1 || change.ids === 'all') {
        this.rebuildWanted = true;
        return;
      }
      this.pending.shift();
      for (const id of change.ids) ids.add(id);
      version = change.version;
    }
    if (version === index.version) return;
    await this.withClient(async (client) => {
      const products = await readProducts(client, [...ids]);
      const found = new Set(products.map((product) => product.id));
      const { store } = index;
      for (const id of ids) if (!found.has(id)) store.remove(id);
      for (const product of products) store.upsert(product);
      if (store.ranksStale) {
        const ranks = await readRanks(client);
        store.setRanks(ranks.names, ranks.brands);
      }
    });
    index.version = version;
    this.search?.forgetCorrections();
    this.stats.deltas++;
    this.wakeWaiters();
    if (index.store.deadSlots > Math.max(1000, index.store.size * COMPACT_SHARE)) this.rebuildWanted = true;
  }
}
