import type { EntityManager } from '@mikro-orm/postgresql';
import { TransportVehicleEntity } from '../../modules/transport/entities.ts';
import { getTransportSettings, saveTransportSettings } from '../../modules/transport/settings-service.ts';

/** The demo company's depot (D21): where new transport quotes start from. */
export const DEMO_DEPOT = 'ul. Magazynowa 12, 05-800 Pruszków';

/** The five default vehicles of D13, with realistic costs per kilometre (D10) and fleet sizes (D21). */
const demoVehicles = [
  {
    name: 'Samochód osobowy',
    description: 'Dowóz drobnego sprzętu i serwisu',
    costPerKm: '1.15',
    quantity: 3,
  },
  {
    name: 'Bus do 3,5 t',
    description: 'Agregaty do 20 kVA, nagrzewnice, oświetlenie',
    costPerKm: '2.40',
    quantity: 4,
  },
  {
    name: 'Ciężarówka solo',
    description: 'Ładowność do 10 t, winda załadowcza',
    costPerKm: '4.35',
    quantity: 2,
  },
  { name: 'Wywrotka', description: 'Materiały sypkie i gruz', costPerKm: '5.10', quantity: 2 },
  {
    name: 'Ciężarówka z przyczepą',
    description: 'Duże agregaty i kontenery, do 24 t',
    costPerKm: '6.80',
    quantity: 2,
  },
];

/** Fills an empty fleet and the depot if none is set (runs once in a database's life, D10). */
export async function seedTransportVehicles(em: EntityManager) {
  if ((await getTransportSettings(em)).depotAddress === null)
    await saveTransportSettings(em, { depotAddress: DEMO_DEPOT });
  if ((await em.count(TransportVehicleEntity)) > 0) return;
  for (const vehicle of demoVehicles)
    em.create(TransportVehicleEntity, { ...vehicle, isActive: true } as never);
  await em.flush();
}
