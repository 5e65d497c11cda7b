export * from './format.ts';
export * from './microfrontends.ts';
export * from './permissions.ts';
export * from './pricing/index.ts';
export * from './schemas/errors.ts';
export * from './schemas/users.ts';
