// The bulk message modal (docs/product/specification/2-listings-and-tenants.md §2.2, §3 "Bulk message tenant", §5 "Bulk message", §8): the lister picks
// current tenants — all, those with AutoPay or those without (the two filters exclude each other), or one by
// one — and writes a message each of them gets by e-mail. Send stays disabled until there is text and a tenant.
import './texts';
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BulkTenant } from '@crashpad/shared/api/rentals';
import { AUTO_PAY, BULK_MESSAGE_LIMITS, canSendBulkMessage } from '@crashpad/shared/rules/rentals';
import { Loading } from '../../components/loading';
import { notify, notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { bulkTenantsQuery, sendTenantMessage } from './api';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** only the tenants of this listing; every listing of the lister's when absent */
  listingId?: number;
  /** the rentals checked when it opens; every tenant listed when absent */
  preselected?: number[];
};

export default function BulkMessageModal({ opened, onClose, listingId, preselected }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('rentals.bulk.title')} size="lg">
      {opened && <BulkMessageForm listingId={listingId} preselected={preselected} onClose={onClose} />}
    </Modal>
  );
}

function BulkMessageForm({ listingId, preselected, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const listerId = useSession()?.user.id ?? 0;
  const query = useQuery(bulkTenantsQuery(listerId));

  if (query.isError)
    return (
      <Alert color="red" title={t('rentals.bulk.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
          {t('rentals.bulk.retry')}
        </Button>
      </Alert>
    );
  if (!query.data) return <Loading />;
  const tenants =
    listingId === undefined ? query.data.data : query.data.data.filter((r) => r.listing_id === listingId);
  if (tenants.length === 0)
    return (
      <Text>
        <Trans
          i18nKey="rentals.bulk.empty"
          components={{ crew: <Anchor component={Link} to="/my-crew" onClick={onClose} /> }}
        />
      </Text>
    );
  return <Composer tenants={tenants} initial={preselected ?? tenants.map((r) => r.id)} onClose={onClose} />;
}

const sameSet = (a: Set<number>, b: number[]) => a.size === b.length && b.every((id) => a.has(id));

function Composer({
  tenants,
  initial,
  onClose,
}: {
  tenants: BulkTenant[];
  initial: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(() => new Set(initial));
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);

  const all = tenants.map((r) => r.id);
  // Only the tenants listed count: a preselected id of another crashpad, or a tenant who left while the list
  // was read again, is not chosen.
  const selected = new Set(all.filter((id) => chosen.has(id)));
  const withAutoPay = tenants.filter((r) => r.auto_pay === AUTO_PAY.on).map((r) => r.id);
  const withoutAutoPay = tenants.filter((r) => r.auto_pay !== AUTO_PAY.on).map((r) => r.id);
  // A filter is on while the selection is exactly its tenants, so the two can never be on together.
  const filterOn = (ids: number[]) => ids.length > 0 && sameSet(selected, ids);
  const choose = (ids: number[]) => setChosen(new Set(ids));
  const toggle = (ids: number[]) => choose(filterOn(ids) ? [] : ids);
  const allOn = sameSet(selected, all);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!canSendBulkMessage(body, selected.size) || sending) return;
    setSending(true);
    try {
      const answer = await sendTenantMessage({ message_body: body, tenants: [...selected] });
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      onClose();
    } catch (err) {
      void notifyError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void send(e)} noValidate>
      <Stack>
        <Text fz="sm" c="dimmed">
          {t('rentals.bulk.intro')}
        </Text>
        {/* Outside the group below: these choose among its tenants, they are not tenants themselves. */}
        <Group gap="md">
          <Checkbox
            label={t('rentals.bulk.selectAll')}
            checked={allOn}
            indeterminate={selected.size > 0 && !allOn}
            onChange={() => choose(allOn ? [] : all)}
          />
          <Checkbox
            label={t('rentals.bulk.withAutoPay', { count: withAutoPay.length })}
            checked={filterOn(withAutoPay)}
            disabled={withAutoPay.length === 0}
            onChange={() => toggle(withAutoPay)}
          />
          <Checkbox
            label={t('rentals.bulk.withoutAutoPay', { count: withoutAutoPay.length })}
            checked={filterOn(withoutAutoPay)}
            disabled={withoutAutoPay.length === 0}
            onChange={() => toggle(withoutAutoPay)}
          />
        </Group>
        <Checkbox.Group
          label={t('rentals.bulk.tenants')}
          description={t('rentals.bulk.selected', { count: selected.size, total: all.length })}
          value={[...selected].map(String)}
          onChange={(ids) => choose(ids.map(Number))}
        >
          <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars mt="xs">
            <Stack gap="xs" py={4}>
              {tenants.map((r) => (
                <Checkbox
                  key={r.id}
                  value={String(r.id)}
                  label={r.name}
                  description={
                    r.auto_pay === AUTO_PAY.on ? `${r.location} · ${t('rentals.bulk.autoPay')}` : r.location
                  }
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
        <Textarea
          label={t('rentals.bulk.message')}
          placeholder={t('rentals.bulk.placeholder')}
          description={t('rentals.bulk.left', {
            count: BULK_MESSAGE_LIMITS.bodyMax - body.length,
          })}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          maxLength={BULK_MESSAGE_LIMITS.bodyMax}
          autosize
          minRows={4}
          maxRows={10}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('rentals.bulk.cancel')}
          </Button>
          <Button type="submit" loading={sending} disabled={!canSendBulkMessage(body, selected.size)}>
            {t('rentals.bulk.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
