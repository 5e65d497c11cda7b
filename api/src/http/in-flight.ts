import type { Context, Next } from 'koa';

/**
 * Counts requests whose handlers are still running (a client that hung up does not end the
 * handler), so a graceful shutdown closes the database only after the last one finished.
 */
export function inFlightTracker() {
  let running = 0;
  let idle: (() => void)[] = [];
  return {
    middleware: async (_ctx: Context, next: Next) => {
      running++;
      try {
        await next();
      } finally {
        running--;
        if (running === 0) for (const resolve of idle.splice(0)) resolve();
      }
    },
    /** Resolves when no handler runs any more, or after `timeoutMs`. */
    drain(timeoutMs: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        idle.push(resolve);
        setTimeout(() => {
          idle = idle.filter((r) => r !== resolve);
          resolve();
        }, timeoutMs).unref();
      });
    },
  };
}
export type InFlightTracker = ReturnType<typeof inFlightTracker>;
