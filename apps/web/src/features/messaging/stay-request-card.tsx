// A message that is a stay request ("Book Your Stay", docs/decisions/065-book-your-stay.md): its nights, guests, the
// nightly rate shown and the note, and for the lister an Invite that opens the invite modal with the member and the
// stay's dates as move-in and move-out.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StayRequestView } from '@crashpad/shared/api/stay-requests';
import { formatDollars } from '@crashpad/shared/format/money';
import { calendarDay } from '@crashpad/shared/rules/calendar';

export function StayRequestCard({
  stay,
  onInvite,
}: {
  stay: StayRequestView;
  /** the lister's invite, absent for the member who asked */
  onInvite?: () => void;
}) {
  const { t } = useTranslation();
  const rate =
    stay.rate_to !== null && stay.rate_to > stay.rate_from
      ? `${formatDollars(stay.rate_from)} – ${formatDollars(stay.rate_to)}`
      : formatDollars(stay.rate_from);
  return (
    <Stack gap={4} data-testid="stay-request">
      <Text fz="sm" fw={700}>
        {t('messaging.stay.title')}
      </Text>
      <Text fz="sm">
        {calendarDay(stay.check_in)} – {calendarDay(stay.check_out)}
      </Text>
      <Text fz="sm">
        {t('messaging.stay.nights', { count: stay.nights })} ·{' '}
        {t('messaging.stay.guests', { count: stay.guests })}
      </Text>
      <Text fz="sm" c="dimmed">
        {t('messaging.stay.rate', { rate })}
      </Text>
      {stay.note && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {stay.note}
        </Text>
      )}
      {onInvite && (
        <Button size="xs" mt={4} onClick={onInvite} style={{ alignSelf: 'flex-start' }}>
          {t('messaging.stay.invite')}
        </Button>
      )}
    </Stack>
  );
}
