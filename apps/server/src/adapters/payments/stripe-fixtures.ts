// Stripe API answers in the shape the live test-mode API sends them (API version 2026-10-28), for the adapter's
// tests (stripe.test.ts) and the webhook route's (webhook.test.ts). Only test-mode ids; nothing here is a secret.

export const CUSTOMER_ID = 'cus_RkT3pQ8vXw2LmN';
export const PAYMENT_METHOD_ID = 'pm_1QvK8hL2eZvKYlo2C7n4xWbE';
export const SETUP_INTENT_ID = 'seti_1QvK8gL2eZvKYlo2vJ0mD3sT';
export const PAYMENT_INTENT_ID = 'pi_3QvK9aL2eZvKYlo21Xg5Hn7R';
export const CHARGE_ID = 'ch_3QvK9aL2eZvKYlo21bQe0FaM';
export const REFUND_ID = 're_3QvK9aL2eZvKYlo21Ue4ZkPq';
export const CONNECTED_ACCOUNT_ID = 'acct_1QvJzRPb3mT9xHcW';

const created = 1767225600;

export const customer = {
  id: CUSTOMER_ID,
  object: 'customer',
  address: null,
  balance: 0,
  created,
  currency: null,
  default_source: null,
  delinquent: false,
  description: null,
  discount: null,
  email: 'jamie.rivera@example.com',
  invoice_prefix: '7C1E0B2D',
  invoice_settings: {
    custom_fields: null,
    default_payment_method: null,
    footer: null,
    rendering_options: null,
  },
  livemode: false,
  metadata: { user_id: '42' },
  name: 'Jamie Rivera',
  next_invoice_sequence: 1,
  phone: null,
  preferred_locales: [],
  shipping: null,
  tax_exempt: 'none',
  test_clock: null,
};

/** GET /v1/customers/:id for a customer deleted in the dashboard: 200, with deleted true. */
export const deletedCustomer = { id: CUSTOMER_ID, object: 'customer', deleted: true };

export const setupIntent = {
  id: SETUP_INTENT_ID,
  object: 'setup_intent',
  application: null,
  automatic_payment_methods: { allow_redirects: 'always', enabled: true },
  cancellation_reason: null,
  client_secret: `${SETUP_INTENT_ID}_secret_RkT4aBcDeFgHiJkLmNoPqRsTuVwXyZ0`,
  created,
  customer: CUSTOMER_ID,
  description: null,
  flow_directions: null,
  last_setup_error: null,
  latest_attempt: null,
  livemode: false,
  mandate: null,
  metadata: {},
  next_action: null,
  on_behalf_of: null,
  payment_method: null,
  payment_method_configuration_details: { id: 'pmc_1QvJzSL2eZvKYlo2b6yE0d1F', parent: null },
  payment_method_options: {
    card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
  },
  payment_method_types: ['card'],
  single_use_mandate: null,
  status: 'requires_payment_method',
  usage: 'off_session',
};

