// /lister/payments, the revenue history (docs/product/specification/2-listings-and-tenants.md §2.5, §3 "Revenue row"): a row per month with revenue and
// occupancy, a link back to My Crew, the empty state until a billing cycle has passed, a red alert with the
// server's message when the history cannot be loaded, and the tenants' CSV to download. Listers only (router).
import './texts';
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RevenueHistoryRow } from '@crashpad/shared/api/rentals';
import { Loading } from '../../components/loading';
import { MonthFiguresTable } from '../../components/month-figures-table';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { saveFile } from '../../lib/save-file';
import { useSession } from '../../lib/session';
import { revenueHistoryQuery, tenantsCsv } from './api';

export default function RevenueHistoryPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('rentals.revenue.title') });
  // The route's guard lets listers only.
  const listerId = useSession()?.user.id ?? 0;
  const history = useQuery(revenueHistoryQuery(listerId));
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await tenantsCsv();
      saveFile(blob, filename ?? 'crashpad-tenants.csv');
    } catch (err) {
      void notifyError(err);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to="/my-crew" fz="sm">
        <span aria-hidden>← </span>
        {t('rentals.revenue.backToCrew')}
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="xs" mb="lg" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('rentals.revenue.title')}
          </Title>
          <Text c="dimmed">{t('rentals.revenue.intro')}</Text>
        </div>
        <Button
          variant="light"
          onClick={() => void download()}
          loading={downloading}
          title={t('rentals.revenue.downloadHint')}
        >
          {t('rentals.revenue.download')}
        </Button>
      </Group>
      {history.isError ? (
        <Alert color="red" title={t('rentals.revenue.loadFailed')}>
          {errorMessage(history.error)}
        </Alert>
      ) : !history.data ? (
        <Loading />
      ) : history.data.data.length === 0 ? (
        <Card withBorder padding="xl" ta="center">
          <Title order={2} fz="lg" mb="xs">
            {t('rentals.revenue.emptyTitle')}
          </Title>
          <Text>{t('rentals.revenue.empty')}</Text>
        </Card>
      ) : (
        <>
          <RevenueTable rows={history.data.data} />
          <Text fz="sm" c="dimmed" mt="sm">
            {t('rentals.revenue.howCounted')}
          </Text>
        </>
      )}
    </Container>
  );
}

function RevenueTable({ rows }: { rows: RevenueHistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <MonthFiguresTable
      verticalSpacing="sm"
      caption={t('rentals.revenue.caption')}
      labels={{
        month: t('rentals.revenue.month'),
        revenue: t('rentals.revenue.revenue'),
        fees: t('rentals.revenue.fees'),
        net: t('rentals.revenue.net'),
        occupancy: t('rentals.revenue.occupancy'),
      }}
      // Newest first: the first row is this month, counted up to today (docs/product/tenants.md#occupancy).
      rows={rows.map((r, i) => ({
        key: String(r.id),
        month: i === 0 ? t('rentals.revenue.soFar', { month: r.months }) : r.months,
        revenue: r.amounts,
        fees: r.fees,
        net: r.net,
        occupancy: r.percentage,
      }))}
    />
  );
}
