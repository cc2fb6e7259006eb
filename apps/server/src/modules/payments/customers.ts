// The card provider's customers and cards, as they belong to members (or to a sign-up that has not paid yet).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CardInfo } from '@crashpad/shared/api/payments';
import { PaymentError, type SavedCard } from '../../adapters/payments/provider';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { paymentCustomers, users } from '../../db/schema';
import { NotFound, PaymentRequired } from '../../errors';
import type { UserRow } from '../accounts';

export const UNKNOWN_CUSTOMER = 'We do not know this payment customer. Please start the payment again.';
export const UNKNOWN_CARD = 'We could not find this card. Please add it again.';

/** A provider refusal as the API's 402 answer, whatever call it came from. */
export async function provider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof PaymentError)
      throw new PaymentRequired(err.message, [
        { type: err.type, code: err.code ?? null, decline_code: err.declineCode ?? null },
      ]);
    throw err;
  }
}

export const cardInfo = (card: SavedCard): CardInfo => ({
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
});

export const cardLabel = (card: CardInfo | null | undefined) =>
  card ? `${card.brand.toUpperCase()} ending in ${card.last4}` : null;

export async function rememberCustomer(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  customerId: string,
  email: string,
  userId: number | null,
): Promise<void> {
  await ctx.db.insert(paymentCustomers).values({ customerId, provider: ctx.payments.name, email, userId });
}

/** The member's customer at the provider: reused while the provider knows it, otherwise a new one. */
export async function memberCustomer(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  user: UserRow,
): Promise<string> {
  if (user.customerId && (await provider(() => ctx.payments.customerExists(user.customerId!))))
    return user.customerId;
  const customerId = await provider(() =>
    ctx.payments.createCustomer({
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      metadata: { user_id: String(user.id) },
    }),
  );
  await rememberCustomer(ctx, customerId, user.email, user.id);
  // A new customer has no cards: the old saved card went with the old customer.
  await ctx.db
    .update(users)
    .set({
      customerId,
      paymentMethod: null,
      cardDetails: null,
      paymentMethodInvalidAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  return customerId;
}

/** A customer created during sign-up for this e-mail, not yet anybody's. */
export async function signupCustomer(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  email: string,
): Promise<void> {
  const [row] = await ctx.db
    .select({ id: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.customerId, customerId),
        isNull(paymentCustomers.userId),
        sql`lower(${paymentCustomers.email}) = lower(${email})`,
      ),
    );
  if (!row) throw new NotFound(UNKNOWN_CUSTOMER, 'UNKNOWN_CUSTOMER');
}

/** The card, when it is saved to this customer; otherwise 404. */
export async function cardOfCustomer(
  ctx: Pick<AppContext, 'payments'>,
  paymentMethodId: string,
  customerId: string,
): Promise<SavedCard> {
  const card = await provider(() => ctx.payments.getPaymentMethod(paymentMethodId));
  if (!card || card.customerId !== customerId) throw new NotFound(UNKNOWN_CARD, 'UNKNOWN_CARD');
  return card;
}

/** A member has a usable card: one on file that no failed charge or provider event has marked invalid. */
export const hasCard = (user: Pick<UserRow, 'paymentMethod' | 'paymentMethodInvalidAt'>) =>
  user.paymentMethod !== null && user.paymentMethodInvalidAt === null;

export const NO_PAYMENT_METHOD =
  'We do not have a payment method on file. Please add a card, then try again.';

/**
 * The member's saved card, checked with the provider before a charge (docs/product/specification/3-money-and-messaging.md §8): no card, an unknown customer
 * (a new one is made for the next try) or a card gone from the customer answer 402 with the item the checkout's
 * payment dialog reads.
 */
export async function savedCardToCharge(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  user: UserRow,
): Promise<{ customerId: string; card: SavedCard }> {
  if (!user.paymentMethod || !user.customerId)
    throw new PaymentRequired(NO_PAYMENT_METHOD, [{ type: 'invalid_request_error', code: null }]);
  if (!(await provider(() => ctx.payments.customerExists(user.customerId!)))) {
    await memberCustomer(ctx, user);
    throw new PaymentRequired(UNKNOWN_CUSTOMER, [{ type: 'resource_missing', code: 'invalid_customer_id' }]);
  }
  const card = await provider(() => ctx.payments.getPaymentMethod(user.paymentMethod!));
  if (!card || card.customerId !== user.customerId) {
    await ctx.db.update(users).set({ paymentMethodInvalidAt: new Date() }).where(eq(users.id, user.id));
    throw new PaymentRequired(NO_PAYMENT_METHOD, [
      { type: 'invalid_request_error', code: 'invalid_payment_method' },
    ]);
  }
  return { customerId: user.customerId, card };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The card a purchase is charged on, and whether it is a new one the checkout just set up. */
export type PurchaseCard = { customerId: string; card: SavedCard; isNew: boolean };

/**
 * The card a purchase pays with (docs/decisions/043-money-and-rental-states.md, "A new card at checkout"): the
 * card on file, or a new card of the member's own customer set up in this checkout. A new card is only charged
 * here; it becomes the card on file when that charge succeeds (`adoptCard`, in the charge's transaction), so a
 * declined new card never replaces a good one.
 */
export async function cardForPurchase(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  user: UserRow,
  paymentMethod?: string,
): Promise<PurchaseCard> {
  if (!paymentMethod || (paymentMethod === user.paymentMethod && !user.paymentMethodInvalidAt))
    return { ...(await savedCardToCharge(ctx, user)), isNew: false };
  if (!user.customerId) throw new NotFound(UNKNOWN_CUSTOMER, 'UNKNOWN_CUSTOMER');
  const card = await cardOfCustomer(ctx, paymentMethod, user.customerId);
  return { customerId: user.customerId, card, isNew: true };
}

/**
 * A card becomes the member's card on file: a new card a charge just succeeded on (in the charge's transaction), or
 * one the payment-method tab set up.
 */
export async function adoptCard(tx: Pick<Tx, 'update'>, userId: number, card: SavedCard): Promise<void> {
  await tx
    .update(users)
    .set({
      paymentMethod: card.id,
      cardDetails: cardInfo(card),
      paymentMethodInvalidAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

type Log = { error(obj: object, msg: string): void };

/** Takes a card off the member's customer so it is never charged; a failure is logged, not the member's problem. */
export async function releaseCard(
  ctx: Pick<AppContext, 'payments'>,
  paymentMethodId: string | null,
  log: Log,
): Promise<void> {
  if (!paymentMethodId) return;
  try {
    await ctx.payments.detachPaymentMethod(paymentMethodId);
  } catch (err) {
    log.error({ err }, 'a card could not be detached from its customer');
  }
}

/** After a purchase on a new card succeeded: the card it replaced on file is taken off the customer. */
export async function releaseReplacedCard(
  ctx: Pick<AppContext, 'payments'>,
  used: PurchaseCard,
  previous: string | null,
  log: Log,
): Promise<void> {
  if (used.isNew && previous && previous !== used.card.id) await releaseCard(ctx, previous, log);
}

/**
 * After a purchase on a new card was declined by the card's bank: the new card is taken off the customer (it was
 * never the card on file, and is never charged). A failure that may have charged (the provider did not answer) keeps it.
 */
export async function releaseDeclinedCard(
  ctx: Pick<AppContext, 'payments'>,
  used: PurchaseCard,
  err: unknown,
  log: Log,
): Promise<void> {
  if (used.isNew && err instanceof PaymentRequired && err.data[0]?.type === 'card_error')
    await releaseCard(ctx, used.card.id, log);
}
