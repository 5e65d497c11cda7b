// The admin area's server calls (spec-1 section 7, "Admin: users" and "Admin: equipment and pricing"),
// as react-query hooks, one file per part of the panel.

export * from './api/apiKeys.ts';
export * from './api/catalogue.ts';
export * from './api/company.ts';
export * from './api/outbox.ts';
export * from './api/shared.ts';
export * from './api/users.ts';
export * from './api/webhooks.ts';
