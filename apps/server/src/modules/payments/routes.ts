// The payments module's HTTP routes (docs/product/specification/3-money-and-messaging.md), registered by app.ts under /api.
import type { App, AppContext } from '../../context';
import { cardRoutes } from './card-routes';
import { payoutRoutes } from './payout-routes';
import { subscriptionRoutes } from './subscription-routes';
import { webhookRoutes } from './webhook-routes';

export async function paymentRoutes(app: App, ctx: AppContext): Promise<void> {
  await cardRoutes(app, ctx);
  await subscriptionRoutes(app, ctx);
  await payoutRoutes(app, ctx);
  await webhookRoutes(app, ctx);
}
