export * from './calendar.ts';
export * from './date-text.ts';
export * from './day-ranges.ts';
export * from './rental-days.ts';
