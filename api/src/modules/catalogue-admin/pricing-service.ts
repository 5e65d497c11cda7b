import type { EntityManager } from '@mikro-orm/postgresql';
import {
  baseTier,
  catalogueMessages,
  type pricingSchemaInputSchema,
  type pricingSchemaPatchSchema,
  type TierIssue,
  tierDiscountPercent,
  toMoney,
  validateTierSet,
} from '@ppp/domain';
import type { z } from 'zod';
import { Conflict, Invalid, NotFound } from '../../http/errors.ts';
import { sentFields } from '../../http/validate.ts';
import { EquipmentPricingEntity, PricingSchemaEntity } from '../catalogue/entities.ts';
import { type TierRow, toSchemaDto, toTierDto } from '../catalogue/service.ts';
import { QuoteEntity } from '../quote-lifecycle/entities.ts';
import { requireEquipment } from './equipment-service.ts';

interface TierWrite {
  periodStart?: unknown;
  periodEnd?: unknown;
  pricePerDay?: unknown;
}

/** One tier is written at a time, so its problems are keyed by field alone (D6). */
const fieldErrors = (issues: TierIssue[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field] ??= issue.message;
  return errors;
};

/**
 * Validates the equipment's whole tier set after a change with the engine's rules (D4), then keeps
 * every tier's discount in step with its price against the base tier. `index` marks the changed tier.
 */
async function writeTierSet(tx: EntityManager, equipmentId: number, tiers: TierRow[], changed: number) {
  const issues = validateTierSet(tiers);
  const own = issues.filter((issue) => issue.index === changed);
  if (issues.length > 0) throw new Invalid(fieldErrors(own.length ? own : issues));
  const base = baseTier(tiers);
  for (const tier of tiers)
    tier.discountPercent = base ? tierDiscountPercent(base.pricePerDay, tier.pricePerDay) : '0.00';
  await tx.flush();
  return tiers.map((t) => toTierDto(equipmentId, t));
}

const normalise = (write: TierWrite, current?: TierRow): TierWrite => ({
  periodStart: write.periodStart === undefined ? current?.periodStart : write.periodStart,
  periodEnd: write.periodEnd === undefined ? (current?.periodEnd ?? null) : write.periodEnd,
  pricePerDay: write.pricePerDay === undefined ? current?.pricePerDay : write.pricePerDay,
});

/** Checks a write alone (shape and numbers) before it touches a row. */
function checkedTier(write: TierWrite) {
  const issues = validateTierSet([write]);
  if (issues.length > 0) throw new Invalid(fieldErrors(issues));
  const end = write.periodEnd;
  return {
    periodStart: Number(write.periodStart),
    periodEnd: end === null || end === undefined || end === '' ? null : Number(end),
    pricePerDay: toMoney(String(write.pricePerDay).replace(',', '.')),
  };
}

/**
 * Checks the fields a patch sends on their own, before the tier is loaded (D6: 400 before 404).
 * The fields not sent stand in with values every check takes; the stored ones are checked later.
 */
function checkSentFields(write: TierWrite) {
  const probe = {
    periodStart: write.periodStart === undefined ? 1 : write.periodStart,
    periodEnd: write.periodEnd === undefined ? null : write.periodEnd,
    pricePerDay: write.pricePerDay === undefined ? 0 : write.pricePerDay,
  };
  const issues = validateTierSet([probe]).filter((issue) => write[issue.field] !== undefined);
  if (issues.length > 0) throw new Invalid(fieldErrors(issues));
}

export async function createTier(em: EntityManager, equipmentId: number, write: TierWrite) {
  const fields = checkedTier(normalise(write));
  return em.transactional(async (tx) => {
    const equipment = await requireEquipment(tx, equipmentId);
    const tier = tx.create(EquipmentPricingEntity, {
      equipment,
      ...fields,
      discountPercent: '0.00',
    });
    const tiers = await tx.find(
      EquipmentPricingEntity,
      { equipment: equipmentId },
      { orderBy: { periodStart: 'asc' } },
    );
    const all = tiers.includes(tier) ? tiers : [...tiers, tier];
    await writeTierSet(tx, equipmentId, all, all.indexOf(tier));
    return toTierDto(equipmentId, tier);
  });
}

