// The rentals module's public file: what other modules, flows, jobs and the app use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { endDueRentals } from './checkout';
export {
  acceptById,
  acceptByToken,
  listingsRentedBy,
  memberRental,
  releaseRentalsOfClosedAccount,
  rentalsOf,
  takeInvitationAtSignUp,
  type TenantAtSignUp,
} from './tenancy';
export { invitedBy, isCurrentTenant } from './links';
/** the lister's checks and rental, used by AutoPay's requests too (modules/autopay) */
export { assertAutopayReady, assertLister, ownRental } from './invitations';
export type { Tx } from './bed-holds';
export { changeLines, type RentalAction } from './history';
export { currentTenants, type CurrentTenant } from './bulk-tenants';
/** a rental's history line, written by a late fee (tenant-payments, docs/decisions/056) */
export { recordHistory } from './history';
