// Listings, rooms and beds: the constants, statuses and checks of docs/product/specification/2-listings-and-tenants.md §3, §4.1–4.4, §5, §9, shared by the
// wizard (warnings) and the server (400 answers). Money in the API is in dollars, stored in cents.
import { isWholeCents } from './amounts';
import { distanceMiles } from './geo';

export const LISTING_STATUS = { active: 2, inactive: 1, deleted: 0 } as const;
export type ListingStatus = (typeof LISTING_STATUS)[keyof typeof LISTING_STATUS];

export const GENERIC_RENTAL_TYPES = ['house', 'entire_suite', 'room', 'hostel', 'hotel'] as const;
export const CRASHPAD_RENTAL_TYPES = ['crashpad', 'crashpad_bed', 'crashpad_room', 'crashpad_suite'] as const;
export const RENTAL_TYPES = [...CRASHPAD_RENTAL_TYPES, ...GENERIC_RENTAL_TYPES] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];
/** docs/product/specification/2-listings-and-tenants.md §1: the site.crashpad flag decides whether the crashpad or the generic rental types are offered */
export const offeredRentalTypes = (crashpadSite: boolean): readonly RentalType[] =>
  crashpadSite ? CRASHPAD_RENTAL_TYPES : GENERIC_RENTAL_TYPES;

export const RENTAL_TYPE_LABELS: Record<RentalType, string> = {
  crashpad: 'Multiple CrashPad Beds',
  crashpad_bed: 'A Single CrashPad Bed',
  crashpad_room: 'Entire or single room',
  crashpad_suite: 'An Entire CrashPad Suite',
  house: 'An Entire House',
  entire_suite: 'An Apartment or Condo',
  room: 'A Single Room',
  hostel: 'Hostel Beds',
  hotel: 'Hotel Rooms',
};

/** docs/product/specification/2-listings-and-tenants.md §4.4: how rooms and beds are set up for each rental type */
export type RoomLayout = 'free' | 'bedrooms' | 'single';
export function roomLayout(type: RentalType): RoomLayout {
  if (type === 'crashpad' || type === 'hostel' || type === 'hotel') return 'free';
  if (type === 'house' || type === 'entire_suite' || type === 'crashpad_suite') return 'bedrooms';
  return 'single';
}
/** docs/product/specification/2-listings-and-tenants.md §4.4: bathrooms apply to all but hostels and hotels; max days per month only to crashpad types */
export const hasBathrooms = (type: RentalType) => type !== 'hostel' && type !== 'hotel';
export const hasMaxNights = (type: RentalType) => (CRASHPAD_RENTAL_TYPES as readonly string[]).includes(type);

/** docs/product/specification/2-listings-and-tenants.md §3 distance options: 1–5 miles, 6-10 (10), 11+ (11) */
export const DISTANCE_OPTIONS = [1, 2, 3, 4, 5, 10, 11] as const;
export type DistanceOption = (typeof DISTANCE_OPTIONS)[number];

/** The distance option for a distance in miles: rounded to whole miles (at least 1), then 6–10 → 10, over 10 → 11. */
export function distanceBand(miles: number): DistanceOption {
  const whole = Math.max(1, Math.round(miles));
  if (whole > 10) return 11;
  if (whole > 5) return 10;
  return whole as DistanceOption;
}

/**
 * The wizard's first guess for "Distance to <airport>": the straight line from the pin to the airport, as a band
 * (docs/decisions/018-walk-through-fixes.md). No pin, no guess: the lister chooses.
 */
