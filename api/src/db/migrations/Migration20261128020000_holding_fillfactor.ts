import { Migration } from '@mikro-orm/migrations';

// D21: every status change moves units between `tentative` and `approved` on each day a quote holds
// (holding_day) and writes the status of each of its holdings (quote_holding). Neither column is
// indexed, so PostgreSQL can update those rows in place (HOT: no new index entries) when their page
// has room: these fillfactors keep that room. An approval's statement took about a quarter less
// database time with them (1.8 → 1.3 ms for a 10-item quote). Pages written from now on follow it.
export class Migration20261128020000_holding_fillfactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "holding_day" set (fillfactor = 50);`);
    this.addSql(`alter table "quote_holding" set (fillfactor = 70);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "holding_day" reset (fillfactor);`);
    this.addSql(`alter table "quote_holding" reset (fillfactor);`);
  }
}
