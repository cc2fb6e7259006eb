// "View reports" on a /my-crashpads row (docs/product/specification/2-listings-and-tenants.md §2.2; docs/decisions/022): the crashpad's revenue and occupancy
// for the last 12 months as a chart and the same figures as a table, and its views by day over the last 30 days
// (docs/decisions/064-page-view-analytics.md), whose chart loads when the modal opens.
import { Suspense, lazy } from 'react';
import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ListingReportAnswer } from '@crashpad/shared/api/rentals';
import { formatDollars as dollars } from '@crashpad/shared/format/money';
import { Loading } from '../../components/loading';
import { MonthFiguresTable } from '../../components/month-figures-table';
import { errorMessage } from '../../lib/api-client';
import texts from './report-texts.json';
import { listingReportQuery, listingViewsQuery } from './api';
import { ReportChart, monthLabel } from './report-chart';

i18next.addResourceBundle('en', 'translation', texts, true, false);

// The chart library (@mantine/charts) loads with the first report opened, never with My Crashpads itself.
const DayChart = lazy(() => import('../../components/day-chart'));

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
      <Stack gap="xl">
        <ReportBody listing={listing} />
        <ViewsByDay listing={listing} />
      </Stack>
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

/** The listing's views of the last 30 days, as counted for its `views` (the lister's own visits never count). */
function ViewsByDay({ listing }: { listing: Props['listing'] }) {
  const { t } = useTranslation();
  const views = useQuery(listingViewsQuery(listing.id));
  return (
    <section aria-labelledby={`views-${listing.id}`}>
      <Title order={3} fz="h4" id={`views-${listing.id}`} mb={4}>
        {t('listings.reports.views')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('listings.reports.viewsIntro')}
      </Text>
      {views.isError ? (
        <Alert color="red" title={t('listings.reports.viewsLoadFailed')}>
          {errorMessage(views.error)}
        </Alert>
      ) : !views.data ? (
        <Loading />
      ) : (
        <>
          <Text fw={600} mb="xs">
            {t('listings.reports.viewsSummary', {
              last30: views.data.data.reduce((sum, d) => sum + d.views, 0).toLocaleString('en-US'),
              total: views.data.total.toLocaleString('en-US'),
            })}
          </Text>
          <Suspense fallback={<Loading />}>
            <DayChart
              height={200}
              data={views.data.data}
              label={t('listings.reports.viewsChart', { title: listing.title })}
              series={[{ name: 'views', label: t('listings.reports.viewsSeries'), color: 'indigo.7' }]}
            />
          </Suspense>
        </>
      )}
    </section>
  );
}
