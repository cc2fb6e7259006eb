// The tests' set-up in one place: a test file's app, members, listers with a crashpad of rooms and beds,
// invitations and accepted rentals, saved cards, payout accounts, AutoPay rentals, payment requests and message
// threads. Test files import from here; the files re-exported below hold the forms, rows and reads behind them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { InviteRequest } from '@crashpad/shared/api/rentals';
import type { BuildOptions } from '../src/app';
import { rentals, users } from '../src/db/schema';
import { bearer, createMember, login } from './accounts';
import { createLister, createListing, roomsOf, type Lister } from './listings';
import { CARDS, saveCard } from './payments';
import { invite, inviteForm } from './rentals';
import { testApp, type TestApp } from './test-app';

export * from './accounts';
export * from './autopay';
export * from './listing-rows';
export * from './listings';
export * from './payments';
export * from './rentals';
export * from './test-app';

const DAY = 86_400_000;

/** The app of a test file: built on a fresh database before its tests, closed after them. */
export function suiteApp(env: Record<string, string> = {}, options: BuildOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await testApp(env, options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** GET and POST to the app of `t`, signed in with `token` when one is given; the answer, unchecked. */
export function requestsTo(t: TestApp) {
  return {
    get: (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} }),
    post: (url: string, token?: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload }),
  };
}

/** What `make` answers, made once before the file's tests (after its app, when `suiteApp` came first). */
export function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await make());
  });
  return made;
}

export type Member = { id: number; email: string; password: string; token: string };

/** A member written into the database (a plan or role as `values` say) and signed in. */
export async function signedInMember(
  t: TestApp,
  values: Parameters<typeof createMember>[1] = {},
): Promise<Member> {
  const member = await createMember(t.db, values);
  return { ...member, token: await login(t.app, member.email, member.password) };
}

/** A seeker whose plan runs 100 more days, signed in. */
export function signedInSeeker(t: TestApp, values: Parameters<typeof createMember>[1] = {}): Promise<Member> {
  return signedInMember(t, { userPlan: 'seeker', expireAt: new Date(Date.now() + 100 * DAY), ...values });
}

/** A lister (pro unless told) with one active crashpad of two rooms and three beds: the lister, listing and bed ids. */
export async function listerWithCrashpad(t: TestApp, plan: Parameters<typeof createLister>[1] = 'pro') {
  const lister = await createLister(t, plan);
  const listingId = await createListing(t, lister);
  const beds = (await roomsOf(t.db, listingId)).flatMap((r) => r.beds.map((b) => b.id!));
  return { lister, listingId, beds };
}

/** A member signed in, invited by `lister` into `bedId`: the member, their session and the rental's id. */
export async function inviteMember(
  t: TestApp,
  lister: Lister,
  listingId: number,
  bedId: number,
  overrides: Partial<InviteRequest> = {},
) {
  const member = await createMember(t.db);
  const memberToken = await login(t.app, member.email, member.password);
  const res = await invite(t, lister, inviteForm(listingId, bedId, { email: member.email, ...overrides }));
  if (res.statusCode !== 200) throw new Error(`invite answered ${res.statusCode}: ${res.body}`);
  return { member, memberToken, id: res.json<{ id: number }>().id };
}

