// Signing in and up with Google and Apple (docs/decisions/063-social-sign-in.md): the sign-in under way in
// `oauth_states` (state, nonce, PKCE verifier; taken once, before the code is exchanged) and what the provider's
// answer leads to. The one-time codes in `oauth_handoffs` that hand it to the browser that set out are
// social-handoffs.ts.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { OAuthRefusal } from '@crashpad/shared/api/oauth';
import { SOCIAL_LANDING_PATH } from '@crashpad/shared/api/oauth';
import type { UserPlan } from '@crashpad/shared/plans';
import type { SocialProvider } from '@crashpad/shared/social-providers';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { oauthHandoffs, oauthStates, users } from '../../db/schema';
import { tokenHash } from '../../lib/tokens';
import { profilePhotoImage } from '../uploads';
import { ProviderUnavailable, type OAuthClients, type ProviderIdentity } from './oauth-client';
import { PHOTO_MAX_BYTES } from './profile-routes';
import { handOff } from './social-handoffs';
import type { UserRow } from './user-view';
import { userByEmail } from './users';

/** How long the provider may take to answer. */
export const STATE_MINUTES = 10;
const MINUTE = 60_000;
/** Rows past their time are kept a day, so a late replay is still told apart from a forgery in the log. */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * MINUTE;

/** A path of this site (what the login page follows as ?next=), else nothing. */
export function localPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s\p{Cc}]/u.test(next)) return null;
  return next;
}

async function sweep(db: Db): Promise<void> {
  const before = new Date(Date.now() - KEEP_AFTER_EXPIRY_MS);
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, before));
  await db.delete(oauthHandoffs).where(lt(oauthHandoffs.expiresAt, before));
}

/** POST /api/oauth/{provider}: keeps the checks server-side and answers the provider's authorization address. */
export async function startSocialSignIn(
  ctx: AppContext,
  clients: OAuthClients,
  provider: SocialProvider,
  input: {
    browserKey: string;
    next: string | null;
    userPlan: UserPlan | '' | null;
    linkUserId: number | null;
  },
): Promise<string> {
  await sweep(ctx.db);
  const checks = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  // The address first: a provider that does not answer leaves no row behind.
  const url = await clients.authorizationUrl(provider, checks);
  await ctx.db.insert(oauthStates).values({
    stateHash: tokenHash(checks.state),
    provider,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    browserKeyHash: tokenHash(input.browserKey),
    next: localPath(input.next),
    userPlan: input.userPlan,
    linkUserId: input.linkUserId,
    expiresAt: new Date(Date.now() + STATE_MINUTES * MINUTE),
  });
  return url;
}

/** The provider's answer could not be used: where the browser goes, and why (for the log, never a code or token). */
class Refusal extends Error {
  constructor(
    readonly code: OAuthRefusal,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const landing = (fragment: Record<string, string>) =>
  `${SOCIAL_LANDING_PATH}#${new URLSearchParams(fragment).toString()}`;

/** Takes the state once: a second answer with it (a replayed code, a reload) finds it used. */
async function takeState(db: Db, provider: SocialProvider, state: string | null) {
  if (!state) throw new Refusal('STATE_INVALID', 'the answer has no state');
  const hash = tokenHash(state);
  const [taken] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oauthStates.stateHash, hash), eq(oauthStates.provider, provider), isNull(oauthStates.usedAt)),
    )
    .returning();
  if (!taken) {
    const [known] = await db.select().from(oauthStates).where(eq(oauthStates.stateHash, hash));
    throw new Refusal(
      'STATE_INVALID',
      !known
        ? 'unknown state'
        : known.provider !== provider
          ? `a state of ${known.provider}`
          : 'state already used (a replayed answer)',
    );
  }
  if (taken.expiresAt.getTime() <= Date.now()) throw new Refusal('STATE_INVALID', 'state expired');
  return taken;
}

async function userBySocial(db: Db, provider: SocialProvider, sub: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.socialType, provider), eq(users.socialId, sub)));
  return user ?? null;
}

