// Account settings contracts (spec 1 §2, §7).
import { z } from 'zod';

export const accountServiceRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** cents */
  amount: z.number().int(),
  currency: z.string(),
  payment_type: z.string(),
  expire_at: z.string().nullable(),
  created_at: z.string(),
  repeat: z.string().nullable(),
  txn_code: z.string(),
});
export const accountServicesAnswer = z.object({ data: z.array(accountServiceRow) });
export type AccountServicesAnswer = z.infer<typeof accountServicesAnswer>;

export const countAnswer = z.object({ count: z.number().int() });

export const switchLanguageRequest = z.object({
  locale: z
    .string({ error: 'locale is required' })
    .regex(/^[a-z]{2}$/, { error: 'locale must be a 2-letter language code' }),
});
