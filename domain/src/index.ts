export * from './permissions.ts';
export * from './schemas/users.ts';
export * from './schemas/errors.ts';
export * from './microfrontends.ts';
