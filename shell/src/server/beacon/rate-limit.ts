/**
 * A fixed-window limit per client address: at most `limit` requests per `windowMs`. Kept in
 * memory, per worker, and bounded: past `maxClients` addresses in one window the oldest windows
 * are forgotten first, so a flood from many addresses costs memory no more than that.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** Whether one more request from `client` is allowed now (and counts it). */
  allow(client: string, now = Date.now()): boolean {
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(client);
      if (this.windows.size >= this.maxClients) this.forgetOldest(now);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private forgetOldest(now: number) {
    for (const [client, window] of this.windows) {
      if (this.windows.size < this.maxClients) return;
      // A Map keeps insertion order: the first windows are the oldest.
      if (now - window.start >= this.windowMs || this.windows.size >= this.maxClients) this.windows.delete(client);
    }
  }
}
