import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';
import { writeBackup } from './dump.ts';
import { type BackupSettings, backupsToDelete, nextBackupAt } from './schedule.ts';

export interface NightlyBackups {
  /** When the next backup runs. */
  readonly nextAt: Date;
  /** Stops the schedule; a backup under way finishes first. */
  stop(): Promise<void>;
}

export interface NightlyOptions {
  settings: BackupSettings;
  /** `DATA_DIR/backups`. */
  dir: string;
  log: Logger;
  /** Makes one backup and returns its path (the superuser's dump of the running database). */
  backup: (dir: string) => Promise<string>;
}

/**
 * The running server's nightly backup (D25): at `BACKUP_HOUR` Europe/Warsaw each night one backup,
 * then the oldest files beyond `BACKUP_KEEP` are deleted. A failed night is logged and the next
 * night tries again.
 */
export function startNightlyBackups({ settings, dir, log, backup }: NightlyOptions): NightlyBackups {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let nextAt = new Date(0);

  const schedule = () => {
    // From the last planned time at the earliest: a timer firing a hair early runs the night once.
    nextAt = nextBackupAt(new Date(Math.max(Date.now(), nextAt.getTime())), settings.hour);
    // A wait of at most a day and an hour: within the timers' 24.8-day limit.
    timer = setTimeout(run, Math.max(0, nextAt.getTime() - Date.now()));
    timer.unref();
  };

  const run = () => {
    running = (async () => {
      try {
        const file = await backup(dir);
        const removed = pruneBackups(dir, settings.keep);
        log.info('nightly backup written', { file, removed });
      } catch (error) {
        log.error('nightly backup failed', { error: error instanceof Error ? error.message : String(error) });
      }
    })().finally(() => {
      running = undefined;
      if (!stopped) schedule();
    });
  };

  schedule();
  return {
    get nextAt() {
      return nextAt;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Deletes the oldest backup files beyond `keep`; returns their names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const doomed = backupsToDelete(readdirSync(dir), keep);
  for (const name of doomed) rmSync(join(dir, name), { force: true });
  return doomed;
}

/** The nightly backup of the product's own database. */
export const backupOf = (databaseUrl: string) => (dir: string) => writeBackup(databaseUrl, dir);
