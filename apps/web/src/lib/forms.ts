// Form validation with the shared zod contracts: the first message of each field (docs/product/specification/1-accounts-and-shell.md §5).
import type { z } from 'zod';
import { ApiError } from './api-client';

export function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : issueMessages(result.error.issues);
}

/** The first message of each field among a zod failure's issues ('_' for the form as a whole). */
export function issueMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
}

/** Field errors from a 400 answer, first message each. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}
