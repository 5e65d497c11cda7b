import type { EntityManager } from '@mikro-orm/postgresql';
import {
  linesOverUnits,
  type Page,
  quoteKindEntries,
  quoteTotals,
  type TransportQuoteBody,
  type TransportQuoteDetail,
  transportMessages,
  transportQuoteInputSchema,
  transportTripLines,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { plainEntities } from '../../db/plain-entities.ts';
import type { Row } from '../../db/prepared.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import {
  type DetailQuote,
  type LoadedQuote,
  noTrail,
  type QuoteTrail,
  quoteAnswer,
  quoteHeaderDto,
} from '../quote-lifecycle/dto.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import { duplicateMessages } from '../quote-lifecycle/kind-service.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import type { PricedContent } from '../quote-lifecycle/registry.ts';
import { getPricingSettings } from '../settings/service.ts';
import {
  TransportQuoteDetailEntity,
  type TransportQuoteDetailRow,
  TransportQuoteLineEntity,
  type TransportQuoteLineRow,
  TransportVehicleEntity,
  type TransportVehicleRow,
} from './entities.ts';
import { transportKindSearch, transportListDetailsSql } from './list-query.ts';

// Transport quotes on the shared lifecycle (D13, D18, D21): a route, its vehicle lines and their
// return lines, each priced by its vehicle's cost per km; statuses, lock, history, numbers, dates
// and holdings are the lifecycle's.

/** What an answer reads of a quote's route: the entity, or a list page's row (routeFromRow). */
type TransportRoute = Pick<
  TransportQuoteDetailRow,
  'fromAddress' | 'toAddress' | 'tripDays' | 'returnTrip' | 'totalCost'
>;

/** What an answer reads of a line: the entity, or a list page's row (lineFromRow). */
type LineView = Pick<
  TransportQuoteLineRow,
  'position' | 'vehicleName' | 'vehicleDescription' | 'costPerKm' | 'distance' | 'cost' | 'isReturn'
> & { vehicle?: { id: number } | null };

function lineDto(line: LineView) {
  const vehicleId = line.vehicle?.id ?? null;
  return {
    vehicleId,
    vehicle: {
      id: vehicleId,
      name: line.vehicleName,
      description: line.vehicleDescription ?? null,
      costPerKm: line.costPerKm,
    },
    distance: line.distance,
    cost: line.cost,
    isReturn: line.isReturn,
  };
}

function toDto(
  quote: LoadedQuote,
  route: TransportRoute,
  lineRows: LineView[],
  trail: QuoteTrail,
): TransportQuoteDetail {
  const lines = [...lineRows].sort((a, b) => a.position - b.position).map(lineDto);
  // Every quote has at least one line (a migrated D13 quote has exactly one).
  const [first] = lines;
  return quoteAnswer(quoteHeaderDto(quote, trail), {
    // D13's single fields repeat the first line.
    vehicleId: first.vehicleId,
    vehicle: first.vehicle,
    fromAddress: route.fromAddress,
    toAddress: route.toAddress,
    distance: first.distance,
    totalCost: route.totalCost,
    tripDays: route.tripDays,
    returnTrip: route.returnTrip,
    vehicles: lines
      .filter((line) => !line.isReturn)
      .map((line) => ({ vehicleId: line.vehicleId, distance: line.distance })),
    lines,
  });
}

/** A quote's lines in order. */
export const linesOf = (em: EntityManager, quoteId: number) =>
  em.find(TransportQuoteLineEntity, { quote: quoteId }, { orderBy: { position: 'asc', id: 'asc' } });

/** A loaded quote's detail answer, without any access check (the caller checked it). */
export async function detail(em: EntityManager, quote: DetailQuote) {
  // Plain rows (no entities built): the detail answers every status change (D21's benchmark), inside
  // its transaction, on one connection: one statement after the other.
  const [route] = await plainEntities<TransportQuoteDetailRow>(
    em,
    TransportQuoteDetailEntity,
    't.quote_id = ?',
    [quote.id],
  );
  const lines = await plainEntities<TransportQuoteLineRow>(
    em,
    TransportQuoteLineEntity,
    't.quote_id = ?',
    [quote.id],
    't.position, t.id',
  );
  if (!route) throw new Error(`transport quote ${quote.id} has no route`);
  return toDto(quote, route, lines, quote.trail);
}

