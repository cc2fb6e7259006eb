// One invitation or rental on My CrashPad Rentals (docs/product/specification/2-listings-and-tenants.md §2.6, §3): the crashpad, room and bed, dates and
// terms, the CP owner, and the actions its status allows (given by the page).
import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { AUTO_PAY } from '@crashpad/shared/rules/rentals';
import { rentalFacts } from './rental-format';
import classes from './rentals.module.css';

// Dark shades (and dark text on yellow) keep the badges' text readable (WCAG AA contrast).
export const STATUS_BADGES: Record<RentalView['status'], { color: string; c?: string }> = {
  pending: { color: 'yellow.5', c: 'dark.9' },
  accepted: { color: 'teal.9' },
  ended: { color: 'gray.8' },
  // docs/product/specification/2-listings-and-tenants.md §4.5: complete is shown as Ended (docs/decisions/056)
  complete: { color: 'gray.8' },
  deleted: { color: 'red.9' },
};

export function RentalCard({
  rental,
  notice,
  actions,
}: {
  rental: RentalView;
  /** a line under the terms: AutoPay asked for, a check-out awaiting confirmation */
  notice?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={rental.location}>
      <div className={classes.card}>
        <Image
          className={classes.photo}
          src={rental.thumbnail ? thumbnailOf(rental.thumbnail) : null}
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
          alt={t('rentals.photoAlt', { title: rental.location })}
          radius="md"
          fit="cover"
          bg="gray.1"
        />
        <Stack gap="xs" className={classes.body}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div>
              <Anchor component={Link} to={`/listing/${rental.listing_id}`} fw={700} fz="lg" lh={1.3}>
                {rental.location}
              </Anchor>
              <Text fz="sm" c="dimmed">
                {t('rentals.roomAndBed', { room: rental.room_name, bed: rental.bed_name })} ·{' '}
                {t('rentals.ref', { ref: rental.booking_ref })}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {/* requested (2) is not on yet: the AutoPay fact and notice say so */}
              {rental.auto_pay !== AUTO_PAY.off && rental.auto_pay !== AUTO_PAY.requested && (
                <Badge color="blue.9">{t('rentals.autoPay')}</Badge>
              )}
              <Badge {...STATUS_BADGES[rental.status]}>{t(`rentals.status.${rental.status}`)}</Badge>
            </Group>
          </Group>
          <dl className={classes.facts}>
            {rentalFacts(t, rental).map(([label, value]) => (
              <div key={label}>
                <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text component="dd" fz="sm" fw={500}>
                  {value}
                </Text>
              </div>
            ))}
          </dl>
          {notice}
          {actions && (
            <Group gap="xs" mt={4} className={classes.actions}>
              {actions}
            </Group>
          )}
        </Stack>
      </div>
    </Card>
  );
}
