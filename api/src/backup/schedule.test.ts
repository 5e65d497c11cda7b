import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config.ts';
import { createLogger } from '../logger.ts';
import { backupFileName } from './format.ts';
import { startNightlyBackups } from './nightly.ts';
import { backupsToDelete, loadBackupSettings, nextBackupAt } from './schedule.ts';

const utc = (iso: string) => new Date(iso);

describe('the next nightly backup (D25: BACKUP_HOUR, Europe/Warsaw)', () => {
  it.each([
    // now (UTC), hour, next run (UTC), why
    ['2026-01-10T12:00:00Z', 2, '2026-01-11T01:00:00Z', 'winter: 02:00 CET is 01:00 UTC'],
    ['2026-07-10T12:00:00Z', 2, '2026-07-11T00:00:00Z', 'summer: 02:00 CEST is 00:00 UTC'],
    ['2026-01-11T00:59:59Z', 2, '2026-01-11T01:00:00Z', 'a second before: the same night'],
    ['2026-01-11T01:00:00Z', 2, '2026-01-12T01:00:00Z', 'at the time itself: the next night'],
    ['2026-07-10T12:00:00Z', 0, '2026-07-10T22:00:00Z', 'midnight in Warsaw is the evening before in UTC'],
    ['2026-07-10T12:00:00Z', 23, '2026-07-10T21:00:00Z', 'late evening the same day'],
    [
      '2026-03-28T12:00:00Z',
      2,
      '2026-03-29T01:00:00Z',
      'spring forward: 02:00 is skipped, the run is at 03:00 CEST',
    ],
    ['2026-03-29T01:00:00Z', 2, '2026-03-30T00:00:00Z', 'the night after spring forward: 02:00 CEST'],
    [
      '2026-03-28T12:00:00Z',
      3,
      '2026-03-29T01:00:00Z',
      'spring forward, 03:00: the first hour after the jump',
    ],
    ['2026-10-24T12:00:00Z', 2, '2026-10-25T00:00:00Z', 'fall back: the first of the two 02:00'],
    ['2026-10-25T00:00:00Z', 2, '2026-10-26T01:00:00Z', 'fall back: the second 02:00 does not run again'],
    ['2026-10-25T00:30:00Z', 2, '2026-10-26T01:00:00Z', 'fall back, between the two 02:00: the next night'],
    ['2026-12-31T23:30:00Z', 2, '2027-01-01T01:00:00Z', 'across a year end'],
  ])('after %s at hour %i: %s (%s)', (now, hour, expected) => {
    expect(nextBackupAt(utc(now), hour).toISOString()).toBe(utc(expected).toISOString());
  });
});

describe('retention (BACKUP_KEEP)', () => {
  it('picks the oldest backups beyond the number kept, whatever the listing order', () => {
    const names = [
      'ppp-20261103-010000.pppdump.gz',
      'ppp-20261101-010000.pppdump.gz',
      'ppp-20261105-010000.pppdump.gz',
      'ppp-20261102-010000.pppdump.gz',
      'ppp-20261104-010000.pppdump.gz',
      'ppp-20261031-235959.pppdump.gz.partial',
      'my-copy.pppdump.gz',
    ];
    expect(backupsToDelete(names, 3)).toEqual([
      'ppp-20261101-010000.pppdump.gz',
      'ppp-20261102-010000.pppdump.gz',
    ]);
    expect(backupsToDelete(names, 14)).toEqual([]);
  });
});

describe('settings', () => {
  it('default to 02:00 and 14 files, and refuse values out of range naming the variable', () => {
    expect(loadBackupSettings({})).toEqual({ hour: 2, keep: 14 });
    expect(loadBackupSettings({ BACKUP_HOUR: '23', BACKUP_KEEP: '3' })).toEqual({ hour: 23, keep: 3 });
    expect(() => loadBackupSettings({ BACKUP_HOUR: '24' })).toThrow(ConfigError);
    expect(() => loadBackupSettings({ BACKUP_HOUR: '1.5' })).toThrow(/^Invalid BACKUP_HOUR="1.5"/);
    expect(() => loadBackupSettings({ BACKUP_KEEP: '0' })).toThrow(/^Invalid BACKUP_KEEP="0"/);
  });
});

describe('the nightly job (fake clock)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('runs at the configured hour each night, across the spring DST change, keeping BACKUP_KEEP files', async () => {
    vi.useFakeTimers({ now: utc('2026-03-27T12:00:00Z') });
    const dir = mkdtempSync(join(tmpdir(), 'ppp-nightly-'));
    dirs.push(dir);
    const runs: string[] = [];
    const nightly = startNightlyBackups({
      settings: { hour: 2, keep: 2 },
      dir,
      log: createLogger('silent'),
      backup: async (into) => {
        runs.push(new Date().toISOString());
        const path = join(into, backupFileName(new Date()));
        writeFileSync(path, '');
        return path;
      },
    });
    expect(nightly.nextAt.toISOString()).toBe('2026-03-28T01:00:00.000Z');

    await vi.advanceTimersByTimeAsync(utc('2026-03-28T00:59:59Z').getTime() - Date.now());
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(utc('2026-03-31T12:00:00Z').getTime() - Date.now());
    expect(runs).toEqual([
      '2026-03-28T01:00:00.000Z', // 02:00 CET
      '2026-03-29T01:00:00.000Z', // the night the clocks jump from 02:00 to 03:00 CEST
      '2026-03-30T00:00:00.000Z', // 02:00 CEST
      '2026-03-31T00:00:00.000Z',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'ppp-20260330-000000.pppdump.gz',
      'ppp-20260331-000000.pppdump.gz',
    ]);
    expect(nightly.nextAt.toISOString()).toBe('2026-04-01T00:00:00.000Z');

    await nightly.stop();
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(runs).toHaveLength(4);
  });

  it('logs a failed night and tries again the next one', async () => {
    vi.useFakeTimers({ now: utc('2026-01-10T12:00:00Z') });
    const lines: string[] = [];
    let calls = 0;
    const nightly = startNightlyBackups({
      settings: { hour: 2, keep: 14 },
      dir: tmpdir(),
      log: createLogger('error', (line) => lines.push(line)),
      backup: async () => {
        calls += 1;
        throw new Error('disk full');
      },
    });
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(calls).toBe(2);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'nightly backup failed',
      'nightly backup failed',
    ]);
    await nightly.stop();
  });
});
