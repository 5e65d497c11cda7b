import type { EntityManager } from '@mikro-orm/postgresql';
import { companyProfileSchema } from '@ppp/domain';
import { readCompanyProfile, saveCompanyProfile } from '../../modules/company/service.ts';
import { QuoteEntity } from '../../modules/quote-lifecycle/entities.ts';
import { UserEntity } from '../../modules/users/entities.ts';
import { DEMO_DEPOT } from './transport-vehicles.ts';

/**
 * D23's sample company: the letterhead, terms and contact of the demo's client offers. Its NIP and
 * bank account pass their checks (D19's checksum, the IBAN's mod 97); they belong to nobody real.
 */
export const demoCompany = {
  name: 'PPP Wynajem Sprzętu Sp. z o.o.',
  address: DEMO_DEPOT,
  nip: '534-281-70-66',
  bankAccount: 'PL60 1020 1026 0000 1234 5678 9012',
  phone: '+48 22 758 40 00',
  email: 'biuro@ppp-wynajem.example',
  www: 'www.ppp-wynajem.example',
  validityDays: 14,
  paymentTerms:
    'Przelew w terminie 14 dni od daty wystawienia faktury.\nPrzy pierwszym wynajmie kaucja zwrotna w wysokości 30% wartości zamówienia.',
  deliveryTerms:
    'Dostawa i odbiór sprzętu transportem własnym według odrębnej wyceny.\nRozładunek i ustawienie sprzętu po stronie klienta, chyba że oferta stanowi inaczej.',
  footer: 'Dziękujemy za zainteresowanie naszą ofertą. Zapraszamy do kontaktu w sprawie szczegółów.',
};

/** The demo's first admin's phone (D23: the contact person of the offers they write). */
export const DEMO_ADMIN_PHONE = '+48 601 234 567';

/**
 * Fills the company profile of a new database unless one is saved (runs once in a database's life,
 * D10). A database already in use (it holds quotes) is left with its honest empty profile: its
 * offers must never carry the sample company's name and account.
 */
export async function seedCompanyProfile(em: EntityManager) {
  if ((await readCompanyProfile(em)).revision > 0) return;
  if ((await em.count(QuoteEntity)) > 0) return;
  await saveCompanyProfile(em, companyProfileSchema.parse(demoCompany));
}

/** Gives the demo's first admin a phone when they have none (they come from sign-in, not from the seed). */
export async function giveDemoAdminPhone(em: EntityManager, userId: number) {
  const user = await em.findOne(UserEntity, { id: userId });
  if (!user || user.phone) return;
  user.phone = DEMO_ADMIN_PHONE;
  await em.flush();
}
