import { z } from 'zod';

/** The error body of every non-2xx answer (D6). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// Kept free of zod in ../messages.ts: the shell's first load needs the texts, not the schemas.
export { messages } from '../messages.ts';
