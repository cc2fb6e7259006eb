// Plan checkout (docs/product/specification/3-money-and-messaging.md §2.1, §4 "Checkout"): a new member's sign-up paid with its first charge, and the renewal
// or change of package of an existing member. Prices come from the plan table, never from the client.
import { and, eq } from 'drizzle-orm';
import { registerAnswer, sessionAnswer as sessionAnswerSchema } from '@crashpad/shared/api/accounts';
import {
  planQuote,
  planQuoteQuery,
  renewRequest,
  subscribeRequest,
  type PlanQuote,
} from '@crashpad/shared/api/payments';
import { LISTER_PLANS, PLANS, type UserPlan } from '@crashpad/shared/plans';
import type { App, AppContext } from '../../context';
import { paymentCustomers, transactions, users } from '../../db/schema';
import { signedIn } from '../../http/auth';
import { Conflict, Refused } from '../../errors';
import { requestLanguage } from '../../http/locale';
import {
  assertKnownCountry,
  EMAIL_TAKEN,
  isUniqueViolation,
  keepSocialPhoto,
  liveSocialSignUp,
  newUserValues,
  refreshToken,
  sessionAnswer,
  socialSignUpMade,
  startSession,
  takeSocialSignUp,
  toUserView,
  userByEmail,
  type UserRow,
  welcome,
} from '../accounts';
import { passwordMatches } from '../../lib/passwords';
import { chargeOnce } from './charge-once';
import { cardInfo, cardOfCustomer, provider, signupCustomer } from './customers';
import { sendTransactionReceipt } from './payment-emails';
import { checkoutPlan } from './plan-checkout';
import { applyPlan, planDescription, quotePlan } from './plan-purchase';
import type { PlanTerms } from './plan-terms';

const tags = ['payments'];
export const SEEKER_CANNOT_CHANGE = 'A seeker account cannot change plan.';

/** The charge succeeded but the e-mail was taken meanwhile: the money goes back. */
class TakenAfterCharge extends Error {
  constructor(readonly chargeId: string | null) {
    super('e-mail taken after the charge');
  }
}

/** Who may buy which plan (docs/product/specification/3-money-and-messaging.md §2.1; docs/decisions/010-payments.md). */
function assertMayBuy(ctx: AppContext, user: UserRow, plan: UserPlan): void {
  if (user.userPlan === 'seeker' && plan !== 'seeker')
    throw new Refused(SEEKER_CANNOT_CHANGE, 'SEEKER_CANNOT_CHANGE');
  if ((LISTER_PLANS as readonly string[]).includes(user.userPlan ?? '') && plan === 'seeker')
    throw new Refused('A lister package can change to another lister package only.', 'PLAN_NOT_ALLOWED');
  if (user.userPlan && plan !== user.userPlan && !ctx.config.site.flags.changePlans)
    throw new Refused('Changing package is turned off.', 'FEATURE_OFF');
}

function quoteAnswer(terms: PlanTerms): PlanQuote {
  return {
    user_plan: terms.plan,
    kind: terms.kind,
    price: terms.priceCents,
    credit: terms.creditCents,
    amount: terms.amountCents,
    starts_at: terms.startsAt.toISOString(),
    expire_at: terms.expireAt.toISOString(),
    replaces: terms.replaces.map((t) => ({ title: t.title, expire_at: t.expireAt.toISOString() })),
  };
}

