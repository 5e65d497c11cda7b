import { addDays, clientInputSchema, type QuoteKind, todayInWarsaw } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import type { Logger } from '../../logger.ts';
import { EquipmentEntity } from '../../modules/catalogue/entities.ts';
import { createClient, sameClientOf } from '../../modules/clients/service.ts';
import { DepartmentEquipmentEntity } from '../../modules/departments/entities.ts';
import { readAvailability } from '../../modules/quote-lifecycle/availability.ts';
import * as kindService from '../../modules/quote-lifecycle/kind-service.ts';
import type { AnyQuoteKind } from '../../modules/quote-lifecycle/registry.ts';
import { TransportVehicleEntity } from '../../modules/transport/entities.ts';
import type { Orm } from '../orm.ts';
import { giveDemoAdminPhone } from './company-profile.ts';
import { SeedRunEntity } from './entities.ts';
import { DEMO_DEPOT } from './transport-vehicles.ts';

// D21's demo quotes: a month-by-month picture of the rental desk for the first admin to find, from
// 60 days ago to 90 days ahead, of every kind, drafts, pending and approved. Written through the
// quote services like any quote (priced, numbered, holding units); an approval is made only while
// the approved units stay within half of each item's available ones on every day.

const SEED_NAME = 'demo quotes';

const clients = [
  {
    companyName: 'Budimex S.A.',
    contactPerson: 'Anna Wiśniewska',
    phone: '601 200 300',
    email: 'anna.wisniewska@budimex.example',
  },
  {
    companyName: 'Mostostal Warszawa S.A.',
    contactPerson: 'Piotr Zieliński',
    phone: '602 311 422',
    email: 'p.zielinski@mostostal.example',
  },
  {
    companyName: 'Eventy Pomorze Sp. z o.o.',
    contactPerson: 'Katarzyna Lewandowska',
    phone: '603 422 533',
    email: 'biuro@eventypomorze.example',
  },
  {
    companyName: 'Hala Targowa Łódź Sp. z o.o.',
    contactPerson: 'Tomasz Wójcik',
    phone: '604 533 644',
    email: 'tomasz.wojcik@halalodz.example',
  },
  {
    companyName: 'Gmina Żabia Wola',
    contactPerson: 'Małgorzata Kamińska',
    phone: '22 755 10 10',
    email: 'inwestycje@zabiawola.example',
  },
  {
    companyName: 'Skanska S.A.',
    contactPerson: 'Jakub Kowalczyk',
    phone: '605 644 755',
    email: 'j.kowalczyk@skanska.example',
  },
] as const;

/** One demo quote: its kind, when it starts (days from today), for how long, and how far it went. */
interface Plan {
  kind: QuoteKind;
  startsIn: number;
  days: number;
  items: number;
  status: 'draft' | 'pending' | 'approved';
}

const plans: Plan[] = [
  { kind: 'equipment', startsIn: -60, days: 14, items: 2, status: 'approved' },
  { kind: 'general', startsIn: -52, days: 7, items: 2, status: 'approved' },
  { kind: 'equipment', startsIn: -45, days: 5, items: 1, status: 'pending' },
  { kind: 'transport', startsIn: -40, days: 1, items: 1, status: 'approved' },
  { kind: 'electrical', startsIn: -33, days: 10, items: 2, status: 'approved' },
  { kind: 'equipment', startsIn: -21, days: 30, items: 3, status: 'approved' },
  { kind: 'equipment', startsIn: -10, days: 7, items: 2, status: 'draft' },
  { kind: 'general', startsIn: -5, days: 21, items: 1, status: 'pending' },
  { kind: 'equipment', startsIn: 0, days: 14, items: 2, status: 'approved' },
  { kind: 'transport', startsIn: 2, days: 2, items: 2, status: 'pending' },
  { kind: 'electrical', startsIn: 6, days: 5, items: 1, status: 'pending' },
  { kind: 'equipment', startsIn: 9, days: 10, items: 3, status: 'pending' },
  { kind: 'equipment', startsIn: 15, days: 3, items: 1, status: 'approved' },
  { kind: 'general', startsIn: 24, days: 14, items: 2, status: 'approved' },
  { kind: 'equipment', startsIn: 31, days: 21, items: 2, status: 'pending' },
  { kind: 'electrical', startsIn: 40, days: 7, items: 2, status: 'approved' },
  { kind: 'transport', startsIn: 47, days: 1, items: 1, status: 'draft' },
  { kind: 'equipment', startsIn: 55, days: 5, items: 1, status: 'approved' },
  { kind: 'general', startsIn: 63, days: 10, items: 1, status: 'pending' },
  { kind: 'equipment', startsIn: 70, days: 14, items: 2, status: 'draft' },
  { kind: 'electrical', startsIn: 78, days: 3, items: 1, status: 'pending' },
  { kind: 'equipment', startsIn: 90, days: 7, items: 2, status: 'pending' },
];

