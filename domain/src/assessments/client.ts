/**
 * The client card of a needs assessment (spec-2 §5, D12, D19), zod-free like the wizard's rules:
 * the staff wizard, the server and the partner-site widget check it alike.
 */
import { type ClientCard, clientCardErrors } from '../clients/rules.ts';
import { answerMessages } from './messages.ts';

export interface AssessmentClient {
  clientCompanyName?: string | null;
  clientContactPerson?: string | null;
  clientPhone?: string | null;
  clientEmail?: string | null;
  clientAddress?: string | null;
}

export const assessmentClientFields = [
  'clientCompanyName',
  'clientContactPerson',
  'clientPhone',
  'clientEmail',
  'clientAddress',
] as const;
export type AssessmentClientField = (typeof assessmentClientFields)[number];

/** True when the card names the client somehow: an address alone is not enough (spec-2 §5). */
export const namesAssessmentClient = (client: AssessmentClient): boolean =>
  !clientCardErrors(cardOf(client)).companyName;

const cardOf = (client: AssessmentClient): ClientCard => ({
  companyName: client.clientCompanyName,
  contactPerson: client.clientContactPerson,
  phone: client.clientPhone,
  email: client.clientEmail,
  address: client.clientAddress,
});

/** The card's messages by field: the at-least-one rule (on the company name), the phone and e-mail forms. */
export function assessmentClientErrors(
  client: AssessmentClient,
): Partial<Record<AssessmentClientField, string>> {
  const card = clientCardErrors(cardOf(client));
  const errors: Partial<Record<AssessmentClientField, string>> = {};
  if (card.companyName) errors.clientCompanyName = answerMessages.clientAtLeastOne;
  if (card.phone) errors.clientPhone = card.phone;
  if (card.email) errors.clientEmail = answerMessages.email;
  return errors;
}
