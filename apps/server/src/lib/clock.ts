/** Injected time source so rules that depend on time can be tested without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-01-05T09:00:00Z')) {}
  now() {
    return new Date(this.current.getTime());
  }
  set(date: Date) {
    this.current = new Date(date.getTime());
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
