// One room of step 2 with its beds (docs/product/specification/2-listings-and-tenants.md §4.2–4.3): a bed with a tenant shows a person and cannot be
// removed; a deleted room or bed can be restored until the listing is saved.
import { useRef } from 'react';
import { Badge, Button, Card, Group, NumberInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS, holdsTenant } from '@crashpad/shared/rules/listings';
import { removeBed, restore, setBedCount, type DraftBed, type DraftRoom } from './draft';

type Props = {
  room: DraftRoom;
  /** single room and bed rental types: no adding or removing */
  fixed: boolean;
  onChange: (room: DraftRoom) => void;
  onRemove: () => void;
  onRestore: () => void;
  /** called when the name field is left with a changed name */
  onRename: () => void;
};

const held = (b: DraftBed) => holdsTenant(b.status);

export function RoomCard({ room, fixed, onChange, onRemove, onRestore, onRename }: Props) {
  const { t } = useTranslation();
  const heldLabel = (bed: DraftBed) =>
    t(bed.status === 'BUSY' ? 'listings.rooms.occupied' : 'listings.rooms.pending');
  const nameOnFocus = useRef(room.room_name);
  const deleted = room.status === 'DELETED';
  const liveBeds = room.beds.filter((b) => b.status !== 'DELETED');
  const setBed = (bed: DraftBed, next: DraftBed[]) =>
    onChange({ ...room, beds: room.beds.flatMap((b) => (b.key === bed.key ? next : [b])) });

  return (
    <Card withBorder padding="md" radius="md" opacity={deleted ? 0.6 : 1} aria-label={room.room_name}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('listings.rooms.roomName')}
          value={room.room_name}
          disabled={deleted}
          maxLength={60}
          style={{ flex: 1, minWidth: 180 }}
          onChange={(e) => onChange({ ...room, room_name: e.currentTarget.value })}
          onFocus={(e) => (nameOnFocus.current = e.currentTarget.value)}
          onBlur={(e) => e.currentTarget.value !== nameOnFocus.current && onRename()}
        />
        {!fixed && !deleted && (
          <NumberInput
            label={t('listings.rooms.bedsInRoom')}
            min={1}
            max={LISTING_LIMITS.bedsPerRoomMax}
            allowDecimal={false}
            w={140}
            value={liveBeds.length}
            onChange={(v) => typeof v === 'number' && v >= 1 && onChange(setBedCount(room, v))}
          />
        )}
        {deleted ? (
          <>
            <Badge color="gray">{t('listings.rooms.deleted')}</Badge>
            <Button variant="light" size="sm" onClick={onRestore}>
              {t('listings.rooms.restoreRoom', { name: room.room_name })}
            </Button>
          </>
        ) : (
          !fixed &&
          !room.beds.some(held) && (
            <Button variant="subtle" color="red" size="sm" onClick={onRemove}>
              {t('listings.rooms.removeRoom', { name: room.room_name })}
            </Button>
          )
        )}
      </Group>
      {!deleted && (
        <Stack gap={6} mt="sm">
          {room.beds.map((bed) => (
            <Group key={bed.key} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('listings.rooms.bedName')}
                size="xs"
                value={bed.bed_name}
                disabled={bed.status === 'DELETED'}
                maxLength={60}
                style={{ flex: 1 }}
                onChange={(e) => setBed(bed, [{ ...bed, bed_name: e.currentTarget.value }])}
              />
              {held(bed) && (
                <Tooltip label={heldLabel(bed)}>
                  <Text component="span" fz="lg" role="img" aria-label={heldLabel(bed)}>
                    👤
                  </Text>
                </Tooltip>
              )}
              {bed.status === 'DELETED' ? (
                <Button size="compact-xs" variant="light" onClick={() => setBed(bed, [restore(bed)])}>
                  {t('listings.rooms.restoreBed', { name: bed.bed_name })}
                </Button>
              ) : (
                !fixed &&
                !held(bed) &&
                liveBeds.length > 1 && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setBed(bed, removeBed(bed))}
                  >
                    {t('listings.rooms.removeBed', { name: bed.bed_name })}
                  </Button>
                )
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
