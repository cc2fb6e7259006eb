// The lister's changes to an invitation (docs/product/specification/2-listings-and-tenants.md §4.5;
// docs/decisions/021-tenants-and-rentals.md "Invitations"): editing its terms, resending, cancelling, the lister's
// private notes, and a held bed keeping its crashpad active.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import { emails, rentalHistory } from '../../db/schema';
import {
  bearer,
  bedStatus,
  createLister,
  holdBed,
  invite,
  inviteForm,
  inviteMember,
  lastEmailTo,
  linkToken,
  listerWithCrashpad,
  rentalRow,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();

describe('editing, resending and cancelling', () => {
  it('edits terms with a history of old → new, and a new e-mail voids the old link', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const form = inviteForm(listingId, beds[0]!);
    const id = (await invite(t, lister, form)).json<{ id: number }>().id;
    const firstCode = linkToken((await lastEmailTo(t.db, form.email!))?.text, 'vcode=');
    const newEmail = `moved.${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/${id}`,
      headers: bearer(lister.token),
      payload: { ...form, rental_amount: 450, bed_id: beds[1], email: newEmail },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: RENTAL_MESSAGES.updated });
    expect(await bedStatus(t.db, beds[0]!)).toBe('ACTIVE');
    expect(await bedStatus(t.db, beds[1]!)).toBe('PENDING');
    const [edit] = await t.db
      .select()
      .from(rentalHistory)
      .where(eq(rentalHistory.rentalId, id))
      .orderBy(rentalHistory.id)
      .offset(1);
    expect(edit?.changes).toEqual(
      expect.arrayContaining(['Rent: $425.00 → $450.00', `E-mail: ${form.email} → ${newEmail}`]),
    );
    expect(edit?.changes.some((l) => l.startsWith('Bed: ') && l.includes('→'))).toBe(true);
    // The first address's link no longer opens anything.
    const check = await t.app.inject({
      url: `/api/rental/check-invite?email=${form.email}&vcode=${firstCode}`,
    });
    expect(check.statusCode).toBe(404);
    expect((await lastEmailTo(t.db, newEmail))?.text).toContain('vcode=');
  });

  it('resends with a new link and voids the old one; cancels and frees the bed; strangers get 404', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const form = inviteForm(listingId, beds[0]!);
    const id = (await invite(t, lister, form)).json<{ id: number }>().id;
    const oldCode = linkToken((await lastEmailTo(t.db, form.email!))?.text, 'vcode=');
    const stranger = await createLister(t, 'pro');
    for (const path of ['resend-invite', 'cancel-invite', 'remove'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/rental/${id}/${path}`,
            headers: bearer(stranger.token),
          })
        ).statusCode,
      ).toBe(404);
    const mailsBefore = (await t.db.select({ n: count() }).from(emails))[0]!.n;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/rental/${id}/resend-invite`,
      headers: bearer(lister.token),
    });
    expect(resent.json()).toEqual({ message: RENTAL_MESSAGES.resent });
    expect((await t.db.select({ n: count() }).from(emails))[0]!.n).toBe(mailsBefore + 1);
    const newCode = linkToken((await lastEmailTo(t.db, form.email!))?.text, 'vcode=');
    expect(newCode).not.toBe(oldCode);
    const check = (code: string) =>
      t.app.inject({
        url: `/api/rental/check-invite?email=${encodeURIComponent(form.email!)}&vcode=${code}`,
      });
    expect((await check(oldCode)).statusCode).toBe(404);
    expect((await check(newCode)).json()).toEqual({
      tenant: { first_name: 'Casey', last_name: 'Nguyen', airline: 'Southwest Airlines' },
    });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/rental/${id}/cancel-invite`,
      headers: bearer(lister.token),
    });
    expect(cancelled.json()).toEqual({ message: RENTAL_MESSAGES.cancelled });
    expect((await rentalRow(t.db, id))?.status).toBe('deleted');
    expect(await bedStatus(t.db, beds[0]!)).toBe('ACTIVE');
    expect((await check(newCode)).statusCode).toBe(404);
  });

  it('keeps the lister’s notes private to the lister', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/${id}/update-tenant-note`,
      headers: bearer(lister.token),
      payload: { note_agreement: 'Pays in cash on the 1st' },
    });
    expect(saved.json()).toEqual({ message: RENTAL_MESSAGES.noteSaved });
    const forTenant = await t.app.inject({ url: '/api/rentals', headers: bearer(memberToken) });
    expect(forTenant.json().invites[0]).toMatchObject({ id, note_agreement: '' });
    const forLister = await t.app.inject({ url: '/api/rental', headers: bearer(lister.token) });
    expect(forLister.json().data[0]).toMatchObject({ id, note_agreement: 'Pays in cash on the 1st' });
    // The tenant cannot write notes.
    const asTenant = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/${id}/update-tenant-note`,
      headers: bearer(memberToken),
      payload: { note_agreement: 'mine' },
    });
    expect(asTenant.statusCode).toBe(403);
  });

  it('blocks deactivating a crashpad while a tenant holds a bed, as docs/product/specification/2-listings-and-tenants.md §4.1 says', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    await holdBed(t.db, beds[0]!, 'BUSY');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/crashpads/status/${listingId}`,
      headers: bearer(lister.token),
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(422);
  });
});
