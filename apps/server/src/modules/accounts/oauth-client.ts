// The OpenID Connect side of signing in with Google and Apple (docs/decisions/063-social-sign-in.md), through
// openid-client: each provider's discovery (kept an hour per process), the authorization request with PKCE, state
// and nonce, and the code exchange, which checks the state, the ID token (issuer, audience, signature, expiry) and
// its nonce. Nothing here knows accounts.
import * as oidc from 'openid-client';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@crashpad/shared/social-providers';
import type { OAuthConfig, OAuthProviderConfig } from '../../config-oauth';

/** What the provider says about the person, read from the ID token (and its userinfo when the token has no e-mail). */
export type ProviderIdentity = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
};

/** The secrets of one authorization request, kept server-side until the provider answers. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

/** The provider could not be reached, or its discovery document was not usable. */
export class ProviderUnavailable extends Error {}

const DISCOVERY_TTL_MS = 60 * 60_000;
const TIMEOUT_SECONDS = 10;

/** Apple gives the name and e-mail only with its form_post answer, and knows the scope `name`, not `profile`. */
const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', apple: 'openid email name' };
const FORM_POST: Record<SocialProvider, boolean> = { google: false, apple: true };

function isLoopbackHttp(url: string): boolean {
  return new URL(url).protocol === 'http:';
}

export class OAuthClients {
  private readonly discovered = new Map<
    SocialProvider,
    { at: number; config: Promise<oidc.Configuration> }
  >();

  constructor(
    private readonly providers: OAuthConfig,
    private readonly publicUrl: string,
  ) {}

  /** The configured providers, in the order the buttons show them. */
  configured(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((p) => this.providers[p] !== undefined);
  }

  settings(provider: SocialProvider): OAuthProviderConfig | undefined {
    return this.providers[provider];
  }

  /** Where the provider sends the member back (registered with the provider as the redirect URI). */
  redirectUri(provider: SocialProvider): string {
    return `${this.publicUrl}/api/oauth/${provider}/callback`;
  }

  private configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    const settings = this.providers[provider];
    if (!settings) throw new Error(`${provider} is not configured`);
    const kept = this.discovered.get(provider);
    if (kept && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.config;
    const config = oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret },
        // Apple takes its client secret (a JWT) in the form only; Google takes it both ways.
        oidc.ClientSecretPost(settings.clientSecret),
        {
          timeout: TIMEOUT_SECONDS,
          // config-oauth.ts allows http only on this machine (a test's or a developer's own provider).
          execute: isLoopbackHttp(settings.issuer) ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((err: unknown) => {
        this.discovered.delete(provider);
        throw new ProviderUnavailable(`${provider} discovery failed: ${(err as Error).message}`);
      });
    this.discovered.set(provider, { at: Date.now(), config });
    return config;
  }

  /** The provider's authorization address for these checks (PKCE S256, state, nonce). */
  async authorizationUrl(provider: SocialProvider, checks: AuthorizationChecks): Promise<string> {
    const config = await this.configuration(provider);
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri(provider),
      scope: SCOPES[provider],
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    };
    if (FORM_POST[provider]) parameters.response_mode = 'form_post';
    return oidc.buildAuthorizationUrl(config, parameters).href;
  }

  /**
   * Exchanges the answer's code (the callback's query, or Apple's posted form) for tokens and reads the person from
   * the validated ID token. Throws openid-client's errors when the answer, the exchange or the token fails a check.
   */
  async exchange(
    provider: SocialProvider,
    answer: { method: 'GET' | 'POST'; params: URLSearchParams },
    checks: AuthorizationChecks,
  ): Promise<ProviderIdentity> {
    const config = await this.configuration(provider);
    const redirect = this.redirectUri(provider);
    const current =
      answer.method === 'POST'
        ? new Request(redirect, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: answer.params.toString(),
          })
        : new URL(`${redirect}?${answer.params.toString()}`);
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims: Record<string, unknown> = { ...tokens.claims() };
    // Some providers put the e-mail and names in the userinfo answer only (Google puts them in the token too).
    if (
      typeof claims.email !== 'string' &&
      config.serverMetadata().userinfo_endpoint &&
      tokens.access_token
    ) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
      for (const [key, value] of Object.entries(info)) if (!(key in claims)) claims[key] = value;
    }
    return identityOf(claims, appleUser(answer.params));
  }

  /**
   * Whether the provider's photo may be fetched: Google's photo servers, or the issuer's own host (a self-hosted
   * or test provider). No other address is ever fetched on a claim's word.
   */
  mayFetchPhoto(provider: SocialProvider, url: string): boolean {
    try {
      const photo = new URL(url);
      const issuer = new URL(this.providers[provider]!.issuer);
      if (photo.origin === issuer.origin) return true;
      return (
        provider === 'google' &&
        photo.protocol === 'https:' &&
        photo.hostname.endsWith('.googleusercontent.com')
      );
    } catch {
      return false;
    }
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** Apple sends the name once, on the first sign-in, as JSON in the posted form's `user` (not in the token). */
function appleUser(params: URLSearchParams): { firstName: string; lastName: string } | null {
  const raw = params.get('user');
  if (!raw || raw.length > 2000) return null;
  try {
    const user = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    return { firstName: text(user.name?.firstName, 100), lastName: text(user.name?.lastName, 100) };
  } catch {
    return null;
  }
}

export function identityOf(
  claims: Record<string, unknown>,
  posted: { firstName: string; lastName: string } | null,
): ProviderIdentity {
  const email = text(claims.email, 254).toLowerCase();
  let firstName = text(claims.given_name, 100) || posted?.firstName || '';
  let lastName = text(claims.family_name, 100) || posted?.lastName || '';
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name, 200).split(/\s+/);
    firstName = first.slice(0, 100);
    lastName = rest.join(' ').slice(0, 100);
  }
  const picture = text(claims.picture, 2000);
  return {
    sub: String(claims.sub),
    email: email || null,
    // Apple writes booleans as strings ("true").
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName,
    lastName,
    picture: picture || null,
  };
}
