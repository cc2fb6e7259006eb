// Form validation with the shared zod contracts: the first message of each field (spec 1 §5).
import type { z } from 'zod';
import { ApiError } from './api-client';

export function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field errors from a 400 answer, first message each. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}
