// The typed errors that services, jobs and adapters throw: each carries the HTTP status and the message the
// API answers with (http/errors.ts turns them into the one error answer; docs/architecture.md "API").
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly code?: string,
  ) {
    super(message);
  }
}

export class Invalid extends HttpError {
  constructor(message: string, errors?: Record<string, string[]>, code?: string) {
    super(400, message, errors, code);
  }

  /** 400 whose message is also the one error of `field`, as the forms show it under the field. */
  static field(field: string, message: string, code?: string): Invalid {
    return new Invalid(message, { [field]: [message] }, code);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Please log in to continue.', code?: string) {
    super(401, message, undefined, code);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do this.', code?: string) {
    super(403, message, undefined, code);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found.', code?: string) {
    super(404, message, undefined, code);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, code?: string) {
    super(409, message, undefined, code);
  }
}
/** A business rule the spec names refused the request. */
export class Refused extends HttpError {
  constructor(message: string, code?: string) {
    super(422, message, undefined, code);
  }
}

/** Refused for now: 429 (too many requests) or 503 (busy), with a Retry-After header in seconds. */
export class TryLater extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
    code?: string,
  ) {
    super(statusCode, message, undefined, code);
  }
}

/** A payment the card provider refused; `data` carries its error for the payment error modal (docs/product/specification/3-money-and-messaging.md §8). */
export class PaymentRequired extends HttpError {
  constructor(
    message: string,
    readonly data: { type?: string | null; code?: string | null; decline_code?: string | null }[],
  ) {
    super(402, message, undefined, 'PAYMENT_FAILED');
  }
}

/**
 * A payment that needs the member's saved card first (docs/product/specification/3-money-and-messaging.md §8): the answer carries `error_code` and the
 * `guidance` the page shows before offering the payment methods tab.
 */
export class PaymentMethodRequired extends HttpError {
  constructor(
    message: string,
    readonly guidance: string,
    code: 'PAYMENT_METHOD_REQUIRED' | 'CUSTOMER_ID_MISSING' = 'PAYMENT_METHOD_REQUIRED',
  ) {
    super(409, message, undefined, code);
  }
}
