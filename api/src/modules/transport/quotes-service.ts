import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Page,
  quoteKindEntries,
  quoteTotals,
  type TransportQuoteDetail,
  transportCost,
  transportMessages,
  transportQuoteInputSchema,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import type { Row } from '../../db/prepared.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { ClientFields } from '../clients/service.ts';
import { type LoadedQuote, noTrail, type QuoteTrail, quoteHeaderDto } from '../quote-lifecycle/dto.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import { duplicateMessages } from '../quote-lifecycle/kind-service.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import type { PricedContent } from '../quote-lifecycle/registry.ts';
import { getPricingSettings } from '../settings/service.ts';
import {
  TransportQuoteDetailEntity,
  type TransportQuoteDetailRow,
  TransportVehicleEntity,
} from './entities.ts';

export interface TransportQuoteBody {
  clientId?: number;
  client?: ClientFields;
  vehicleId: number;
  fromAddress: string;
  toAddress: string;
  /** Already in tenths of a kilometre (the schema rounds it, D13). */
  distance: string;
  notes: string | null;
}

/** What an answer reads of a quote's route: the entity, or a list page's row (routeFromRow). */
type TransportRoute = Pick<
  TransportQuoteDetailRow,
  'vehicleName' | 'vehicleDescription' | 'costPerKm' | 'fromAddress' | 'toAddress' | 'distance' | 'totalCost'
> & { vehicle?: { id: number } | null };

function toDto(quote: LoadedQuote, transport: TransportRoute, trail: QuoteTrail): TransportQuoteDetail {
  const vehicleId = transport.vehicle?.id ?? null;
  return {
    ...quoteHeaderDto(quote, trail),
    vehicleId,
    vehicle: {
      id: vehicleId,
      name: transport.vehicleName,
      description: transport.vehicleDescription ?? null,
      costPerKm: transport.costPerKm,
    },
    fromAddress: transport.fromAddress,
    toAddress: transport.toAddress,
    distance: transport.distance,
    totalCost: transport.totalCost,
  };
}

/** A loaded quote's detail answer, without any access check (the caller checked it). */
export async function detail(em: EntityManager, quote: QuoteRow) {
  const [transport, trail] = await Promise.all([
    em.findOneOrFail(TransportQuoteDetailEntity, { quote: quote.id }),
    lifecycle.quoteTrail(em, quote.id),
  ]);
  return toDto(quote, transport, trail);
}

/**
 * Prices the route with an active vehicle's current cost per km (D13): the cost is the quote's net
 * value, VAT from the rate given (the settings' at creation, the quote's own on edits).
 */
async function priceRoute(tx: EntityManager, body: TransportQuoteBody, vatRate: string) {
  const vehicle = await tx.findOne(TransportVehicleEntity, { id: body.vehicleId });
  if (!vehicle?.isActive) throw new Invalid({ vehicleId: transportMessages.activeVehicle });
  const totalCost = transportCost(vehicle.costPerKm, body.distance);
  if (Number(totalCost) <= 0) {
    throw new Invalid({ distance: transportMessages.costPositive }, transportMessages.costPositive);
  }
  const totals = quoteTotals([totalCost], vatRate);
  const route = {
    vehicle,
    vehicleName: vehicle.name,
    vehicleDescription: vehicle.description ?? null,
    costPerKm: vehicle.costPerKm,
    fromAddress: body.fromAddress,
    toAddress: body.toAddress,
    distance: body.distance,
    totalCost,
  };
  return { route, totals };
}

/** A new quote's route, priced with today's settings. */
export async function priceNew(tx: EntityManager, body: TransportQuoteBody) {
  const settings = await getPricingSettings(tx);
  const { route, totals } = await priceRoute(tx, body, settings.vatRate);
  return {
    settings,
    totals,
    write: (writer: EntityManager, quote: QuoteRow) => {
      writer.create(TransportQuoteDetailEntity, { quote, ...route });
    },
  };
}

/** An edit of an open quote (D13): repriced from the chosen vehicle's current cost, snapshot refreshed. */
export async function priceEdit(
  tx: EntityManager,
  quote: QuoteRow,
  body: TransportQuoteBody,
): Promise<PricedContent> {
  const { route, totals } = await priceRoute(tx, body, quote.vatRate);
  const transport = await tx.findOneOrFail(TransportQuoteDetailEntity, { quote: quote.id });
  return { totals, write: (writer) => void writer.assign(transport, route) };
}

/** D17: a copy of the route, repriced with the vehicle's cost today (a deleted vehicle cannot be). */
export async function duplicate(_em: EntityManager, saved: TransportQuoteDetail) {
  if (saved.vehicleId === null) throw new Conflict(duplicateMessages.vehicleGone);
  const body = parse(transportQuoteInputSchema, {
    clientId: saved.clientId,
    vehicleId: saved.vehicleId,
    fromAddress: saved.fromAddress,
    toAddress: saved.toAddress,
    distance: saved.distance,
    notes: saved.notes,
  });
  return { body, skipped: [] };
}

/**
 * GET /api/transport-quotes (D5): newest first, paged, with the own-quotes rule of D1; the search
 * covers the number, the client's company and both addresses (D13).
 */
/** A transport_quote row of a list page (`select *`, plain columns), as the answer reads a route. */
const routeFromRow = (row: Row): TransportRoute => ({
  vehicle: row.vehicle_id ? { id: row.vehicle_id } : null,
  vehicleName: row.vehicle_name,
  vehicleDescription: row.vehicle_description,
  costPerKm: row.cost_per_km,
  fromAddress: row.from_address,
  toAddress: row.to_address,
  distance: row.distance,
  totalCost: row.total_cost,
});

export async function listTransportQuotes(
  em: EntityManager,
  user: SessionUser,
  query: lifecycle.QuoteListQuery,
): Promise<Page<TransportQuoteDetail>> {
  return lifecycle.listQuotePage(em, user, quoteKindEntries.transport, query, {
    kindSearch:
      'q.id in (select quote_id from transport_quote where lower(from_address) like ? or lower(to_address) like ?)',
    detailsSql: 'select * from transport_quote where quote_id = any(?::int[])',
    // Every transport quote has its route row.
    item: (quote, [route]) => toDto(quote, routeFromRow(route), noTrail),
  });
}
