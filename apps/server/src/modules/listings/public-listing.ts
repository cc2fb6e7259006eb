// GET /api/listing/{id} (docs/product/specification/2-listings-and-tenants.md §2.8, §3 "Listing on the public page"): an active listing for everyone, an
// inactive one for its owner's preview only. Visitors see the location moved by up to 300 m; each visit by
// someone other than the owner counts a view, once per visitor in 30 minutes (view-counter.ts).
import { averageScore } from '@crashpad/shared/rules/reviews';
import { idParams } from '@crashpad/shared/api/ids';
import { publicListing, type PublicListing } from '@crashpad/shared/api/listings';
import { documentDisplayName, parseDocument } from '@crashpad/shared/format/listing';
import { LISTING_STATUS, occupancyRate } from '@crashpad/shared/rules/listings';
import type { FastifyReply } from 'fastify';
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
import { answerBytes } from '../../http/answer-bytes';
import { listingRecords, type ListingRecord } from './public-listing-record';

const tags = ['listings'];
const unknown = () => new NotFound(UNKNOWN_LISTING, 'UNKNOWN_LISTING');

/**
 * docs/product/specification/1-accounts-and-shell.md §3 phone visibility: approval_public_phone_user 1 shows the number to every signed-in member;
 * approval_public_phone_tenant 2 shows it to the lister's own tenants only (the members they invited, as messaging
 * decides who is whose tenant: docs/decisions/029-messaging.md), nobody else.
 */
function phoneShown(
  lister: Pick<UserRow, 'approvalPublicPhoneUser' | 'phoneNumber'>,
  viewer: UserRow | null,
) {
  return viewer !== null && lister.approvalPublicPhoneUser === 1 && !!lister.phoneNumber;
}

// Read with plain SQL: the rentals module uses listings and cannot be imported back (docs/architecture.md).
const PHONE_FOR_TENANT = `SELECT 1 AS yes FROM users u
  WHERE u.id = $1 AND u.approval_public_phone_tenant = 2
    AND EXISTS (SELECT 1 FROM rentals r WHERE r.lister_id = $1 AND r.user_id = $2 AND r.status <> 'deleted')`;

/** Whether the lister shows their phone to their tenants and the viewer is one of them. */
async function shownToTenant(connection: Connection, listerId: number, viewerId: number): Promise<boolean> {
  const rows = await preparedRows(connection, 'phone_for_tenant', PHONE_FOR_TENANT, [listerId, viewerId]);
  return rows.length > 0;
}

const TENANT_HERE = `SELECT 1 AS yes FROM rentals
  WHERE listing_id = $1 AND user_id = $2 AND status = 'accepted' LIMIT 1`;

/**
 * Whether the viewer holds an accepted rental in this crashpad: a tenant gets its exact point, as its lister does
 * (docs/decisions/011-listings.md "The exact address is for the lister").
 */
async function tenantHere(connection: Connection, listingId: number, viewerId: number): Promise<boolean> {
  const rows = await preparedRows(connection, 'tenant_here', TENANT_HERE, [listingId, viewerId]);
  return rows.length > 0;
}

/** Every vocabulary entry's names by id, per vocabulary: a few dozen rows, read apart from the listing. */
type VocabularyNames = Record<'amenities' | 'preferences' | 'places', Map<number, Record<string, string>>>;

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

/** The entries a listing chose, in its order, named in the reader's language; entries since removed drop out. */
function namedEntries(names: Map<number, Record<string, string>>, ids: number[], language: string) {
  return ids.flatMap((id) => {
    const name = names.get(Number(id));
    return name ? [{ id: Number(id), name: localName(name, language) }] : [];
  });
}

/**
 * The parts of the page that differ by viewer or by the moment, as the contract names them; the rest is the
 * stored text every viewer sees alike (public-listing-record.ts).
 */
type ViewerPart = Pick<
  PublicListing,
  | 'latitude'
  | 'longitude'
  | 'location_exact'
  | 'views'
  | 'bed_occupancy_rate'
  | 'rules_policies_doc'
  | 'amenities'
  | 'preferences'
  | 'places'
  | 'show_phone'
  | 'phone'
  | 'total_review'