/** The trip as sent or kept: the vehicle lines and the two figures an update may leave out. */
interface Trip {
  vehicles: TransportQuoteBody['vehicles'];
  returnTrip: boolean;
  singleVehicle: boolean;
}

/**
 * Prices the trip with the chosen vehicles' current cost per km (D13, D21): each vehicle line and
 * its return line rounded once, the net their sum, VAT from the rate given (the settings' at
 * creation, the quote's own on edits). A vehicle must be active unless the quote already uses it
 * (`kept`, D4: an inactive vehicle still prices the quotes that use it, it is only not chosen anew).
 * A line rounding to 0.00 is 400 on its field.
 */
async function priceTrip(
  tx: EntityManager,
  trip: Trip,
  vatRate: string,
  kept: ReadonlySet<number> = new Set(),
) {
  const ids = [...new Set(trip.vehicles.map((line) => line.vehicleId))];
  const fleet = new Map(
    (await tx.find(TransportVehicleEntity, { id: { $in: ids } })).map((vehicle) => [vehicle.id, vehicle]),
  );
  // D13's single fields name their own field; the lines of `vehicles` theirs.
  const field = (index: number, name: 'vehicleId' | 'distance') =>
    trip.singleVehicle ? name : `vehicles.${index}.${name}`;
  const errors: Record<string, string> = {};
  const usable = (vehicle: TransportVehicleRow | undefined) =>
    vehicle !== undefined && (vehicle.isActive || kept.has(vehicle.id));
  const chosen = trip.vehicles.map((line, index) => {
    const vehicle = fleet.get(line.vehicleId);
    if (!usable(vehicle)) errors[field(index, 'vehicleId')] = transportMessages.activeVehicle;
    return { vehicle, costPerKm: vehicle?.costPerKm ?? '0', distanceKm: line.distance };
  });
  // D21: each line takes one unit of its vehicle; more lines than its units is D4's 400.
  for (const [index, message] of linesOverUnits(
    trip.vehicles.map((line) => line.vehicleId),
    [...fleet.values()].filter(usable),
  ))
    errors[field(index, 'vehicleId')] = message;
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const lines = transportTripLines(chosen, trip.returnTrip);
  for (const line of lines) {
    if (Number(line.cost) <= 0)
      errors[field(line.outboundIndex, 'distance')] = transportMessages.costPositive;
  }
  if (Object.keys(errors).length > 0) throw new Invalid(errors, transportMessages.costPositive);
  const totals = quoteTotals(
    lines.map((line) => line.cost),
    vatRate,
  );
  const rows = lines.map((line, position) => {
    // Every vehicle was found usable above.
    const vehicle = line.vehicle!;
    return {
      position,
      vehicle,
      vehicleName: vehicle.name,
      vehicleDescription: vehicle.description ?? null,
      costPerKm: vehicle.costPerKm,
      distance: line.distance,
      cost: line.cost,
      isReturn: line.isReturn,
    };
  });
  return { rows, totals };
}

function writeLines(
  writer: EntityManager,
  quote: QuoteRow,
  rows: Awaited<ReturnType<typeof priceTrip>>['rows'],
) {
  for (const row of rows) writer.create(TransportQuoteLineEntity, { quote, ...row });
}

/** A new quote's trip, priced with today's settings (D21: one day and no return unless sent). */
export async function priceNew(tx: EntityManager, body: TransportQuoteBody) {
  const settings = await getPricingSettings(tx);
  const returnTrip = body.returnTrip ?? false;
  const { rows, totals } = await priceTrip(tx, { ...body, returnTrip }, settings.vatRate);
  return {
    settings,
    totals,
    write: (writer: EntityManager, quote: QuoteRow) => {
      writer.create(TransportQuoteDetailEntity, {
        quote,
        fromAddress: body.fromAddress,
        toAddress: body.toAddress,
        tripDays: body.tripDays ?? 1,
        returnTrip,
        totalCost: totals.totalNet,
      });
      writeLines(writer, quote, rows);
    },
  };
}

