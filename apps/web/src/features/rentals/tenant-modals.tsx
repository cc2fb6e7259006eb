// My Crew's small tenant modals (docs/product/specification/2-listings-and-tenants.md §2.4): the tenant's activity (every change to the rental, old → new),
// the lister's private notes, and the invite requirements with its two links.
import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { LISTING_LIMITS } from '@crashpad/shared/rules/listings';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { notify, notifyError } from '../../lib/notify';
import { refreshCrew, saveTenantNote, tenantActivityQuery } from './api';
import { RentalModalForm, RentalModalShell } from './rental-modal-shell';

export function ActivityModal({ rental, onClose }: { rental: RentalView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RentalModalShell
      rental={rental}
      onClose={onClose}
      title={(name) => t('crew.activity.title', { name })}
      size="lg"
    >
      {(shown) => <Activity id={shown.id} />}
    </RentalModalShell>
  );
}

function Activity({ id }: { id: number }) {
  const { t } = useTranslation();
  const activity = useQuery(tenantActivityQuery(id));
  if (activity.isError) return <Alert color="red">{errorMessage(activity.error)}</Alert>;
  if (!activity.data) return <Loading />;
  const rows = activity.data.data;
  if (rows.length === 0) return <Text c="dimmed">{t('crew.activity.empty')}</Text>;
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t(`rentals.history.action.${row.action}`, { defaultValue: row.action })}</Text>
            <Text fz="sm" c="dimmed">
              {formatDay(row.created_at)}
            </Text>
          </Group>
          {row.change_summary.length > 0 && (
            <List size="sm" c="dimmed">
              {row.change_summary.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </li>
      ))}
    </Stack>
  );
}

export function NotesModal({ rental, onClose }: { rental: RentalView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RentalModalShell rental={rental} onClose={onClose} title={(name) => t('crew.notes.title', { name })}>
      {(shown) => <NotesForm rental={shown} onClose={onClose} />}
    </RentalModalShell>
  );
}

function NotesForm({ rental, onClose }: { rental: RentalView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(rental.note_agreement);
  const save = async () => {
    try {
      const answer = await saveTenantNote(rental.id, note);
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      await refreshCrew(queryClient);
      onClose();
    } catch (err) {
      void notifyError(err);
    }
  };
  return (
    <RentalModalForm
      onSubmit={save}
      onClose={onClose}
      cancelLabel={t('crew.cancel')}
      submitLabel={t('crew.notes.save')}
    >
      <Textarea
        label={t('crew.notes.label')}
        description={t('crew.notes.help')}
        autosize
        minRows={4}
        maxLength={LISTING_LIMITS.textMax}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </RentalModalForm>
  );
}

/**
 * docs/product/specification/2-listings-and-tenants.md §2.4: inviting into a crashpad that is not active or has no rooms with beds. The links lead to fixing
 * it: that crashpad's rooms and beds in the wizard, and My Crashpads to reactivate it.
 */
export function RequirementsModal({
  listingId,
  onClose,
}: {
  listingId: number | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={listingId !== undefined} onClose={onClose} title={t('crew.requirements.title')} centered>
      <Stack>
        <Text>{t('crew.requirements.text')}</Text>
        <List>
          <List.Item>
            <Anchor
              component={Link}
              to={listingId ? `/my-crashpads/${listingId}/edit` : '/create-crashpad'}
              onClick={onClose}
            >
              {t('crew.requirements.rooms')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/my-crashpads" onClick={onClose}>
              {t('crew.requirements.activate')}
            </Anchor>
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('crew.requirements.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
