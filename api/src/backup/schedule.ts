import { z } from 'zod';
import { ConfigError } from '../config.ts';
import { BACKUP_FILE_PATTERN } from './format.ts';

export interface BackupSettings {
  /** The hour of the nightly backup, Europe/Warsaw (0–23). */
  hour: number;
  /** How many backup files the nightly job keeps. */
  keep: number;
}

const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });

const settingsSchema = z.object({
  BACKUP_HOUR: whole(0, 23, 'expected an hour from 0 to 23').default(2),
  BACKUP_KEEP: whole(1, 10_000, 'expected a whole number of files from 1').default(14),
});

/** BACKUP_HOUR and BACKUP_KEEP (D25); a bad value is a ConfigError naming the variable. */
export function loadBackupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const blankless = Object.fromEntries(
    ['BACKUP_HOUR', 'BACKUP_KEEP'].map((name) => [name, env[name]?.trim() || undefined]),
  );
  const parsed = settingsSchema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  return { hour: parsed.data.BACKUP_HOUR, keep: parsed.data.BACKUP_KEEP };
}

const warsaw = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall clock in Warsaw at an instant. */
function warsawClock(at: number) {
  const parts = Object.fromEntries(warsaw.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, minutes: parts.hour * 60 + parts.minute };
}

const HOUR = 3_600_000;

/**
 * The first instant on the Warsaw calendar day `year-month-day` when the clock shows `hour`:00 or
 * later. Warsaw is UTC+1 or UTC+2, so the instant is `hour` UTC less one or two hours; on the
 * night the clocks go back it is the first of the two (the backup runs once), on the night they go
 * forward past a missing hour it is the moment the clock jumps (02:00 → 03:00).
 */
function firstAtOrAfter(year: number, month: number, day: number, hour: number) {
  const midnightUtc = Date.UTC(year, month - 1, day, hour);
  const candidates = [midnightUtc - 2 * HOUR, midnightUtc - HOUR].filter((at) => {
    const clock = warsawClock(at);
    return clock.year === year && clock.month === month && clock.day === day && clock.minutes >= hour * 60;
  });
  return Math.min(...candidates);
}

/** The next nightly backup after `now`: the next time the Warsaw clock reaches `hour`:00. */
export function nextBackupAt(now: Date, hour: number): Date {
  const today = warsawClock(now.getTime());
  for (let offset = 0; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const at = firstAtOrAfter(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour);
    if (at > now.getTime()) return new Date(at);
  }
}

/**
 * The backup files to delete so that the newest `keep` remain: names carry their UTC time, so
 * the oldest sort first. Only files named like our backups count (a copy renamed by hand stays).
 */
export function backupsToDelete(fileNames: readonly string[], keep: number): string[] {
  const backups = fileNames.filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}
