import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CURRENCY, DEFAULT_VAT_RATE, type PricingSettings } from '@ppp/domain';
import { PricingSettingsEntity } from '../catalogue/entities.ts';

/** The one row of pricing settings. */
export const SETTINGS_ID = 1;

/** A settings row (or none yet) -> the settings in force. */
export const settingsOf = (row: { vatRate: string; currency: string } | null | undefined): PricingSettings =>
  row
    ? { vatRate: row.vatRate, currency: row.currency as PricingSettings['currency'] }
    : { vatRate: DEFAULT_VAT_RATE, currency: DEFAULT_CURRENCY as PricingSettings['currency'] };

/** VAT rate and currency for new quotes (D4); defaults 23 and PLN until an admin saves them. */
export async function getPricingSettings(em: EntityManager): Promise<PricingSettings> {
  return settingsOf(await em.findOne(PricingSettingsEntity, { id: SETTINGS_ID }));
}

export async function savePricingSettings(
  em: EntityManager,
  settings: PricingSettings,
): Promise<PricingSettings> {
  const row = await em.findOne(PricingSettingsEntity, { id: SETTINGS_ID });
  if (row) em.assign(row, settings);
  else em.create(PricingSettingsEntity, { id: SETTINGS_ID, ...settings });
  await em.flush();
  return getPricingSettings(em.fork());
}
