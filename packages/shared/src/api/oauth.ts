// Signing in and up with Google and Apple through OpenID Connect (docs/product/specification/1-accounts-and-shell.md §3
// social_type, social_id, §7 "POST /api/oauth/{provider} → url"; docs/decisions/063-social-sign-in.md).
import { z } from 'zod';
import { USER_PLANS } from '../plans';
import { SOCIAL_PROVIDERS } from '../social-providers';
import { sessionAnswer } from './accounts';

export {
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_NAMES,
  isSocialProvider,
  type SocialProvider,
} from '../social-providers';

/**
 * A random value the browser that sets out keeps until it comes back (the web app: session storage). The server
 * keeps its hash with the sign-in, and hands what the provider's answer led to only to a browser that shows it: a
 * link to our callback made by someone else signs nobody in as them.
 */
const browserKey = z
  .string({ error: 'browser_key is required' })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'browser_key must be 32 to 128 letters, digits, - or _' });

/** The plan a sign-up was choosing: one of the plans, '' for a free account (a tenant), absent when none yet. */
const signUpPlan = z.union([z.enum(USER_PLANS), z.literal('')]);

/** POST /api/oauth/{provider}: where to go back to, the plan of a sign-up, or `link` from settings (signed in). */
export const oauthStartRequest = z.object({
  browser_key: browserKey,
  /** a path of this site the member was going to; anything else is ignored */
  next: z.string().max(500).nullish(),
  user_plan: signUpPlan.nullish(),
  /** a signed-in member links the provider to their account (account settings) */
  link: z.boolean().optional(),
});
export type OAuthStartRequest = z.input<typeof oauthStartRequest>;

export const oauthStartAnswer = z.object({ url: z.string() });
export type OAuthStartAnswer = z.infer<typeof oauthStartAnswer>;

/** The one-time code the callback handed to the web app (in the address's fragment), with the browser's key. */
export const oauthCodeRequest = z.object({
  code: z.string({ error: 'code is required' }).min(1, { error: 'code is required' }).max(200),
  browser_key: browserKey,
});
export type OAuthCodeRequest = z.input<typeof oauthCodeRequest>;

/** POST /api/oauth/session: the sign-in code for a session, as a password login answers. */
export const oauthSessionRequest = oauthCodeRequest.extend({ isKeep: z.boolean().optional().default(false) });
export type OAuthSessionRequest = z.input<typeof oauthSessionRequest>;
export const oauthSessionAnswer = sessionAnswer.extend({ next: z.string().nullable() });
export type OAuthSessionAnswer = z.infer<typeof oauthSessionAnswer>;

/**
 * POST /api/oauth/sign-up: who the provider says a new member is, to prefill the registration form; the form's
 * `social_code` then makes the account with it. `photo` is a data: URL of the profile photo it will get.
 */
export const socialSignUpAnswer = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  user_plan: signUpPlan.nullable(),
  next: z.string().nullable(),
  expires_at: z.string(),
});
export type SocialSignUpAnswer = z.infer<typeof socialSignUpAnswer>;

/**
 * Why a provider's answer led nowhere: the callback sends the browser to /social-sign-in#error=<code>&provider=<p>,
 * whose page says it (the web app's texts, `social.errors.<code>`).
 */
export const OAUTH_REFUSALS = [
  /** missing, unknown, expired or already used state (a replayed or forged answer) */
  'STATE_INVALID',
  /** the provider answered with an error (the member cancelled, or it refused) */
  'PROVIDER_ERROR',
  /** the code exchange or the ID token failed (a replayed code, a nonce that does not match, a bad signature) */
  'EXCHANGE_FAILED',
  /** the provider was not reachable */
  'UNAVAILABLE',
  /** no e-mail address from the provider */
  'NO_EMAIL',
  /** a new member whose e-mail the provider has not verified */
  'EMAIL_UNVERIFIED',
  /** an account with this e-mail exists, and one side has not verified it: log in with the password, link from settings */
  'LINK_REFUSED',
  /** the account with this e-mail already signs in with another provider */
  'OTHER_PROVIDER',
  /** linking from settings: this provider's account already signs in to another of our accounts */
  'LINKED_ELSEWHERE',
  /** the account is closed */
  'ACCOUNT_CLOSED',
] as const;
export type OAuthRefusal = (typeof OAUTH_REFUSALS)[number];

/** The web app's page the callback sends the browser to. */
export const SOCIAL_LANDING_PATH = '/social-sign-in';
