// The rentals module's public file: what other modules, the jobs and the app use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { endDueRentals } from './checkout';
export {
  listingsRentedBy,
  releaseRentalsOfClosedAccount,
  takeInvitationAtSignUp,
  type TenantAtSignUp,
} from './tenancy';
export { invitedBy, isCurrentTenant } from './links';
export { assertLister } from './invitations';
export { currentTenants, type CurrentTenant } from './bulk-tenants';
/** a rental's history line, written by a late fee (tenant-payments, docs/decisions/056) */
export { recordHistory } from './history';
