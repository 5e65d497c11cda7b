import { describe, expect, it } from 'vitest';
import { notificationTimeLabel } from './notificationTime.ts';

// 26 November 2026, 14:30 in Warsaw (UTC+1).
const now = new Date('2026-11-26T13:30:00.000Z');

describe('when a notification came, in Polish', () => {
  it.each([
    ['2026-11-26T13:29:40.000Z', 'przed chwilą'],
    ['2026-11-26T13:31:00.000Z', 'przed chwilą'],
    ['2026-11-26T13:25:00.000Z', '5 minut temu'],
    ['2026-11-26T12:30:00.000Z', '1 godzinę temu'],
    ['2026-11-26T10:10:00.000Z', '3 godziny temu'],
    // 00:30 in Warsaw is still today there, though the day before in UTC.
    ['2026-11-25T23:30:00.000Z', '14 godzin temu'],
    ['2026-11-25T22:30:00.000Z', 'wczoraj'],
    ['2026-11-24T08:00:00.000Z', 'przedwczoraj'],
    ['2026-11-21T08:00:00.000Z', '5 dni temu'],
    ['2026-11-19T08:00:00.000Z', '19 listopada 2026, 09:00'],
    ['nie data', ''],
  ])('%s → %s', (createdAt, label) => {
    expect(notificationTimeLabel(createdAt, now)).toBe(label);
  });
});
