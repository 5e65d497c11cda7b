export * from './decimal-text.ts';
export * from './plausibility.ts';