async function loadTier(tx: EntityManager, id: number) {
  const tier = await tx.findOne(EquipmentPricingEntity, { id });
  if (!tier) throw new NotFound('Nie znaleziono progu cenowego');
  return { tier, equipmentId: tier.equipment.id };
}

export async function patchTier(em: EntityManager, id: number, write: TierWrite) {
  checkSentFields(write);
  return em.transactional(async (tx) => {
    const { tier, equipmentId } = await loadTier(tx, id);
    Object.assign(tier, checkedTier(normalise(write, tier)));
    const tiers = await tx.find(
      EquipmentPricingEntity,
      { equipment: equipmentId },
      { orderBy: { periodStart: 'asc' } },
    );
    await writeTierSet(tx, equipmentId, tiers, tiers.indexOf(tier));
    return toTierDto(equipmentId, tier);
  });
}

/** D8: an equipment keeps at least one tier. */
export async function deleteTier(em: EntityManager, id: number) {
  await em.transactional(async (tx) => {
    const { tier, equipmentId } = await loadTier(tx, id);
    const tiers = await tx.find(EquipmentPricingEntity, { equipment: equipmentId });
    if (tiers.length <= 1) throw new Conflict(catalogueMessages.lastTier);
    tx.remove(tier);
    const rest = tiers.filter((t) => t !== tier);
    const base = baseTier(rest);
    for (const t of rest)
      t.discountPercent = base ? tierDiscountPercent(base.pricePerDay, t.pricePerDay) : '0.00';
    await tx.flush();
  });
}

// ---- pricing schemas: exactly one default; the default and schemas in use are never deleted ----

type SchemaFields = z.output<typeof pricingSchemaInputSchema>;
type SchemaChange = z.output<typeof pricingSchemaPatchSchema>;

async function makeOnlyDefault(tx: EntityManager, schemaId: number) {
  await tx.nativeUpdate(
    PricingSchemaEntity,
    { id: { $ne: schemaId }, isDefault: true },
    { isDefault: false },
  );
}

export async function createSchema(em: EntityManager, fields: SchemaFields) {
  return em.transactional(async (tx) => {
    const first = (await tx.count(PricingSchemaEntity)) === 0;
    const schema = tx.create(PricingSchemaEntity, {
      ...fields,
      isDefault: fields.isDefault || first,
      isActive: fields.isDefault || first ? true : (fields.isActive ?? true),
    });
    await tx.flush();
    if (schema.isDefault) await makeOnlyDefault(tx, schema.id);
    return toSchemaDto(schema);
  });
}

export async function patchSchema(em: EntityManager, id: number, fields: SchemaChange) {
  return em.transactional(async (tx) => {
    const schema = await tx.findOne(PricingSchemaEntity, { id });
    if (!schema) throw new NotFound('Nie znaleziono schematu cenowego');
    if (schema.isDefault && (fields.isDefault === false || fields.isActive === false)) {
      throw new Conflict(catalogueMessages.schemaNeedsDefault);
    }
    tx.assign(schema, sentFields(fields));
    if (schema.isDefault) schema.isActive = true;
    await tx.flush();
    if (schema.isDefault) await makeOnlyDefault(tx, schema.id);
    return toSchemaDto(schema);
  });
}

export async function deleteSchema(em: EntityManager, id: number) {
  await em.transactional(async (tx) => {
    const schema = await tx.findOne(PricingSchemaEntity, { id });
    if (!schema) throw new NotFound('Nie znaleziono schematu cenowego');
    if (schema.isDefault) throw new Conflict(catalogueMessages.schemaDefault);
    if ((await tx.count(QuoteEntity, { pricingSchema: id })) > 0)
      throw new Conflict(catalogueMessages.schemaInUse);
    tx.remove(schema);
    await tx.flush();
  });
}
