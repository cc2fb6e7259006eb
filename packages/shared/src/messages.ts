// Texts and patterns shared by forms on both sides, kept free of zod so the web shell stays small.

/** docs/product/specification/1-accounts-and-shell.md §5 "Default form error". */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** docs/product/specification/1-accounts-and-shell.md §5 "Generic helpers": the e-mail pattern shared by every form. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
