// /admin/analytics (docs/decisions/064-page-view-analytics.md; docs/product/specification/1-accounts-and-shell.md §1 "Page views are reported to an analytics
// service"): page views and visitors by day over 7, 30 or 90 days as a chart, the sign-up funnel, and the top
// pages, listings and referrers. Admins only (the route's guard; the API answers 403 to anyone else). The chart
// library loads with this page alone.
import './texts';
import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ANALYTICS_RANGES, type AnalyticsRange, type AnalyticsReport } from '@crashpad/shared/api/analytics';
import DayChart, { dayLabel } from '../../components/day-chart';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { analyticsReportQuery } from './api';

const SERVICES = { plausible: 'Plausible', ga4: 'Google Analytics 4' } as const;
const count = (n: number) => n.toLocaleString('en-US');
const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '—';

function rangeOf(value: string | null): AnalyticsRange {
  const n = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(n) ? (n as AnalyticsRange) : 30;
}

export default function AdminAnalyticsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('analytics.title') });
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const report = useQuery({ ...analyticsReportQuery(days), placeholderData: keepPreviousData });
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={1} mb={4}>
            {t('analytics.title')}
          </Title>
          <Text c="dimmed" maw={640}>
            {t('analytics.intro')}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('analytics.range')}
          value={String(days)}
          onChange={(value) => setParams({ days: value }, { replace: true })}
          data={ANALYTICS_RANGES.map((n) => ({
            value: String(n),
            label: t('analytics.rangeDays', { count: n }),
          }))}
        />
      </Group>
      {report.isError ? (
        <Alert color="red" title={t('analytics.loadFailed')}>
          {errorMessage(report.error)}
        </Alert>
      ) : !report.data ? (
        <Loading />
      ) : (
        <Report report={report.data} days={days} />
      )}
    </Container>
  );
}

function Report({ report, days }: { report: AnalyticsReport; days: number }) {
  const { t } = useTranslation();
  const { totals } = report;
  return (
    <Stack gap="xl">
      {report.forwarding.length > 0 && (
        <Text fz="sm">
          {t('analytics.forwarding', { services: report.forwarding.map((s) => SERVICES[s]).join(', ') })}
        </Text>
      )}
      <SimpleGrid cols={2}>
        <Figure label={t('analytics.views')} value={count(totals.views)} />
        <Figure label={t('analytics.visitors')} value={count(totals.visitors)} />
      </SimpleGrid>
      <DayChart
        data={report.days}
        label={t('analytics.chartLabel', { count: days })}
        series={[
          { name: 'views', label: t('analytics.views'), color: 'indigo.7' },
          { name: 'visitors', label: t('analytics.visitors'), color: 'teal.7' },
        ]}
      />
      <section aria-labelledby="analytics-funnel">
        <Title order={2} fz="h3" id="analytics-funnel" mb={4}>
          {t('analytics.funnel')}
        </Title>
        <Text c="dimmed" fz="sm" mb="sm">
          {t('analytics.funnelIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t('analytics.funnelVisitors')} value={count(totals.visitors)} />
          <Figure
            label={t('analytics.funnelSignup')}
            value={count(totals.signup_visitors)}
            note={t('analytics.ofPrevious', { percent: percent(totals.signup_visitors, totals.visitors) })}
          />
          <Figure
            label={t('analytics.funnelPaid')}
            value={count(totals.paid)}
            note={t('analytics.ofPrevious', { percent: percent(totals.paid, totals.signup_visitors) })}
          />
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Ranked
          title={t('analytics.topPages')}
          columns={[t('analytics.page'), t('analytics.views')]}
          rows={report.top_pages.map((p) => ({ key: p.path, cells: [p.path, count(p.views)] }))}
        />
        <Ranked
          title={t('analytics.referrers')}
          columns={[t('analytics.referrer'), t('analytics.views')]}
          rows={report.referrers.map((r) => ({ key: r.host, cells: [r.host, count(r.views)] }))}
        />
      </SimpleGrid>
      <Ranked
        title={t('analytics.topListings')}
        note={t('analytics.listingViewsHelp')}
        columns={[t('analytics.listing'), t('analytics.listingViews'), t('analytics.pageLoads')]}
        rows={report.top_listings.map((l) => ({
          key: String(l.listing_id),
          cells: [
            <Anchor component={Link} to={`/listing/${l.listing_id}`}>
              {l.title}
            </Anchor>,
            count(l.views),
            count(l.page_views),
          ],
        }))}
      />
      <details>
        <summary>{t('analytics.daysCaption')}</summary>
        <Table striped mt="sm" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analytics.day')}</Table.Th>
              <Table.Th scope="col">{t('analytics.views')}</Table.Th>
              <Table.Th scope="col">{t('analytics.visitors')}</Table.Th>
              <Table.Th scope="col">{t('analytics.funnelSignup')}</Table.Th>
              <Table.Th scope="col">{t('analytics.funnelPaid')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...report.days].reverse().map((d) => (
              <Table.Tr key={d.day}>
                <Table.Th scope="row" fw={400}>
                  {dayLabel(d.day)}
                </Table.Th>
                <Table.Td>{count(d.views)}</Table.Td>
                <Table.Td>{count(d.visitors)}</Table.Td>
                <Table.Td>{count(d.signup_visitors)}</Table.Td>
                <Table.Td>{count(d.paid)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Stack>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder padding="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {note && (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

type RankedProps = {
  title: string;
  note?: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
};

function Ranked({ title, note, columns, rows }: RankedProps) {
  const { t } = useTranslation();
  return (
    <section>
      <Title order={2} fz="h3" mb="xs">
        {title}
      </Title>
      {note && (
        <Text c="dimmed" fz="xs" mb="xs">
          {note}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('analytics.none')}</Text>
      ) : (
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c, i) => (
                <Table.Th key={c} scope="col" ta={i === 0 ? undefined : 'right'}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <Table.Td
                    key={i}
                    ta={i === 0 ? undefined : 'right'}
                    style={i === 0 ? { wordBreak: 'break-all' } : undefined}
                  >
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
