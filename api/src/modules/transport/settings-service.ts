import type { EntityManager } from '@mikro-orm/postgresql';
import type { TransportSettings } from '@ppp/domain';
import { TransportSettingsEntity } from './entities.ts';

/** The one row of the transport settings. */
const SETTINGS_ID = 1;

/** D21: the depot new transport quotes start from; none until the transport administration sets it. */
export async function getTransportSettings(em: EntityManager): Promise<TransportSettings> {
  const row = await em.findOne(TransportSettingsEntity, { id: SETTINGS_ID });
  return { depotAddress: row?.depotAddress ?? null };
}

export async function saveTransportSettings(
  em: EntityManager,
  settings: TransportSettings,
): Promise<TransportSettings> {
  const row = await em.findOne(TransportSettingsEntity, { id: SETTINGS_ID });
  if (row) em.assign(row, settings);
  else em.create(TransportSettingsEntity, { id: SETTINGS_ID, ...settings });
  await em.flush();
  return getTransportSettings(em.fork());
}
