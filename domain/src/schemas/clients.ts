import { z } from 'zod';
import {
  clientFieldLimits,
  clientRuleMessages,
  isValidNip,
  isValidPhone,
  nipDigits,
} from '../clients/rules.ts';
import { emailAddress, optionalText, text } from './common.ts';

export const clientMessages = {
  atLeastOne: clientRuleMessages.atLeastOne,
  email: clientRuleMessages.email,
  /** D25: a quote form giving an erased client's contact again (PUT …?unlessErased=true). */
  erased:
    'Dane osobowe tego klienta zostały usunięte. Wyczyść dane kontaktowe klienta w formularzu, aby zapisać wycenę.',
} as const;

/**
 * The quote form's client block (spec-1 §5) with `emptyMessage` on `companyName` when none of its
 * four fields is given: spec-1's own for the API and most forms; the transport form says spec-2 §5's
 * 'Wybierz klienta' instead.
 */
export const clientInputSchemaWith = (emptyMessage: string) =>
  z
    .object({
      companyName: optionalText(clientFieldLimits.companyName),
      // D19: a valid NIP, kept as its ten digits.
      nip: optionalText(clientFieldLimits.nip)
        .refine((nip) => nip === null || isValidNip(nip), { error: clientRuleMessages.nip })
        .transform((nip) => (nip === null ? null : nipDigits(nip))),
      contactPerson: optionalText(clientFieldLimits.contactPerson),
      phone: optionalText(clientFieldLimits.phone).refine((phone) => phone === null || isValidPhone(phone), {
        error: clientRuleMessages.phone,
      }),
      email: optionalText(clientFieldLimits.email).pipe(emailAddress(clientMessages.email).nullable()),
      address: optionalText(clientFieldLimits.address),
    })
    .refine((client) => client.companyName || client.contactPerson || client.phone || client.email, {
      error: emptyMessage,
      path: ['companyName'],
    });

/** POST /api/clients, PUT /api/clients/{id}: the quote form's client block (spec-1 §5). */
export const clientInputSchema = clientInputSchemaWith(clientMessages.atLeastOne);
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The API key's name of a client that came with a guest quote (D16). */
  source: z.string().nullable(),
  /** D25: when its personal data was erased; then contact person, e-mail, phone and address are null. */
  erasedAt: z.string().nullable().optional(),
});
export type Client = z.infer<typeof clientSchema>;

/** GET /api/clients/suggestions: address-book clients whose name matches a typed one (D19). */
export const clientSuggestionsQuerySchema = z.object({
  companyName: text().trim().max(300, { error: 'Maksymalnie 300 znaków' }),
});

/** The 409 of a repeated NIP (D19): the client that already holds it. */
export const duplicateClientSchema = z.object({
  message: z.string(),
  existing: z.object({ id: z.number().int(), companyName: z.string().nullable() }),
});
export type DuplicateClient = z.infer<typeof duplicateClientSchema>;
