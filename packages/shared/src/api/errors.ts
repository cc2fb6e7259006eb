import { z } from 'zod';

/** Every error answer of the API (docs/architecture.md "API"). */
export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
  /** payment failures: the card provider's error, first item first (spec 3 §8) */
  data: z
    .array(
      z.object({
        type: z.string().nullish(),
        code: z.string().nullish(),
        decline_code: z.string().nullish(),
      }),
    )
    .optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
