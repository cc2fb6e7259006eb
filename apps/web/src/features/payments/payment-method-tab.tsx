// #payment-method (docs/product/specification/3-money-and-messaging.md §2.2): the card on file with its Active / Invalid badge, the choice between it and a
// new card (forced when there is none or it is invalid), its expiry, and its removal.
import './texts';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardAnswer } from '@crashpad/shared/api/payments';
import { CARD_MESSAGES, autopayStopsOn, expiryYearOptions } from '@crashpad/shared/rules/cards';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { ApiError, errorMessage } from '../../lib/api-client';
import { confirmDialog } from '../../lib/dialogs';
import { notify, notifyError } from '../../lib/notify';
import { updateStoredUser, type Session } from '../../lib/session';
import { refreshCard, removeCard, savePaymentMethod, updateCardExpiry, useCard } from './api';
import { cardExpiry, cardLabel } from './card-format';
import { CardSetupForm } from './card-setup-form';
import { DeclinedNotice } from './declined-notice';

export function PaymentMethodTab({ session }: { session: NonNullable<Session> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const card = useCard();
  const [choice, setChoice] = useState<'current' | 'new'>('current');

  const remove = useMutation({
    mutationFn: removeCard,
    onSuccess: async (answer) => {
      updateStoredUser(answer.user);
      await refreshCard(client);
      void notify({ color: 'green', message: answer.message });
    },
    onError: (error) => void notifyError(error),
  });

  if (card.isPending) return <Loading />;
  if (card.error) return <Alert color="red">{errorMessage(card.error)}</Alert>;
  const current = card.data;
  const usable = current.status === 'active';
  const selected = usable ? choice : 'new';

  return (
    <Stack maw={620}>
      <DeclinedNotice memberId={session.user.id} />
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('payments.paymentMethodTitle')}
        </Title>
        {current.card ? (
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>{cardLabel(current.card)}</Text>
              <Text fz="sm" c="dimmed">
                {t('payments.expires', { date: cardExpiry(current.card) })}
              </Text>
            </div>
            {usable ? (
              <Badge color="teal.9">{t('payments.active')}</Badge>
            ) : (
              <Tooltip label={t('payments.noLongerExists')}>
                <Badge color="red.9" tabIndex={0}>
                  {t('payments.invalid')}
                </Badge>
              </Tooltip>
            )}
          </Group>
        ) : (
          <Text c="dimmed">{t('payments.noCard')}</Text>
        )}
        {!usable && current.status === 'invalid' && (
          <Text fz="sm" c="red" mt="xs">
            {t('payments.noLongerExists')}
          </Text>
        )}
      </Card>

      <Radio.Group
        label={t('payments.choose')}
        value={selected}
        onChange={(v) => setChoice(v as 'current' | 'new')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="current" disabled={!usable} label={t('payments.optionCurrent')} />
          <Radio value="new" label={t('payments.optionNew')} />
        </Stack>
      </Radio.Group>

      {selected === 'current' && current.card && (
        <>
          <ExpiryForm card={current.card} />
          <Group>
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={async () => {
                // Removing the card AutoPay charges stops AutoPay: the dialog says where first (docs/decisions/049-removing-the-autopay-card.md).
                const stops = current.autopay.map((r) => r.listing_title);
                const ok = await confirmDialog({
                  title: t('payments.removeTitle'),
                  message: stops.length > 0 ? autopayStopsOn(stops) : t('payments.removeConfirm'),
                  confirmLabel: stops.length > 0 ? t('payments.removeStopAutopay') : t('payments.remove'),
                  danger: true,
                });
                if (ok) remove.mutate();
              }}
            >
              {t('payments.remove')}
            </Button>
          </Group>
        </>
      )}

      {selected === 'new' && (
        <Card withBorder padding="lg">
          <CardSetupForm
            owner="member"
            firstName={session.user.first_name}
            lastName={session.user.last_name}
            submitLabel={t('payments.saveCard')}
            onCard={async (confirmed) => {
              const answer = await savePaymentMethod(confirmed.payment_method);
              await refreshCard(client);
              setChoice('current');
              void notify({ color: 'green', message: answer.message });
            }}
          />
        </Card>
      )}
    </Stack>
  );
}

function ExpiryForm({ card }: { card: NonNullable<CardAnswer['card']> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const update = useMutation({
    mutationFn: () => updateCardExpiry({ exp_month: Number(month), exp_year: Number(year) }),
    onSuccess: async (answer) => {
      await refreshCard(client);
      setMonth('');
      setYear('');
      void notify({ color: 'green', message: answer.message });
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : CARD_MESSAGES.expiryUpdate),
  });
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          setAttempts((n) => n + 1);
          // docs/product/specification/3-money-and-messaging.md §5: both month and year, or the one message.
          if (!month || !year) return setError(CARD_MESSAGES.expiryUpdate);
          update.mutate();
        }}
      >
        <Title order={3} fz="md" mb="xs">
          {t('payments.updateExpiry')}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('payments.expires', { date: cardExpiry(card) })}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('payments.month')}
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
            data={[{ value: '', label: '—' }, ...months.map((m) => ({ value: String(Number(m)), label: m }))]}
          />
          <NativeSelect
            label={t('payments.year')}
            value={year}
            onChange={(e) => setYear(e.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...expiryYearOptions().map((y) => ({ value: String(y), label: String(y) })),
            ]}
          />
          <Button type="submit" variant="default" loading={update.isPending}>
            {t('payments.saveExpiry')}
          </Button>
        </Group>
        {/* cleared after 4 s (docs/decisions/053) */}
        <Box mt="xs">
          <FormMessage message={error} shownAt={attempts} variant="text" />
        </Box>
      </form>
    </Card>
  );
}
