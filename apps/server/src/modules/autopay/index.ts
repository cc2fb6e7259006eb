// The AutoPay module's public file (docs/architecture.md, docs/decisions/025-autopay-charges.md,
// docs/decisions/026-autopay-on-rentals.md): AutoPay's requests and answers on a rental (its routes are in
// routes.ts, which only app.ts registers), the deposit charged when a tenant accepts with AutoPay, Pay now, and the
// daily run that charges each rent period (scheduled by jobs/scheduler.ts).
export {
  AUTOPAY_TYPES,
  NO_CARD,
  chargeAutopay,
  chargeAutopayDeposit,
  chargeAutopayOnAgreement,
  chargeAutopayPeriod,
  periodAmount,
  type AutopayContext,
  type AutopayOptions,
  type AutopayOutcome,
} from './charges';
export { autopayRentals, type AutopayRentalRow } from './autopay-rows';
export { chargeDepositOnAcceptance } from './autopay-requests';
export {
  AUTOPAY_CONCURRENCY,
  AUTOPAY_JOB,
  autopayRetries,
  dueAutopayPeriods,
  runAutopay,
  type AutopaySummary,
} from './daily-run';
