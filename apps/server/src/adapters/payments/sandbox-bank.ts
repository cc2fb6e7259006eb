// The bank details the sandbox's payout onboarding takes (docs/decisions/024-payout-accounts.md): Stripe's test bank
// account only, each problem with its message.

/** Stripe's test bank account (https://docs.stripe.com/connect/testing#account-numbers): the only one accepted. */
export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_ACCOUNT_NUMBER = '000123456789';
export const SANDBOX_BANK_MESSAGES = {
  bankName: 'Please enter the name of your bank.',
  bankNameLong: 'The bank name is too long: at most 100 characters.',
  routingMissing: 'Please enter the routing number.',
  routing: `Routing number not valid. In test mode use ${SANDBOX_ROUTING_NUMBER}.`,
  accountMissing: 'Please enter the account number.',
  account: `Account number not valid. In test mode use ${SANDBOX_ACCOUNT_NUMBER}.`,
  link: 'This onboarding link has expired or was already used. Go back and start onboarding again.',
} as const;

export const SANDBOX_BANK_FIELDS = ['bank_name', 'routing_number', 'account_number'] as const;
export type SandboxBankField = (typeof SANDBOX_BANK_FIELDS)[number];
export type SandboxBankProblem = 'missing' | 'long' | 'wrong';
export type SandboxBankDetails = { bankName: string; routingNumber: string; accountNumber: string };

/** The message of each problem a field can have. */
export const SANDBOX_BANK_PROBLEM_MESSAGES: Record<
  SandboxBankField,
  Partial<Record<SandboxBankProblem, string>>
> = {
  bank_name: { missing: SANDBOX_BANK_MESSAGES.bankName, long: SANDBOX_BANK_MESSAGES.bankNameLong },
  routing_number: { missing: SANDBOX_BANK_MESSAGES.routingMissing, wrong: SANDBOX_BANK_MESSAGES.routing },
  account_number: { missing: SANDBOX_BANK_MESSAGES.accountMissing, wrong: SANDBOX_BANK_MESSAGES.account },
};

/**
 * Every problem of the bank details, field by field, so the onboarding page shows them all at once
 * (docs/decisions/046-flows-and-looks.md); empty when Stripe's test bank account is given.
 */
export function sandboxBankProblems(
  bank: SandboxBankDetails,
): Partial<Record<SandboxBankField, SandboxBankProblem>> {
  const problems: Partial<Record<SandboxBankField, SandboxBankProblem>> = {};
  const bankName = bank.bankName.trim();
  const routing = bank.routingNumber.replace(/\s/g, '');
  const number = bank.accountNumber.replace(/\s/g, '');
  if (!bankName) problems.bank_name = 'missing';
  else if (bankName.length > 100) problems.bank_name = 'long';
  if (!routing) problems.routing_number = 'missing';
  else if (routing !== SANDBOX_ROUTING_NUMBER) problems.routing_number = 'wrong';
  if (!number) problems.account_number = 'missing';
  else if (number !== SANDBOX_ACCOUNT_NUMBER) problems.account_number = 'wrong';
  return problems;
}
