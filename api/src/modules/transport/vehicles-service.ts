import type { EntityManager } from '@mikro-orm/postgresql';
import { transportMessages, type Vehicle, type VehicleInput } from '@ppp/domain';
import { Conflict, NotFound } from '../../http/errors.ts';
import { TransportQuoteDetailEntity, TransportVehicleEntity, type TransportVehicleRow } from './entities.ts';

type VehicleFields = Required<Omit<VehicleInput, 'costPerKm'>> & { costPerKm: string };

const toVehicleDto = (row: TransportVehicleRow): Vehicle => ({
  id: row.id,
  name: row.name,
  description: row.description ?? null,
  costPerKm: row.costPerKm,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** Every vehicle, active and inactive, by name (the form offers the active ones). */
export async function listVehicles(em: EntityManager): Promise<Vehicle[]> {
  const rows = await em.find(TransportVehicleEntity, {}, { orderBy: { name: 'asc', id: 'asc' } });
  return rows.map(toVehicleDto);
}

async function findVehicle(em: EntityManager, id: number) {
  const vehicle = await em.findOne(TransportVehicleEntity, { id });
  if (!vehicle) throw new NotFound(transportMessages.vehicleNotFound);
  return vehicle;
}

export async function createVehicle(em: EntityManager, fields: VehicleFields) {
  const vehicle = em.create(TransportVehicleEntity, fields);
  await em.flush();
  return toVehicleDto(vehicle);
}

/** A changed price applies to new quotes and to edits; saved quotes keep their snapshot (D13). */
export async function updateVehicle(em: EntityManager, id: number, fields: VehicleFields) {
  const vehicle = await findVehicle(em, id);
  em.assign(vehicle, fields);
  await em.flush();
  return toVehicleDto(vehicle);
}

/** A vehicle used by quotes stays (409): it can be switched off instead (D13). */
export async function deleteVehicle(em: EntityManager, id: number) {
  await em.transactional(async (tx) => {
    const vehicle = await findVehicle(tx, id);
    if ((await tx.count(TransportQuoteDetailEntity, { vehicle: id })) > 0) {
      throw new Conflict(transportMessages.vehicleInUse);
    }
    tx.remove(vehicle);
    await tx.flush();
  });
}
