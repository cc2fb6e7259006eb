import type { FastifyRequest } from 'fastify';

export const SUPPORTED_LANGUAGES = ['en'] as const;

/** X-Locale of the request; only English exists, so every other language answers in English. */
export function requestLanguage(request: FastifyRequest): string {
  const asked = String(request.headers['x-locale'] ?? 'en')
    .slice(0, 2)
    .toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(asked) ? asked : 'en';
}
