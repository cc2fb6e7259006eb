// The AutoPay module's public file (docs/architecture.md, docs/decisions/025-autopay-charges.md): the deposit
// charged when a tenant accepts with AutoPay, each rent period the daily job charges, and the job's queries.
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
