import type { EntityManager } from '@mikro-orm/postgresql';
import { transportMessages, type Vehicle, type VehicleInput } from '@ppp/domain';
import { Conflict, NotFound } from '../../http/errors.ts';
import { assertHoldingsFit, withFreeQuantity } from '../quote-lifecycle/availability.ts';
import { TransportQuoteLineEntity, TransportVehicleEntity, type TransportVehicleRow } from './entities.ts';

type VehicleFields = Required<Omit<VehicleInput, 'costPerKm' | 'quantity'>> & {
  costPerKm: string;
  quantity?: number;
};

/** The holdings table's name of the fleet (D21). */
const FLEET = 'transport';

const toVehicleDto = (row: TransportVehicleRow): Vehicle => ({
  id: row.id,
  name: row.name,
  description: row.description ?? null,
  costPerKm: row.costPerKm,
  isActive: row.isActive,
  quantity: row.quantity,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Every vehicle, active and inactive, by name (the form offers the active ones); with a period
 * (D21) each also says how many are free throughout it (`freeQuantity`).
 */
export async function listVehicles(
  em: EntityManager,
  period: { from: string; to: string } | null = null,
): Promise<Vehicle[]> {
  const rows = await em.find(TransportVehicleEntity, {}, { orderBy: { name: 'asc', id: 'asc' } });
  const listed = await withFreeQuantity(
    em,
    FLEET,
    rows.map((row) => ({ ...toVehicleDto(row), availableQuantity: row.quantity })),
    period,
  );
  return listed.map(({ availableQuantity: _units, ...vehicle }) => vehicle);
}

async function findVehicle(em: EntityManager, id: number) {
  const vehicle = await em.findOne(TransportVehicleEntity, { id });
  if (!vehicle) throw new NotFound(transportMessages.vehicleNotFound);
  return vehicle;
}

export async function createVehicle(em: EntityManager, { quantity, ...fields }: VehicleFields) {
  const vehicle = em.create(TransportVehicleEntity, { ...fields, quantity: quantity ?? 1 });
  await em.flush();
  return toVehicleDto(vehicle);
}

/**
 * A changed price applies to new quotes and to edits; saved quotes keep their snapshot (D13). D21:
 * lowering the units (or deactivating) below what approved quotes hold on a day from today on is 409.
 */
export async function updateVehicle(em: EntityManager, id: number, { quantity, ...fields }: VehicleFields) {
  return em.transactional(async (tx) => {
    const vehicle = await findVehicle(tx, id);
    const units = quantity ?? vehicle.quantity;
    await assertHoldingsFit(tx, FLEET, id, fields.isActive ? units : 0);
    tx.assign(vehicle, { ...fields, quantity: units });
    await tx.flush();
    return toVehicleDto(vehicle);
  });
}

/** A vehicle used by quotes stays (409): it can be switched off instead (D13). */
export async function deleteVehicle(em: EntityManager, id: number) {
  await em.transactional(async (tx) => {
    const vehicle = await findVehicle(tx, id);
    if ((await tx.count(TransportQuoteLineEntity, { vehicle: id })) > 0) {
      throw new Conflict(transportMessages.vehicleInUse);
    }
    tx.remove(vehicle);
    await tx.flush();
  });
}
