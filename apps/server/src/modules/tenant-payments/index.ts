// The tenant payments module's public file: what other modules and the scheduled jobs use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { payPaymentRequest } from './pay-request';
