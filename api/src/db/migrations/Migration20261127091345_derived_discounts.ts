import { Migration } from '@mikro-orm/migrations';

/**
 * D4: a tier's discount is derived from its price, which is the truth; a tier priced far above the
 * base tier (short rentals cost more a day) is a large negative discount, beyond numeric(5,2).
 */
export class Migration20261127091345_derived_discounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "department_price_tier" alter column "discount_percent" type numeric(14,2) using ("discount_percent"::numeric(14,2));`,
    );

    this.addSql(
      `alter table "equipment_pricing" alter column "discount_percent" type numeric(14,2) using ("discount_percent"::numeric(14,2));`,
    );

    this.addSql(
      `alter table "quote_item" alter column "discount_percent" type numeric(14,2) using ("discount_percent"::numeric(14,2));`,
    );

    this.addSql(
      `alter table "department_quote_item" alter column "discount_percent" type numeric(14,2) using ("discount_percent"::numeric(14,2));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "department_price_tier" alter column "discount_percent" type numeric(5,2) using ("discount_percent"::numeric(5,2));`,
    );

    this.addSql(
      `alter table "department_quote_item" alter column "discount_percent" type numeric(5,2) using ("discount_percent"::numeric(5,2));`,
    );

    this.addSql(
      `alter table "equipment_pricing" alter column "discount_percent" type numeric(5,2) using ("discount_percent"::numeric(5,2));`,
    );

    this.addSql(
      `alter table "quote_item" alter column "discount_percent" type numeric(5,2) using ("discount_percent"::numeric(5,2));`,
    );
  }
}
