import { daysBetween, formatDateTimeLong, todayInWarsaw } from '@ppp/domain';

const relative = new Intl.RelativeTimeFormat('pl', { numeric: 'auto' });

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Older than this many calendar days, a notification says its date instead. */
const RELATIVE_DAYS = 6;

/**
 * When a notification came, as a list says it: 'przed chwilą', '5 minut temu', '3 godziny temu',
 * 'wczoraj', '4 dni temu' (Warsaw's calendar days), then the full date '21 listopada 2026, 14:30'.
 */
export function notificationTimeLabel(createdAt: string, now: Date = new Date()): string {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return '';
  const elapsed = now.getTime() - created.getTime();
  // A clock a little ahead of the server's still reads 'przed chwilą'.
  if (elapsed < minuteMs) return 'przed chwilą';
  const days = daysBetween(todayInWarsaw(created), todayInWarsaw(now));
  if (days === 0) {
    return elapsed < hourMs
      ? relative.format(-Math.floor(elapsed / minuteMs), 'minute')
      : relative.format(-Math.floor(elapsed / hourMs), 'hour');
  }
  if (days <= RELATIVE_DAYS) return relative.format(-days, 'day');
  return formatDateTimeLong(created);
}
