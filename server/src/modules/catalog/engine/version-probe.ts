/**
 * Reads the committed catalogue version for requests, one query for many:
 * a caller joins the next query to start (never one already in flight, which
 * may predate a commit the caller must see), so under load one version query
 * is running at a time whatever the request rate.
 */
export class VersionProbe {
  private running?: Promise<number>;
  private next?: Promise<number>;

  constructor(private readonly read: () => Promise<number>) {}

  current(): Promise<number> {
    if (!this.running) return (this.running = this.start());
    this.next ??= this.running.catch(() => undefined).then(() => {
      this.next = undefined;
      return (this.running = this.start());
    });
    return this.next;
  }

  private start(): Promise<number> {
    const query = this.read();
    query.finally(() => {
      if (this.running === query) this.running = undefined;
    }).catch(() => undefined);
    return query;
  }
}
