import { Migration } from '@mikro-orm/migrations';

// D16, D24: each request that holds an Idempotency-Key holds it under a claim of its own, and its work
// records the answer under that claim in the work's transaction (public-api/idempotency.ts). A claim
// left by a process stopped mid-way is taken over instead of answering 409 for a day.
export class Migration20261128090000_idempotency_claim extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_idempotency" add column "claim" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_idempotency" drop column "claim";`);
  }
}
