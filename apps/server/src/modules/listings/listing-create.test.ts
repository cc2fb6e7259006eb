import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingForm } from '@crashpad/shared/api/listings';
import { LISTING_MESSAGES } from '@crashpad/shared/rules/listings';
import { distanceMiles } from '@crashpad/shared/rules/geo';
import { listingAirports } from '../../db/schema';
import {
  airportId,
  bearer,
  createLister,
  DESCRIPTION,
  type Lister,
  listingCount,
  listingForm,
  listingRow,
  madeBeforeAll,
  roomsOf,
  suiteApp,
  testApp,
  type TestApp,
  uploadFiles,
} from '../../../test/factory';
import { SINGLE_ROOM } from './listing-form';

const t = suiteApp();
const lister = madeBeforeAll(() => createLister(t, 'pro'));

const post = async (overrides: Partial<ListingForm> = {}, who: Lister = lister) =>
  t.app.inject({
    method: 'POST',
    url: '/api/crashpads',
    headers: bearer(who.token),
    payload: await listingForm(t.db, who.images, overrides),
  });

describe('POST /api/crashpads', () => {
  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/crashpads', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('creates an active listing with its airports, rooms, beds and counts, amounts in cents', async () => {
    const docs = await uploadFiles(t.db, lister.id, 1, 'pdf');
    const res = await post({
      rules_policies_des: 'No smoking. Questions: call 214-555-0134 or write to owner@example.com anytime.',
      rules_policies_doc: [`${docs[0]}::::Rules.pdf`],
    });
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json<{ id: number; message: string }>();
    expect(message).toBe('your crashpad has been created');

    const row = (await listingRow(t.db, id))!;
    expect(row).toMatchObject({
      userId: lister.id,
      status: 2,
      title: 'Love Field Crew House',
      rentalType: 'crashpad',
      ratePerFromCents: 30000,
      ratePerToCents: 42550,
      depositCents: 15000,
      maxNights: 20,
      bathrooms: 2,
      numberOfShower: 1,
      description: DESCRIPTION,
      images: lister.images,
      thumbnail: lister.images[0],
      rulesPoliciesDoc: [`${docs[0]}::::Rules.pdf`],
      totalRooms: 2,
      numBeds: 3,
      numOccupiedBeds: 0,
      descriptionUpdatedAt: null,
    });
    // phone numbers and e-mail addresses are stripped (docs/decisions/011-listings.md)
    expect(row.rulesPoliciesDes).not.toMatch(/555|owner@example\.com/);
    expect(row.rulesPoliciesDes).toContain('No smoking.');
    expect(row.rulesPoliciesDes).toContain('call [contact removed] or write to [contact removed] anytime.');
    // the public point is drawn within 300 m of the address, and differs from it
    const metres =
      distanceMiles(row.latitude, row.longitude, row.publicLatitude, row.publicLongitude) * 1609.344;
    expect(metres).toBeLessThanOrEqual(300.5);
    expect(metres).toBeGreaterThan(0);

    const linked = await t.db.select().from(listingAirports).where(eq(listingAirports.listingId, id));
    expect(linked).toEqual([
      { listingId: id, airportId: await airportId(t.db, 'DAL'), position: 1, distance: 2 },
    ]);
    const rooms = await roomsOf(t.db, id);
    expect(
      rooms.map((r) => [r.roomName, r.status, r.beds.map((b) => [b.bedName, b.status, b.rentalAmountCents])]),
    ).toEqual([
      [
        'Front room',
        'ACTIVE',
        [
          ['Lower bunk', 'ACTIVE', 30000],
          ['Bed 2', 'ACTIVE', null],
        ],
      ],
      ['Bedroom 2', 'ACTIVE', [['Bed 1', 'ACTIVE', null]]],
    ]);
  });

  it('keeps max days per month for crashpad types, 30 days by default, and no top price without a range', async () => {
    const crashpad = await post({ max_nights: null, enable_price_range: false, rate_per_to: 500 });
    expect(await listingRow(t.db, crashpad.json<{ id: number }>().id)).toMatchObject({
      maxNights: 30,
      enablePriceRange: false,
      ratePerToCents: null,
    });
  });

  it('stores two airports with their distances', async () => {
    const res = await post({
      airport: [await airportId(t.db, 'DAL'), await airportId(t.db, 'DFW')],
      other_airport_distance: 10,
    });
    const id = res.json<{ id: number }>().id;
    const linked = await t.db.select().from(listingAirports).where(eq(listingAirports.listingId, id));
    expect(linked.sort((a, b) => a.position - b.position).map((a) => [a.position, a.distance])).toEqual([
      [1, 2],
      [2, 10],
    ]);
    expect(await listingRow(t.db, id)).toMatchObject({ airportDistance: 2, otherAirportDistance: 10 });
  });

  it('refuses bad forms with 400 and the first message, and writes nothing', async () => {
    const other = await createLister(t, 'pro');
    const [dal, dfw, iah] = [
      await airportId(t.db, 'DAL'),
      await airportId(t.db, 'DFW'),
      await airportId(t.db, 'IAH'),
    ];
    const cases: [Partial<ListingForm>, string][] = [
      [{ description: DESCRIPTION.slice(0, 199) }, LISTING_MESSAGES.description],
      [{ airport: [dal, dfw, iah] }, LISTING_MESSAGES.airportsMax],
      [{ airport: [] }, LISTING_MESSAGES.airports],
      [{ airport: [999_999] }, 'Unknown airport'],
      [{ images: [other.images[0]!], thumbnail: other.images[0]! }, 'Unknown file'],
      [
        {
          images: ['/uploads/listings/never-uploaded.webp'],
          thumbnail: '/uploads/listings/never-uploaded.webp',
        },
        'Unknown file',
      ],
      [{ rules_policies_doc: [`${lister.images[0]}::::Rules.pdf`] }, 'Unknown file'],
      [{ thumbnail: other.images[0]! }, LISTING_MESSAGES.primary],
      [{ thumbnail: null }, LISTING_MESSAGES.primary],
      [{ images: [] }, LISTING_MESSAGES.images],
      [{ rooms: [{ room_name: 'Empty', status: 'NEW', beds: [] }] }, LISTING_MESSAGES.rooms],
      [{ rooms: [] }, LISTING_MESSAGES.rooms],
      [{ amenities: [999_999] }, 'Unknown amenity'],
      [{ places: [2_147_483_647] }, 'Unknown nearby place'],
      // beyond the database's ids (docs/decisions/013-input-hygiene-and-logs.md)
      [{ places: [3_000_000_000] }, 'id is too large'],
      [{ airport: [dal, 2_147_483_647] }, 'Unknown airport'],
      [{ airport: [dal, 3_000_000_000] }, 'id is too large'],
      [{ bathrooms: null }, 'Bathrooms is required'],
      [{ rate_per_to: 100 }, LISTING_MESSAGES.rateTo],
      // Money as typed: text is not read as a number, a third decimal is not rounded away (docs/decisions/045).
      [{ rate_per_from: '12.3.4' as unknown as number }, LISTING_MESSAGES.number('Rate per month')],
      [{ rate_per_from: 'abc' as unknown as number }, LISTING_MESSAGES.number('Rate per month')],
      [{ rate_per_from: 350.005 }, LISTING_MESSAGES.amount('Rate per month')],
      [{ deposit_required: -5 }, LISTING_MESSAGES.negative('Deposit')],
      [{ rental_type: 'crashpad_bed' }, SINGLE_ROOM],
      [{ rental_type: 'hostel' }, LISTING_MESSAGES.rentalType],
    ];
    const before = await listingCount(t.db);
    for (const [overrides, message] of cases) {
      const res = await post(overrides);
      expect({ status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
        status: 400,
        message,
      });
    }
    expect(await listingCount(t.db)).toBe(before);
  });

  it('accepts a single room with one bed for the single rental types', async () => {
    const res = await post({
      rental_type: 'crashpad_room',
      rooms: [{ room_name: '', status: 'NEW', beds: [{ bed_name: '', status: 'NEW' }] }],
    });
    expect(res.statusCode).toBe(200);
    const rooms = await roomsOf(t.db, res.json<{ id: number }>().id);
    expect(rooms.map((r) => [r.roomName, r.beds.map((b) => b.bedName)])).toEqual([['Bedroom 1', ['Bed 1']]]);
  });

  it('never stores a bed as BUSY or PENDING from the form, nor a room deleted before it was saved', async () => {
    const res = await post({
      rooms: [
        {
          room_name: 'Kept',
          status: 'NEW',
          beds: [
            { bed_name: '', status: 'BUSY' },
            { bed_name: 'gone', status: 'DELETED' },
          ],
        },
        { room_name: 'Dropped', status: 'DELETED', beds: [{ bed_name: '', status: 'NEW' }] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const rooms = await roomsOf(t.db, res.json<{ id: number }>().id);
    expect(rooms.map((r) => [r.roomName, r.beds.map((b) => b.status)])).toEqual([['Kept', ['ACTIVE']]]);
  });
});

describe('POST /api/crashpads on a site with the generic rental types (docs/product/specification/2-listings-and-tenants.md §1)', () => {
  let generic: TestApp;
  let host: Lister;
  beforeAll(async () => {
    generic = await testApp({ SITE_VARIANT: 'vacation' });
    host = await createLister(generic, 'pro');
  });
  afterAll(() => generic.close());

  const postThere = async (overrides: Partial<ListingForm>) =>
    generic.app.inject({
      method: 'POST',
      url: '/api/crashpads',
      headers: bearer(host.token),
      payload: await listingForm(generic.db, host.images, overrides),
    });

  it('refuses the crashpad types and writes nothing', async () => {
    const before = await listingCount(generic.db);
    const res = await postThere({ rental_type: 'crashpad' });
    expect({ status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: LISTING_MESSAGES.rentalType,
    });
    expect(await listingCount(generic.db)).toBe(before);
  });

  it('follows the rental type: no bathrooms for hostels and no max days outside crashpads', async () => {
    const hostel = await postThere({
      rental_type: 'hostel',
      bathrooms: 3,
      number_of_shower: 2,
      max_nights: 10,
    });
    expect(hostel.statusCode).toBe(200);
    expect(await listingRow(generic.db, hostel.json<{ id: number }>().id)).toMatchObject({
      rentalType: 'hostel',
      bathrooms: null,
      numberOfShower: null,
      maxNights: null,
    });
  });
});
