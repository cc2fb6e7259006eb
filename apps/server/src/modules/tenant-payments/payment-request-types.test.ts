// A payment request keeps the spec's payment_type and payment_method (docs/product/specification/3-money-and-messaging.md §3 "Payment request form", §9 "with
// payment type PAYMENT.MANUAL and method stripe"; docs/decisions/056-payment-types-services-and-late-fees.md): stored,
// answered in the request's view, and anything else refused with the field's message.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import { bearer, crew, type Lister, suiteApp } from '../../../test/factory';
import { paymentRequests } from '../../db/schema';

const t = suiteApp();

const send = (lister: Lister, rentalId: number, change: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment-request',
    headers: bearer(lister.token),
    payload: { tenant_id: rentalId, payment_for: 'rent', amount: 100, ...change },
  });

const stored = (rentalId: number) =>
  t.db
    .select({ type: paymentRequests.paymentType, method: paymentRequests.paymentMethod })
    .from(paymentRequests)
    .where(eq(paymentRequests.rentalId, rentalId));

describe('a payment request’s payment_type and payment_method', () => {
  it('keeps the form’s PAYMENT.MANUAL and stripe and answers them, on both sides', async () => {
    const { lister, tenant } = await crew(t);
    const res = await send(lister, tenant.id, { payment_type: 'PAYMENT.MANUAL', payment_method: 'stripe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ payment_type: 'PAYMENT.MANUAL', payment_method: 'stripe' });
    expect(await stored(tenant.id)).toEqual([{ type: 'PAYMENT.MANUAL', method: 'stripe' }]);
    for (const [url, token] of [
      ['/api/payment-request', tenant.memberToken],
      [`/api/payment-request?tenant_id=${tenant.id}`, lister.token],
    ] as const) {
      const list = await t.app.inject({ url, headers: bearer(token) });
      expect(list.json().data[0]).toMatchObject({ payment_type: 'PAYMENT.MANUAL', payment_method: 'stripe' });
    }
  });

  it.each([{}, { payment_type: '', payment_method: '' }, { payment_type: 'PAYMENT_MANUAL' }])(
    'reads %j as a one-time card payment',
    async (change) => {
      const { lister, tenant } = await crew(t);
      const res = await send(lister, tenant.id, change);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ payment_type: 'PAYMENT.MANUAL', payment_method: 'stripe' });
    },
  );

  it.each([
    [{ payment_type: 'PAYMENT' }, 'payment_type', M.requestPaymentType],
    [{ payment_type: 'rent' }, 'payment_type', M.requestPaymentType],
    [{ payment_method: 'cash' }, 'payment_method', M.requestPaymentMethod],
    [{ payment_method: 'zelle' }, 'payment_method', M.requestPaymentMethod],
  ])('refuses %j with the message of its field, writing nothing', async (change, field, message) => {
    const { lister, tenant } = await crew(t);
    const res = await send(lister, tenant.id, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await stored(tenant.id)).toEqual([]);
  });
});
