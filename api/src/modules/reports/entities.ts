import { defineEntity, p } from '@mikro-orm/core';

// D26: the summaries the reports read, kept by the database itself (triggers of migration
// `report_summaries`; see there). Nothing in the application writes them: these definitions only
// keep the ORM's picture of the schema whole. `creator_id` and `api_key_id` are 0 for none.
// The three day summaries hold differences (migration `report_summary_deltas`): a key may have
// several rows, and its figure is their sum until `report_summary_compact()` folds them into one.
// They follow the quotes after each change, not inside it (migration `report_catch_up`): a report
// first counts what changed since (`report_catch_up()`).

const day = () => p.string().columnType('date');

/** Each quote's contribution as last counted. */
export const ReportQuoteEntity = defineEntity({
  name: 'ReportQuote',
  tableName: 'report_quote',
  properties: {
    quoteId: p.integer().primary().autoincrement(false),
    kind: p.string().length(20),
    creatorId: p.integer(),
    apiKeyId: p.integer(),
    createdOn: day(),
    status: p.string().length(20),
    currency: p.string().length(3),
    net: p.decimal('string').precision(12).scale(2),
    decidedMonth: day().nullable(),
    decisionDays: p.integer().nullable(),
  },
});

/** Each quote's catalogue items' quoted net (quotes not rejected). */
export const ReportQuoteEquipmentEntity = defineEntity({
  name: 'ReportQuoteEquipment',
  tableName: 'report_quote_equipment',
  properties: {
    quoteId: p.integer().primary(),
    equipmentId: p.integer().primary(),
    kind: p.string().length(20),
    creatorId: p.integer(),
    createdOn: day(),
    currency: p.string().length(3),
    net: p.decimal('string').precision(14).scale(2),
    lines: p.integer(),
  },
});

/** Quotes and their net (differences, summed) per created day, kind, status, currency, author and API key. */
export const ReportStatusDayEntity = defineEntity({
  name: 'ReportStatusDay',
  tableName: 'report_status_day',
  properties: {
    id: p.bigint().primary().autoincrement(),
    day: day(),
    kind: p.string().length(20),
    status: p.string().length(20),
    currency: p.string().length(3),
    creatorId: p.integer(),
    apiKeyId: p.integer(),
    count: p.integer().default(0),
    net: p.decimal('string').precision(16).scale(2).default(0),
  },
  indexes: [
    {
      name: 'report_status_day_key_index',
      properties: ['day', 'kind', 'status', 'currency', 'creatorId', 'apiKeyId'],
    },
  ],
});

/** Decided quotes (differences, summed) per created day, kind, status, author, decision month and days to decision. */
export const ReportDecisionDayEntity = defineEntity({
  name: 'ReportDecisionDay',
  tableName: 'report_decision_day',
  properties: {
    id: p.bigint().primary().autoincrement(),
    day: day(),
    kind: p.string().length(20),
    status: p.string().length(20),
    creatorId: p.integer(),
    decidedMonth: day(),
    days: p.integer(),
    count: p.integer().default(0),
  },
  indexes: [
    {
      name: 'report_decision_day_key_index',
      properties: ['day', 'kind', 'status', 'creatorId', 'decidedMonth', 'days'],
    },
  ],
});

/** Quoted net (differences, summed) per created day, kind, author, catalogue item (for transport a vehicle) and currency. */
export const ReportEquipmentDayEntity = defineEntity({
  name: 'ReportEquipmentDay',
  tableName: 'report_equipment_day',
  properties: {
    id: p.bigint().primary().autoincrement(),
    day: day(),
    kind: p.string().length(20),
    creatorId: p.integer(),
    equipmentId: p.integer(),
    currency: p.string().length(3),
    net: p.decimal('string').precision(16).scale(2).default(0),
    lines: p.integer().default(0),
  },
  indexes: [
    {
      name: 'report_equipment_day_key_index',
      properties: ['day', 'kind', 'creatorId', 'equipmentId', 'currency'],
    },
  ],
});

/**
 * The quotes changed since they were last counted (migration `report_catch_up`): each save marks the
 * quotes it touched, `report_catch_up()` counts them and drops their marks.
 */
export const ReportDirtyEntity = defineEntity({
  name: 'ReportDirty',
  tableName: 'report_dirty',
  properties: {
    id: p.bigint().primary().autoincrement(),
    quoteId: p.integer(),
    /** Its items' contribution too, not its status alone. */
    withItems: p.boolean(),
  },
});

export const reportEntities = [
  ReportQuoteEntity,
  ReportQuoteEquipmentEntity,
  ReportStatusDayEntity,
  ReportDecisionDayEntity,
  ReportEquipmentDayEntity,
  ReportDirtyEntity,
];
