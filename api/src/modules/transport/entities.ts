import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { QuoteEntity } from '../quote-lifecycle/entities.ts';

/** A vehicle of the transport department with its cost per kilometre (spec-2 §3, D13). */
export const TransportVehicleEntity = defineEntity({
  name: 'TransportVehicle',
  tableName: 'transport_vehicle',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    description: p.text().nullable(),
    costPerKm: p.decimal('string').precision(10).scale(2),
    isActive: p.boolean().default(true),
    /** D21: how many of the vehicle the fleet has; each vehicle line of a dated quote takes one. */
    quantity: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TransportVehicleRow = InferEntity<typeof TransportVehicleEntity>;

/**
 * What a transport quote holds beyond the shared quote (D18): the route, the trip's days and
 * whether it comes back (D21), and its net (the sum of its lines).
 */
export const TransportQuoteDetailEntity = defineEntity({
  name: 'TransportQuoteDetail',
  tableName: 'transport_quote',
  properties: {
    quote: () => p.oneToOne(QuoteEntity).primary().deleteRule('cascade'),
    fromAddress: p.string().length(500),
    toAddress: p.string().length(500),
    /**
     * D21: the days each vehicle line takes its vehicle from the quote's `startsOn`. Kept here, not
     * in the shared `rental_days`: transport has no rental period, and that column's rules (items
     * taking it unless they name their own, clearing it) are not the trip's.
     */
    tripDays: p.smallint().default(1),
    /** D21: every vehicle line has its return line. */
    returnTrip: p.boolean().default(false),
    totalCost: p.decimal('string').precision(12).scale(2),
  },
});
export type TransportQuoteDetailRow = InferEntity<typeof TransportQuoteDetailEntity>;

/**
 * D21: a priced line of a transport quote: a vehicle there (its index among the vehicle lines is its
 * position), or its way back (`isReturn`), with the vehicle as it was priced with (D13's snapshot;
 * a vehicle used by a quote cannot be deleted, the snapshot keeps the figures anyway).
 */
export const TransportQuoteLineEntity = defineEntity({
  name: 'TransportQuoteLine',
  tableName: 'transport_quote_line',
  properties: {
    id: p.integer().primary().autoincrement(),
    quote: () => p.manyToOne(QuoteEntity).index().deleteRule('cascade'),
    /** The lines in order: the vehicle lines as sent, then their return lines in the same order. */
    position: p.smallint(),
    vehicle: () => p.manyToOne(TransportVehicleEntity).nullable().index().deleteRule('restrict'),
    vehicleName: p.string().length(200),
    vehicleDescription: p.text().nullable(),
    costPerKm: p.decimal('string').precision(10).scale(2),
    distance: p.decimal('string').precision(8).scale(1),
    cost: p.decimal('string').precision(12).scale(2),
    isReturn: p.boolean().default(false),
  },
});
export type TransportQuoteLineRow = InferEntity<typeof TransportQuoteLineEntity>;

/** D21: one row (id 1) of the transport administration's settings: the depot new quotes start from. */
export const TransportSettingsEntity = defineEntity({
  name: 'TransportSettings',
  tableName: 'transport_settings',
  properties: {
    id: p.integer().primary(),
    depotAddress: p.string().length(500).nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export const transportEntities = [
  TransportVehicleEntity,
  TransportQuoteDetailEntity,
  TransportQuoteLineEntity,
  TransportSettingsEntity,
];
