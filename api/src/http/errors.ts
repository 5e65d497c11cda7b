import { messages } from '@ppp/domain';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger.ts';

/** An error meant for the user: its status and message are answered as they are (D6). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}
export class Unauthorized extends HttpError {
  constructor() {
    super(401, messages.unauthorized);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string = messages.forbidden, extra?: Record<string, unknown>) {
    super(403, message, undefined, extra);
  }
}
export class NotFound extends HttpError {
  constructor(message: string = messages.notFound) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  /** `extra` joins the body beside the message (D19: the client that already holds a NIP). */
  constructor(message: string, extra?: Record<string, unknown>) {
    super(409, message, undefined, extra);
  }
}
export class Invalid extends HttpError {
  constructor(
    errors: Record<string, string>,
    message: string = Object.values(errors)[0] ?? messages.invalid,
  ) {
    super(400, message, errors);
  }
}

/** Errors of Koa's own parts (body parser, http-errors) that carry a status we may answer. */
const exposedStatuses: Record<number, string> = {
  400: messages.malformedJson,
  413: messages.tooLarge,
  415: 'Nieobsługiwany typ treści',
};

/**
 * PostgreSQL refusals only odd input can cause, should one get past validation: a NUL or an invalid
 * byte sequence (22021), a number out of range (22003), text that is not a value of the column's
 * type (22P02), text longer than its column (22001). They are 400, never 500 (D6).
 */
const refusedInputCodes = new Set(['22021', '22003', '22P02', '22001']);

/** The body parser's inflation failed: a Content-Encoding the body does not have, or a cut stream (zlib's codes). */
export const isUndecodableBody = (error: unknown) =>
  /^(Z_|ERR__ERROR_|ERR_BROTLI)/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/** The answer to a body that cannot be decompressed (400, never 500: D6). */
export const undecodableBodyMessage = 'Nie udało się rozpakować treści żądania (nagłówek Content-Encoding)';

/** The SQLSTATE of a database error, also when the ORM wrapped the driver's error. */
function refusedInputCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause, previous } = current as { code?: unknown; cause?: unknown; previous?: unknown };
    if (typeof code === 'string' && refusedInputCodes.has(code)) return code;
    current = cause ?? previous;
  }
  return undefined;
}

/** Maps every error to `{message, errors?}`; nothing else (no stack, no SQL) leaves the server. */
export function errorMiddleware(log: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { message: messages.notFound };
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { message: error.message, ...(error.errors && { errors: error.errors }), ...error.extra };
        return;
      }
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status && exposedStatuses[status]) {
        ctx.status = status;
        ctx.body = { message: exposedStatuses[status] };
        return;
      }
      if (isUndecodableBody(error)) {
        ctx.status = 400;
        ctx.body = { message: undecodableBodyMessage };
        return;
      }
      const code = refusedInputCode(error);
      if (code) {
        // Validation should have caught it first: logged, so the gap can be closed.
        log.warn('database refused input', {
          requestId: ctx.state.requestId,
          code,
          error: error instanceof Error ? error.message : String(error),
        });
        ctx.status = 400;
        ctx.body = { message: messages.invalid };
        return;
      }
      log.error('unhandled error', {
        requestId: ctx.state.requestId,
        error: error instanceof Error ? error.stack : String(error),
      });
      ctx.status = 500;
      ctx.body = { message: messages.internal };
    }
  };
}