/**
 * An edit of an open quote (D13, D21): its lines replaced and repriced from the chosen vehicles'
 * current cost, the snapshots refreshed; `tripDays` and `returnTrip` kept when the edit leaves them out.
 */
export async function priceEdit(
  tx: EntityManager,
  quote: QuoteRow,
  body: TransportQuoteBody,
): Promise<PricedContent> {
  const route = await tx.findOneOrFail(TransportQuoteDetailEntity, { quote: quote.id });
  const returnTrip = body.returnTrip ?? route.returnTrip;
  const kept = new Set(
    (await linesOf(tx, quote.id)).flatMap((line) => (line.vehicle ? [line.vehicle.id] : [])),
  );
  const { rows, totals } = await priceTrip(tx, { ...body, returnTrip }, quote.vatRate, kept);
  return {
    totals,
    write: async (writer, row) => {
      writer.assign(route, {
        fromAddress: body.fromAddress,
        toAddress: body.toAddress,
        tripDays: body.tripDays ?? route.tripDays,
        returnTrip,
        totalCost: totals.totalNet,
      });
      await writer.nativeDelete(TransportQuoteLineEntity, { quote: row.id });
      writeLines(writer, row, rows);
    },
  };
}

/**
 * D17: a copy of the trip (its vehicle lines, days and return), repriced with the vehicles' cost
 * today; a line whose vehicle is deleted or inactive since is left out and named in `skipped`
 * (none left: 409). The lifecycle leaves its start date empty (D21).
 */
export async function duplicate(em: EntityManager, saved: TransportQuoteDetail) {
  const ids = saved.vehicles.flatMap((line) => (line.vehicleId === null ? [] : [line.vehicleId]));
  const active = new Set(
    (await em.find(TransportVehicleEntity, { id: { $in: ids }, isActive: true })).map(
      (vehicle) => vehicle.id,
    ),
  );
  const offered = (vehicleId: number | null) => vehicleId !== null && active.has(vehicleId);
  const kept = saved.vehicles.filter((line) => offered(line.vehicleId));
  if (kept.length === 0) throw new Conflict(duplicateMessages.vehicleGone);
  const body = parse(transportQuoteInputSchema, {
    clientId: saved.clientId,
    vehicles: kept,
    returnTrip: saved.returnTrip,
    tripDays: saved.tripDays,
    fromAddress: saved.fromAddress,
    toAddress: saved.toAddress,
    notes: saved.notes,
  });
  const skipped = saved.lines.filter((line) => !line.isReturn && !offered(line.vehicleId));
  return { body, skipped: skipped.map((line) => line.vehicle.name) };
}

/** A transport_quote row of a list page (plain columns), as the answer reads a route. */
const routeFromRow = (row: Row): TransportRoute => ({
  fromAddress: row.from_address,
  toAddress: row.to_address,
  tripDays: row.trip_days,
  returnTrip: row.return_trip,
  totalCost: row.total_cost,
});

/** A transport_quote_line row of a list page, as the answer reads a line. */
const lineFromRow = (row: Row): LineView => ({
  position: row.position,
  vehicle: row.vehicle_id ? { id: row.vehicle_id } : null,
  vehicleName: row.vehicle_name,
  vehicleDescription: row.vehicle_description,
  costPerKm: row.cost_per_km,
  distance: row.distance,
  cost: row.cost,
  isReturn: row.is_return,
});

/**
 * GET /api/transport-quotes (D5): newest first, paged, with the own-quotes rule of D1; the search
 * covers the number, the client's company and both addresses (D13). A page's quotes come with their
 * lines: one row per line, each carrying its route.
 */
export async function listTransportQuotes(
  em: EntityManager,
  user: SessionUser,
  query: lifecycle.QuoteListQuery,
): Promise<Page<TransportQuoteDetail>> {
  return lifecycle.listQuotePage(em, user, quoteKindEntries.transport, query, {
    kindSearch: transportKindSearch,
    detailsSql: transportListDetailsSql,
    // Every transport quote has its route and at least one line.
    item: (quote, rows) => toDto(quote, routeFromRow(rows[0]), rows.map(lineFromRow), noTrail),
  });
}