/** The tenant accepts their invitation (POST /api/rental/{id}/accept); a card must be on file. */
async function accept(t: TestApp, tenant: { id: number; memberToken: string }): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/rental/${tenant.id}/accept`,
    headers: bearer(tenant.memberToken),
  });
  if (res.statusCode !== 200) throw new Error(`accept answered ${res.statusCode}: ${res.body}`);
}

/**
 * A member invited by `lister` into `bedId` who accepted: a current tenant, as `inviteMember` answers. Accepting
 * needs a saved card (docs/decisions/054-accepting-needs-a-card.md): the tenant saves the sandbox's good card,
 * accepts, and removes the card again, so the suites start from a tenant with no card on file, as before; those
 * that pay save one.
 */
export async function acceptedTenant(
  t: TestApp,
  lister: Lister,
  listingId: number,
  bedId: number,
  overrides: Partial<InviteRequest> = {},
) {
  const tenant = await inviteMember(t, lister, listingId, bedId, overrides);
  await saveCard(t.app, tenant.memberToken);
  await accept(t, tenant);
  const removed = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/remove-payment-method',
    headers: bearer(tenant.memberToken),
  });
  if (removed.statusCode !== 200)
    throw new Error(`card removal answered ${removed.statusCode}: ${removed.body}`);
  return tenant;
}

/** A lister with a crashpad and two current tenants, Robin Okafor and sam Lee. */
export async function listerWithTenants(t: TestApp) {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  const first = await acceptedTenant(t, lister, listingId, beds[0]!, {
    first_name: 'Robin',
    last_name: 'Okafor',
  });
  const second = await acceptedTenant(t, lister, listingId, beds[1]!, {
    first_name: 'sam',
    last_name: 'Lee',
  });
  return { lister, listingId, beds, first, second };
}

const TEST_BANK = {
  bank_name: 'Test Bank of Dallas',
  routing_number: '110000000',
  account_number: '000123456789',
};

/** The sandbox's payout onboarding as in the browser: the custom link, then its form with a test bank. */
async function onboardThroughThePage(t: TestApp, lister: Lister): Promise<void> {
  const res = await t.app.inject({
    url: '/api/stripe/get-custom-link?type=onboarding',
    headers: bearer(lister.token),
  });
  if (res.statusCode !== 200) throw new Error(`custom link answered ${res.statusCode}: ${res.body}`);
  const link = new URL(res.json<{ account_link: { url: string } }>().account_link.url).searchParams.get(
    'link',
  );
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/connect/onboarding',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ link: link ?? '', ...TEST_BANK }).toString(),
  });
  if (done.statusCode !== 303) throw new Error(`onboarding answered ${done.statusCode}: ${done.body}`);
}

/**
 * The lister's payout account at the sandbox, onboarded (docs/decisions/024-payout-accounts.md): written as the
 * sandbox's onboarding page leaves it or, with `throughThePage`, through that page as in the browser; `autopay`
 * then turns the lister's AutoPay switch on. Answers the account's id.
 */
export async function payoutAccount(
  t: TestApp,
  lister: Pick<Lister, 'id' | 'email' | 'token'>,
  options: { throughThePage?: boolean; autopay?: boolean } = {},
): Promise<string> {
  if (options.throughThePage) await onboardThroughThePage(t, lister as Lister);
  else {
    const accountId = await t.ctx.payments.createExpressAccount({ email: lister.email, country: 'US' });
    await t.db
      .update(users)
      .set({ accStripe: accountId, payoutOnboardedAt: new Date() })
      .where(eq(users.id, lister.id));
  }
  if (options.autopay) {
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/lister/settings/autopay',
      payload: { enabled: true },
      headers: bearer(lister.token),
    });
    if (on.statusCode !== 200) throw new Error(`AutoPay switch answered ${on.statusCode}: ${on.body}`);
  }
  const [row] = await t.db.select({ accStripe: users.accStripe }).from(users).where(eq(users.id, lister.id));
  return row!.accStripe!;
}

/** A pro lister with a crashpad, onboarded through the sandbox's page, AutoPay on. */
export async function autopayLister(t: TestApp) {
  const crashpad = await listerWithCrashpad(t);
  await payoutAccount(t, crashpad.lister, { throughThePage: true, autopay: true });
  return crashpad;
}

/**
 * A lister with a crashpad and payouts onboarded, and a current tenant of theirs: with `card`, the tenant saved
 * that card afterwards (docs/decisions/027-payment-requests-and-manual-payments.md).
 */
export async function crew(t: TestApp, card?: string) {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  const accountId = await payoutAccount(t, lister);
  const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
  if (card) await saveCard(t.app, tenant.memberToken, card);
  return { lister, listingId, beds, tenant, accountId };
}

export type AutopaySetup = {
  startDate: string;
  paymentDay: number;
  rentCents?: number;
  depositCents?: number;
  checkoutDate?: string | null;
  autopayStartedAt?: Date;
  card?: string;
  onboarded?: boolean;
  /** another bed of a lister made by an earlier call (same lister, same payout account) */
  sameLister?: { lister: Lister; listingId: number; bedId: number; accountId: string | null };
};

async function newLister(t: TestApp, onboarded: boolean) {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  const accountId = onboarded ? await payoutAccount(t, lister) : null;
  return { lister, listingId, beds, bedId: beds[0]!, accountId };
}

/**
 * An accepted rental with AutoPay on (docs/decisions/025-autopay-charges.md): the lister (onboarded unless told),
 * the tenant with a saved sandbox card, and the rental's id; its dates and amounts set as `setup` says.
 */
export async function autopayRental(t: TestApp, setup: AutopaySetup) {
  const made = setup.sameLister ?? (await newLister(t, setup.onboarded !== false));
  const { lister, listingId, accountId } = made;
  const tenant = await inviteMember(t, lister, listingId, made.bedId);
  const paymentMethod = await saveCard(t.app, tenant.memberToken, setup.card ?? CARDS.ok);
  await accept(t, tenant);
  await t.db
    .update(rentals)
    .set({
      startDate: setup.startDate,
      paymentDay: setup.paymentDay,
      rentalAmountCents: setup.rentCents ?? 60_000,
      depositCents: setup.depositCents ?? 0,
      checkoutDate: setup.checkoutDate ?? null,
      checkoutHour: setup.checkoutDate ? 12 : null,
      autoPay: 1,
      autopayStartedAt: setup.autopayStartedAt ?? new Date(`${setup.startDate}T00:00:00Z`),
    })
    .where(eq(rentals.id, tenant.id));
  return { lister, listingId, tenant, rentalId: tenant.id, accountId, paymentMethod };
}

/**
 * A payment request ready to be paid: an onboarded lister's request to their current tenant, who saved a card
 * (docs/decisions/027-payment-requests-and-manual-payments.md).
 */
export async function requestedPayment(t: TestApp, amount: string, paymentFor = 'parking') {
  const { lister, tenant } = await crew(t, CARDS.ok);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/payment-request',
    headers: bearer(lister.token),
    payload: { tenant_id: tenant.id, payment_for: paymentFor, amount },
  });
  if (sent.statusCode !== 200)
    throw new Error(`the payment request answered ${sent.statusCode}: ${sent.body}`);
  return { lister, tenant, id: sent.json<{ data: { id: number } }>().data.id };
}

/**
 * A lister with a crashpad and an about text, and a tenant who accepted their invitation: one who may review them
 * (docs/decisions/030-reviews-and-profiles.md).
 */
export async function reviewableTenancy(t: TestApp) {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  await t.db
    .update(users)
    .set({ about: 'Retired captain, I keep a quiet house.' })
    .where(eq(users.id, lister.id));
  const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
  return { lister, listingId, beds, tenant };
}

/** `token`'s review of the lister's listing (POST /api/user/review); the answer, unchecked. */
export function writeReview(
  t: TestApp,
  lister: { id: number },
  listingId: number | undefined,
  token: string,
  score: unknown = 5,
  message = 'Great',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/review',
    headers: bearer(token),
    payload: { lister_id: lister.id, listing_id: listingId, obj_type: 'user', score, message },
  });
}

/** `from` writes to member `to` about a listing (POST /api/messages); the answer, unchecked. */
export function writeTo(t: TestApp, from: { token: string }, to: number, listingId: number, message: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(from.token),
    payload: { to, listing_id: listingId, message },
  });
}

/** `from` writes to member `to` about a listing: the id of their thread (docs/decisions/029-messaging.md). */
export async function thread(
  t: TestApp,
  from: { token: string },
  to: number,
  listingId: number,
  message: string,
): Promise<number> {
  const res = await writeTo(t, from, to, listingId, message);
  if (res.statusCode !== 200) throw new Error(`the message answered ${res.statusCode}: ${res.body}`);
  return res.json<{ thread_id: number }>().thread_id;
}
