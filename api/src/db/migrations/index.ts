import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121050419 } from './Migration20261121050419_users.ts';
import { Migration20261121051602 } from './Migration20261121051602_catalogue_quotes.ts';
import { Migration20261121072841 } from './Migration20261121072841_quote_list_indexes.ts';
import { Migration20261121083302 } from './Migration20261121083302_seed_runs.ts';
import { Migration20261123231031 } from './Migration20261123231031_assessments.ts';
import { Migration20261123234757_client_nip_unique } from './Migration20261123234757_client_nip_unique.ts';
import { Migration20261124044418_quote_kind } from './Migration20261124044418_quote_kind.ts';
import { Migration20261124050310_transport } from './Migration20261124050310_transport.ts';
import { Migration20261125123105_departments } from './Migration20261125123105_departments.ts';
import { Migration20261125130224_api_keys } from './Migration20261125130224_api_keys.ts';
import { Migration20261125133552_client_source } from './Migration20261125133552_client_source.ts';
import { Migration20261125134141_quote_share } from './Migration20261125134141_quote_share.ts';
import { Migration20261125155416_quote_listing_indexes } from './Migration20261125155416_quote_listing_indexes.ts';
import { Migration20261126083000_quote_dates } from './Migration20261126083000_quote_dates.ts';
import { Migration20261126085720_quote_holdings } from './Migration20261126085720_quote_holdings.ts';
import { Migration20261126102754_holding_days } from './Migration20261126102754_holding_days.ts';
import { Migration20261126103002_transport_lines } from './Migration20261126103002_transport_lines.ts';
import { Migration20261126114654_mail_outbox } from './Migration20261126114654_mail_outbox.ts';
import { Migration20261126114725_assessment_quotes } from './Migration20261126114725_assessment_quotes.ts';
import { Migration20261126132903_notifications } from './Migration20261126132903_notifications.ts';
import { Migration20261126133126_web_enquiries } from './Migration20261126133126_web_enquiries.ts';
import { Migration20261126142500_holding_days_by_quote } from './Migration20261126142500_holding_days_by_quote.ts';
import { Migration20261126144243_company_profile } from './Migration20261126144243_company_profile.ts';
import { Migration20261126144508_quote_versions } from './Migration20261126144508_quote_versions.ts';
import { Migration20261126144842_pdf_engine } from './Migration20261126144842_pdf_engine.ts';
import { Migration20261126162522_audit_log } from './Migration20261126162522_audit_log.ts';
import { Migration20261126162544_client_erasure } from './Migration20261126162544_client_erasure.ts';
import { Migration20261126162549_webhooks } from './Migration20261126162549_webhooks.ts';
import { Migration20261126162615_api_key_daily_limit } from './Migration20261126162615_api_key_daily_limit.ts';
import { Migration20261126162657_report_summaries } from './Migration20261126162657_report_summaries.ts';
import { Migration20261126162710_security_round_three } from './Migration20261126162710_security_round_three.ts';
import { Migration20261126200000_report_summary_deltas } from './Migration20261126200000_report_summary_deltas.ts';
import { Migration20261127000000_report_catch_up } from './Migration20261127000000_report_catch_up.ts';
import { Migration20261127081919_audit_activation_webhook_change } from './Migration20261127081919_audit_activation_webhook_change.ts';
import { Migration20261127082921_assessment_erased_at } from './Migration20261127082921_assessment_erased_at.ts';
import { Migration20261127091345_derived_discounts } from './Migration20261127091345_derived_discounts.ts';
import { Migration20261127121858_audit_user_removal } from './Migration20261127121858_audit_user_removal.ts';
import { Migration20261127141619_mail_reply_to } from './Migration20261127141619_mail_reply_to.ts';
import { Migration20261127170223_api_key_deleted_at } from './Migration20261127170223_api_key_deleted_at.ts';
import { Migration20261128020000_holding_fillfactor } from './Migration20261128020000_holding_fillfactor.ts';
import { Migration20261128030000_quote_create_key } from './Migration20261128030000_quote_create_key.ts';
import { Migration20261128060000_client_name_key_marks } from './Migration20261128060000_client_name_key_marks.ts';
import { Migration20261128070000_session_cache_notices } from './Migration20261128070000_session_cache_notices.ts';
import { Migration20261128080000_assessment_client_name_key } from './Migration20261128080000_assessment_client_name_key.ts';
import { Migration20261128090000_idempotency_claim } from './Migration20261128090000_idempotency_claim.ts';

