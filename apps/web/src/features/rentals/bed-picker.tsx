// The invite modal's bed picker (docs/product/specification/2-listings-and-tenants.md §5): it asks for a location first, then lists that crashpad's beds by
// room; beds held by a pending invitation or a tenant (PENDING, BUSY) are shown but cannot be chosen, except the
// bed the edited rental already holds. Each bed reads with its room ("Front room — Bed 2"): a select that does not
// show its groups (a phone's picker, a screen reader's list) would otherwise read "Bed 1, Bed 2, Bed 1"
// (docs/decisions/045-forms-show-every-error.md).
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crewBedsQuery } from './api';

type Props = {
  listingId: number | null;
  currentBed: number | null;
  value: string;
  error?: string;
  onChange: (e: React.ChangeEvent<HTMLSelectElement>) => void;
};

const HELD = new Set(['PENDING', 'BUSY']);

export function BedPicker({ listingId, currentBed, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const beds = useQuery({ ...crewBedsQuery(listingId ?? 0), enabled: listingId !== null });
  const label = t('crew.invite.bed');
  if (listingId === null)
    return (
      <NativeSelect
        label={label}
        required
        disabled
        data={[{ value: '', label: t('crew.invite.locationFirst') }]}
        error={error}
      />
    );
  const groups = (beds.data?.rooms ?? []).map((room) => ({
    group: room.room_name,
    items: room.beds.map((bed) => {
      const held = HELD.has(bed.status) && bed.id !== currentBed;
      const name = t('crew.invite.roomBed', { room: room.room_name, bed: bed.bed_name });
      return {
        value: String(bed.id),
        label: held ? t(`crew.invite.bedHeld.${bed.status}`, { bed: name }) : name,
        disabled: held,
      };
    }),
  }));
  return (
    <NativeSelect
      label={label}
      required
      data={[
        { value: '', label: beds.isPending ? t('crew.loading') : t('crew.invite.chooseBed') },
        ...groups,
      ]}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
