// "View reports" on a /my-crashpads row (docs/product/specification/2-listings-and-tenants.md §2.2; docs/decisions/022): the crashpad's revenue and occupancy
// for the last 12 months as a chart and the same figures as a table.
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ListingReportAnswer } from '@crashpad/shared/api/rentals';
import { formatDollars as dollars } from '@crashpad/shared/format/money';
import { Loading } from '../../components/loading';
import { MonthFiguresTable } from '../../components/month-figures-table';
import { errorMessage } from '../../lib/api-client';
import texts from './report-texts.json';
import { listingReportQuery } from './api';
import { ReportChart, monthLabel } from './report-chart';

i18next.addResourceBundle('en', 'translation', texts, true, false);

type Props = { listing: { id: number; title: string }; opened: boolean; onClose: () => void };

export function ReportsModal({ listing, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('listings.reports.title', { title: listing.title })}
      size="xl"
    >
      <ReportBody listing={listing} />
    </Modal>
  );
}

/** Mounted only while the modal is open, so the report is asked for when the lister opens it. */
function ReportBody({ listing }: { listing: Props['listing'] }) {
  const { t } = useTranslation();
  const report = useQuery(listingReportQuery(listing.id));
  if (report.isError)
    return (
      <Alert color="red" title={t('listings.reports.loadFailed')}>
        {errorMessage(report.error)}
      </Alert>
    );
  if (!report.data) return <Loading />;
  return <Report title={listing.title} report={report.data} />;
}

function Report({ title, report }: { title: string; report: ListingReportAnswer }) {
  const { t } = useTranslation();
  const rows = report.data;
  const revenues = rows.map((r) => r.revenue);
  const occupancies = rows.map((r) => r.occupancy);
  const total = revenues.reduce((sum, v) => sum + v, 0);
  const average = rows.length ? Math.round(occupancies.reduce((sum, v) => sum + v, 0) / rows.length) : 0;
  const first = rows[0]?.month;
  const last = rows[rows.length - 1]?.month;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('listings.reports.intro')}
      </Text>
      <Text fw={600}>{t('listings.reports.summary', { revenue: dollars(total), occupancy: average })}</Text>
      <ReportChart
        rows={rows}
        title={t('listings.reports.chartTitle', {
          title,
          from: first ? monthLabel(first, 'long') : '',
          to: last ? monthLabel(last, 'long') : '',
        })}
        description={t('listings.reports.chartDescription', {
          minRevenue: dollars(Math.min(...revenues)),
          maxRevenue: dollars(Math.max(...revenues)),
          minOccupancy: Math.min(...occupancies),
          maxOccupancy: Math.max(...occupancies),
        })}
        labels={{ revenue: t('listings.reports.revenue'), occupancy: t('listings.reports.occupancy') }}
      />
      <MonthFiguresTable
        verticalSpacing={6}
        fz="sm"
        caption={t('listings.reports.caption')}
        labels={{
          month: t('listings.reports.month'),
          revenue: t('listings.reports.revenue'),
          fees: t('listings.reports.fees'),
          net: t('listings.reports.net'),
          occupancy: t('listings.reports.occupancy'),
        }}
        rows={rows.map((r, i) => ({
          key: r.month,
          // Oldest first: the last row is this month, counted up to today (docs/product/tenants.md#occupancy).
          month:
            i === rows.length - 1
              ? t('listings.reports.soFar', { month: monthLabel(r.month) })
              : monthLabel(r.month),
          revenue: r.revenue,
          fees: r.fees,
          net: r.net,
          occupancy: r.occupancy,
        }))}
      />
      <Text fz="xs" c="dimmed">
        {t('listings.reports.howCounted', { count: report.beds })}
      </Text>
    </Stack>
  );
}