>;

/**
 * The page's JSON text, as bytes: the viewer's part, encoded here, put in front of the stored object's members
 * (each piece encoded in turn, http/answer-bytes.ts). public-listing.test.ts parses whole answers with the
 * contract's schema (strict at the top level, where the two parts meet) and checks that no key comes twice.
 */
function pageBytes(viewerPart: ViewerPart, shared: string): Buffer {
  return answerBytes([JSON.stringify(viewerPart).slice(0, -1), ',', shared.slice(1)]);
}

export type PublicListingReader = (
  id: number,
  viewer: UserRow | null,
  language: string,
  /** who is visiting, for counting their view once (view-counter.ts) */
  visitor: string,
) => Promise<Buffer>;

/** How long a listing's record is kept for visitors (docs/performance.md, "The listing page"). */
export const LISTING_RECORD_TTL_MS = 5_000;
const LISTING_RECORDS_KEPT = 20_000;

/**
 * The page for one viewer. Visitors get the listing's record from a cache that keeps it for a few seconds from
 * its second visit and is emptied by the writes that change it (http/micro-cache.ts); its owner always reads it
 * fresh. What differs by viewer (exact point, phone, language, counting the view) is decided here, per request.
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
    const shown =
      owner ||
      phoneShown({ approvalPublicPhoneUser: l.lister_phone_public, phoneNumber: l.lister_phone }, viewer) ||
      (viewer !== null && !!l.lister_phone && (await shownToTenant(connection, l.user_id, viewer.id)));
    const phone = shown ? l.lister_phone || null : null;
    const exact = owner || (viewer !== null && (await tenantHere(connection, id, viewer.id)));
    const vocabulary = await vocabularies.get('all', () => vocabularyNames(connection));
    const viewerPart: ViewerPart = {
      latitude: exact ? l.latitude : l.public_latitude,
      longitude: exact ? l.longitude : l.public_longitude,
      location_exact: exact,
      views: l.views + views.pending(id),
      bed_occupancy_rate: occupancyRate(l.num_beds, l.num_occupied_beds),
      rules_policies_doc: l.rules_policies_doc.map((stored) => ({
        url: parseDocument(stored).url,
        name: documentDisplayName(stored),
      })),
      amenities: namedEntries(vocabulary.amenities, l.amenities, language),
      preferences: namedEntries(vocabulary.preferences, l.preferences, language),
      places: namedEntries(vocabulary.places, l.places, language),
      show_phone: phone !== null,
      phone,
      // kept with each review (docs/decisions/030-reviews-and-profiles.md)
      ...(l.review_count > 0
        ? { total_review: { avg_score: averageScore(l.review_count, l.review_score_sum)! } }
        : {}),
    };
    return pageBytes(viewerPart, l.shared);
  };
}

export async function publicListingRoutes(app: App, ctx: AppContext): Promise<void> {
  const read = publicListingReader(
    ctx.database.connection,
    ctx.listingViews,
    // kept from a listing's second visit in the window: one-off visits over many listings would cost the garbage
    // collector more than they save the database (docs/performance.md, "A record kept on its second read")
    ctx.caches.create(LISTING_RECORD_TTL_MS, LISTING_RECORDS_KEPT, { keepOnSecondRead: true }),
    // the names change only by an admin's rename, which empties the caches (vocabularies/routes.ts)
    ctx.caches.create(LISTING_RECORD_TTL_MS, 1),
  );
  app.get(
    '/listing/:id',
    {
      schema: { tags, params: idParams, response: { 200: publicListing } },
      preHandler: ctx.auth.optional,
    },
    // The answer is JSON text, mostly encoded by the database (public-listing-record.ts): fastify sends bytes as
    // they are, so the schema above documents the answer and public-listing.test.ts checks it.
    async (request, reply) => {
      // the page is in the language the app asks for (http/locale.ts)
      revalidatedByGuests(reply, ['X-Locale']);
      const viewer = request.auth?.user ?? null;
      const visitor = visitorOf({
        userId: viewer?.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const page = await read(request.params.id, viewer, requestLanguage(request), visitor);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(page);
    },
  );
}
