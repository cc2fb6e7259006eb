// The security headers of every answer (Content-Security-Policy, X-Frame-Options, nosniff, …), set by helmet.
// They are computed once, when the app starts: @fastify/helmet built helmet's middleware anew on every request,
// parsing the whole policy each time, and that was about 12 % of the server's time on a search
// (docs/decisions/041-security-headers-computed-once.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { App } from '../context';
import type { Config } from '../config';

type HeaderConfig = Pick<Config, 'stripe' | 'map' | 'storage' | 'publicUrl'>;

/** helmet's options for this deployment: Stripe's hosts only in Stripe mode, the tile and S3 hosts when set. */
function securityHeaderOptions(config: HeaderConfig): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Stripe mode: Stripe.js and its card frame (https://docs.stripe.com/security/guide#content-security-policy).
        scriptSrc: ["'self'", ...(config.stripe ? ['https://js.stripe.com'] : [])],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // With S3_PUBLIC_URL, /uploads/<key> redirects images there (docs/decisions/036-upload-storage.md).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.map.tileSource ? [config.map.tileSource] : []),
          ...(config.storage.kind === 's3' && config.storage.publicOrigin
            ? [config.storage.publicOrigin]
            : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: ["'self'", ...(config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The app is served over plain HTTP on a developer's machine; HSTS is the reverse proxy's job.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  };
}

/**
 * The headers helmet sets with these options. Every directive is a fixed string, so the headers are the same on
 * every request: helmet is asked once, at start, and each answer gets the same header values.
 */
function securityHeaderValues(config: HeaderConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(securityHeaderOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  // helmet answers synchronously today; a version that did not would leave every answer without its policy
  if (!headers['content-security-policy'] || !headers['x-frame-options'])
    throw new Error('helmet did not give the security headers at start');
  return headers;
}

/** Sets the headers on every answer, before any route runs (so also on refusals, errors and 404s). */
export function securityHeaders(app: App, config: HeaderConfig): void {
  const headers = securityHeaderValues(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
