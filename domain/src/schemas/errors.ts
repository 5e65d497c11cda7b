import { z } from 'zod';

/** The error body of every non-2xx answer (D6). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messages = {
  unauthorized: 'Unauthorized',
  pendingApproval: 'Account pending approval',
  inactive: 'Konto jest nieaktywne',
  forbidden: 'Brak uprawnień',
  notFound: 'Nie znaleziono',
  invalid: 'Nieprawidłowe dane',
  malformedJson: 'Nieprawidłowy format JSON',
  tooLarge: 'Zbyt duże żądanie',
  internal: 'Wewnętrzny błąd serwera',
} as const;
