// #autopay, titled Automatic Rent Payments (docs/product/specification/3-money-and-messaging.md §2.3). A lister sees the AutoPay Settings card (the switch and the
// three-step guide) and, once the payout account is onboarded, the Payout Account aside; the payout schedule shows
// with its flag. Seekers see what AutoPay is.
import './texts';
import { useEffect, useState } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { UserView } from '@crashpad/shared/api/accounts';
import { PAYOUT_SCHEDULES, type PayoutConfigId } from '@crashpad/shared/api/payouts';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/api-client';
import { confirmDialog } from '../../../lib/dialogs';
import { notify, notifyError } from '../../../lib/notify';
import { payoutAccountQuery } from '../../../lib/payout-account';
import { isLister } from '../../../lib/session';
import { useFlag } from '../../../lib/site';
import { dashboardLink, onboardingLink, setAutopay, setPayoutConfig, usePayoutAccount } from './payout-api';

/**
 * The tab shows to members with a plan (features/accounts/account-tabs.ts): a lister's settings, or a seeker's explainer. A free
 * tenant reads AutoPay's welcome on the payment-method tab instead (autopay-welcome.tsx; docs/decisions/053).
 */
export function AutopayTab({ user }: { user: UserView }) {
  return isLister(user) ? <ListerAutopay /> : <SeekerAutopay />;
}

/** A seeker: how to join a crashpad with AutoPay, and what happens to the seeker account (docs/product/specification/3-money-and-messaging.md §2.3). */
function SeekerAutopay() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" maw={720}>
      <Title order={2} fz="lg" mb="xs">
        {t('settings.autopayTitle')}
      </Title>
      <Text mb="sm">{t('settings.autopaySeeker')}</Text>
      {/* docs/product/specification/3-money-and-messaging.md §2.3: a link to messages, where the seeker asks a lister for an invitation */}
      <Button component={Link} to="/messages" variant="light" mb="md">
        {t('settings.autopayRequestInvitation')}
      </Button>
      <Title order={3} fz="md" mb={4}>
        {t('settings.autopayTenantSide')}
      </Title>
      <Text fz="sm" mb="xs">
        {t('settings.autopayTenantExplainer')}
      </Text>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('settings.autopaySeekerDeactivation')}
      </Text>
      <Anchor component={Link} to="/autopay" underline="always">
        {t('settings.autopayHow')}
      </Anchor>
    </Card>
  );
}

