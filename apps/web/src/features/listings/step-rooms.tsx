// Step 2 Rooms and Beds (docs/product/specification/2-listings-and-tenants.md §4.2–4.4): free rooms and beds, a bedroom count, or one fixed room and bed,
// by rental type. In an existing listing a stored room is deleted (and renamed) on the server at once.
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS, countBeds, roomLayout } from '@crashpad/shared/rules/listings';
import { confirmDialog } from '../../lib/dialogs';
import { notify, notifyError } from '../../lib/notify';
import { deleteRoom, renameRoom } from './api';
import { newRoom, removeRoom, restore, setRoomCount, type DraftRoom } from './draft';
import { RoomCard } from './room-card';
import type { StepProps } from './wizard-page';

export function StepRooms({ draft, change, listingId }: StepProps) {
  const { t } = useTranslation();
  const layout = roomLayout(draft.rental_type);
  const live = draft.rooms.filter((r) => r.status !== 'DELETED');
  const totals = countBeds(draft.rooms);

  const replace = (room: DraftRoom, next: DraftRoom[]) =>
    change({ rooms: draft.rooms.flatMap((r) => (r.key === room.key ? next : [r])) });

  const remove = async (room: DraftRoom) => {
    if (listingId === null || room.id === null) return replace(room, removeRoom(room));
    const confirmed = await confirmDialog({
      title: t('listings.rooms.confirmDeleteTitle'),
      message: t('listings.rooms.confirmDelete', { name: room.room_name }),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteRoom(room.id);
      replace(room, removeRoom(room));
      void notify({ color: 'green', message: t('listings.rooms.roomDeleted') });
    } catch (err) {
      void notifyError(err);
    }
  };

  const rename = async (room: DraftRoom) => {
    if (listingId === null || room.id === null || !room.room_name.trim()) return;
    // Only the name: a changed bed count is saved with the form, so Cancel still leaves the beds as they were.
    try {
      await renameRoom(room.id, room.room_name.trim());
      void notify({ color: 'green', message: t('listings.rooms.roomRenamed'), autoClose: 2000 });
    } catch (err) {
      void notifyError(err);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">
          {t(layout === 'single' ? 'listings.rooms.singleIntro' : 'listings.rooms.intro')}
        </Text>
        <Text fw={600}>
          {t('listings.rooms.roomCount', { count: totals.total_rooms })} ·{' '}
          {t('listings.rooms.bedCount', { count: totals.total_beds })}
        </Text>
      </Group>
      {layout === 'bedrooms' && (
        <NumberInput
          label={t('listings.rooms.bedrooms')}
          min={1}
          max={LISTING_LIMITS.roomsMax}
          allowDecimal={false}
          maw={200}
          value={live.length}
          onChange={(v) => typeof v === 'number' && v >= 1 && change({ rooms: setRoomCount(draft.rooms, v) })}
        />
      )}
      {draft.rooms.map((room) => (
        <RoomCard
          key={room.key}
          room={room}
          fixed={layout === 'single'}
          onChange={(next) => replace(room, [next])}
          onRemove={() => void remove(room)}
          onRestore={() => replace(room, [{ ...restore(room), beds: room.beds.map(restore) }])}
          onRename={() => void rename(room)}
        />
      ))}
      {layout === 'free' && draft.rooms.length < LISTING_LIMITS.roomsMax && (
        <Button variant="light" onClick={() => change({ rooms: [...draft.rooms, newRoom(live.length + 1)] })}>
          {t('listings.rooms.addRoom')}
        </Button>
      )}
    </Stack>
  );
}
