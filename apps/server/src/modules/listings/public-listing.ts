// GET /api/listing/{id} (spec 2 §2.8, §3 "Listing on the public page"): an active listing for everyone, an
// inactive one for its owner's preview only. Visitors see the location moved by up to 300 m; each visit by
// someone other than the owner counts a view, once per visitor in 30 minutes (view-counter.ts).
import { averageScore } from '@crashpad/shared/rules/reviews';
import { idParams } from '@crashpad/shared/api/ids';
import { publicListing, type PublicListing, type PublicRoom } from '@crashpad/shared/api/listings';
import { documentDisplayName, parseDocument } from '@crashpad/shared/format/listing';
import { bedAvailability, type BedHold } from '@crashpad/shared/rules/bed-availability';
import { LISTING_STATUS, occupancyRate } from '@crashpad/shared/rules/listings';
import type { App, AppContext } from '../../context';
import { preparedRows, type Connection } from '../../db/client';
import { NotFound } from '../../errors';
import { requestLanguage } from '../../http/locale';
import { batchLoader } from '../../http/batch-loader';
import type { MicroCache } from '../../http/micro-cache';
import type { UserRow } from '../accounts';
import { UNKNOWN_LISTING } from './listing-service';
import { localName } from '../vocabularies';
import { visitorOf, type ViewCounter } from './view-counter';
import { revalidatedByGuests } from '../../http/cache-control';
import { centsToDollars } from '@crashpad/shared/format/money';

const tags = ['listings'];
const unknown = () => new NotFound(UNKNOWN_LISTING, 'UNKNOWN_LISTING');

/**
 * spec 1 §3 phone visibility: approval_public_phone_user 1 shows the number to every signed-in member;
 * approval_public_phone_tenant 2 (tenants only) waits for rentals, so it shows to nobody else yet.
 */
function phoneShown(
  lister: Pick<UserRow, 'approvalPublicPhoneUser' | 'phoneNumber'>,
  viewer: UserRow | null,
) {
  return viewer !== null && lister.approvalPublicPhoneUser === 1 && !!lister.phoneNumber;
}

/** One listing as the database holds it, with its lister, airports and chosen vocabulary entries. */
type ListingRecord = {
  id: number;
  user_id: number;
  status: number;
  title: string;
  city: string;
  state: string;
  country: string;
  neighborhood: string;
  latitude: number;
  longitude: number;
  public_latitude: number;
  public_longitude: number;
  rental_type: PublicListing['rental_type'];
  rate_per_from_cents: number;
  rate_per_to_cents: number | null;
  deposit_cents: number;
  description: string;
  airport_distance: number;
  other_airport_distance: number | null;
  max_nights: number | null;
  bathrooms: number | null;
  number_of_shower: number | null;
  total_rooms: number;
  num_beds: number;
  num_occupied_beds: number;
  views: number;
  created_at: Date | string;
  review_count: number;
  review_score_sum: number;
  rules_policies_des: string;
  rules_policies_doc: string[];
  images: string[];
  thumbnail: string | null;
  lister_display_name: string;
  lister_photo: string | null;
  lister_phone: string | null;
  lister_phone_public: number;
  airports: PublicListing['airports'];
  amenities: number[];
  preferences: number[];
  places: number[];
  rooms: RoomRecord[];
};
/** Every vocabulary entry's names by id, per vocabulary: a few dozen rows, read apart from the listing. */
type VocabularyNames = Record<'amenities' | 'preferences' | 'places', Map<number, Record<string, string>>>;

type RoomRecord = {
  id: number;
  room_name: string;
  beds: ({ id: number; bed_name: string; rent_cents: number } & BedHoldRecord)[];
};
type BedHoldRecord = {
  status: BedHold['status'];
  pending: boolean;
  open_ended: boolean;
  until: string | null;
};

/**
 * Live rooms and beds in the lister's order, each bed with its rent and what its pending and accepted rentals
 * say of it (the rentals table read with plain SQL, as listing-activity.ts does): no tenant's name, e-mail or id
 * leaves this statement (docs/decisions/023-reports-and-bed-availability.md).
 */
