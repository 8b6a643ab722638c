/**
 * The web origins registered on live partner keys, kept in memory by each process: a CORS preflight carries no
 * key, so it is answered from this set without a database statement. Read at start and again whenever the
 * partner-keys channel says a key changed (created with origins, origins edited, rotated, revoked) or the
 * channel is listened to again after a lost connection; until a read succeeds the last set stays. A stale set
 * only lets a browser send a request: the real request's CORS headers come from the key it carries, read fresh.
 */
export class PartnerOrigins {
  private origins: ReadonlySet<string> = new Set();
  private started = 0;
  private applied = 0;

  constructor(
    private readonly load: () => Promise<readonly string[]>,
    private readonly log: (message: string) => void = console.error,
  ) {}

  allows(origin: string): boolean {
    return this.origins.has(origin);
  }

  /** Reads the set again; of reads that overlap, the one begun last wins, so a late answer never undoes a newer one. */
  async refresh(): Promise<void> {
    const ticket = ++this.started;
    try {
      const origins = await this.load();
      if (ticket < this.applied) return;
      this.applied = ticket;
      this.origins = new Set(origins);
    } catch (error) {
      this.log(`Partner origins not reloaded (the last set stays): ${String(error)}`);
    }
  }
}

/** The statement behind the set: every origin of every live key, once. */
export const LIVE_ORIGINS_SQL = `select distinct unnest(allowed_origins) as origin from partner_api_key where revoked_at is null`;
