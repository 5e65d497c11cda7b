import type { Logger } from '../logger.ts';

/** An outbox's worker as its callers hold it: a run now (for tests and shutdown), and its stop. */
export interface OutboxPoller {
  /** Runs one batch now, after any run under way; answers how many rows it tried. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** How long a stop waits for the run under way (a shutdown is not held by a silent server). */
const STOP_WAIT_MS = 5_000;

/**
 * The loop every outbox's worker shares (mails, D22; webhook deliveries, D24): `run` takes one batch
 * of due rows (claimed under a lease, so other processes skip them) and answers how many it tried;
 * `going()` turns false once a stop is asked, for a run that goes through its rows one by one.
 * It runs at once, again at once while batches come back full (more may be due), then every
 * `pollMs`; one run at a time per process (a second caller waits for it and runs again); a failed
 * run is logged and the loop goes on. `stop` waits for the run under way, at most a few seconds: a
 * send cut by the exit is sent again once its lease runs out, with the same Message-ID.
 */
export function startOutboxPoller({
  name,
  run,
  batch,
  pollMs,
  log,
}: {
  name: string;
  run: (going: () => boolean) => Promise<number>;
  batch: number;
  pollMs: number;
  log: Logger;
}): OutboxPoller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const runOnce = () => {
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => run(() => !stopped));
    running = next;
    return next;
  };
  const tick = async () => {
    try {
      while (!stopped && (await runOnce()) === batch);
    } catch (error) {
      log.error(`${name} failed`, { error: error instanceof Error ? error.message : String(error) });
    }
    if (!stopped) timer = setTimeout(tick, pollMs);
  };
  timer = setTimeout(tick, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running?.catch(() => {}),
        new Promise<void>((done) => {
          waited = setTimeout(done, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    },
  };
}