export function airportDistanceBand(
  pin: { latitude: number | null; longitude: number | null },
  airport: { latitude: number; longitude: number },
): DistanceOption | null {
  if (pin.latitude === null || pin.longitude === null) return null;
  return distanceBand(distanceMiles(pin.latitude, pin.longitude, airport.latitude, airport.longitude));
}
export const ROOM_STATUSES = ['NEW', 'ACTIVE', 'DELETED'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const BED_STATUSES = ['NEW', 'ACTIVE', 'BUSY', 'PENDING', 'DELETED'] as const;
export type BedStatus = (typeof BED_STATUSES)[number];
/** The statuses of a bed a tenant holds: invited (PENDING) or living there (BUSY). */
export const TENANT_BED_STATUSES = ['BUSY', 'PENDING'] as const satisfies readonly BedStatus[];
/** A bed holds a tenant (an accepted one or an invitation): it cannot be removed or given to another. */
export const holdsTenant = (status: BedStatus): boolean =>
  (TENANT_BED_STATUSES as readonly BedStatus[]).includes(status);

export const LISTING_LIMITS = {
  descriptionMin: 200,
  titleMax: 120,
  textMax: 10_000,
  airportsMax: 2,
  bathrooms: [1, 10],
  /** half baths without a shower: 0–4, or 5 meaning 5+ */
  showers: [0, 5],
  maxNights: [1, 31],
  maxNightsDefault: 30,
  roomsMax: 50,
  bedsPerRoomMax: 20,
  images: 15,
  imageBytes: 6 * 1024 * 1024,
  documents: 3,
  documentBytes: 10 * 1024 * 1024,
  /** dollars */
  priceMax: 100_000,
  /** public visitors see the location moved by up to this many metres (stable per listing) */
  publicOffsetMetres: 300,
} as const;

export const LISTING_MESSAGES = {
  required: (label: string) => `${label} is required`,
  number: (label: string) => `${label} must be a number`,
  /** a money field whose text is not an amount ("abc", "12.3.4", "12.345"): docs/decisions/045 */
  amount: (label: string) => `${label} must be an amount such as 350 or 350.50`,
  negative: (label: string) => `${label} cannot be negative`,
  description: 'The description needs at least 200 characters',
  airports: 'you must have at least one airport',
  airportsMax: 'you can choose at most two airports',
  rooms: 'You must have at least one room with bed numbers. Please save after all changes.',
  images: 'please add lots of nice images',
  primary: 'please select primary image',
  bathrooms: 'Bathrooms must be between 1 and 10',
  showers: 'Baths without a shower must be between 0 and 5+',
  maxNights: 'Max days per month must be between 1 and 31',
  rateTo: 'The top of the price range cannot be below the starting price',
  rentalType: 'Please choose one of the rental types this site offers',
  tooManyImages: 'You can upload at most 15 images',
  tooManyDocuments: 'You can upload at most 3 documents',
  pendingTenants:
    'you have pending or accepted tenants, please delete all tenants and/or invites to make this change',
  roomWithTenant:
    'this crashpad has a pending or accepted tenant in this room, so the room cannot be deleted',
  busyBed: 'A bed with a tenant cannot be removed',
  limitReached: (allowed: number) =>
    `Your package allows ${allowed} location${allowed === 1 ? '' : 's'}. Please upgrade your package to add more.`,
  noCard: 'Please add a payment method to your account before adding a location.',
  notLister: 'Only listers can add locations.',
  expired: 'Your package has expired. Please renew it to add locations.',
} as const;

/** The fields the wizard checks, in the order of docs/product/specification/2-listings-and-tenants.md §5, each with the label its message uses. */
export type ListingDraft = {
  title: string;
  latitude: number | null;
  longitude: number | null;
  airport: number[];
  airport_distance: number | null;
  /** the second airport's distance; the server's form checks it itself */
  other_airport_distance?: number | null;
  description: string;
  rental_type: RentalType;
  bathrooms: number | null;
  number_of_shower: number | null;
  max_nights: number | null;
  rate_per_from: number | null;
  rate_per_to: number | null;
  enable_price_range: boolean;
  deposit_required: number | null;
  /** nightly rates, optional (docs/decisions/065-book-your-stay.md) */
  rate_per_day_from?: number | null;
  rate_per_day_to?: number | null;
  rooms: { status: RoomStatus; beds: { status: BedStatus }[] }[];
  images: string[];
  thumbnail: string | null;
};

const isNumber = (v: number | null): v is number => typeof v === 'number' && Number.isFinite(v);

/** Step of the wizard (1–5) each check belongs to, so the wizard can jump there. */
export type ListingProblem = { step: 1 | 2 | 3 | 4 | 5; field: string; message: string };

/** Every problem with a draft, in the spec's order (docs/product/specification/2-listings-and-tenants.md §5). An empty list means it can be saved. */
export function listingProblems(d: ListingDraft): ListingProblem[] {
  const out: ListingProblem[] = [];
  const add = (step: ListingProblem['step'], field: string, message: string) =>
    out.push({ step, field, message });
  const num = (field: string, label: string, v: number | null, step: ListingProblem['step'] = 1) => {
    if (!isNumber(v)) add(step, field, LISTING_MESSAGES.required(label));
    return isNumber(v);
  };

  if (!d.title.trim()) add(1, 'title', LISTING_MESSAGES.required('Crashpad name'));
  if (!isNumber(d.latitude) || !isNumber(d.longitude))
    add(1, 'latitude', LISTING_MESSAGES.required('Address'));
  num('airport_distance', 'Airport distance', d.airport_distance);
  if (d.airport.length > 1 && d.other_airport_distance === null)
    add(1, 'other_airport_distance', LISTING_MESSAGES.required('Second airport distance'));
  if (d.description.trim().length === 0) add(1, 'description', LISTING_MESSAGES.required('Description'));
  else if (d.description.trim().length < LISTING_LIMITS.descriptionMin)
    add(1, 'description', LISTING_MESSAGES.description);
  const roomsWithBeds = d.rooms.filter(
    (r) => r.status !== 'DELETED' && r.beds.some((b) => b.status !== 'DELETED'),
  );
  if (roomsWithBeds.length === 0) add(2, 'rooms', LISTING_MESSAGES.rooms);
  if (hasBathrooms(d.rental_type)) {
    if (num('bathrooms', 'Bathrooms', d.bathrooms)) {
      const b = d.bathrooms as number;
      if (!Number.isInteger(b) || b < LISTING_LIMITS.bathrooms[0] || b > LISTING_LIMITS.bathrooms[1])
        add(1, 'bathrooms', LISTING_MESSAGES.bathrooms);
    }
    if (num('number_of_shower', 'Baths without a shower', d.number_of_shower)) {
      const s = d.number_of_shower as number;
      if (!Number.isInteger(s) || s < LISTING_LIMITS.showers[0] || s > LISTING_LIMITS.showers[1])
        add(1, 'number_of_shower', LISTING_MESSAGES.showers);
    }
  }
  if (hasMaxNights(d.rental_type) && num('max_nights', 'Max days per month', d.max_nights)) {
    const m = d.max_nights as number;
    if (!Number.isInteger(m) || m < LISTING_LIMITS.maxNights[0] || m > LISTING_LIMITS.maxNights[1])
      add(1, 'max_nights', LISTING_MESSAGES.maxNights);
  }
  // Money as typed: NaN is text that is not an amount, which no field turns into one (docs/decisions/045).
  const money = (field: string, label: string, v: number | null) => {
    if (v === null) add(1, field, LISTING_MESSAGES.required(label));
    else if (!isNumber(v) || !isWholeCents(v)) add(1, field, LISTING_MESSAGES.amount(label));
    else if (v < 0) add(1, field, LISTING_MESSAGES.negative(label));
    else return true;
    return false;
  };
  const from = money('rate_per_from', 'Rate per month', d.rate_per_from);
  if (d.enable_price_range && money('rate_per_to', 'Top of the price range', d.rate_per_to)) {
    if (from && (d.rate_per_to as number) < (d.rate_per_from as number))
      add(1, 'rate_per_to', LISTING_MESSAGES.rateTo);
  }
  money('deposit_required', 'Deposit', d.deposit_required);
  if (d.airport.length === 0) add(1, 'airport', LISTING_MESSAGES.airports);
  else if (d.airport.length > LISTING_LIMITS.airportsMax) add(1, 'airport', LISTING_MESSAGES.airportsMax);
  if (d.images.length === 0) add(5, 'images', LISTING_MESSAGES.images);
  else if (d.images.length > LISTING_LIMITS.images) add(5, 'images', LISTING_MESSAGES.tooManyImages);
  else if (!d.thumbnail || !d.images.includes(d.thumbnail)) add(5, 'thumbnail', LISTING_MESSAGES.primary);
  return out;
}

/**
 * docs/product/specification/2-listings-and-tenants.md §2.1, docs/decisions/011-listings.md "Contacts in the rules
 * text": phone numbers and e-mail addresses are
 * stripped from the rules text. Each is marked, so the sentence around it still reads ("Call [contact removed] with
 * questions", not "Call  with questions"; docs/decisions/018-walk-through-fixes.md).
 */
export const CONTACT_REMOVED = '[contact removed]';
export function stripContacts(text: string): string {
  return text.replace(EMAIL, CONTACT_REMOVED).replace(PHONE, CONTACT_REMOVED);
}
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/**
 * A phone number: "+" and 8 or more digits with spaces, dots, dashes or brackets, or a North American number
 * (optional "1-", optional area code, 3 + 4 digits) on one line. Price ranges ("1200-1500"), room numbers
 * ("101 102 103"), dates and times do not have that shape and are kept.
 */
const PHONE =
  /(?<![\w+])(?:\+\d[\d \t().-]{6,}\d|(?:1[ .-])?(?:\(\d{3}\) ?|\d{3}[ .-]?)?\d{3}[ .-]?\d{4})(?!\d)/g;

/** docs/decisions/011-listings.md: occupied / beds, at most 1, and 0 when there are no beds */
export function occupancyRate(beds: number, occupied: number): number {
  return beds > 0 ? Math.min(1, occupied / beds) : 0;
}

/** docs/product/specification/2-listings-and-tenants.md §3: beds = sum of beds_per_room over the rooms kept */
export function countBeds(rooms: { status: RoomStatus; beds: { status: BedStatus }[] }[]): {
  total_rooms: number;
  total_beds: number;
} {
  const kept = rooms.filter((r) => r.status !== 'DELETED');
  return {
    total_rooms: kept.length,
    total_beds: kept.reduce((n, r) => n + r.beds.filter((b) => b.status !== 'DELETED').length, 0),
  };
}
