// The tenant's One-Time Payment tab (docs/product/specification/3-money-and-messaging.md §2.3, §3 "Payment request", §4, §8; docs/decisions/027): the payment
// requests CP owners sent, each with its amount and currency, type, notes, lister, crashpad, date and status
// (anything unknown shown as unknown); a pending one can be paid with the saved card (after confirming) or
// rejected with an optional reason. Paying without a payment method shows the guidance, then after 2 s offers
// the payment methods tab.
import './texts';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  PAYMENT_NOTES_MAX,
  PAYMENT_REQUEST_MESSAGES as M,
  PAYMENT_REQUEST_STATUSES,
  type PaymentRequestView,
} from '@crashpad/shared/api/payment-requests';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';
import { Loading } from '../../components/loading';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { confirmDialog } from '../../lib/dialogs';
import { notify } from '../../lib/notify';
import type { Session } from '../../lib/session';
import { GUIDANCE_DELAY_MS, needsPaymentMethod } from './pay-failure';
import {
  payPaymentRequest,
  paymentRequestsQuery,
  refreshPaymentRequests,
  rejectPaymentRequest,
} from './payment-requests-api';

/** An amount with its cents and currency: 100 → "$100.00". */
const money = (amount: number, currency: string) => formatCents(dollarsToCents(amount), currency);

const BADGES: Record<string, { color?: string; c?: string }> = {
  pending: { color: 'yellow.5', c: 'dark.9' },
  processing: { color: 'yellow.5', c: 'dark.9' },
  complete: {},
  rejected: { color: 'red.9' },
};

const known = (status: string) => (PAYMENT_REQUEST_STATUSES as readonly string[]).includes(status);

export function OneTimePaymentTab({ session }: { session: NonNullable<Session> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const requests = useQuery(paymentRequestsQuery(session.user.id));
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<PaymentRequestView | null>(null);

  const offerPaymentMethods = async (guidance: string | undefined) => {
    void notify({ color: 'yellow', message: guidance || t('oneTimePayment.setupPayment'), autoClose: 6000 });
    await new Promise((resolve) => setTimeout(resolve, GUIDANCE_DELAY_MS));
    const go = await confirmDialog({
      title: t('oneTimePayment.goToMethods.title'),
      message: t('oneTimePayment.goToMethods.message'),
      confirmLabel: t('oneTimePayment.goToMethods.action'),
      cancelLabel: t('oneTimePayment.goToMethods.back'),
    });
    if (go) void navigate({ pathname: '/account-setting', search: '?tab=payment-methods', hash: '' });
  };

  const pay = async (r: PaymentRequestView) => {
    const amount = money(r.amount, r.currency);
    const confirmed = await confirmDialog({
      title: t('oneTimePayment.payConfirm.title'),
      message: t('oneTimePayment.payConfirm.message', {
        amount,
        type: t(`oneTimePayment.types.${r.payment_for}`, { defaultValue: r.payment_for }),
        lister: r.lister_name,
        crashpad: r.crashpad_name,
      }),
      confirmLabel: t('oneTimePayment.payConfirm.action', { amount }),
    });
    if (!confirmed) return;
    setBusy(r.id);
    try {
      const answer = await payPaymentRequest(r.id);
      void notify({ color: 'green', message: answer.message, autoClose: 4000 });
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      if (needsPaymentMethod(body)) void offerPaymentMethods(body?.guidance);
      else void notify({ color: 'red', title: M.payFailed, message: errorMessage(err) });
    } finally {
      setBusy(null);
      await refreshPaymentRequests(queryClient);
    }
  };

  if (requests.isError) return <Alert color="red">{errorMessage(requests.error)}</Alert>;
  if (!requests.data) return <Loading />;
  const rows = requests.data.data;
  return (
    <Stack>
      <div>
        <Title order={2} fz="h3">
          {t('oneTimePayment.title')}
        </Title>
        <Text c="dimmed">{t('oneTimePayment.intro')}</Text>
      </div>
      {rows.length === 0 ? (
        <Text>{t('oneTimePayment.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('oneTimePayment.listLabel')}
        >
          {rows.map((r) => (
            <RequestCard
              key={r.id}
              request={r}
              busy={busy === r.id}
              onPay={() => void pay(r)}
              onReject={() => setRejecting(r)}
            />
          ))}
        </Stack>
      )}
      <RejectModal request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

function RequestCard({
  request: r,
  busy,
  onPay,
  onReject,
}: {
  request: PaymentRequestView;
  busy: boolean;
  onPay: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const status = known(r.status) ? r.status : 'unknown';
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={money(r.amount, r.currency)}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {money(r.amount, r.currency)}
            </Text>
            <Text>{t(`oneTimePayment.types.${r.payment_for}`, { defaultValue: r.payment_for })}</Text>
            <Badge {...(BADGES[status] ?? { color: 'gray.8' })}>{t(`oneTimePayment.status.${status}`)}</Badge>
          </Group>
          <Text fz="sm">
            {t('oneTimePayment.from', { lister: r.lister_name, crashpad: r.crashpad_name })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('oneTimePayment.sentOn', { date: formatDay(r.created_at) })}
          </Text>
          {r.notes && <Text fz="sm">{r.notes}</Text>}
          {r.reject_reason && <Text fz="sm">{t('oneTimePayment.reason', { reason: r.reject_reason })}</Text>}
        </div>
        {r.status === 'pending' && (
          <Group gap="xs">
            <Button variant="default" onClick={onReject} disabled={busy}>
              {t('oneTimePayment.reject')}
            </Button>
            <Button onClick={onPay} loading={busy}>
              {t('oneTimePayment.pay')}
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}

function RejectModal({ request, onClose }: { request: PaymentRequestView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('oneTimePayment.rejectModal.title')} centered>
      {request && <RejectForm key={request.id} request={request} onClose={onClose} />}
    </Modal>
  );
}

function RejectForm({ request, onClose }: { request: PaymentRequestView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const answer = await rejectPaymentRequest(request.id, reason);
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      onClose();
    } catch (err) {
      void notify({ color: 'red', title: M.rejectFailed, message: errorMessage(err) });
    } finally {
      setSaving(false);
      await refreshPaymentRequests(queryClient);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack>
        <Text>{t('oneTimePayment.rejectModal.text', { lister: request.lister_name })}</Text>
        <Textarea
          label={t('oneTimePayment.rejectModal.reason')}
          autosize
          minRows={2}
          maxLength={PAYMENT_NOTES_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('oneTimePayment.rejectModal.back')}
          </Button>
          <Button type="submit" color="red.9" loading={saving}>
            {t('oneTimePayment.rejectModal.action')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
