/**
 * The client card of a needs assessment (spec-2 §5, D12, D19), zod-free like the wizard's rules:
 * the staff wizard, the server and the partner-site widget check it alike.
 */
import { clientRuleMessages, isValidPhone } from '../clients/rules.ts';
import { assessmentMessages } from './messages.ts';

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

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
/** A plain address check (the server's schema applies the full one). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the card names the client somehow: an address alone is not enough (spec-2 §5). */
export const namesAssessmentClient = (client: AssessmentClient): boolean =>
  filled(client.clientCompanyName) ||
  filled(client.clientContactPerson) ||
  filled(client.clientPhone) ||
  filled(client.clientEmail);

/** The card's messages by field: the at-least-one rule (on the company name), the phone and e-mail forms. */
export function assessmentClientErrors(
  client: AssessmentClient,
): Partial<Record<AssessmentClientField, string>> {
  const errors: Partial<Record<AssessmentClientField, string>> = {};
  if (!namesAssessmentClient(client)) errors.clientCompanyName = assessmentMessages.clientAtLeastOne;
  if (filled(client.clientPhone) && !isValidPhone((client.clientPhone ?? '').trim())) {
    errors.clientPhone = clientRuleMessages.phone;
  }
  if (filled(client.clientEmail) && !emailPattern.test((client.clientEmail ?? '').trim())) {
    errors.clientEmail = assessmentMessages.email;
  }
  return errors;
}
