import type { Database } from '../src/db/database';

type Db = Database['db'];

/**
 * A database handle that lets a test slip another request's write in right after the next
 * raw statement (`execute`, e.g. the schedule cache's version read) and before the code under test
 * goes on: `racingDb(db)` returns the handle and `afterNextExecute(hook)` arms it once.
 */
export function racingDb(db: Db): { db: Db; afterNextExecute(hook: () => Promise<void>): void } {
  let pending: (() => Promise<void>) | null = null;
  const racing = new Proxy(db, {
    get(target, prop) {
      if (prop === 'execute') {
        return async (...args: Parameters<Db['execute']>) => {
          const result = await target.execute(...args);
          const hook = pending;
          pending = null;
          if (hook) await hook();
          return result;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: racing,
    afterNextExecute(hook) {
      pending = hook;
    },
  };
}
