import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_CURRENCY,
  DEFAULT_VAT_RATE,
  type PricingSettings,
  pricingSettingsMessages,
  pricingSettingsVersion,
} from '@ppp/domain';
import { HttpError } from '../../http/errors.ts';
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

/** Saves the settings; with `expected` (If-Match), only over the version the form read, else 412. */
export async function savePricingSettings(
  em: EntityManager,
  settings: PricingSettings,
  expected?: string,
): Promise<PricingSettings> {
  await em.transactional(async (tx) => {
    const row = await tx.findOne(
      PricingSettingsEntity,
      { id: SETTINGS_ID },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (expected !== undefined && expected !== pricingSettingsVersion(settingsOf(row)))
      throw new HttpError(412, pricingSettingsMessages.changedMeanwhile);
    if (row) tx.assign(row, settings);
    else tx.create(PricingSettingsEntity, { id: SETTINGS_ID, ...settings });
  });
  return getPricingSettings(em.fork());
}
