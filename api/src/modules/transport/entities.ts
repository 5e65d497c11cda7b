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
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TransportVehicleRow = InferEntity<typeof TransportVehicleEntity>;

/**
 * What a transport quote holds beyond the shared quote (D18): the route, the distance and the vehicle
 * as it was priced with (D13's snapshot; the vehicle link goes when it is deleted, the snapshot stays).
 */
export const TransportQuoteDetailEntity = defineEntity({
  name: 'TransportQuoteDetail',
  tableName: 'transport_quote',
  properties: {
    quote: () => p.oneToOne(QuoteEntity).primary().deleteRule('cascade'),
    vehicle: () => p.manyToOne(TransportVehicleEntity).nullable().index().deleteRule('restrict'),
    vehicleName: p.string().length(200),
    vehicleDescription: p.text().nullable(),
    costPerKm: p.decimal('string').precision(10).scale(2),
    fromAddress: p.string().length(500),
    toAddress: p.string().length(500),
    distance: p.decimal('string').precision(8).scale(1),
    totalCost: p.decimal('string').precision(12).scale(2),
  },
});
export type TransportQuoteDetailRow = InferEntity<typeof TransportQuoteDetailEntity>;

export const transportEntities = [TransportVehicleEntity, TransportQuoteDetailEntity];
