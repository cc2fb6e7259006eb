import { z } from 'zod';

/** Every error answer of the API (docs/architecture.md "API"). */
export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
  /** payment failures: the card provider's error, first item first (docs/product/specification/3-money-and-messaging.md §8) */
  data: z
    .array(
      z.object({
        type: z.string().nullish(),
        code: z.string().nullish(),
        decline_code: z.string().nullish(),
      }),
    )
    .optional(),
  /** a payment that needs a saved card first (docs/product/specification/3-money-and-messaging.md §8): PAYMENT_METHOD_REQUIRED or CUSTOMER_ID_MISSING */
  error_code: z.string().optional(),
  /** what to do about it, shown before offering the payment methods tab */
  guidance: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
