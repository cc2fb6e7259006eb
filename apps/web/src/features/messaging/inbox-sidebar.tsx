// The inbox's sidebar (docs/product/specification/3-money-and-messaging.md §1): the platform's figures from GET /api/metrics (lib/metrics.ts, the home page's
// source), shown "80,000+" style, a trusted-partner line, and the banner of plan terms: the sentences that apply
// to the signed-in member, or all three when none does (docs/decisions/032-messaging-pages.md).
import { Alert, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { useMetrics } from '../../lib/metrics';
import { isLister } from '../../lib/session';

/** docs/product/specification/3-money-and-messaging.md §1 "shown as 80,000+": rounded down to two significant digits, with a plus when it was rounded. */
export function roundedFigure(n: number): string {
  if (n < 100) return n.toLocaleString('en-US');
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  const down = Math.floor(n / step) * step;
  return `${down.toLocaleString('en-US')}+`;
}

type TermKey = 'lister' | 'seeker' | 'tenant';

/** The plan-term sentences for this member: a lister's, a seeker's, a tenant's; all three for anyone else. */
export function termsFor(user: UserView | null | undefined, tenant: boolean): TermKey[] {
  const keys: TermKey[] = [];
  if (isLister(user)) keys.push('lister');
  if (user?.user_plan === 'seeker') keys.push('seeker');
  if (tenant) keys.push('tenant');
  return keys.length > 0 ? keys : ['lister', 'seeker', 'tenant'];
}

export function InboxSidebar({ user, tenant }: { user: UserView | null; tenant: boolean }) {
  const { t } = useTranslation();
  const metrics = useMetrics();
  const figures = metrics
    ? [
        // docs/product/specification/3-money-and-messaging.md §1's figures: crew members, listings, cities, connections, views per month
        { value: metrics.users, label: t('messaging.sidebar.users') },
        { value: metrics.listings, label: t('messaging.sidebar.listings') },
        { value: metrics.cities, label: t('messaging.sidebar.cities') },
        { value: metrics.connections, label: t('messaging.sidebar.connections') },
        { value: metrics.monthly_views, label: t('messaging.sidebar.views') },
      ]
    : [];
  const terms = termsFor(user, tenant);
  return (
    <Stack gap="md" component="aside" aria-label={t('messaging.sidebar.title')}>
      <Alert color="blue" variant="light" title={t('messaging.terms.title')}>
        {terms.length === 1 ? (
          <Text fz="sm">{t(`messaging.terms.${terms[0]}`)}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {terms.map((k) => (
              <List.Item key={k}>{t(`messaging.terms.${k}`)}</List.Item>
            ))}
          </List>
        )}
      </Alert>
      {/* Always there: a figure still at 0 says so rather than vanish (docs/decisions/032-messaging-pages.md). */}
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="md" mb="sm">
          {t('messaging.sidebar.title')}
        </Title>
        {figures.length > 0 && (
          <SimpleGrid cols={2} spacing="sm" mb="md">
            {figures.map((f) => (
              <div key={f.label}>
                <Text fz={(f.value ?? 0) > 0 ? 'xl' : 'md'} fw={800} c="blue.9" lh={1.2}>
                  {(f.value ?? 0) > 0 ? roundedFigure(f.value) : t('messaging.sidebar.noneYet')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {f.label}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        <Text fz="xs" c="dimmed">
          {t('messaging.sidebar.partner')}
        </Text>
      </Card>
    </Stack>
  );
}
