// Payout accounts contracts (docs/product/specification/3-money-and-messaging.md §2.3, §5, §7): the lister's Connect Express account, its onboarding and
// dashboard links, the AutoPay switch and the payout schedule (docs/decisions/024-payout-accounts.md).
import { z } from 'zod';

/** docs/product/specification/3-money-and-messaging.md §5 payout_config_id: 1 (the default) daily, 2 weekly, 3 monthly. */
export const PAYOUT_SCHEDULES = { 1: 'daily', 2: 'weekly', 3: 'monthly' } as const;
export type PayoutConfigId = keyof typeof PAYOUT_SCHEDULES;

export const PAYOUT_MESSAGES = {
  notLister: 'Only listers receive rent through a payout account.',
  noAccount: 'You have no payout account yet. Please complete onboarding first.',
  notOnboarded: 'Your payout account is not ready yet. Please complete onboarding first.',
  autopayNeedsOnboarding:
    'Please complete your payout account onboarding before turning on AutoPay, so that rent has somewhere to go.',
  autopayOn: 'AutoPay is on. You can now ask your tenants to pay rent by AutoPay.',
  autopayOff: 'AutoPay is off.',
  linkType: 'type must be onboarding or update.',
  status: 'status must be 1 (on) or 0 (off).',
  enabled: 'enabled must be true or false.',
  configId: 'config_id must be 1 (daily), 2 (weekly) or 3 (monthly).',
  schedule: (name: string) => `Your payouts are now ${name}.`,
} as const;

/** GET /api/stripe/get-custom-link?type=onboarding|update */
export const customLinkQuery = z.object({
  type: z.enum(['onboarding', 'update'], { error: PAYOUT_MESSAGES.linkType }).default('onboarding'),
});
export type CustomLinkQuery = z.infer<typeof customLinkQuery>;

/** The onboarding or dashboard link: open it (docs/product/specification/3-money-and-messaging.md §7 "account_link.url"). */
export const accountLinkAnswer = z.object({ account_link: z.object({ url: z.string() }) });
export type AccountLinkAnswer = z.infer<typeof accountLinkAnswer>;

/**
 * GET /api/stripe/account: the payout account with its bank accounts (docs/product/specification/3-money-and-messaging.md §5 "Payout account"); `account` is
 * null before the lister has one — an answer, not an error (docs/decisions/046-flows-and-looks.md).
 */
export const payoutAccountAnswer = z.object({
  account: z
    .object({
      id: z.string(),
      charges_enabled: z.boolean(),
      payouts_enabled: z.boolean(),
      details_submitted: z.boolean(),
      /** details submitted and payouts enabled: AutoPay may be turned on */
      onboarding_complete: z.boolean(),
      external_accounts: z.object({
        data: z.array(
          z.object({
            /** where payouts go: a bank account or a debit card (bank_name is then the card's brand) */
            object: z.enum(['bank_account', 'card']),
            bank_name: z.string().nullable(),
            last4: z.string(),
          }),
        ),
      }),
    })
    .nullable(),
  automatic_payment: z.number().int(),
  payout_config_id: z.number().int(),
});
export type PayoutAccountAnswer = z.infer<typeof payoutAccountAnswer>;

/**
 * PUT /api/lister/settings/autopay with the spec's `status` (1 on, 0 off); `enabled` (true or false), which the
 * app sent before, is still taken. When both come, `status` decides.
 */
export const autopaySettingsRequest = z
  .object({
    status: z.union([z.literal(0), z.literal(1)], { error: PAYOUT_MESSAGES.status }).optional(),
    enabled: z.boolean({ error: PAYOUT_MESSAGES.enabled }).optional(),
  })
  .refine((b) => b.status !== undefined || b.enabled !== undefined, {
    message: PAYOUT_MESSAGES.status,
    path: ['status'],
  })
  .transform((b) => ({ enabled: b.status === undefined ? b.enabled === true : b.status === 1 }));
export const autopaySettingsAnswer = z.object({
  message: z.string(),
  automatic_payment: z.number().int(),
});
export type AutopaySettingsAnswer = z.infer<typeof autopaySettingsAnswer>;

/** PUT /api/lister/settings/payout-config (behind the payoutSchedule flag) */
export const payoutConfigRequest = z.object({
  config_id: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: PAYOUT_MESSAGES.configId }),
});
export const payoutConfigAnswer = z.object({
  message: z.string(),
  payout_config_id: z.number().int(),
  schedule: z.enum(['daily', 'weekly', 'monthly']),
});
export type PayoutConfigAnswer = z.infer<typeof payoutConfigAnswer>;
