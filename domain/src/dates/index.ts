export * from './calendar.ts';
export * from './date-text.ts';
export * from './day-ranges.ts';
