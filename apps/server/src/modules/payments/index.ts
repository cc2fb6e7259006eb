// The payments module's public file: what other modules and the scheduled jobs use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export {
  IN_PROGRESS,
  PROVIDER_FAILURES,
  STALE_MS,
  UNCERTAIN_FAILURES,
  chargeOnce,
  chargeSettled,
  feeColumns,
  recordRefusedCharge,
  type ChargeSpec,
  type SettledCharge,
  type TransactionRow,
} from './charge-once';
export {
  adoptCard,
  cardForPurchase,
  cardLabel,
  hasCard,
  releaseDeclinedCard,
  releaseReplacedCard,
  savedCardToCharge,
  type PurchaseCard,
} from './customers';
export {
  sendFeaturedEndedEmail,
  sendReceiptEmail,
  sendRenewalFailedEmail,
  sendSeekerExpiryNotice,
  sendSignupRefundedEmail,
  sendTransactionReceipt,
} from './payment-emails';
export { checkoutPlan, purchaseOfKey } from './plan-checkout';
export { applyPlan, planDescription, recordFeaturedService } from './plan-purchase';
export { feeLines } from './fee-lines';