const ROOMS = `(
  SELECT coalesce(json_agg(json_build_object('id', rm.id, 'room_name', rm.room_name, 'beds', (
      SELECT coalesce(json_agg(json_build_object('id', b.id, 'bed_name', b.bed_name, 'status', b.status,
          'rent_cents', coalesce(b.rental_amount_cents, l.rate_per_from_cents),
          'pending', coalesce(h.pending, false), 'open_ended', coalesce(h.open_ended, false), 'until', h.until)
        ORDER BY b.position, b.id), '[]')
      FROM listing_beds b LEFT JOIN LATERAL (
        SELECT bool_or(r.status = 'pending') AS pending,
          bool_or(r.status = 'accepted' AND r.checkout_date IS NULL) AS open_ended,
          max(r.checkout_date) FILTER (WHERE r.status = 'accepted')::text AS until
        FROM rentals r WHERE r.bed_id = b.id AND r.status IN ('pending', 'accepted')) h ON true
      WHERE b.room_id = rm.id AND b.status <> 'DELETED'))
    ORDER BY rm.position, rm.id), '[]')
  FROM listing_rooms rm WHERE rm.listing_id = l.id AND rm.status <> 'DELETED')`;

const VOCABULARY_NAMES = `SELECT 'amenities' AS kind, id, name FROM amenities
  UNION ALL SELECT 'preferences', id, name FROM preferences
  UNION ALL SELECT 'places', id, name FROM places`;

async function vocabularyNames(connection: Connection): Promise<VocabularyNames> {
  const rows = await preparedRows<{ kind: keyof VocabularyNames; id: number; name: Record<string, string> }>(
    connection,
    'vocabulary_names',
    VOCABULARY_NAMES,
    [],
  );
  const names: VocabularyNames = { amenities: new Map(), preferences: new Map(), places: new Map() };
  for (const row of rows) names[row.kind].set(row.id, row.name);
  return names;
}

/**
 * Everything the page shows, in one statement, prepared once per connection (docs/performance.md).
 * Deleted listings are not found.
 */
export const LISTING_RECORD = `SELECT l.id, l.user_id, l.status, l.title, l.city, l.state, l.country, l.neighborhood,
    l.latitude, l.longitude, l.public_latitude, l.public_longitude, l.rental_type,
    l.rate_per_from_cents, l.rate_per_to_cents, l.deposit_cents, l.description, l.airport_distance,
    l.other_airport_distance, l.max_nights, l.bathrooms, l.number_of_shower, l.total_rooms, l.num_beds,
    l.num_occupied_beds, l.views, l.created_at, l.review_count, l.review_score_sum, l.rules_policies_des, l.rules_policies_doc, l.images,
    l.thumbnail, u.display_name AS lister_display_name, u.photo AS lister_photo,
    u.phone_number AS lister_phone, u.approval_public_phone_user AS lister_phone_public,
    (SELECT coalesce(json_agg(json_build_object('id', a.id, 'prefix', a.iata, 'name', a.name)
        ORDER BY la.position), '[]')
      FROM listing_airports la JOIN airports a ON a.id = la.airport_id
      WHERE la.listing_id = l.id) AS airports,
    l.amenities, l.preferences, l.places,
    ${ROOMS} AS rooms
  FROM listings l JOIN users u ON u.id = l.user_id
  WHERE l.id = ANY($1::int[]) AND l.status <> ${LISTING_STATUS.deleted}`;

