// My Crew's summary (docs/product/specification/2-listings-and-tenants.md §2.4): revenue this month and last month (successful payments, net of refunds —
// docs/product/tenants.md#revenue — with the fees kept and what the lister keeps,
// docs/decisions/051-fees-that-cover-the-card-provider.md), tenants in a bed now, occupancy now, and the revenue history link.
import { Anchor, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDollars } from '@crashpad/shared/format/money';
import { monthlyReportQuery } from './api';

export function CrewSummary() {
  const { t } = useTranslation();
  const report = useQuery(monthlyReportQuery);
  const r = report.data;
  // "Occupied now" is today's beds; the revenue history's is a month's average (docs/product/tenants.md#occupancy).
  // Each month's revenue with the fees kept from card payments and what the lister keeps (decision 051).
  const kept = (m: { fees: number; net: number }) =>
    t('crew.summary.kept', { fees: formatDollars(m.fees), net: formatDollars(m.net) });
  const figures: [string, string | undefined, string?][] = [
    [t('crew.summary.thisMonth'), r && formatDollars(r.thismonth.total_amount), r && kept(r.thismonth)],
    [t('crew.summary.lastMonth'), r && formatDollars(r.lastmonth.total_amount), r && kept(r.lastmonth)],
    [t('crew.summary.tenants'), r && String(r.total_tenants)],
    [t('crew.summary.occupancy'), r && `${r.occupancy}%`, t('crew.summary.occupancyHint')],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('crew.summary.label')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {figures.map(([label, value, hint]) => (
          <div key={label}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            {value === undefined ? (
              <Skeleton h={28} mt={4} w={80} />
            ) : (
              <Text fz={24} fw={700}>
                {value}
              </Text>
            )}
            {hint && (
              <Text fz="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to="/lister/payments" fz="sm" mt="sm" w="fit-content">
        {t('crew.summary.history')}
      </Anchor>
    </Card>
  );
}
