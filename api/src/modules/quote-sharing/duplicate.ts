import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Department,
  type DepartmentQuoteDetail,
  departmentQuoteInputSchema,
  type QuoteDetail,
  type QuoteKind,
  quoteInputSchema,
  type TransportQuoteDetail,
  transportQuoteInputSchema,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Conflict } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { listEquipment } from '../catalogue/service.ts';
import { listEquipment as listDepartmentEquipment } from '../departments/catalogue-service.ts';
import * as departments from '../departments/quotes-service.ts';
import * as equipment from '../equipment-quotes/service.ts';
import * as transport from '../transport/quotes-service.ts';

// D17: a new draft from a saved quote of any kind: the same client, schema, items and notes,
// repriced from today's catalogue; items whose equipment is gone or inactive are left out and named.

export const duplicateMessages = {
  nothingLeft: 'Żadna pozycja tej wyceny nie jest już dostępna w katalogu',
  vehicleGone: 'Pojazd tej wyceny został usunięty — utwórz nową wycenę transportu',
} as const;

export interface Duplicated {
  quote: { id: number; quoteNumber: string };
  /** The items left out, by the name they were priced with. */
  skipped: string[];
}

/** Item fields a saved equipment item answers that are not part of a request. */
const answerOnly = new Set(['id', 'position', 'equipment', 'extras', 'notes']);

async function duplicateEquipment(em: EntityManager, user: SessionUser, id: number): Promise<Duplicated> {
  const saved: QuoteDetail = await equipment.getQuote(em, user, id);
  const active = new Set((await listEquipment(em, true)).map((entry) => entry.id));
  const kept = saved.items.filter((item) => item.equipmentId !== null && active.has(item.equipmentId));
  if (kept.length === 0) throw new Conflict(duplicateMessages.nothingLeft);
  const body = parse(quoteInputSchema, {
    clientId: saved.clientId,
    pricingSchemaId: saved.pricingSchemaId,
    notes: saved.notes,
    items: kept.map((item) => ({
      ...Object.fromEntries(
        Object.entries(item).filter(([key, value]) => !answerOnly.has(key) && value !== null),
      ),
      notes: item.notes,
    })),
  });
  const created = await equipment.createQuote(em, user, body);
  return {
    quote: created,
    skipped: saved.items.filter((item) => !kept.includes(item)).map((item) => item.equipment.name),
  };
}

async function duplicateTransport(em: EntityManager, user: SessionUser, id: number): Promise<Duplicated> {
  const saved: TransportQuoteDetail = await transport.getTransportQuote(em, user, id);
  if (saved.vehicleId === null) throw new Conflict(duplicateMessages.vehicleGone);
  const body = parse(transportQuoteInputSchema, {
    clientId: saved.clientId,
    vehicleId: saved.vehicleId,
    fromAddress: saved.fromAddress,
    toAddress: saved.toAddress,
    distance: saved.distance,
    notes: saved.notes,
  });
  return { quote: await transport.createTransportQuote(em, user, body), skipped: [] };
}

async function duplicateDepartment(
  em: EntityManager,
  user: SessionUser,
  department: Department,
  id: number,
): Promise<Duplicated> {
  const saved: DepartmentQuoteDetail = await departments.getDepartmentQuote(em, user, department, id);
  const catalogue = new Map(
    (await listDepartmentEquipment(em, department)).map((entry) => [entry.id, entry]),
  );
  const kept = saved.items.filter((item) => item.equipmentId !== null && catalogue.has(item.equipmentId));
  if (kept.length === 0) throw new Conflict(duplicateMessages.nothingLeft);
  const body = parse(departmentQuoteInputSchema, {
    clientId: saved.clientId,
    notes: saved.notes,
    items: kept.map((item) => {
      const offered = new Set(catalogue.get(item.equipmentId!)!.additionalEquipment.map((extra) => extra.id));
      return {
        equipmentId: item.equipmentId,
        quantity: item.quantity,
        rentalPeriodDays: item.rentalPeriodDays,
        notes: item.notes,
        selectedAdditionalEquipment: item.selectedAdditionalEquipment
          .filter((extra) => offered.has(extra.id))
          .map((extra) => ({ id: extra.id, quantity: extra.quantity })),
      };
    }),
  });
  return {
    quote: await departments.createDepartmentQuote(em, user, department, body),
    skipped: saved.items.filter((item) => !kept.includes(item)).map((item) => item.equipment.name),
  };
}

export function duplicateQuote(em: EntityManager, user: SessionUser, kind: QuoteKind, id: number) {
  switch (kind) {
    case 'equipment':
      return duplicateEquipment(em, user, id);
    case 'transport':
      return duplicateTransport(em, user, id);
    default:
      return duplicateDepartment(em, user, kind, id);
  }
}