export async function subscriptionRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const userById = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

  app.post(
    '/subscriptions/account',
    {
      schema: { tags, body: subscribeRequest, response: { 200: registerAnswer } },
      preHandler: [ctx.limits.perAddress('subscribe', ctx.config.authLimitPer15Min * 3)],
    },
    async (request) => {
      const input = request.body;
      const plan = input.user_plan;
      const email = input.email.trim();
      // The card is not in the key: the retry of a sign-up whose charge was cut off by an outage sets up a new card,
      // and must find the charge already made (docs/decisions/058-charges-across-a-database-outage.md). A refused
      // card's retry is a new attempt, under `<key>:<attempt>` at the provider (keyPerAttempt).
      const key = `signup:${email.toLowerCase()}:${plan}`;

      // The same checkout sent again after it went through (a doubled click, a retry): the same answer. A sign-up
      // through Google or Apple shows the code that made the account instead of a password.
      const loginAgain = async (user: UserRow) => {
        const same = input.social_code
          ? await socialSignUpMade(db, input.social_code, user.id)
          : await passwordMatches(user.passwordHash, input.password);
        if (!same) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
        const token = await startSession(ctx.sessions, user, { keep: false });
        return { token, data: { user: toUserView(user), tenant: null } };
      };
      // An account with this e-mail: the same checkout that already went through answers with it, else 409.
      const answerTaken = async () => {
        const existing = await userByEmail(db, email);
        if (!existing) return null;
        const [paid] = await db
          .select({ id: transactions.id })
          .from(transactions)
          .where(
            and(
              eq(transactions.idempotencyKey, key),
              eq(transactions.status, 'succeeded'),
              eq(transactions.userId, existing.id),
            ),
          );
        if (paid) return loginAgain(existing);
        throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
      };
      const taken = await answerTaken();
      if (taken) return taken;
      // The verified identity a sign-up through Google or Apple brings (docs/decisions/063-social-sign-in.md).
      const social = input.social_code ? await liveSocialSignUp(db, input.social_code) : null;
      await assertKnownCountry(db, input.country_code);
      try {
        await signupCustomer(ctx, input.customer_id, email);
      } catch (err) {
        // The same checkout, sent twice at once, may have made the account (and taken the customer) since.
        const madeMeanwhile = await answerTaken();
        if (madeMeanwhile) return madeMeanwhile;
        throw err;
      }
      const card = await cardOfCustomer(ctx, input.payment_method, input.customer_id);
      const amountCents = PLANS[plan].priceCents;
      const values = {
        ...(await newUserValues(input, requestLanguage(request), social)),
        customerId: input.customer_id,
        paymentMethod: card.id,
        cardDetails: cardInfo(card),
      };

      let outcome;
      try {
        outcome = await chargeOnce(
          ctx,
          {
            idempotencyKey: key,
            userId: null,
            type: 'plan_signup',
            amountCents,
            description: planDescription(plan),
            item: plan,
            customerId: input.customer_id,
            paymentMethodId: card.id,
            keyPerAttempt: true,
          },
          async (tx, charge, row) => {
            let user;
            try {
              [user] = await tx.insert(users).values(values).returning();
            } catch (err) {
              if (isUniqueViolation(err)) throw new TakenAfterCharge(charge?.id ?? null);
              throw err;
            }
            // The sign-up's code makes one account; taken meanwhile, the charge goes back as for a taken e-mail.
            if (social && !(await takeSocialSignUp(tx, social, user!.id)))
              throw new TakenAfterCharge(charge?.id ?? null);
            await tx
              .update(paymentCustomers)
              .set({ userId: user!.id })
              .where(eq(paymentCustomers.customerId, input.customer_id));
            await tx.update(transactions).set({ userId: user!.id }).where(eq(transactions.id, row.id));
            await applyPlan(tx, user!.id, plan, amountCents, new Date());
            return user!.id;
          },
        );
      } catch (err) {
        if (!(err instanceof TakenAfterCharge)) throw err;
        const chargeId = err.chargeId;
        if (chargeId)
          await provider(() =>
            ctx.payments.refund({ chargeId, idempotencyKey: `refund:${key}:${chargeId}` }),
          );
        await db
          .update(transactions)
          .set({
            status: 'failed',
            failureType: 'refunded',
            failureCode: 'email_taken',
            failureMessage: EMAIL_TAKEN,
            updatedAt: new Date(),
          })
          .where(eq(transactions.idempotencyKey, key));
        throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
      }
      if (outcome.replayed) {
        if (!outcome.row.userId) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
        return loginAgain(await userById(outcome.row.userId));
      }
      let user = await userById(outcome.result);
      if (social) user = await keepSocialPhoto(ctx, user, social, request.log);
      else await welcome(ctx, user, request.log);
      await sendTransactionReceipt(ctx, user, outcome.row, request.log, { expireAt: user.expireAt });
      const token = await startSession(ctx.sessions, user, { keep: false });
      return { token, data: { user: toUserView(user), tenant: null } };
    },
  );

  app.get(
    '/user/plan-quote',
    {
      schema: { tags, querystring: planQuoteQuery, response: { 200: planQuote } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      const { user } = signedIn(request);
      assertMayBuy(ctx, user, request.query.user_plan);
      return quoteAnswer(await quotePlan(db, user, request.query.user_plan));
    },
  );

  app.post(
    '/user/renew-subscription',
    {
      schema: { tags, body: renewRequest, response: { 200: sessionAnswerSchema } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      const auth = signedIn(request);
      const { user } = auth;
      const plan: UserPlan = request.body.user_plan;
      assertMayBuy(ctx, user, plan);
      const fresh = await checkoutPlan(
        ctx,
        user,
        {
          plan,
          attempt: request.body.idempotency_key,
          ...(request.body.payment_method && { paymentMethod: request.body.payment_method }),
          ...(request.body.expected_amount !== undefined && { expectedAmount: request.body.expected_amount }),
        },
        request.log,
      );
      const token = await refreshToken(ctx.sessions, { ...auth, user: fresh });
      return sessionAnswer(token, fresh, auth.adminId);
    },
  );
}
