import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121050419 } from './Migration20261121050419_users.ts';

/** Every committed migration, in order. A new file from `create-migration.ts` is added here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121050419_users', class: Migration20261121050419 },
];
