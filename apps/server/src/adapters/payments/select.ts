import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the offline sandbox, so every money flow works anywhere. */
export function paymentProvider(config: Config, db: Db): PaymentProvider {
  if (!config.stripe) return sandboxProvider(db, config.publicUrl);
  return stripeProvider(config.stripe);
}
