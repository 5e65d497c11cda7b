import { z } from 'zod';
import { optionalText } from './common.ts';

export const clientMessages = {
  /** spec-1 §5, verbatim, attached to companyName. */
  atLeastOne: 'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email',
  email: 'Nieprawidłowy format email',
} as const;

/** POST /api/clients, PUT /api/clients/{id}: the quote form's client block (spec-1 §5). */
export const clientInputSchema = z
  .object({
    companyName: optionalText(300),
    nip: optionalText(20),
    contactPerson: optionalText(200),
    phone: optionalText(50),
    email: optionalText(320).pipe(z.email({ error: clientMessages.email }).nullable()),
    address: optionalText(500),
  })
  .refine((client) => client.companyName || client.contactPerson || client.phone || client.email, {
    error: clientMessages.atLeastOne,
    path: ['companyName'],
  });
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
});
export type Client = z.infer<typeof clientSchema>;
