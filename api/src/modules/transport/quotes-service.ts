import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Page,
  type QuoteStatus,
  quoteTotals,
  type TransportQuoteDetail,
  transportCost,
  transportMessages,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Invalid } from '../../http/errors.ts';
import type { ClientFields } from '../clients/service.ts';
import { type LoadedQuote, noTrail, type QuoteTrail, quoteHeaderDto } from '../quote-lifecycle/dto.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import { getPricingSettings } from '../settings/service.ts';
import {
  TransportQuoteDetailEntity,
  type TransportQuoteDetailRow,
  TransportVehicleEntity,
} from './entities.ts';

const KIND = 'transport';

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

function toDto(quote: QuoteRow, transport: TransportQuoteDetailRow, trail: QuoteTrail): TransportQuoteDetail {
  const vehicleId = (transport.vehicle as unknown as { id: number } | null)?.id ?? null;
  return {
    ...quoteHeaderDto(quote as LoadedQuote, trail),
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

export async function getTransportQuote(em: EntityManager, user: SessionUser, id: number) {
  return detail(em, await lifecycle.openQuote(em, user, KIND, id));
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

export async function createTransportQuote(em: EntityManager, user: SessionUser, body: TransportQuoteBody) {
  const id = await em.transactional(async (tx) => {
    const client = await lifecycle.resolveClient(tx, user.id, body);
    const settings = await getPricingSettings(tx);
    const { route, totals } = await priceRoute(tx, body, settings.vatRate);
    const quote = await lifecycle.createQuoteRow(tx, {
      kind: KIND,
      userId: user.id,
      client,
      settings,
      totals,
      notes: body.notes,
    });
    tx.create(TransportQuoteDetailEntity, { quote, ...route } as never);
    await tx.flush();
    return quote.id;
  });
  return getTransportQuote(em.fork(), user, id);
}

/** An edit of an open quote (D13): repriced from the chosen vehicle's current cost, snapshot refreshed. */
export async function updateTransportQuote(
  em: EntityManager,
  user: SessionUser,
  id: number,
  body: TransportQuoteBody,
  expectedVersion?: string,
) {
  await em.transactional(async (tx) => {
    const quote = await lifecycle.quoteToEdit(tx, user, KIND, id, expectedVersion);
    const client = await lifecycle.resolveClient(tx, user.id, body);
    const { route, totals } = await priceRoute(tx, body, quote.vatRate);
    const transport = await tx.findOneOrFail(TransportQuoteDetailEntity, { quote: id });
    tx.assign(transport, route as never);
    tx.assign(quote, {
      client,
      notes: body.notes,
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
      updatedAt: new Date(),
    } as never);
    await tx.flush();
  });
  return getTransportQuote(em.fork(), user, id);
}

export async function changeTransportStatus(
  em: EntityManager,
  user: SessionUser,
  id: number,
  to: QuoteStatus,
) {
  await lifecycle.changeStatus(em, user, KIND, id, to);
  return getTransportQuote(em.fork(), user, id);
}

export const deleteTransportQuote = (em: EntityManager, user: SessionUser, id: number) =>
  lifecycle.deleteQuote(em, user, KIND, id);

/**
 * GET /api/transport-quotes (D5): newest first, paged, with the own-quotes rule of D1; the search
 * covers the number, the client's company and both addresses (D13).
 */
/** A transport_quote row of a list page, as the entity would read it. */
const routeFromRow = (row: Record<string, unknown>) =>
  ({
    vehicle: row.vehicle_id ? { id: row.vehicle_id } : null,
    vehicleName: row.vehicle_name,
    vehicleDescription: row.vehicle_description,
    costPerKm: row.cost_per_km,
    fromAddress: row.from_address,
    toAddress: row.to_address,
    distance: row.distance,
    totalCost: row.total_cost,
  }) as unknown as TransportQuoteDetailRow;

export async function listTransportQuotes(
  em: EntityManager,
  user: SessionUser,
  query: lifecycle.QuoteListQuery,
): Promise<Page<TransportQuoteDetail>> {
  const { rows, details, total, totalIsEstimate } = await lifecycle.listQuotePage(em, user, KIND, query, {
    kindSearch:
      'q.id in (select quote_id from transport_quote where lower(from_address) like ? or lower(to_address) like ?)',
    detailsSql: 'select * from transport_quote where quote_id = any(?::int[])',
  });
  const byQuote = new Map(details.map((row) => [row.quote_id as number, routeFromRow(row)]));
  return {
    items: rows.map((row) => toDto(row, byQuote.get(row.id)!, noTrail)),
    total,
    totalIsEstimate,
    page: query.page,
    pageSize: query.pageSize,
  };
}
