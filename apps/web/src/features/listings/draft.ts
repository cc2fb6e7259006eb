// The wizard's draft of a listing (docs/product/specification/2-listings-and-tenants.md §2.1, §3, §4.2–4.4): pure functions from the saved listing to the
// form and back, and the room and bed rules of each rental type.
import type { AirportRef, ListingEditView, ListingForm } from '@crashpad/shared/api/listings';
import {
  airportDistanceBand,
  countBeds,
  hasBathrooms,
  hasMaxNights,
  holdsTenant,
  LISTING_LIMITS,
  roomLayout,
  type BedStatus,
  type ListingDraft,
  type RentalType,
  type RoomStatus,
} from '@crashpad/shared/rules/listings';
import { documentDisplayName, parseDocument, storedDocument } from '@crashpad/shared/format/listing';

export type DraftBed = { key: string; id: number | null; bed_name: string; status: BedStatus };
export type DraftRoom = {
  key: string;
  id: number | null;
  room_name: string;
  status: RoomStatus;
  beds: DraftBed[];
};
export type DraftDocument = { url: string; name: string };

export type Draft = Omit<ListingDraft, 'rooms'> & {
  street1: string;
  street2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  neighborhood: string;
  address: string;
  airports: AirportRef[];
  other_airport_distance: number | null;
  amenities: number[];
  preferences: number[];
  places: number[];
  rules_policies_des: string;
  documents: DraftDocument[];
  rooms: DraftRoom[];
  /**
   * The pin stands where the crashpad is: the lister put it there (a click, a drag, the arrow keys, coordinates
   * typed), or a street address put it there. A town's centre from the address search, or the map's default view,
   * is not a place to measure a distance from (docs/decisions/045-forms-show-every-error.md). Not saved.
   */
  pin_placed: boolean;
};

/**
 * The band the wizard starts "Distance to <airport>" at: the pin's straight line to the airport, only once the pin
 * stands where the crashpad is (docs/decisions/018-walk-through-fixes.md "Distances", 045); otherwise none.
 */
export function pinDistanceBand(
  draft: Pick<Draft, 'latitude' | 'longitude' | 'pin_placed'>,
  airport: { latitude: number; longitude: number },
) {
  return draft.pin_placed ? airportDistanceBand(draft, airport) : null;
}

let keySeq = 0;
const newKey = () => `n${++keySeq}`;

export const newBed = (n: number): DraftBed => ({
  key: newKey(),
  id: null,
  bed_name: `Bed ${n}`,
  status: 'NEW',
});
export const newRoom = (n: number, beds = 1): DraftRoom => ({
  key: newKey(),
  id: null,
  room_name: `Bedroom ${n}`,
  status: 'NEW',
  beds: Array.from({ length: beds }, (_, i) => newBed(i + 1)),
});

export function emptyDraft(type: RentalType = 'crashpad'): Draft {
  return {
    title: '',
    address: '',
    street1: '',
    street2: '',
    city: '',
    state: '',
    postal_code: '',
    country: 'United States',
    neighborhood: '',
    latitude: null,
    longitude: null,
    pin_placed: false,
    airport: [],
    airports: [],
    // no default: the lister chooses, or the pin gives a first guess (docs/decisions/018-walk-through-fixes.md)
    airport_distance: null,
    other_airport_distance: null,
    rental_type: type,
    bathrooms: 1,
    number_of_shower: 1,
    max_nights: LISTING_LIMITS.maxNightsDefault,
    rate_per_from: null,
    rate_per_to: null,
    enable_price_range: false,
    deposit_required: null,
    rate_per_day_from: null,
    rate_per_day_to: null,
    description: '',
    amenities: [],
    preferences: [],
    places: [],
    rules_policies_des: '',
    documents: [],
    images: [],
    thumbnail: null,
    rooms: [newRoom(1)],
  };
}

/** GET /crashpads/{id}/edit → the draft (docs/product/specification/2-listings-and-tenants.md §7: one airport gives airport_distance, two add the other). */
export function draftFromView(v: ListingEditView): Draft {
  return {
    ...emptyDraft(v.rental_type),
    ...v,
    address: [v.street1, v.city, v.state].filter(Boolean).join(', '),
    // a saved listing's pin is the lister's
    pin_placed: true,
    airports: v.airports.map(({ id, prefix, name }) => ({ id, prefix, name })),
    airport: v.airports.map((a) => a.id),
    documents: v.rules_policies_doc.map((stored) => ({
      url: parseDocument(stored).url,
      name: documentDisplayName(stored),
    })),
    rooms: v.rooms.map((r) => ({
      key: `r${r.id}`,
      id: r.id,
      room_name: r.room_name,
      status: r.status,
      beds: r.beds.map((b) => ({ key: `b${b.id}`, id: b.id, bed_name: b.bed_name, status: b.status })),
    })),
  };
}

