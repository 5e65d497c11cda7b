import { z } from 'zod';
import { dateTextMessage, isCalendarDate } from '../dates/date-text.ts';

/**
 * A calendar date as the API carries it (D21 `startsOn`): 'YYYY-MM-DD' of a day that exists, by
 * the same check as the date fields. None (or an empty text) is `message`; a text that names no day
 * ('2027-02-31', '31.02.2027') is `invalid`, by default the same (a filter's own 'Nieprawidłowa data
 * początkowa'). A field whose `message` asks for the date ('Podaj datę …') passes D21's
 * 'Nieprawidłowa data', as the date fields say it.
 */
export const calendarDate = (message: string, invalid = message) =>
  z.string({ error: message }).superRefine((value, ctx) => {
    if (!isCalendarDate(value))
      ctx.addIssue({ code: 'custom', message: value.trim() === '' ? message : invalid, input: value });
  });

/**
 * Whether a calendar date can start a rental (D21): its period (at most 365 days) still ends in a
 * year of four digits, so no end date ever leaves 'YYYY-MM-DD'.
 */
export const canStartRental = (isoDate: string) => isoDate < '9999-01-01';

/** The first day of a rental as the API carries it: calendarDate, and canStartRental. */
export const rentalStartDate = (message: string) =>
  calendarDate(message, dateTextMessage).refine((value) => !isCalendarDate(value) || canStartRental(value), {
    error: dateTextMessage,
  });
