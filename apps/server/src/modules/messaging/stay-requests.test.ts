// "Book Your Stay" (docs/decisions/065-book-your-stay.md): a stay request reaches the lister as a message in the
// listing's thread, which shows its dates; the lister can invite the requester from there. Refusals change nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ThreadAnswer } from '@crashpad/shared/api/messages';
import { STAY_MESSAGES as M } from '@crashpad/shared/api/stay-requests';
import { todayIn } from '@crashpad/shared/rules/calendar';
import { emails } from '../../db/schema';
import {
  bearer,
  createLister,
  createListing,
  madeBeforeAll,
  signedInSeeker,
  suiteApp,
} from '../../../test/factory';
import { noticesSettled } from './notices';

const t = suiteApp({ SITE_VARIANT: 'vacation' });

// The test listings are at DFW: their calendar is Dallas's.
const DALLAS = 'America/Chicago';
const day = (n: number) =>
  new Date(Date.parse(`${todayIn(DALLAS)}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const made = madeBeforeAll(async () => {
  const lister = await createLister(t, 'pro');
  const nightly = await createListing(t, lister, {
    rental_type: 'house',
    rate_per_day_from: 45,
    rate_per_day_to: 60,
  });
  // the wizard asks for max nights on crashpad types only; a listing that has one holds stays to it
  await t.db.execute(sql`UPDATE listings SET max_nights = 20 WHERE id = ${nightly}`);
  const monthlyOnly = await createListing(t, lister, { rental_type: 'house' });
  return { lister, nightly, monthlyOnly, seeker: await signedInSeeker(t) };
});

const ask = (token: string, listingId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/stay-requests`,
    headers: bearer(token),
    payload,
  });
const requests = async () =>
  (
    (await t.db.execute(sql`SELECT count(*)::int AS n FROM stay_requests`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('a stay request', () => {
  it('reaches the lister in the listing thread, with its dates, and an e-mail notice', async () => {
    const { lister, nightly, seeker } = made;
    const res = await ask(seeker.token, nightly, {
      check_in: day(3),
      check_out: day(7),
      guests: 2,
      note: 'Two flight attendants on reserve.',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(M.sent);
    expect(answer.stay_request).toMatchObject({ nights: 4, guests: 2, rate_from: 45, rate_to: 60 });

    const thread = (
      await t.app.inject({ url: `/api/messages/${answer.thread_id}`, headers: bearer(lister.token) })
    ).json<ThreadAnswer>();
    expect(thread.listing_id).toBe(nightly);
    // the lister may invite the requester: their e-mail shows, as for anyone who wrote about the crashpad
    expect(thread.to_user_email).toBe(seeker.email);
    const [first] = thread.messages;
    expect(first!.from_user).toBe(seeker.id);
    expect(first!.message).toContain('4 nights · 2 guests');
    expect(first!.message).toContain('Nightly rate shown: $45 – $60');
    expect(first!.message).toContain('Two flight attendants on reserve.');
    expect(first!.stay_request).toEqual({ ...answer.stay_request, check_in: day(3), check_out: day(7) });

    await noticesSettled(t.ctx);
    const mail = await t.db
      .select()
      .from(emails)
      .where(sql`${emails.to} = ${lister.email}`);
    expect(mail.some((m) => m.text?.includes('Stay request'))).toBe(true);
  });

  it('refuses what the listing cannot take, naming the field, and writes nothing', async () => {
    const { nightly, monthlyOnly, seeker, lister } = made;
    const before = await requests();
    const cases: [number, object, number, string][] = [
      [nightly, { check_in: day(-1), check_out: day(2), guests: 1 }, 400, M.past],
      [nightly, { check_in: day(5), check_out: day(5), guests: 1 }, 400, M.checkOutAfter],
      [nightly, { check_in: day(1), check_out: day(30), guests: 1 }, 400, M.overMaxNights(20)],
      [nightly, { check_in: day(1), check_out: day(200), guests: 1 }, 400, M.tooLong],
      [nightly, { check_in: day(400), check_out: day(402), guests: 1 }, 400, M.tooFar],
      [nightly, { check_in: day(1), check_out: day(2), guests: 0 }, 400, M.guests],
      [nightly, { check_in: '2026-02-30', check_out: day(2), guests: 1 }, 400, M.checkIn],
      [monthlyOnly, { check_in: day(1), check_out: day(2), guests: 1 }, 422, M.noNightly],
    ];
    for (const [listing, body, status, message] of cases) {
      const res = await ask(seeker.token, listing, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const own = await ask(lister.token, nightly, { check_in: day(1), check_out: day(2), guests: 1 });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(M.ownListing);
    for (const id of [999999, 2147483648]) {
      const res = await ask(seeker.token, id, { check_in: day(1), check_out: day(2), guests: 1 });
      expect([400, 404]).toContain(res.statusCode);
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/listing/${nightly}/stay-requests`,
      payload: { check_in: day(1), check_out: day(2), guests: 1 },
    });
    expect(guest.statusCode).toBe(401);
    expect(await requests()).toBe(before);
  });
});

describe('without the travel flag', () => {
  const c = suiteApp({ SITE_VARIANT: 'vacation', FEATURE_SITE_TRAVELBUG: 'false' });
  it('the route does not exist', async () => {
    const seeker = await signedInSeeker(c);
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/listing/1/stay-requests',
      headers: bearer(seeker.token),
      payload: { check_in: day(1), check_out: day(2), guests: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FEATURE_OFF');
  });
});
