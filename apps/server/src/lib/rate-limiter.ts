import type { Clock } from './clock';

/**
 * Fixed-window counter per key (client address, contact…), in memory. Good enough for
 * per-instance abuse limits; rules that must hold across instances live in the database.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; answers whether it is within the limit and, if not, when to retry. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.clock.now().getTime();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.prune(now);
    }
    w.count += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
    return { allowed: w.count <= this.limit, retryAfterSeconds };
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