/** The records of the listings asked for together (http/batch-loader.ts): one statement, one round trip. */
async function listingRecords(connection: Connection, ids: number[]): Promise<Map<number, ListingRecord>> {
  const rows = await preparedRows<ListingRecord>(connection, 'public_listings', LISTING_RECORD, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each bed's rent and availability as of today (UTC). */
function publicRooms(rooms: RoomRecord[], today = new Date().toISOString().slice(0, 10)): PublicRoom[] {
  return rooms.map((room) => ({
    id: room.id,
    room_name: room.room_name,
    beds: room.beds.map((b) => ({
      id: b.id,
      bed_name: b.bed_name,
      rental_amount: centsToDollars(b.rent_cents),
      ...bedAvailability(
        { status: b.status, pending: b.pending, openEnded: b.open_ended, until: b.until },
        today,
      ),
    })),
  }));
}

export type PublicListingReader = (
  id: number,
  viewer: UserRow | null,
  language: string,
  /** who is visiting, for counting their view once (view-counter.ts) */
  visitor: string,
) => Promise<PublicListing>;

/** How long a listing's record is kept for visitors (docs/performance.md, "The listing page"). */
export const LISTING_RECORD_TTL_MS = 5_000;
const LISTING_RECORDS_KEPT = 20_000;

/**
 * The page for one viewer. Visitors get the listing's record from a cache kept for a few seconds and emptied
 * by the writes that change it (http/micro-cache.ts); its owner always reads it fresh. What differs by viewer
 * (exact point, phone, language, counting the view) is decided here, per request.
 */
export function publicListingReader(
  connection: Connection,
  views: ViewCounter,
  cache: MicroCache<ListingRecord | undefined>,
  vocabularies: MicroCache<VocabularyNames>,
): PublicListingReader {
  // A kept record's count would go back by the visits just written; the next read takes the new count.
  views.onWritten((ids) => ids.forEach((id) => cache.forget(String(id))));
  const listingRecord = batchLoader((ids) => listingRecords(connection, ids));
  return async (id, viewer, language, visitor) => {
    const load = () => listingRecord(id);
    let l = await cache.get(String(id), load);
    if (l && viewer?.id === l.user_id) l = await load();
    if (!l) throw unknown();
    const owner = viewer?.id === l.user_id;
    if (!owner && l.status !== LISTING_STATUS.active) throw unknown();
    if (!owner) views.count(id, visitor);
    const phone =
      owner ||
      phoneShown({ approvalPublicPhoneUser: l.lister_phone_public, phoneNumber: l.lister_phone }, viewer)
        ? l.lister_phone || null
        : null;
    // The entries the listing chose, in its order; entries an admin has since removed drop out.
    const vocabulary = await vocabularies.get('all', () => vocabularyNames(connection));
    const named = (kind: keyof VocabularyNames, ids: number[]) =>
      ids.flatMap((id) => {
        const name = vocabulary[kind].get(Number(id));
        return name ? [{ id: Number(id), name: localName(name, language) }] : [];
      });
    return {
      id: l.id,
      user_id: l.user_id,
      title: l.title,
      status: l.status,
      city: l.city,
      state: l.state,
      country: l.country,
      neighborhood: l.neighborhood,
      latitude: owner ? l.latitude : l.public_latitude,
      longitude: owner ? l.longitude : l.public_longitude,
      location_exact: owner,
      rental_type: l.rental_type,
      rate_per_from: centsToDollars(l.rate_per_from_cents),
      rate_per_to: centsToDollars(l.rate_per_to_cents),
      deposit_required: centsToDollars(l.deposit_cents),
      description: l.description,
      airport_distance: l.airport_distance,
      other_airport_distance: l.other_airport_distance,
      max_nights: l.max_nights,
      bathrooms: l.bathrooms,
      number_of_shower: l.number_of_shower,
      total_room: l.total_rooms,
      num_beds: l.num_beds,
      num_occupied_beds: l.num_occupied_beds,
      bed_occupancy_rate: occupancyRate(l.num_beds, l.num_occupied_beds),
      views: l.views + views.pending(id),
      created_at: new Date(l.created_at).toISOString(),
      rules_policies_des: l.rules_policies_des,
      rules_policies_doc: l.rules_policies_doc.map((stored) => ({
        url: parseDocument(stored).url,
        name: documentDisplayName(stored),
      })),
      images: l.images,
      thumbnail: l.thumbnail,
      amenities: named('amenities', l.amenities),
      preferences: named('preferences', l.preferences),
      places: named('places', l.places),
      airports: l.airports,
      show_phone: phone !== null,
      phone,
      lister: { id: l.user_id, display_name: l.lister_display_name, photo: l.lister_photo },
      rooms: publicRooms(l.rooms),
      // kept with each review (docs/decisions/030-reviews-and-profiles.md)
      review: { num_reviews: l.review_count },
      ...(l.review_count > 0
        ? { total_review: { avg_score: averageScore(l.review_count, l.review_score_sum)! } }
        : {}),
    };
  };
}

export async function publicListingRoutes(app: App, ctx: AppContext): Promise<void> {
  const read = publicListingReader(
    ctx.database.connection,
    ctx.listingViews,
    ctx.caches.create(LISTING_RECORD_TTL_MS, LISTING_RECORDS_KEPT),
    // the names change only by an admin's rename, which empties the caches (vocabularies/routes.ts)
    ctx.caches.create(LISTING_RECORD_TTL_MS, 1),
  );
  app.get(
    '/listing/:id',
    {
      schema: { tags, params: idParams, response: { 200: publicListing } },
      preHandler: ctx.auth.optional,
      // The page is built field by field as the typed contract above (TypeScript refuses any other key), so it
      // is encoded as it is: a zod pass over every page cost more than the encoding (docs/performance.md).
      // public-listing.test.ts checks the answers against the schema.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    (request, reply) => {
      // the page is in the language the app asks for (http/locale.ts)
      revalidatedByGuests(reply, ['X-Locale']);
      const viewer = request.auth?.user ?? null;
      const visitor = visitorOf({
        userId: viewer?.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return read(request.params.id, viewer, requestLanguage(request), visitor);
    },
  );
}
