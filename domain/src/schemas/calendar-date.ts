import { z } from 'zod';
import { isCalendarDate } from '../dates/date-text.ts';

/**
 * A calendar date as the API carries it (D21 `startsOn`): 'YYYY-MM-DD' of a day that exists, by
 * the same check as the date fields; anything else is `message`.
 */
export const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, { error: message });
