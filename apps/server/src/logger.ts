// Request logging with pino: never passwords, tokens, cookies, card data or the values of a statement
// (docs/decisions/013-input-hygiene-and-logs.md).
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';

const SECRET_QUERY = /([?&](?:token|vcode|code|state|password|key)=)[^&]*/gi;
/** The links of e-mails carry their token in the path (account e-mails; the tenant invitation). */
const SECRET_PATH = /^(\/(?:password\/reset|email\/verify|verify\/email|tenant\/accept)\/)[^/?#]+/i;

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

/** Log lines kept for a reader that does not keep up; past this they are dropped, not held in memory. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;

type Output = Pick<NodeJS.WriteStream, 'write' | 'writable' | 'writableLength'>;

/**
 * Standard output as the log's destination (docs/decisions/020-load-shedding-and-shutdown.md). Not pino's
 * default SonicBoom: at exit it writes what is left synchronously and, while a pipe nobody reads is full, retries
 * forever, so the process never exits and no signal reaches it. Node's stream never blocks the event loop: what
 * a slow reader has not taken is kept up to MAX_PENDING_BYTES, and lost at exit rather than holding the process.
 */
export function stdoutDestination(out: Output = process.stdout): DestinationStream {
  let dropped = 0;
  return {
    write(line: string) {
      if (!out.writable) return;
      if (out.writableLength > MAX_PENDING_BYTES) {
        dropped += 1;
        return;
      }
      if (dropped > 0) {
        const msg = `${dropped} log lines were dropped: the log's reader did not keep up`;
        out.write(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`);
        dropped = 0;
      }
      out.write(line);
    },
  };
}

/**
 * A reader of standard output or error that has gone away (EPIPE) neither crashes the process nor stops its
 * shutdown: the lines are lost, the server goes on.
 */
export function ignoreBrokenPipes(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams)
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    stream: stream ?? stdoutDestination(),
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
