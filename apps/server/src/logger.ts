// Request logging with pino: never passwords, tokens, cookies or card data.
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|vcode|code|password|key)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
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
    },
  };
}