/** The catalogue items a kind's demo quotes take, in a fixed order (the first few active ones). */
async function catalogueOf(orm: Orm, kind: QuoteKind): Promise<number[]> {
  const em = orm.em.fork();
  if (kind === 'equipment')
    return (
      await em.find(
        EquipmentEntity,
        { isActive: true, availableQuantity: { $gte: 2 } },
        { orderBy: { id: 'asc' }, limit: 8 },
      )
    ).map((row) => row.id);
  if (kind === 'transport')
    return (
      await em.find(TransportVehicleEntity, { isActive: true }, { orderBy: { id: 'asc' }, limit: 5 })
    ).map((row) => row.id);
  return (
    await em.find(
      DepartmentEquipmentEntity,
      { department: kind, isActive: true, availableQuantity: { $gte: 2 } },
      { orderBy: { id: 'asc' }, limit: 6 },
    )
  ).map((row) => row.id);
}

/** The catalogue items (transport: vehicles) a plan takes, one unit each, all different. */
const chosenOf = (plan: Plan, index: number, ids: number[]) =>
  Array.from({ length: Math.min(plan.items, ids.length) }, (_, i) => ids[(index + i) % ids.length]);

/** The create body of a plan: its client, start, period and items (transport: vehicle lines). */
function bodyOf(plan: Plan, index: number, chosen: number[], today: string, clientIds: number[]): unknown {
  const client = clients[index % clients.length];
  const clientId = clientIds[index % clients.length];
  const startsOn = addDays(today, plan.startsIn);
  if (plan.kind === 'transport')
    return {
      clientId,
      startsOn,
      tripDays: plan.days,
      returnTrip: index % 2 === 0,
      fromAddress: DEMO_DEPOT,
      toAddress: `Plac budowy ${client.companyName}, Warszawa`,
      vehicles: chosen.map((vehicleId, i) => ({
        vehicleId,
        distance: String(18 + ((index * 7 + i * 13) % 90)),
      })),
    };
  return {
    clientId,
    startsOn,
    rentalDays: plan.days,
    notes: plan.status === 'draft' ? 'Wstępne zapytanie — do potwierdzenia z klientem.' : null,
    items: chosen.map((equipmentId) => ({ equipmentId, quantity: 1 })),
  };
}

/**
 * Whether approving the quote (one unit of each of `ids`) keeps every item within half of its
 * available units on every day (D21's demo rule), reading the availability as the page does.
 */
async function withinHalf(
  orm: Orm,
  kind: AnyQuoteKind,
  quote: { startsOn: string | null },
  ids: number[],
  days: number,
) {
  if (!kind.availability || !quote.startsOn || ids.length === 0) return true;
  const to = addDays(quote.startsOn, days - 1);
  const free = await readAvailability(orm.em.fork(), kind.availability, ids, quote.startsOn, to);
  return free.every((item) =>
    item.days.every((day) => day.approved + 1 <= Math.floor(item.availableQuantity / 2)),
  );
}

/**
 * Writes the demo quotes once in a database's life (seed_run), for the first admin, when the
 * catalogues are there. A quote the rules refuse is left out and the others go on.
 */
export async function seedDemoQuotes(
  orm: Orm,
  user: SessionUser,
  kinds: readonly AnyQuoteKind[],
  log: Logger,
) {
  const em = orm.em.fork();
  if (await em.findOne(SeedRunEntity, { name: SEED_NAME })) return;
  // D23: the offers' contact person has a phone in the demo too.
  await giveDemoAdminPhone(orm.em.fork(), user.id);
  const today = todayInWarsaw();
  // Each demo client once in the address book (D19), its quotes all joined to it.
  const clientIds: number[] = [];
  for (const client of clients) {
    const fields = clientInputSchema.parse(client);
    const known = await sameClientOf(orm.em.fork(), fields);
    clientIds.push(known?.id ?? (await createClient(orm.em.fork(), user.id, fields)).id);
  }
  let written = 0;
  for (const [index, plan] of plans.entries()) {
    const kind = kinds.find((candidate) => candidate.entry.kind === plan.kind);
    const ids = await catalogueOf(orm, plan.kind);
    if (!kind || ids.length === 0) continue;
    try {
      const chosen = chosenOf(plan, index, ids);
      const body = kind.entry.schemas.create.parse(bodyOf(plan, index, chosen, today, clientIds));
      const created = await kindService.createQuote(orm.em.fork(), user, kind, body as never);
      if (plan.status === 'draft') {
        written += 1;
        continue;
      }
      await kindService.changeStatus(orm.em.fork(), user, kind, created.id, 'pending');
      if (plan.status === 'approved' && (await withinHalf(orm, kind, created, chosen, plan.days)))
        await kindService.changeStatus(orm.em.fork(), user, kind, created.id, 'approved');
      written += 1;
    } catch (error) {
      log.warn('demo quote left out', { kind: plan.kind, error: String(error) });
    }
  }
  em.create(SeedRunEntity, { name: SEED_NAME } as never);
  await em.flush();
  log.info('demo quotes written', { quotes: written });
}
