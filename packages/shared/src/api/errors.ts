import { z } from 'zod';

/** Every error answer of the API (docs/architecture.md "API"). */
export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
