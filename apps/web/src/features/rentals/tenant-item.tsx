// One tenant on My Crew (docs/product/specification/2-listings-and-tenants.md §2.4, §4.5): the name as first initial and last name, the status badge, the
// crashpad, room and bed, rent and dates, a requested check-out awaiting confirmation, and the menu of actions
// the status allows.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Checkbox, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { autopayState, type AutopayState } from '@crashpad/shared/api/rental-autopay';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { dollarsToCents, formatCents, formatDollars } from '@crashpad/shared/format/money';
import { tenantShortName } from '@crashpad/shared/rules/rentals';
import { formatDay } from '../../lib/dates';
import { useSite } from '../../lib/site';
import { STATUS_BADGES } from './rental-card';
import { moment } from './rental-format';

export type TenantAction =
  | 'edit'
  | 'resend'
  | 'activity'
  | 'cancel'
  | 'notes'
  | 'checkout'
  | 'confirmCheckout'
  | 'remove'
  | AutopayAction
  | PaymentAction;

/** AutoPay on a current tenant (docs/decisions/026-autopay-on-rentals.md): ask, withdraw the ask, turn it off. */
type AutopayAction = 'autopayRequest' | 'autopayWithdraw' | 'autopayDisable';
const AUTOPAY_ACTIONS: Record<AutopayState, AutopayAction> = {
  off: 'autopayRequest',
  requested: 'autopayWithdraw',
  on: 'autopayDisable',
  disableRequested: 'autopayDisable',
};

/**
 * docs/product/specification/2-listings-and-tenants.md §4.5 "Accepted: … payments, manual payment, payment request" (docs/decisions/027), and a late fee, which
 * the tenant pays as a payment request (docs/decisions/056-payment-types-services-and-late-fees.md).
 */
export const PAYMENT_ACTIONS = ['payments', 'manualPayment', 'paymentRequest', 'lateFee'] as const;
/** the actions that send the tenant a payment request, shown only with that feature (docs/product/specification/3-money-and-messaging.md §6) */
const REQUEST_ACTIONS = new Set<TenantAction>(['paymentRequest', 'lateFee']);
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** docs/product/specification/2-listings-and-tenants.md §4.5: what each status allows; deleted and ended rentals show their activity only. */
export function actionsFor(rental: RentalView): TenantAction[] {
  if (rental.status === 'pending') return ['edit', 'resend', 'activity', 'cancel'];
  if (rental.status === 'accepted')
    return [
      'edit',
      'notes',
      'activity',
      ...PAYMENT_ACTIONS,
      'checkout',
      ...(rental.checkout_requested_date ? (['confirmCheckout'] as const) : []),
      AUTOPAY_ACTIONS[autopayState(rental.auto_pay)],
      'remove',
    ];
  return ['activity'];
}

const DANGER = new Set<TenantAction>(['cancel', 'remove']);
const AUTOPAY_ACTION_SET = new Set<TenantAction>(Object.values(AUTOPAY_ACTIONS));

type Props = {
  rental: RentalView;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: TenantAction) => void;
};

export function TenantItem({ rental: r, selected, onSelect, onAction }: Props) {
  const { t } = useTranslation();
  const name = tenantShortName(r.first_name, r.last_name) || r.email;
  const badge = STATUS_BADGES[r.status];
  const autopay = autopayState(r.auto_pay);
  // AutoPay's calls exist only with the autopay feature flag (docs/decisions/026-autopay-on-rentals.md), payment
  // requests only with theirs (docs/product/specification/3-money-and-messaging.md §6).
  const { flags } = useSite();
  const menu = actionsFor(r).filter(
    (action) =>
      (flags.autopay || !AUTOPAY_ACTION_SET.has(action)) &&
      (!REQUEST_ACTIONS.has(action) || flags.paymentRequests),
  );
  // An invitation whose link has expired still holds its bed until the lister resends or cancels it.
  const [shownAt] = useState(Date.now);
  const expired = r.invite_expires_at !== null && Date.parse(r.invite_expires_at) < shownAt;
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {r.status === 'accepted' ? (
          <Checkbox
            mt={4}
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            aria-label={t('crew.select', { name })}
          />
        ) : (
          <span style={{ width: 20, flex: 'none' }} />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={700}>{name}</Text>
            <Badge color={badge.color} c={badge.c}>
              {t(`rentals.status.${r.status}`)}
            </Badge>
            {autopay !== 'off' && (
              <Badge color="blue.9" variant="outline">
                {t(`crew.autopayBadge.${r.status === 'pending' ? 'invite' : autopay}`)}
              </Badge>
            )}
            {r.payment_failed && r.status === 'accepted' && (
              <Badge color="red.9">{t('declined.badge')}</Badge>
            )}
            <Text fz="xs" c="dimmed">
              {t('rentals.ref', { ref: r.booking_ref })}
            </Text>
          </Group>
          <Text fz="sm">
            {r.location} · {t('rentals.roomAndBed', { room: r.room_name, bed: r.bed_name })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('rentals.perMonth', { amount: formatDollars(r.rental_amount) })} ·{' '}
            {t('crew.from', { when: moment(t, r.start_date, r.start_time) })} ·{' '}
            {r.checkout_date
              ? t('crew.until', { when: moment(t, r.checkout_date, r.checkout_time) })
              : t('rentals.recurring')}
            {r.job_position && ` · ${r.job_position}`}
          </Text>
          {r.payment_failed && r.status === 'accepted' && (
            // A declined AutoPay charge, with the card's reason (docs/decisions/043-money-and-rental-states.md).
            <Text fz="sm" fw={700} c="red.9" mt={4}>
              {t('declined.crewLine', {
                amount: formatCents(dollarsToCents(r.payment_failed.amount)),
                what: r.payment_failed.description,
                date: formatDay(r.payment_failed.failed_at),
                reason: r.payment_failed.reason,
              })}
            </Text>
          )}
          {expired && (
            <Text fz="sm" fw={700} mt={4}>
              {t('crew.expired')}
            </Text>
          )}
          {flags.autopay && r.status === 'accepted' && autopay === 'disableRequested' && (
            <Group gap="xs" mt={4}>
              <Text fz="sm" fw={700}>
                {t('crew.autopayDisableAsked')}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => onAction('autopayDisable')}>
                {t('crew.actions.autopayDisable')}
              </Button>
            </Group>
          )}
          {r.status === 'accepted' && r.checkout_requested_date && (
            <Group gap="xs" mt={4}>
              <Text fz="sm" fw={700}>
                {t('crew.requested', {
                  when: moment(t, r.checkout_requested_date, r.checkout_requested_time),
                })}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => onAction('confirmCheckout')}>
                {t('crew.actions.confirmCheckout')}
              </Button>
            </Group>
          )}
        </div>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={t('crew.actionsFor', { name })}>
              ⋯
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.map((action) => (
              <Menu.Item
                key={action}
                color={DANGER.has(action) ? 'red.9' : undefined}
                onClick={() => onAction(action)}
              >
                {t(`crew.actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
