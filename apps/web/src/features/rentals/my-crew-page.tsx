// /my-crew, the lister's tenants (docs/product/specification/2-listings-and-tenants.md §2.4): the summary, the AutoPay help card, the filters (keyword
// debounced 1000 ms, status, location), the Active & Pending and History tabs, Add Tenant, selecting tenants to
// message them, and each tenant's menu with its modals. ?location=<id> opens it filtered to one crashpad and
// ?invite=<id> opens the invite modal on that crashpad (the My Crashpads row menu links here).
import './texts';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { crewListingsQuery, crewQuery, type CrewFilters } from './api';
import { AutopayHelp } from './autopay/autopay-help';
import { AutopayRequestModal } from './autopay/autopay-request-modal';
import BulkMessageModal from './bulk-message-modal';
import { CheckoutModal } from './checkout-modal';
import { CrewSummary } from './crew-summary';
import { canTakeTenants, InviteModal } from './invite-modal';
import { LateFeeModal } from './late-fee-modal';
import { ManualPaymentModal } from './manual-payment-modal';
import { PaymentHistoryModal } from './payment-history-modal';
import { PaymentRequestModal } from './payment-request-modal';
import { ActivityModal, NotesModal, RequirementsModal } from './tenant-modals';
import { TenantItem } from './tenant-item';
import { useCrewActions } from './use-crew-actions';

/** docs/product/specification/2-listings-and-tenants.md §9: the keyword filter waits this long after the last key. */
export const KEYWORD_DEBOUNCE_MS = 1000;