/** Links the provider to an account that has none yet; false when another link got there first. */
async function link(db: Db, user: UserRow, provider: SocialProvider, sub: string): Promise<boolean> {
  try {
    const rows = await db
      .update(users)
      .set({ socialType: provider, socialId: sub, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.socialId)))
      .returning({ id: users.id });
    return rows.length > 0;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** The provider's photo as a profile photo (400 px WebP), or null: fetched only from the provider's own hosts. */
async function providerPhoto(
  ctx: AppContext,
  clients: OAuthClients,
  provider: SocialProvider,
  url: string | null,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (!url || !clients.mayFetchPhoto(provider, url)) return null;
  try {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`the photo answered ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES)
      throw new Error('the photo is too large');
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > PHOTO_MAX_BYTES) throw new Error('the photo is too large');
    return (await profilePhotoImage(ctx, bytes)).toString('base64');
  } catch (err) {
    log.warn(
      { provider, problem: (err as Error).message },
      'social sign-up: the provider photo was not kept',
    );
    return null;
  }
}

/**
 * GET (or Apple's POST) /api/oauth/{provider}/callback: the provider's answer. Takes the state, exchanges the code,
 * then signs in the member the provider names, links a verified e-mail's account, or hands a new member's verified
 * identity to the sign-up form. Answers where the browser goes: the web app's landing page with a one-time code,
 * or with the refusal's code. Every refusal is logged, without codes or tokens; nothing is created on a refusal.
 */
export async function finishSocialSignIn(
  ctx: AppContext,
  clients: OAuthClients,
  provider: SocialProvider,
  answer: { method: 'GET' | 'POST'; params: URLSearchParams },
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    const state = await takeState(ctx.db, provider, answer.params.get('state'));
    const error = answer.params.get('error');
    if (error)
      throw new Refusal(
        'PROVIDER_ERROR',
        `the provider answered ${/^[\w.-]{1,60}$/.test(error) ? error : 'an error'}`,
      );
    let identity: ProviderIdentity;
    try {
      identity = await clients.exchange(provider, answer, {
        state: answer.params.get('state')!,
        nonce: state.nonce,
        codeVerifier: state.codeVerifier,
      });
    } catch (err) {
      if (err instanceof ProviderUnavailable) throw new Refusal('UNAVAILABLE', err.message);
      // openid-client's code and message, and the check that failed (its cause's message names the claim);
      // neither carries a token or a claim's value.
      const e = err as { code?: string; error?: string; message?: string; cause?: unknown };
      const check = e.cause instanceof Error ? e.cause.message : undefined;
      throw new Refusal('EXCHANGE_FAILED', [e.code, e.error, e.message, check].filter(Boolean).join(': '));
    }
    return await outcome(ctx, clients, provider, state, identity, log);
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    log.warn({ provider, refusal: err.code, reason: err.reason }, 'social sign-in refused');
    return landing({ error: err.code, provider });
  }
}

async function outcome(
  ctx: AppContext,
  clients: OAuthClients,
  provider: SocialProvider,
  state: typeof oauthStates.$inferSelect,
  identity: ProviderIdentity,
  log: FastifyBaseLogger,
): Promise<string> {
  const { db } = ctx;
  const signIn = async (user: UserRow) => {
    if (user.status !== 'ACTIVE') throw new Refusal('ACCOUNT_CLOSED', `account ${user.id} is closed`);
    const code = await handOff(db, {
      kind: 'sign_in',
      browserKeyHash: state.browserKeyHash,
      provider,
      userId: user.id,
      next: state.next,
    });
    return landing({ login: code, provider });
  };
  const linked = await userBySocial(db, provider, identity.sub);

  // From account settings: a signed-in member links the provider, whatever e-mail it has.
  if (state.linkUserId !== null) {
    const [member] = await db.select().from(users).where(eq(users.id, state.linkUserId));
    if (!member || member.status !== 'ACTIVE')
      throw new Refusal('ACCOUNT_CLOSED', 'the linking account is closed');
    if (linked && linked.id !== member.id)
      throw new Refusal('LINKED_ELSEWHERE', `already linked to account ${linked.id}, not ${member.id}`);
    if (!linked && !(await link(db, member, provider, identity.sub)))
      throw new Refusal('OTHER_PROVIDER', `account ${member.id} already signs in with ${member.socialType}`);
    log.info({ provider, userId: member.id }, 'social sign-in linked from settings');
    return landing({ linked: provider });
  }

  if (linked) return signIn(linked);
  if (!identity.email) throw new Refusal('NO_EMAIL', 'the provider gave no e-mail');
  const existing = await userByEmail(db, identity.email);
  if (existing) {
    if (existing.status !== 'ACTIVE') throw new Refusal('ACCOUNT_CLOSED', `account ${existing.id} is closed`);
    // Never a takeover: both sides must have proven the address (docs/decisions/063).
    if (!identity.emailVerified || existing.emailVerifiedAt === null)
      throw new Refusal(
        'LINK_REFUSED',
        `account ${existing.id}: e-mail verified by the provider ${identity.emailVerified}, by us ${existing.emailVerifiedAt !== null}`,
      );
    if (existing.socialId !== null || !(await link(db, existing, provider, identity.sub)))
      throw new Refusal(
        'OTHER_PROVIDER',
        `account ${existing.id} already signs in with ${existing.socialType}`,
      );
    log.info({ provider, userId: existing.id }, 'social sign-in linked by verified e-mail');
    return signIn({ ...existing, socialType: provider, socialId: identity.sub });
  }
  if (!identity.emailVerified)
    throw new Refusal('EMAIL_UNVERIFIED', 'a new member whose e-mail is unverified');
  const code = await handOff(db, {
    kind: 'sign_up',
    browserKeyHash: state.browserKeyHash,
    provider,
    socialId: identity.sub,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    photo: await providerPhoto(ctx, clients, provider, identity.picture, log),
    next: state.next,
    userPlan: state.userPlan,
  });
  return landing({ signup: code, provider });
}

// The one-time codes, still imported from here by index.ts, oauth-routes.ts and registration-service.ts.
export {
  exchangeSignInCode,
  keepSocialPhoto,
  liveSocialSignUp,
  SOCIAL_CODE_INVALID,
  socialSignUpAnswer,
  socialSignUpMade,
  socialUserValues,
  takeSocialSignUp,
  type SocialSignUp,
} from './social-handoffs';
