import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  pinDistanceBand,
  removeBed,
  removeRoom,
  roomsForType,
  setBedCount,
  setRoomCount,
  toPayload,
  type DraftRoom,
} from './draft';

const stored = (id: number, beds: ('ACTIVE' | 'BUSY' | 'DELETED')[]): DraftRoom => ({
  key: `r${id}`,
  id,
  room_name: `Bedroom ${id}`,
  status: 'ACTIVE',
  beds: beds.map((status, i) => ({ key: `b${id}${i}`, id: id * 10 + i, bed_name: `Bed ${i + 1}`, status })),
});

describe('room and bed removal (docs/product/specification/2-listings-and-tenants.md §4.2–4.3)', () => {
  it('removes a new room outright and marks a stored one deleted', () => {
    expect(removeRoom(emptyDraft().rooms[0]!)).toEqual([]);
    const [deleted] = removeRoom(stored(1, ['ACTIVE']));
    expect(deleted?.status).toBe('DELETED');
    expect(deleted?.beds[0]?.status).toBe('DELETED');
  });

  it('keeps a room or bed that has a tenant', () => {
    const busy = stored(2, ['BUSY', 'ACTIVE']);
    expect(removeRoom(busy)).toEqual([busy]);
    expect(removeBed(busy.beds[0]!)).toEqual([busy.beds[0]]);
  });

  it('lowers the bed count by removing the last removable beds only', () => {
    const room = setBedCount(stored(3, ['ACTIVE', 'BUSY', 'ACTIVE']), 1);
    expect(room.beds.map((b) => b.status)).toEqual(['DELETED', 'BUSY', 'DELETED']);
  });

  it('raises the bed and bedroom counts with new ones named in order', () => {
    const room = setBedCount(emptyDraft().rooms[0]!, 3);
    expect(room.beds.map((b) => b.bed_name)).toEqual(['Bed 1', 'Bed 2', 'Bed 3']);
    expect(setRoomCount(emptyDraft().rooms, 3).map((r) => r.room_name)).toEqual([
      'Bedroom 1',
      'Bedroom 2',
      'Bedroom 3',
    ]);
  });
});

describe('rental types (docs/product/specification/2-listings-and-tenants.md §4.4)', () => {
  it('keeps a single room with a single bed for a single-bed type', () => {
    const rooms = roomsForType('crashpad_bed', [stored(1, ['ACTIVE', 'ACTIVE']), stored(2, ['ACTIVE'])]);
    const live = rooms.filter((r) => r.status !== 'DELETED');
    expect(live).toHaveLength(1);
    expect(live[0]!.beds.filter((b) => b.status !== 'DELETED')).toHaveLength(1);
  });
});

describe('the save payload (docs/product/specification/2-listings-and-tenants.md §3 "On save")', () => {
  it('sums the beds, names the documents and flags a changed description', () => {
    const draft = {
      ...emptyDraft(),
      rooms: [stored(1, ['ACTIVE', 'DELETED', 'BUSY']), stored(2, ['ACTIVE'])],
      documents: [{ url: '/uploads/documents/a.pdf', name: 'House rules.pdf' }],
      description: 'new text',
      rate_per_to: 500,
    };
    const payload = toPayload(draft, 'old text');
    expect(payload).toMatchObject({
      beds: 3,
      total_beds: 3,
      total_rooms: 2,
      rules_policies_doc: ['/uploads/documents/a.pdf::::House rules.pdf'],
      descriptionUpdated: true,
      rate_per_to: null,
    });
    expect(payload.rooms[0]?.beds_per_room).toBe(2);
    expect(toPayload(draft, null).descriptionUpdated).toBe(false);
  });
});

describe('the distance the wizard starts at (docs/decisions/045-forms-show-every-error.md)', () => {
  const dfw = { latitude: 32.8968, longitude: -97.038 };
  // Dallas's centre, as the address search places a town: 17 miles from the terminals
  const dallas = { latitude: 32.7767, longitude: -96.797 };
  it('measures nothing from a fresh draft or a town’s centre the lister has not placed', () => {
    expect(emptyDraft().pin_placed).toBe(false);
    expect(pinDistanceBand(emptyDraft(), dfw)).toBeNull();
    expect(pinDistanceBand({ ...dallas, pin_placed: false }, dfw)).toBeNull();
  });
  it('measures from a pin placed where the crashpad is', () => {
    expect(pinDistanceBand({ ...dallas, pin_placed: true }, dfw)).toBe(11);
    expect(pinDistanceBand({ latitude: 32.814, longitude: -96.9489, pin_placed: true }, dfw)).toBe(10);
  });
});
