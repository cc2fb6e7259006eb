// Request logging with pino: never passwords, tokens, cookies, card data or the values of a statement
// (docs/decisions/013-input-hygiene-and-logs.md).
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';

const SECRET_QUERY = /([?&](?:token|vcode|code|password|key)=)[^&]*/gi;
/** The links of e-mails carry their token in the path (modules/accounts/account-emails.ts). */
const SECRET_PATH = /^(\/(?:password\/reset|email\/verify|verify\/email)\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * What a database error carries of the statement's values: drizzle's and PGlite's `params`, PostgreSQL's
 * `detail` ("Failing row contains (…)", "Key (email)=(…) already exists") and `where`. The statement's text is
 * kept: its values are placeholders.
 */
const STATEMENT_VALUES = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);
/** drizzle writes the values into its message too: "Failed query: <sql>\nparams: <values>". */
const PARAMS_LINE = /\nparams: [\s\S]*$/;

/** A copy of the error and its causes without the statement values they carry. */
export function withoutStatementValues(err: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(err))
    if (!STATEMENT_VALUES.has(key)) copy[key] = (err as unknown as Record<string, unknown>)[key];
  const message = err.message.replace(PARAMS_LINE, '');
  copy.message = message;
  if (typeof err.stack === 'string') copy.stack = err.stack.replace(err.message, message);
  if (err.cause instanceof Error && depth < 10) copy.cause = withoutStatementValues(err.cause, depth + 1);
  return copy as unknown as Error;
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirm_password',
        '*.current_password',
        '*.new_password',
        '*.token',
        '*.card_number',
        '*.cvc',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
      err(err: unknown) {
        return stdSerializers.err(err instanceof Error ? withoutStatementValues(err) : (err as Error));
      },
    },
  };
}
