// Payout accounts (docs/product/specification/3-money-and-messaging.md §2.3, §7; docs/decisions/024-payout-accounts.md): a lister's Connect Express account, its
// onboarding and dashboard links, the AutoPay switch and the payout schedule. Listers only: 401 logged out, 403 for
// seekers and free tenants; each member reaches only the account stored on their own row. With the sandbox, the
// onboarding and the dashboard are small pages served here.
import { and, eq, isNull } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYOUT_MESSAGES as M,
  PAYOUT_SCHEDULES,
  accountLinkAnswer,
  autopaySettingsAnswer,
  autopaySettingsRequest,
  customLinkQuery,
  payoutAccountAnswer,
  payoutConfigAnswer,
  payoutConfigRequest,
  type PayoutConfigId,
} from '@crashpad/shared/api/payouts';
import { LISTER_PLANS } from '@crashpad/shared/plans';
import { escapeHtml } from '../../adapters/mail/compose';
import { PaymentError, type ConnectedAccount } from '../../adapters/payments/provider';
import type { SandboxProvider } from '../../adapters/payments/sandbox';
import {
  SANDBOX_BANK_FIELDS,
  SANDBOX_BANK_PROBLEM_MESSAGES,
  sandboxBankProblems,
  type SandboxBankField,
  type SandboxBankProblem,
} from '../../adapters/payments/sandbox-bank';
import { receivedPayments } from '../../adapters/payments/sandbox-payouts';
import type { App, AppContext } from '../../context';
import { users } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { signedIn } from '../../http/auth';
import { requireFlag } from '../../http/flags';
import type { UserRow } from '../accounts';
import { provider } from './customers';
import { onboardingComplete, recordPayoutAccount, stopListerAutopay } from './payout-accounts';
import { dashboardHtml, htmlPage, onboardingHtml, type OnboardingFieldErrors } from './sandbox-pages';

const tags = ['payments'];

// A lister plan, as modules/listings decides it (read here, not imported: listings already uses payments).
const isLister = (user: UserRow) => (LISTER_PLANS as readonly (string | null)[]).includes(user.userPlan);

function lister(user: UserRow): UserRow {
  if (!isLister(user)) throw new Forbidden(M.notLister, 'NOT_LISTER');
  return user;
}

const accountView = (account: ConnectedAccount) => ({
  id: account.id,
  charges_enabled: account.charges_enabled,
  payouts_enabled: account.payouts_enabled,
  details_submitted: account.details_submitted,
  onboarding_complete: onboardingComplete(account),
  external_accounts: {
    data: account.external_accounts.map((destination) => ({
      object: destination.object,
      bank_name: destination.bank_name,
      last4: destination.last4,
    })),
  },
});

