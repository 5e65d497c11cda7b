import { z } from 'zod';
import { pluralPl } from '../format.ts';
import { type QuoteKind, quoteKinds } from '../permissions.ts';
import { clientSchema } from './clients.ts';
import { quoteStatuses } from './quote-lifecycle.ts';

// The address book's screens and a client's personal data (D25).

/** D25: what screens, prints and PDFs show where an erased client's contact was. */
export const erasedPersonalDataLabel = 'Dane usunięte';

/** D25: a quote of the client's, of any kind the user may see. */
export const clientQuoteSchema = z.object({
  kind: z.enum(quoteKinds),
  id: z.number().int(),
  quoteNumber: z.string(),
  status: z.enum(quoteStatuses),
  totalGross: z.string(),
});
export type ClientQuote = z.infer<typeof clientQuoteSchema>;

/** GET /api/clients/{id} (D25): the client and its quotes of every kind the user may see, newest first. */
export const clientDetailSchema = clientSchema.extend({ quotes: z.array(clientQuoteSchema) });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

const exportedRows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/clients/{id}/export (D25, admin): everything held about a client, as stored. */
export const clientExportSchema = z.object({
  exportedAt: z.string(),
  client: z.record(z.string(), z.unknown()),
  /** Each with its items, status history, kept versions and share link's state. */
  quotes: exportedRows,
  mails: exportedRows,
  notifications: exportedRows,
  assessments: exportedRows,
});
export type ClientExport = z.infer<typeof clientExportSchema>;

/** The address book's count above its rows: 'Znaleziono 3 klientów'. */
export const foundClientsLabel = (total: number) =>
  `Znaleziono ${total.toLocaleString('pl-PL')} ${pluralPl(total, 'klienta', 'klientów', 'klientów')}`;

/** The kind of each of a client's quotes, as its page names it (D25). */
export const clientQuoteKindLabels: Record<QuoteKind, string> = {
  equipment: 'Sprzęt',
  transport: 'Transport',
  electrical: 'Elektryka',
  general: 'Wynajem ogólny',
};
