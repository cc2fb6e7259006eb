import { z } from 'zod';

/** Every error answer of the API (docs/architecture.md "API"). */
export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** spec 1 §5 "Default form error". */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** spec 1 §5 "Generic helpers": the e-mail pattern shared by every form. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