/** Every committed migration, in order. A new file from `create-migration.ts` is added here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121050419_users', class: Migration20261121050419 },
  { name: 'Migration20261121051602_catalogue_quotes', class: Migration20261121051602 },
  { name: 'Migration20261121072841_quote_list_indexes', class: Migration20261121072841 },
  { name: 'Migration20261121083302_seed_runs', class: Migration20261121083302 },
  { name: 'Migration20261123231031_assessments', class: Migration20261123231031 },
  { name: 'Migration20261123234757_client_nip_unique', class: Migration20261123234757_client_nip_unique },
  { name: 'Migration20261124044418_quote_kind', class: Migration20261124044418_quote_kind },
  { name: 'Migration20261124050310_transport', class: Migration20261124050310_transport },
  { name: 'Migration20261125123105_departments', class: Migration20261125123105_departments },
  { name: 'Migration20261125130224_api_keys', class: Migration20261125130224_api_keys },
  { name: 'Migration20261125133552_client_source', class: Migration20261125133552_client_source },
  { name: 'Migration20261125134141_quote_share', class: Migration20261125134141_quote_share },
  {
    name: 'Migration20261125155416_quote_listing_indexes',
    class: Migration20261125155416_quote_listing_indexes,
  },
  { name: 'Migration20261126083000_quote_dates', class: Migration20261126083000_quote_dates },
  { name: 'Migration20261126085720_quote_holdings', class: Migration20261126085720_quote_holdings },
  { name: 'Migration20261126102754_holding_days', class: Migration20261126102754_holding_days },
  { name: 'Migration20261126103002_transport_lines', class: Migration20261126103002_transport_lines },
  { name: 'Migration20261126114654_mail_outbox', class: Migration20261126114654_mail_outbox },
  {
    name: 'Migration20261126114725_assessment_quotes',
    class: Migration20261126114725_assessment_quotes,
  },
  { name: 'Migration20261126132903_notifications', class: Migration20261126132903_notifications },
  { name: 'Migration20261126133126_web_enquiries', class: Migration20261126133126_web_enquiries },
  {
    name: 'Migration20261126142500_holding_days_by_quote',
    class: Migration20261126142500_holding_days_by_quote,
  },
  { name: 'Migration20261126144243_company_profile', class: Migration20261126144243_company_profile },
  { name: 'Migration20261126144508_quote_versions', class: Migration20261126144508_quote_versions },
  { name: 'Migration20261126144842_pdf_engine', class: Migration20261126144842_pdf_engine },
  { name: 'Migration20261126162522_audit_log', class: Migration20261126162522_audit_log },
  { name: 'Migration20261126162544_client_erasure', class: Migration20261126162544_client_erasure },
  { name: 'Migration20261126162549_webhooks', class: Migration20261126162549_webhooks },
  {
    name: 'Migration20261126162615_api_key_daily_limit',
    class: Migration20261126162615_api_key_daily_limit,
  },
  { name: 'Migration20261126162657_report_summaries', class: Migration20261126162657_report_summaries },
  {
    name: 'Migration20261126162710_security_round_three',
    class: Migration20261126162710_security_round_three,
  },
  {
    name: 'Migration20261126200000_report_summary_deltas',
    class: Migration20261126200000_report_summary_deltas,
  },
  { name: 'Migration20261127000000_report_catch_up', class: Migration20261127000000_report_catch_up },
  {
    name: 'Migration20261127081919_audit_activation_webhook_change',
    class: Migration20261127081919_audit_activation_webhook_change,
  },
  {
    name: 'Migration20261127082921_assessment_erased_at',
    class: Migration20261127082921_assessment_erased_at,
  },
  { name: 'Migration20261127091345_derived_discounts', class: Migration20261127091345_derived_discounts },
  {
    name: 'Migration20261127121858_audit_user_removal',
    class: Migration20261127121858_audit_user_removal,
  },
  { name: 'Migration20261127141619_mail_reply_to', class: Migration20261127141619_mail_reply_to },
  {
    name: 'Migration20261127170223_api_key_deleted_at',
    class: Migration20261127170223_api_key_deleted_at,
  },
  { name: 'Migration20261128020000_holding_fillfactor', class: Migration20261128020000_holding_fillfactor },
  { name: 'Migration20261128030000_quote_create_key', class: Migration20261128030000_quote_create_key },
  {
    name: 'Migration20261128060000_client_name_key_marks',
    class: Migration20261128060000_client_name_key_marks,
  },
  {
    name: 'Migration20261128070000_session_cache_notices',
    class: Migration20261128070000_session_cache_notices,
  },
  {
    name: 'Migration20261128080000_assessment_client_name_key',
    class: Migration20261128080000_assessment_client_name_key,
  },
  { name: 'Migration20261128090000_idempotency_claim', class: Migration20261128090000_idempotency_claim },
];