/** The save payload (docs/product/specification/2-listings-and-tenants.md §3 "On save"): beds summed over the rooms, document names, descriptionUpdated. */
export function toPayload(d: Draft, savedDescription: string | null): ListingForm {
  const rooms = d.rooms.filter((r) => !(r.status === 'NEW' && r.beds.length === 0));
  const { total_rooms, total_beds } = countBeds(rooms);
  return {
    title: d.title,
    street1: d.street1,
    street2: d.street2,
    city: d.city,
    state: d.state,
    postal_code: d.postal_code,
    country: d.country,
    neighborhood: d.neighborhood,
    latitude: d.latitude as number,
    longitude: d.longitude as number,
    airport: d.airports.map((a) => a.id),
    airport_distance: d.airport_distance as number,
    other_airport_distance: d.airports.length > 1 ? d.other_airport_distance : null,
    rental_type: d.rental_type,
    bathrooms: hasBathrooms(d.rental_type) ? d.bathrooms : null,
    number_of_shower: hasBathrooms(d.rental_type) ? d.number_of_shower : null,
    max_nights: hasMaxNights(d.rental_type) ? d.max_nights : null,
    rate_per_from: d.rate_per_from as number,
    rate_per_to: d.enable_price_range ? d.rate_per_to : null,
    enable_price_range: d.enable_price_range,
    deposit_required: d.deposit_required as number,
    // a nightly "to" only above a nightly "from" (docs/decisions/065-book-your-stay.md)
    rate_per_day_from: d.rate_per_day_from ?? null,
    rate_per_day_to:
      d.rate_per_day_from != null && d.rate_per_day_to != null && d.rate_per_day_to > d.rate_per_day_from
        ? d.rate_per_day_to
        : null,
    description: d.description,
    rules_policies_des: d.rules_policies_des,
    rules_policies_doc: d.documents.map((doc) => storedDocument(doc.url, doc.name)),
    images: d.images,
    thumbnail: d.thumbnail,
    amenities: d.amenities,
    preferences: d.preferences,
    places: d.places,
    rooms: rooms.map((r) => ({
      id: r.id,
      room_name: r.room_name,
      status: r.status,
      beds_per_room: r.beds.filter((b) => b.status !== 'DELETED').length,
      beds: r.beds.map((b) => ({ id: b.id, bed_name: b.bed_name, status: b.status })),
    })),
    total_rooms,
    beds: total_beds,
    total_beds,
    descriptionUpdated: savedDescription !== null && savedDescription !== d.description,
  };
}

/** docs/product/specification/2-listings-and-tenants.md §4.4: switching the rental type reshapes the rooms (stored rooms are kept, marked deleted). */
export function roomsForType(type: RentalType, rooms: DraftRoom[]): DraftRoom[] {
  const layout = roomLayout(type);
  if (layout !== 'single') return rooms.length > 0 ? rooms : [newRoom(1)];
  const live = rooms.filter((r) => r.status !== 'DELETED');
  const first = live[0] ?? newRoom(1);
  const firstBeds = first.beds.filter((b) => b.status !== 'DELETED');
  const keptBed = firstBeds[0] ?? newBed(1);
  const single: DraftRoom = {
    ...first,
    beds: [keptBed, ...first.beds.filter((b) => b !== keptBed).flatMap(removeBed)],
  };
  return [single, ...rooms.filter((r) => r !== first).flatMap(removeRoom)];
}

/** docs/product/specification/2-listings-and-tenants.md §4.2: a NEW room goes outright, an ACTIVE one is marked DELETED; a room with a BUSY bed stays. */
export function removeRoom(room: DraftRoom): DraftRoom[] {
  if (room.beds.some((b) => holdsTenant(b.status))) return [room];
  if (room.status === 'NEW') return [];
  return [{ ...room, status: 'DELETED', beds: room.beds.flatMap(removeBed) }];
}

/** docs/product/specification/2-listings-and-tenants.md §4.3: NEW goes outright, ACTIVE ↔ DELETED, BUSY and PENDING cannot be removed. */
export function removeBed(bed: DraftBed): DraftBed[] {
  if (holdsTenant(bed.status)) return [bed];
  if (bed.status === 'NEW') return [];
  return [{ ...bed, status: 'DELETED' }];
}

export const restore = <T extends { status: string }>(item: T): T =>
  item.status === 'DELETED' ? { ...item, status: 'ACTIVE' } : item;

/** Sets the number of beds in a room: adds NEW beds, or removes the last removable ones. */
export function setBedCount(room: DraftRoom, count: number): DraftRoom {
  const live = room.beds.filter((b) => b.status !== 'DELETED');
  if (count > live.length) {
    const added = Array.from({ length: count - live.length }, (_, i) => newBed(live.length + i + 1));
    return { ...room, beds: [...room.beds, ...added] };
  }
  let toRemove = live.length - count;
  const beds = [...room.beds]
    .reverse()
    .flatMap((b) => {
      if (toRemove === 0 || b.status === 'DELETED') return [b];
      const after = removeBed(b);
      if (after[0] !== b) toRemove -= 1;
      return after;
    })
    .reverse();
  return { ...room, beds };
}

/** The "bedrooms" layout (house, apartment, suite): a bedroom count that adds or removes rooms. */
export function setRoomCount(rooms: DraftRoom[], count: number): DraftRoom[] {
  const live = rooms.filter((r) => r.status !== 'DELETED');
  if (count > live.length)
    return [...rooms, ...Array.from({ length: count - live.length }, (_, i) => newRoom(live.length + i + 1))];
  let toRemove = live.length - count;
  return [...rooms]
    .reverse()
    .flatMap((r) => {
      if (toRemove === 0 || r.status === 'DELETED') return [r];
      const after = removeRoom(r);
      if (after[0] !== r) toRemove -= 1;
      return after;
    })
    .reverse();
}

/** The draft as the shared checks see it (docs/product/specification/2-listings-and-tenants.md §5). */
export const checkable = (d: Draft): ListingDraft => ({ ...d, airport: d.airports.map((a) => a.id) });
