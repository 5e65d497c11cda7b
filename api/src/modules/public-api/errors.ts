import { messages, type PublicError, type PublicErrorCode } from '@ppp/domain';
import type { Context, Next } from 'koa';
import { HttpError } from '../../http/errors.ts';

// D24: every refusal of the public API is `{code, message, errors?}`; the code says what went wrong
// to a partner's program, the message to a person.

/** A refusal with its own code; other HttpErrors get the code of their status. */
export class PublicApiError extends HttpError {
  constructor(
    status: number,
    readonly code: PublicErrorCode,
    message: string,
    errors?: Record<string, string>,
    /** Headers the refusal carries (`Retry-After` of a daily limit, told from inside a service). */
    readonly headers: Record<string, string> = {},
  ) {
    super(status, message, errors);
  }
}

/** The code of an error that did not name one (thrown by a staff service the public API reuses). */
const codeOfStatus: Record<number, PublicErrorCode> = {
  400: 'validation_failed',
  401: 'invalid_api_key',
  403: 'missing_scope',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'idempotency_key_reused',
  429: 'rate_limited',
};

export const notFoundBody: PublicError = { code: 'not_found', message: messages.notFound };

/**
 * Answers every refusal of the chain below in D24's shape. A path or method the public API does
 * not serve is 404 `not_found`. Errors without a status we answer (5xx) go on to the app's handler.
 */
export async function publicErrors(ctx: Context, next: Next) {
  try {
    await next();
    if ((ctx.status === 404 || ctx.status === 405) && ctx.body == null) {
      ctx.status = 404;
      ctx.body = notFoundBody;
    }
  } catch (error) {
    const status = error instanceof HttpError ? error.status : (error as { status?: number }).status;
    const code = error instanceof PublicApiError ? error.code : status && codeOfStatus[status];
    if (!status || !code) throw error;
    const known = error instanceof HttpError;
    const message = known
      ? error.message
      : status === 413
        ? messages.tooLarge
        : status === 400
          ? messages.malformedJson
          : messages.invalid;
    const errors = known ? error.errors : undefined;
    if (error instanceof PublicApiError) ctx.set(error.headers);
    ctx.status = status;
    ctx.body = { code, message, ...(errors && { errors }) } satisfies PublicError;
  }
}