export async function payoutRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const guards = [requireFlag(config, 'autopay'), ctx.auth.user];
  const settingsUrl = `${config.publicUrl}/account-setting?tab=autopay&connect-account`;
  const reload = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

  /** The lister's account id: created at the provider on first use and kept on their row. */
  async function accountOf(user: UserRow): Promise<string> {
    if (user.accStripe) return user.accStripe;
    const created = await provider(() =>
      ctx.payments.createExpressAccount({
        email: user.email,
        country: /^[A-Z]{2}$/.test(user.countryCode) ? user.countryCode : 'US',
        metadata: { user_id: String(user.id) },
      }),
    );
    const [row] = await db
      .update(users)
      .set({ accStripe: created, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.accStripe)))
      .returning({ accStripe: users.accStripe });
    // A schedule chosen before the account existed goes with it (a new account pays out daily).
    if (row && user.payoutConfigId !== 1)
      await provider(() =>
        ctx.payments.setPayoutSchedule(created, PAYOUT_SCHEDULES[user.payoutConfigId as PayoutConfigId]),
      );
    // Two first clicks at once: the account written first is the lister's.
    return row?.accStripe ?? (await reload(user.id)).accStripe!;
  }

  app.get(
    '/stripe/get-custom-link',
    {
      schema: { tags, querystring: customLinkQuery, response: { 200: accountLinkAnswer } },
      preHandler: guards,
    },
    async (request) => {
      const user = lister(signedIn(request).user);
      const accountId = await accountOf(user);
      // Express accounts update their details through the same hosted onboarding (type=update included).
      const url = await provider(() =>
        ctx.payments.onboardingLink(accountId, settingsUrl, `${settingsUrl}&refresh`),
      );
      return { account_link: { url } };
    },
  );

  app.get(
    '/stripe/dashboard-link',
    { schema: { tags, response: { 200: accountLinkAnswer } }, preHandler: guards },
    async (request) => {
      const user = lister(signedIn(request).user);
      if (!user.accStripe) throw new NotFound(M.noAccount, 'NO_PAYOUT_ACCOUNT');
      if (!user.payoutOnboardedAt) throw new Conflict(M.notOnboarded, 'ONBOARDING_INCOMPLETE');
      const url = await provider(() => ctx.payments.dashboardLink(user.accStripe!));
      return { account_link: { url } };
    },
  );

  app.get(
    '/stripe/account',
    { schema: { tags, response: { 200: payoutAccountAnswer } }, preHandler: guards },
    async (request) => {
      const user = lister(signedIn(request).user);
      const settings = { automatic_payment: user.automaticPayment, payout_config_id: user.payoutConfigId };
      // No account yet is a state the settings page shows, not an error (docs/decisions/046-flows-and-looks.md).
      if (!user.accStripe) return { account: null, ...settings };
      const account = await provider(() => ctx.payments.account(user.accStripe!));
      // The provider's answer is the truth: a missed webhook is caught up here.
      if (onboardingComplete(account) !== (user.payoutOnboardedAt !== null))
        await recordPayoutAccount(db, account);
      return { account: accountView(account), ...settings };
    },
  );

  app.put(
    '/lister/settings/autopay',
    {
      schema: { tags, body: autopaySettingsRequest, response: { 200: autopaySettingsAnswer } },
      preHandler: guards,
    },
    async (request) => {
      const user = lister(signedIn(request).user);
      const { enabled } = request.body;
      if (enabled && !user.payoutOnboardedAt)
        throw new Conflict(M.autopayNeedsOnboarding, 'ONBOARDING_INCOMPLETE');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ automaticPayment: enabled ? 1 : 0, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        if (!enabled) await stopListerAutopay(tx, user.id);
      });
      return { message: enabled ? M.autopayOn : M.autopayOff, automatic_payment: enabled ? 1 : 0 };
    },
  );

  app.put(
    '/lister/settings/payout-config',
    {
      schema: { tags, body: payoutConfigRequest, response: { 200: payoutConfigAnswer } },
      preHandler: [requireFlag(config, 'payoutSchedule'), ...guards],
    },
    async (request) => {
      const user = lister(signedIn(request).user);
      const configId = request.body.config_id;
      // The provider pays out on the new schedule from now; without an account yet, it is set when one is made.
      if (user.accStripe)
        await provider(() => ctx.payments.setPayoutSchedule(user.accStripe!, PAYOUT_SCHEDULES[configId]));
      await db
        .update(users)
        .set({ payoutConfigId: configId, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      const schedule = PAYOUT_SCHEDULES[configId];
      return { message: M.schedule(schedule), payout_config_id: configId, schedule };
    },
  );

  if (ctx.payments.name === 'sandbox') await sandboxConnectPages(app, ctx, ctx.payments as SandboxProvider);
}

// ---- the sandbox's stand-in for Stripe's hosted onboarding and Express dashboard ----

const onboardingForm = z.object({
  link: z.string().max(200).default(''),
  bank_name: z.string().max(200).default(''),
  routing_number: z.string().max(40).default(''),
  account_number: z.string().max(40).default(''),
});

/**
 * A refused form goes back to the page's own address (Post/Redirect/Get): the link, the bank's name as typed and
 * which check each field failed (`routing_number.wrong,account_number.missing`), never the numbers
 * (docs/decisions/046-flows-and-looks.md).
 */
const onboardingPage = z.object({
  link: z.string().max(200).default(''),
  bank_name: z.string().max(200).default(''),
  problems: z.string().max(200).default(''),
});

const problemsParam = (problems: Partial<Record<SandboxBankField, SandboxBankProblem>>) =>
  SANDBOX_BANK_FIELDS.filter((f) => problems[f])
    .map((f) => `${f}.${problems[f]}`)
    .join(',');

/** The messages the `problems` parameter names; anything else in it is ignored. */
function problemMessages(param: string): OnboardingFieldErrors {
  const errors: OnboardingFieldErrors = {};
  for (const item of param.split(',')) {
    const [field, problem] = item.split('.') as [SandboxBankField, SandboxBankProblem];
    const message = SANDBOX_BANK_FIELDS.includes(field)
      ? SANDBOX_BANK_PROBLEM_MESSAGES[field][problem]
      : undefined;
    if (message) errors[field] = message;
  }
  return errors;
}

async function sandboxConnectPages(app: App, ctx: AppContext, sandbox: SandboxProvider): Promise<void> {
  const { db } = ctx;
  const limit = ctx.limits.perAddress('sandbox-onboarding', ctx.config.authLimitPer15Min * 3);
  await app.register(async (scope) => {
    const pages = scope.withTypeProvider<ZodTypeProvider>();
    // The onboarding page is a plain HTML form.
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    pages.get(
      '/sandbox/connect/onboarding',
      { schema: { tags, querystring: onboardingPage }, preHandler: limit },
      async (request, reply) => {
        const { link, bank_name, problems } = request.query;
        const found = await sandbox.onboardingOf(link);
        reply.type('text/html; charset=utf-8');
        if (!found) {
          reply.code(404);
          return htmlPage('Link expired', `<h1>Link expired</h1><p>${escapeHtml(SANDBOX_LINK_GONE)}</p>`);
        }
        const [owner] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.accStripe, found.account.id));
        return onboardingHtml(link, owner?.email ?? '', problemMessages(problems), bank_name);
      },
    );

    pages.post(
      '/sandbox/connect/onboarding',
      { schema: { tags, body: onboardingForm }, preHandler: limit },
      async (request, reply) => {
        const form = request.body;
        const bank = {
          bankName: form.bank_name,
          routingNumber: form.routing_number,
          accountNumber: form.account_number,
        };
        const linkGone = (message: string) =>
          reply
            .type('text/html; charset=utf-8')
            .code(404)
            .send(htmlPage('Link expired', `<h1>Link expired</h1><p>${escapeHtml(message)}</p>`));
        if (!(await sandbox.onboardingOf(form.link))) return linkGone(SANDBOX_LINK_GONE);
        const problems = sandboxBankProblems(bank);
        if (Object.keys(problems).length > 0) {
          const back = new URLSearchParams({
            link: form.link,
            bank_name: form.bank_name,
            problems: problemsParam(problems),
          });
          return reply.redirect(`/api/sandbox/connect/onboarding?${back.toString()}`, 303);
        }
        try {
          const done = await sandbox.completeOnboarding(form.link, bank);
          // The same step Stripe's account.updated webhook takes.
          await recordPayoutAccount(db, done.account);
          return reply.redirect(done.returnUrl, 303);
        } catch (err) {
          // The link was used up by another submit since it was read.
          if (!(err instanceof PaymentError)) throw err;
          return linkGone(err.message);
        }
      },
    );

    pages.get(
      '/sandbox/connect/dashboard',
      {
        schema: { tags, querystring: z.object({ login: z.string().max(200).default('') }) },
        preHandler: limit,
      },
      async (request, reply) => {
        const account = await sandbox.dashboardOf(request.query.login);
        reply.type('text/html; charset=utf-8');
        if (!account) {
          reply.code(404);
          return htmlPage(
            'Link expired',
            '<h1>Link expired</h1><p>Open the dashboard again from your account settings.</p>',
          );
        }
        const [owner] = await db
          .select({ schedule: users.payoutConfigId })
          .from(users)
          .where(eq(users.accStripe, account.id));
        return dashboardHtml(account, await receivedPayments(db, account.id), owner?.schedule ?? 1);
      },
    );
  });
}

const SANDBOX_LINK_GONE =
  'This onboarding link has expired or was already used. Go back to your account settings and start onboarding again.';