/** A Visa ending in 4242 (Stripe's test card), attached to the customer. */
export function paymentMethod(
  overrides: { customer?: string | null; expMonth?: number; expYear?: number } = {},
) {
  return {
    id: PAYMENT_METHOD_ID,
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: {
      address: { city: null, country: 'US', line1: null, line2: null, postal_code: '75261', state: null },
      email: null,
      name: 'Jamie Rivera',
      phone: null,
      tax_id: null,
    },
    card: {
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: 'pass', cvc_check: 'pass' },
      country: 'US',
      display_brand: 'visa',
      exp_month: overrides.expMonth ?? 8,
      exp_year: overrides.expYear ?? 2030,
      fingerprint: 'Xt5EWLLDS7FJjR1c',
      funding: 'credit',
      generated_from: null,
      last4: '4242',
      networks: { available: ['visa'], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created,
    customer: overrides.customer === undefined ? CUSTOMER_ID : overrides.customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function paymentIntent(
  status: 'succeeded' | 'requires_action',
  extra: { amount?: number; applicationFee?: number; destination?: string; stripeFee?: number } = {},
) {
  const amount = extra.amount ?? 4900;
  // created with expand[]=latest_charge.balance_transaction, the charge comes whole with Stripe's fee
  const charge =
    extra.stripeFee === undefined
      ? CHARGE_ID
      : {
          id: CHARGE_ID,
          object: 'charge',
          amount,
          payment_intent: PAYMENT_INTENT_ID,
          balance_transaction: balanceTransaction(amount, extra.stripeFee),
        };
  return {
    id: PAYMENT_INTENT_ID,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: status === 'succeeded' ? amount : 0,
    application: null,
    application_fee_amount: extra.applicationFee ?? null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${PAYMENT_INTENT_ID}_secret_Hn7RqWm2Lk9XbVc4ZtYp0sDfG`,
    confirmation_method: 'automatic',
    created,
    currency: 'usd',
    customer: CUSTOMER_ID,
    description: 'Crew membership, 1 year',
    last_payment_error: null,
    latest_charge: status === 'succeeded' ? charge : null,
    livemode: false,
    metadata: { user_id: '42' },
    next_action:
      status === 'requires_action'
        ? {
            type: 'use_stripe_sdk',
            use_stripe_sdk: {
              type: 'three_d_secure_redirect',
              stripe_js: 'https://hooks.stripe.com/3d_secure_2/',
            },
          }
        : null,
    on_behalf_of: null,
    payment_method: PAYMENT_METHOD_ID,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status,
    transfer_data: extra.destination ? { destination: extra.destination } : null,
    transfer_group: extra.destination ? `group_${PAYMENT_INTENT_ID}` : null,
  };
}

export const BALANCE_TRANSACTION_ID = 'txn_3QvK9aL2eZvKYlo21Xb7PqRs';

/** A charge's balance transaction: the gross, Stripe's fee and the net. */
export function balanceTransaction(amount: number, fee: number) {
  return {
    id: BALANCE_TRANSACTION_ID,
    object: 'balance_transaction',
    amount,
    available_on: created + 2 * 86_400,
    created,
    currency: 'usd',
    description: null,
    exchange_rate: null,
    fee,
    fee_details: [
      {
        amount: fee,
        application: null,
        currency: 'usd',
        description: 'Stripe processing fees',
        type: 'stripe_fee',
      },
    ],
    net: amount - fee,
    reporting_category: 'charge',
    source: CHARGE_ID,
    status: 'pending',
    type: 'charge',
  };
}

export function refund(amount: number) {
  return {
    id: REFUND_ID,
    object: 'refund',
    amount,
    balance_transaction: 'txn_3QvK9aL2eZvKYlo21Zc8Wd3Y',
    charge: CHARGE_ID,
    created,
    currency: 'usd',
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: {},
    payment_intent: PAYMENT_INTENT_ID,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

/** HTTP 402: an off-session charge the bank refused. */
export const cardDeclined = {
  error: {
    charge: CHARGE_ID,
    code: 'card_declined',
    decline_code: 'generic_decline',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: 'Your card was declined.',
    payment_intent: {
      id: PAYMENT_INTENT_ID,
      object: 'payment_intent',
      amount: 4900,
      currency: 'usd',
      customer: CUSTOMER_ID,
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        type: 'card_error',
      },
      status: 'requires_payment_method',
    },
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_Kq2vZ8bN3mXcYt?t=1767225600',
    type: 'card_error',
  },
};

/** HTTP 404 for an id Stripe does not know (or no longer knows). */
export function resourceMissing(kind: 'customer' | 'payment_method', id: string) {
  const label = kind === 'customer' ? 'customer' : 'PaymentMethod';
  return {
    error: {
      code: 'resource_missing',
      doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
      message: `No such ${label}: '${id}'`,
      param: kind === 'customer' ? 'id' : 'payment_method',
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_Pw7nYc1Xk4ZbQm?t=1767225600',
      type: 'invalid_request_error',
    },
  };
}

/** HTTP 401: the secret key was rolled or mistyped (Stripe answers with type invalid_request_error). */
export const invalidApiKey = {
  error: {
    message: 'Invalid API Key provided: sk_test_*********0000',
    type: 'invalid_request_error',
  },
};

/** A webhook event as Stripe posts it to the endpoint. */
export function event(id: string, type: string, object: Record<string, unknown>, previous?: object) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A Connect Express account, fresh (nothing submitted) or onboarded with Stripe's test bank account. */
export function expressAccount(state: 'new' | 'onboarded') {
  const done = state === 'onboarded';
  return {
    id: CONNECTED_ACCOUNT_ID,
    object: 'account',
    business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null },
    business_type: done ? 'individual' : null,
    capabilities: { card_payments: done ? 'active' : 'inactive', transfers: done ? 'active' : 'inactive' },
    charges_enabled: done,
    controller: {
      fees: { payer: 'application' },
      is_controller: true,
      losses: { payments: 'application' },
      requirement_collection: 'stripe',
      stripe_dashboard: { type: 'express' },
      type: 'application',
    },
    country: 'US',
    created,
    default_currency: 'usd',
    details_submitted: done,
    email: 'jamie.rivera@example.com',
    external_accounts: {
      object: 'list',
      data: done
        ? [
            {
              id: 'ba_1QvK7cPb3mT9xHcWk2Lq8ZtR',
              object: 'bank_account',
              account: CONNECTED_ACCOUNT_ID,
              account_holder_name: null,
              account_holder_type: null,
              account_type: null,
              available_payout_methods: ['standard'],
              bank_name: 'STRIPE TEST BANK',
              country: 'US',
              currency: 'usd',
              default_for_currency: true,
              fingerprint: 'aJ4qR7tYw2LmN9Xc',
              last4: '6789',
              metadata: {},
              routing_number: '110000000',
              status: 'new',
            },
          ]
        : [],
      has_more: false,
      total_count: done ? 1 : 0,
      url: `/v1/accounts/${CONNECTED_ACCOUNT_ID}/external_accounts`,
    },
    future_requirements: { currently_due: [], errors: [], eventually_due: [], past_due: [] },
    metadata: { user_id: '42' },
    payouts_enabled: done,
    requirements: {
      currently_due: done ? [] : ['business_type', 'external_account', 'tos_acceptance.date'],
      disabled_reason: done ? null : 'requirements.past_due',
      errors: [],
      eventually_due: done ? [] : ['business_type', 'external_account', 'tos_acceptance.date'],
      past_due: done ? [] : ['external_account'],
    },
    settings: { payouts: { debit_negative_balances: true, schedule: { delay_days: 2, interval: 'daily' } } },
    tos_acceptance: { date: done ? created : null },
    type: 'express',
  };
}

export const accountLink = {
  object: 'account_link',
  created,
  expires_at: created + 300,
  url: 'https://connect.stripe.com/setup/e/acct_1QvJzRPb3mT9xHcW/Qm3nVb7XcZ2L',
};

export const loginLink = {
  object: 'login_link',
  created,
  url: 'https://connect.stripe.com/express/acct_1QvJzRPb3mT9xHcW/Wk8pLq2RtY5n',
};
