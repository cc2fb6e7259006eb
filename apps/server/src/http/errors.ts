// The one error answer of the API, for the typed errors of ../errors.ts, validation and Fastify's own
// client errors (docs/architecture.md "API").
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '@crashpad/shared/api/errors';
import { isCollision, isDatabaseUnavailable } from '../db/errors';
import { databaseBusy } from '../db/queue';
import { HttpError, PaymentMethodRequired, PaymentRequired, TryLater } from '../errors';

function fieldOf(instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field === '' ? '_' : field;
}

/** The database had no room for the request in time (docs/decisions/020-load-shedding-and-shutdown.md). */
function databaseBusyAnswer(): TryLater {
  return new TryLater(503, 'The server is busy. Please try again in a moment.', 2, 'DATABASE_BUSY');
}

/** The database is restarting or out of reach (docs/decisions/057-riding-out-a-database-outage.md). */
export function databaseUnavailableAnswer(): TryLater {
  return new TryLater(
    503,
    'The service is briefly unavailable. Please try again in a moment.',
    5,
    'DATABASE_UNAVAILABLE',
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      // One message per field, the first (docs/product/specification/1-accounts-and-shell.md §5 "Form errors show per field, first message only").
      for (const issue of error.validation)
        errors[fieldOf(issue.instancePath ?? '')] ??= [issue.message ?? 'Invalid value.'];
      const first = error.validation[0]?.message ?? 'Invalid request.';
      return reply.code(400).send({ message: first, errors } satisfies ErrorAnswer);
    }
    // The member reads the provider's sentence; its codes are for developers, here (docs/decisions/046-flows-and-looks.md).
    if (error instanceof PaymentRequired)
      request.log.info({ payment_error: error.data[0] ?? null }, 'payment refused: answered 402');
    if (error instanceof HttpError) return sendHttpError(reply, error);
    const busy = databaseBusy(error);
    if (busy) {
      request.log.warn({ reason: busy.reason }, 'database busy: answered 503');
      return sendHttpError(reply, databaseBusyAnswer());
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or out of reach: the pool reconnects by itself (docs/decisions/057).
      request.log.warn({ err: { message: error.message } }, 'database unavailable: answered 503');
      return sendHttpError(reply, databaseUnavailableAnswer());
    }
    if (isCollision(error)) {
      request.log.warn('a write collided with another and was undone: answered 503');
      return sendHttpError(
        reply,
        new TryLater(
          503,
          'Someone changed this at the same moment. Please try again.',
          1,
          'DATABASE_CONFLICT',
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      const body: ErrorAnswer = { message: clientErrorMessage(error) };
      if (error.code) body.code = error.code;
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ message: 'A server error occurred. Please try again later.' } satisfies ErrorAnswer);
  });
}

function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  const body: ErrorAnswer = { message: error.message };
  if (error.errors) body.errors = error.errors;
  if (error.code) body.code = error.code;
  if (error instanceof PaymentRequired) body.data = error.data;
  if (error instanceof PaymentMethodRequired) {
    body.error_code = error.code;
    body.guidance = error.guidance;
  }
  if (error instanceof TryLater)
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  return reply.code(error.statusCode).send(body);
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    default:
      return error.message;
  }
}