export default function MyCrewPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('crew.title') });
  const [params, setParams] = useSearchParams();
  const location = Number(params.get('location')) || 0;
  const [tab, setTab] = useState<'active' | 'history'>('active');
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword] = useDebouncedValue(keywordInput.trim(), KEYWORD_DEBOUNCE_MS);
  const [status, setStatus] = useState<'' | 'pending' | 'accepted'>('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  /** the tenants the bulk message modal opens with; null while it is closed */
  const [messageTo, setMessageTo] = useState<number[] | null>(null);
  const filters: CrewFilters = { keyword, status: tab === 'history' ? 'history' : status, location };
  const crew = useQuery({ ...crewQuery(filters), placeholderData: keepPreviousData });
  const listings = useQuery(crewListingsQuery);
  const { dialogs, open, close, act, refresh } = useCrewActions();

  const all = listings.data?.listings ?? [];
  /** Add Tenant: the invite modal, or the requirements dialog when no crashpad can take a tenant yet. */
  const addTenant = (listingId?: number) => {
    const target = listingId ? all.find((l) => l.id === listingId) : undefined;
    if (target ? !canTakeTenants(target) : !all.some(canTakeTenants))
      open({ requirements: target?.id ?? all[0]?.id ?? null });
    else open({ invite: { listingId: target?.id ?? (location || undefined) } });
  };

  // ?invite=<id> from My Crashpads: once the crashpads are known, open the invite for that one, once.
  const inviteParam = Number(params.get('invite')) || 0;
  const ready = listings.isSuccess;
  const inviteFromLink = useEffectEvent((listingId: number) => {
    addTenant(listingId);
    setParams(
      (p) => {
        p.delete('invite');
        return p;
      },
      { replace: true },
    );
  });
  useEffect(() => {
    if (inviteParam && ready) inviteFromLink(inviteParam);
  }, [inviteParam, ready]);

  const setLocation = (value: string) =>
    setParams(
      (p) => {
        if (value === '0') p.delete('location');
        else p.set('location', value);
        return p;
      },
      { replace: true },
    );

  const rows = crew.data?.data ?? [];
  const select = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const filtered = keyword !== '' || (tab === 'active' && status !== '') || location !== 0;

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('crew.title')}
          </Title>
          <Text c="dimmed">{t('crew.intro')}</Text>
        </div>
        <Button onClick={() => addTenant()} disabled={!ready}>
          {t('crew.add')}
        </Button>
      </Group>

      <Stack gap="md">
        <CrewSummary />
        <AutopayHelp />

        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('crew.filters.keyword')}
            placeholder={t('crew.filters.keywordHint')}
            value={keywordInput}
            onChange={(e) => setKeywordInput(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          {tab === 'active' && (
            <NativeSelect
              label={t('crew.filters.status')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
              data={[
                { value: '', label: t('crew.filters.allStatuses') },
                { value: 'accepted', label: t('rentals.status.accepted') },
                { value: 'pending', label: t('rentals.status.pending') },
              ]}
              style={{ flex: '1 1 150px' }}
            />
          )}
          <NativeSelect
            label={t('crew.filters.location')}
            value={String(location)}
            onChange={(e) => setLocation(e.currentTarget.value)}
            data={[
              { value: '0', label: t('crew.filters.allLocations') },
              ...all.map((l) => ({ value: String(l.id), label: l.title })),
            ]}
            style={{ flex: '1 1 200px' }}
          />
        </Group>

        <Tabs
          value={tab}
          onChange={(v) => setTab(v === 'history' ? 'history' : 'active')}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="active">{t('crew.tabs.active')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('crew.tabs.history')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>

        {tab === 'active' && selected.size > 0 && (
          <Group justify="space-between" wrap="wrap">
            <Text fz="sm">{t('crew.selected', { count: selected.size })}</Text>
            <Group gap="xs">
              <Button variant="default" size="compact-md" onClick={() => setSelected(new Set())}>
                {t('crew.clearSelection')}
              </Button>
              <Button size="compact-md" onClick={() => setMessageTo([...selected])}>
                {t('crew.sendMessage')}
              </Button>
            </Group>
          </Group>
        )}

        {crew.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(crew.error)}
          </Alert>
        ) : !crew.data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <Card withBorder padding="xl" ta="center">
            <Text mb="md">
              {filtered
                ? t('crew.emptyFiltered')
                : tab === 'history'
                  ? t('crew.emptyHistory')
                  : t('crew.empty')}
            </Text>
            {!filtered && tab === 'active' && (
              <Button mx="auto" w="fit-content" onClick={() => addTenant()} disabled={!ready}>
                {t('crew.add')}
              </Button>
            )}
          </Card>
        ) : (
          <>
            <Text fz="sm" c="dimmed" role="status">
              {crew.data.total > rows.length
                ? t('crew.countCapped', { shown: rows.length, total: crew.data.total })
                : t('crew.count', { count: crew.data.total })}
            </Text>
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('crew.listLabel')}
            >
              {rows.map((rental) => (
                <TenantItem
                  key={rental.id}
                  rental={rental}
                  selected={selected.has(rental.id)}
                  onSelect={(on) => select(rental.id, on)}
                  onAction={(action) => act(rental, action)}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>

      <InviteModal
        target={dialogs.invite}
        onClose={close}
        onRequirements={(listingId) => open({ requirements: listingId })}
      />
      <BulkMessageModal
        opened={messageTo !== null}
        preselected={messageTo ?? undefined}
        onClose={() => setMessageTo(null)}
      />
      <RequirementsModal listingId={dialogs.requirements} onClose={close} />
      <ActivityModal rental={dialogs.activity} onClose={close} />
      <NotesModal rental={dialogs.notes} onClose={close} />
      <AutopayRequestModal rental={dialogs.autopay} onClose={close} />
      <PaymentHistoryModal rental={dialogs.payments} onClose={close} />
      <ManualPaymentModal rental={dialogs.manualPayment} onClose={close} />
      <PaymentRequestModal rental={dialogs.paymentRequest} onClose={close} />
      <LateFeeModal rental={dialogs.lateFee} onClose={close} />
      <CheckoutModal
        rental={dialogs.checkout}
        mode="checkout"
        onClose={close}
        onSaved={() => {
          close();
          void refresh();
        }}
      />
    </Container>
  );
}
