// Signing in with Google and Apple (docs/decisions/063-social-sign-in.md): the OAUTH_* settings, a part of the
// environment's schema (config-env.ts), and the providers they configure (config.ts). A provider without its client
// id and secret is not offered at all.
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@crashpad/shared/social-providers';

/** The provider's issuer (its discovery document is at <issuer>/.well-known/openid-configuration). */
export type OAuthProviderConfig = { clientId: string; clientSecret: string; issuer: string };
export type OAuthConfig = Partial<Record<SocialProvider, OAuthProviderConfig>>;

/**
 * https, or http on this machine only (a test's or a developer's own provider): an authorization code and the
 * client secret never cross a network in the clear.
 */
function isIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash) return false;
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    );
  } catch {
    return false;
  }
}

const issuer = (fallback: string) =>
  z
    .string()
    .refine(isIssuer, {
      error:
        'must be the https:// address of an OpenID Connect issuer (http:// only on 127.0.0.1 or localhost)',
    })
    .default(fallback);
const clientId = z.string().min(1).max(500);
// Apple's client secret is a signed JWT the operator makes with their key (about 300 characters), taken as given.
const clientSecret = z.string().min(1).max(4000);

export const oauthEnv = {
  OAUTH_GOOGLE_CLIENT_ID: clientId.optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: clientSecret.optional(),
  OAUTH_GOOGLE_ISSUER: issuer('https://accounts.google.com'),
  OAUTH_APPLE_CLIENT_ID: clientId.optional(),
  OAUTH_APPLE_CLIENT_SECRET: clientSecret.optional(),
  OAUTH_APPLE_ISSUER: issuer('https://appleid.apple.com'),
};

type OAuthEnv = z.output<z.ZodObject<typeof oauthEnv>>;

/** The configured providers; a client id without its secret (or the reverse) is a mistake that stops the start. */
export function oauthConfig(e: OAuthEnv): { config: OAuthConfig; problems: string[] } {
  const config: OAuthConfig = {};
  const problems: string[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const name = provider.toUpperCase();
    const id = e[`OAUTH_${name}_CLIENT_ID` as keyof OAuthEnv];
    const secret = e[`OAUTH_${name}_CLIENT_SECRET` as keyof OAuthEnv];
    if (id && secret)
      config[provider] = {
        clientId: id,
        clientSecret: secret,
        issuer: e[`OAUTH_${name}_ISSUER` as keyof OAuthEnv]!,
      };
    else if (id || secret)
      problems.push(
        `OAUTH_${name}_${id ? 'CLIENT_SECRET' : 'CLIENT_ID'}: is required when OAUTH_${name}_${id ? 'CLIENT_ID' : 'CLIENT_SECRET'} is set (or unset both to offer no ${provider} sign-in)`,
      );
  }
  return { config, problems };
}