function ListerAutopay() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const scheduleOn = useFlag('payoutSchedule');
  const payout = usePayoutAccount(true);
  const [opening, setOpening] = useState<'onboarding' | 'dashboard' | null>(null);
  const guide = params.has('connect-account') || params.has('autopay-guide');

  // ?connect-account (back from onboarding, or after saving a card) leads to the first step.
  useEffect(() => {
    if (payout.isPending || !params.has('connect-account')) return;
    document.getElementById('connectStripeExpress')?.scrollIntoView({ block: 'center' });
  }, [payout.isPending, params]);

  const refresh = () => client.invalidateQueries({ queryKey: payoutAccountQuery.queryKey });
  const toggle = useMutation({
    mutationFn: setAutopay,
    onSuccess: async (answer) => {
      await refresh();
      void notify({ color: 'green', message: answer.message });
    },
    onError: (error) => void notifyError(error),
  });

  if (payout.isPending) return <Loading />;
  if (payout.error) return <Alert color="red">{errorMessage(payout.error)}</Alert>;
  const state = payout.data;
  const complete = state?.account?.onboarding_complete ?? false;
  const on = state?.automatic_payment === 1;
  // Where payouts go: a bank account or a debit card, named as it is.
  const payoutsTo = state?.account?.external_accounts.data[0];

  async function open(kind: 'onboarding' | 'dashboard') {
    setOpening(kind);
    // The dashboard opens in a new tab; the tab is opened now, while the click still counts as the user's.
    const tab = kind === 'dashboard' ? window.open('', '_blank') : null;
    try {
      const url = kind === 'onboarding' ? await onboardingLink() : await dashboardLink();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      tab?.close();
      void notifyError(error);
    } finally {
      setOpening(null);
    }
  }

  async function onSwitch(next: boolean) {
    if (!next) {
      const ok = await confirmDialog({
        title: t('settings.autopayOffTitle'),
        message: t('settings.autopayOffConfirm'),
        confirmLabel: t('settings.autopayTurnOff'),
        danger: true,
      });
      if (!ok) return;
    }
    toggle.mutate(next);
  }

  return (
    <Grid maw={1000}>
      <Grid.Col span={{ base: 12, md: complete ? 8 : 12 }}>
        <Card withBorder padding="lg">
          <Title order={2} fz="lg" mb="xs">
            {t('settings.autopaySettings')}
          </Title>
          <Switch
            label={t('settings.autopaySwitch')}
            checked={on}
            disabled={toggle.isPending}
            onChange={(event) => void onSwitch(event.currentTarget.checked)}
            mb="xs"
          />
          <Text fz="sm" c="dimmed" mb="md">
            {on ? t('settings.autopayOnText') : t('settings.autopayOff')}
          </Text>
          <Accordion defaultValue={guide || !complete ? 'connect' : null} variant="separated">
            <Accordion.Item value="connect" id="connectStripeExpress">
              <Accordion.Control>{t('settings.autopayStep1')}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs" align="flex-start">
                  <Text fz="sm">
                    {complete ? t('settings.autopayStep1Done') : t('settings.autopayStep1Text')}
                  </Text>
                  {!complete && (
                    <Button loading={opening === 'onboarding'} onClick={() => void open('onboarding')}>
                      {t('settings.completeOnboarding')}
                    </Button>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="crashpads">
              <Accordion.Control>{t('settings.autopayStep2')}</Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm" mb="xs">
                  {t('settings.autopayStep2Text')}
                </Text>
                <Anchor component={Link} to="/my-crashpads" underline="always">
                  {t('settings.autopayStep2Link')}
                </Anchor>
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="invite">
              <Accordion.Control>{t('settings.autopayStep3')}</Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm" mb="xs">
                  {t('settings.autopayStep3Text')}
                </Text>
                <Anchor component={Link} to="/my-crew" underline="always">
                  {t('settings.autopayStep3Link')}
                </Anchor>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          {scheduleOn && state && <PayoutSchedule configId={state.payout_config_id} onSaved={refresh} />}
        </Card>
      </Grid.Col>
      {complete && (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg" component="aside" aria-labelledby="payout-account-title">
            <Title order={2} fz="lg" mb="xs" id="payout-account-title">
              {t('settings.payoutAccount')}
            </Title>
            {payoutsTo && (
              <>
                <Text fz="sm" c="dimmed">
                  {payoutsTo.object === 'card' ? t('settings.debitCard') : t('settings.bankAccount')}
                </Text>
                <Text mb="sm">
                  {payoutsTo.bank_name ??
                    (payoutsTo.object === 'card' ? t('settings.debitCard') : t('settings.bankAccount'))}{' '}
                  •••• {payoutsTo.last4}
                </Text>
              </>
            )}
            <Button variant="light" loading={opening === 'dashboard'} onClick={() => void open('dashboard')}>
              {t('settings.viewStripeAccount')}
            </Button>
          </Card>
        </Grid.Col>
      )}
    </Grid>
  );
}

function PayoutSchedule({ configId, onSaved }: { configId: number; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: setPayoutConfig,
    onSuccess: async (answer) => {
      await onSaved();
      void notify({ color: 'green', message: answer.message });
    },
    onError: (error) => void notifyError(error),
  });
  return (
    <NativeSelect
      id="payoutSchedule"
      mt="md"
      maw={260}
      label={t('settings.payoutSchedule')}
      value={String(configId)}
      disabled={save.isPending}
      data={Object.entries(PAYOUT_SCHEDULES).map(([value, name]) => ({
        value,
        label: t(`settings.schedule.${name}`),
      }))}
      onChange={(event) => save.mutate(Number(event.currentTarget.value) as PayoutConfigId)}
    />
  );
}
