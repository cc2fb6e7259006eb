// The lister's side of an invitation: invite into a bed, edit, resend, cancel, remove
// (docs/product/specification/2-listings-and-tenants.md §2.4, §4.5, §5 "Invite
// tenant"; docs/decisions/021-tenants-and-rentals.md "Invitations"). The checks run in the order a lister reads
// them; the database's exclusion constraint is the last word on a bed held twice.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTOPAY_MESSAGES, autopayLocks } from '@crashpad/shared/api/rental-autopay';
import type { InviteInput } from '@crashpad/shared/api/rentals';
import { dollarsToCents } from '@crashpad/shared/format/money';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import {
  AUTO_PAY,
  INVITATION_DAYS,
  INVITE_MESSAGES,
  RENTAL_MESSAGES as M,
  hourOf,
} from '@crashpad/shared/rules/rentals';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listingBeds, listingRooms, rentals, users } from '../../db/schema';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { randomToken, tokenHash } from '../../lib/tokens';
import type { UserRow } from '../accounts';
import { isLister, lockListings, ownListing } from '../listings';
import { hasCard } from '../payments';
import { holdingBed, syncBeds, type Tx } from './bed-holds';
import { changeLines, recordHistory } from './history';
import { sendInvitationEmail } from './invitation-emails';
import { assertUnderTenantLimit } from './tenant-limit';
import { crashpadToday, endRental } from './rental-end';

type RentalRow = typeof rentals.$inferSelect;

export function assertLister(user: UserRow): void {
  if (!isLister(user)) throw new Forbidden(M.notLister, 'NOT_LISTER');
}

/**
 * A lister asks for AutoPay (in an invitation or a request) only with their AutoPay switch on and their payout
 * account onboarded (docs/product/money.md#autopay; docs/decisions/026-autopay-on-rentals.md "Who may ask").
 */
export function assertAutopayReady(lister: Pick<UserRow, 'automaticPayment' | 'payoutOnboardedAt'>): void {
  if (lister.automaticPayment !== 1 || lister.payoutOnboardedAt === null)
    throw new Conflict(AUTOPAY_MESSAGES.listerNotReady, 'AUTOPAY_SETUP_INCOMPLETE');
}

/** A fresh invitation token: the link's secret, and what is stored of it. */
export function newInvitationToken() {
  const token = randomToken();
  return {
    token,
    tokenHash: tokenHash(token),
    tokenExpiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000),
  };
}

/** The lister's own rental (any status); another's is unknown to them. */
export async function ownRental(tx: Tx | Db, listerId: number, id: number, lock = false): Promise<RentalRow> {
  const query = tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.id, id), eq(rentals.listerId, listerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound(M.notFound, 'RENTAL_NOT_FOUND');
  // its listing before anything of the rental changes (docs/decisions/037-search-read-model.md "Lock order")
  if (lock) await lockListings(tx, [row.listingId]);
  return row;
}

/** The bed the form names, on the lister's listing, that a tenant may be given (not removed). */
async function bedOfListing(tx: Tx, listingId: number, bedId: number) {
  const [bed] = await tx
    .select({ id: listingBeds.id, roomId: listingBeds.roomId, name: listingBeds.bedName })
    .from(listingBeds)
    .innerJoin(listingRooms, eq(listingRooms.id, listingBeds.roomId))
    .where(
      and(
        eq(listingBeds.id, bedId),
        eq(listingBeds.listingId, listingId),
        ne(listingBeds.status, 'DELETED'),
        ne(listingRooms.status, 'DELETED'),
      ),
    );
  if (!bed) throw Invalid.field('bed_id', M.bedUnavailable);
  return bed;
}

/** The member the e-mail belongs to, if any; refuses the lister themselves and closed accounts. */
async function invitee(tx: Tx, lister: UserRow, email: string) {
  if (email === lister.email.trim().toLowerCase()) throw Invalid.field('email', M.selfInvite);
  const [member] = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (member?.status === 'DEACTIVATED') throw new Conflict(M.closedMember, 'MEMBER_CLOSED');
  return member ?? null;
}

/** The rental columns the form sets. */
function termsOf(input: InviteInput) {
  return {
    email: input.email,
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    phoneNumber: input.phone_number.trim(),
    countryCode: input.country_code,
    airline: input.airline.trim(),
    jobPosition: input.job_position,
    startDate: input.start_date,
    startHour: hourOf(input.start_time) ?? 0,
    checkoutDate: input.checkout_date || null,
    checkoutHour: input.checkout_date ? hourOf(input.checkout_time) : null,
    rentalAmountCents: dollarsToCents(input.rental_amount ?? 0),
    depositCents: dollarsToCents(input.deposit ?? 0),
    paymentDay: input.payment_date ?? 1,
    autoPay: input.auto_pay,
    noteAgreement: input.note_agreement,
  };
}

type Mailing = Parameters<typeof sendInvitationEmail>[1];

async function mail(ctx: AppContext, log: FastifyBaseLogger, invitation: Mailing) {
  try {
    await sendInvitationEmail(ctx, invitation);
  } catch (err) {
    // The rental stands; the lister can resend the invitation.
    log.error({ err }, 'the invitation e-mail could not be sent');
  }
}

async function invitationMail(
  tx: Tx,
  rental: RentalRow,
  lister: UserRow,
  token: string,
  memberId: number | null,
): Promise<Mailing> {
  const [place] = await tx
    .select({ room: listingRooms.roomName, bed: listingBeds.bedName })
    .from(listingBeds)
    .innerJoin(listingRooms, eq(listingRooms.id, listingBeds.roomId))
    .where(eq(listingBeds.id, rental.bedId));
  const listing = await ownListing(tx, lister.id, rental.listingId);
  const [holder] =
    memberId === null
      ? []
      : await tx
          .select({
            paymentMethod: users.paymentMethod,
            paymentMethodInvalidAt: users.paymentMethodInvalidAt,
          })
          .from(users)
          .where(eq(users.id, memberId));
  return {
    to: rental.email,
    firstName: rental.firstName,
    listerName: `${lister.firstName} ${lister.lastName}`.trim() || lister.displayName,
    location: listing.title,
    room: place?.room ?? '',
    bed: place?.bed ?? '',
    startDate: rental.startDate,
    startHour: rental.startHour,
    rentCents: rental.rentalAmountCents,
    depositCents: rental.depositCents,
    paymentDay: rental.paymentDay,
    memberId,
    token,
    autoPay: rental.autoPay > 0,
    cardOnFile: holder !== undefined && hasCard(holder),
  };
}

/** POST /rental/invite */
/**
 * Stay dates are not before today at the crashpad (docs/product/dates.md). An edit may keep a date already past:
 * only a date it changes is checked.
 */
function assertNotPast(input: InviteInput, today: string, before?: RentalRow) {
  if (input.start_date !== before?.startDate && input.start_date < today)
    throw Invalid.field('start_date', INVITE_MESSAGES.startPast);
  if (input.checkout_date && input.checkout_date !== before?.checkoutDate && input.checkout_date < today)
    throw Invalid.field('checkout_date', INVITE_MESSAGES.checkoutPast);
}

export async function inviteTenant(
  ctx: AppContext,
  lister: UserRow,
  input: InviteInput,
  log: FastifyBaseLogger,
): Promise<{ id: number; message: string }> {
  assertLister(lister);
  const { mailing, id } = await holdingBed(() =>
    ctx.db.transaction(async (tx) => {
      // One invitation of a lister at a time: the tenant limit counts what the others wrote.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, lister.id)).for('update');
      const listing = await ownListing(tx, lister.id, input.listing_id ?? 0, true);
      if (listing.status !== LISTING_STATUS.active || listing.numBeds === 0)
        throw new Conflict(M.inviteRequirements, 'INVITE_REQUIREMENTS');
      const bed = await bedOfListing(tx, listing.id, input.bed_id ?? 0);
      assertNotPast(input, await crashpadToday(tx, { listingId: listing.id }));
      if (input.auto_pay === AUTO_PAY.on) assertAutopayReady(lister);
      const member = await invitee(tx, lister, input.email);
      await assertUnderTenantLimit(tx, lister);
      const secret = newInvitationToken();
      const [rental] = await tx
        .insert(rentals)
        .values({
          ...termsOf(input),
          listingId: listing.id,
          roomId: bed.roomId,
          bedId: bed.id,
          listerId: lister.id,
          userId: member?.id ?? null,
          tokenHash: secret.tokenHash,
          tokenExpiresAt: secret.tokenExpiresAt,
        })
        .returning();
      if (!rental) throw new Error('the rental was not returned');
      await syncBeds(tx, [bed.id], [listing.id]);
      await recordHistory(
        tx,
        rental.id,
        lister.id,
        'invited',
        changeLines(null, rental, new Map([[bed.id, bed.name]])),
      );
      return {
        id: rental.id,
        mailing: await invitationMail(tx, rental, lister, secret.token, member?.id ?? null),
      };
    }),
  );
  await mail(ctx, log, mailing);
  return { id, message: M.invited };
}

/** PUT /rental/{id}: a pending invitation or a current tenant's terms. A new e-mail gets a new invitation. */
export async function updateRental(
  ctx: AppContext,
  lister: UserRow,
  id: number,
  input: InviteInput,
  log: FastifyBaseLogger,
): Promise<{ id: number; message: string }> {
  assertLister(lister);
  const { mailing } = await holdingBed(() =>
    ctx.db.transaction(async (tx) => {
      const before = await ownRental(tx, lister.id, id, true);
      if (before.status !== 'pending' && before.status !== 'accepted')
        throw new Conflict('Only a pending invitation or a current tenant can be edited.', 'RENTAL_CLOSED');
      if (input.listing_id !== before.listingId) throw Invalid.field('bed_id', M.bedUnavailable);
      assertNotPast(input, await crashpadToday(tx, before), before);
      const bed = await bedOfListing(tx, before.listingId, input.bed_id ?? 0);
      const terms = lockedAutopay(lister, before, termsOf(input));
      const emailChanged = terms.email !== before.email;
      if (emailChanged && before.status === 'accepted')
        throw Invalid.field('email', 'The e-mail of a current tenant cannot be changed.');
      const member = emailChanged ? await invitee(tx, lister, terms.email) : null;
      const secret = emailChanged ? newInvitationToken() : null;
      const [after] = await tx
        .update(rentals)
        .set({
          ...terms,
          roomId: bed.roomId,
          bedId: bed.id,
          ...(secret && {
            userId: member?.id ?? null,
            tokenHash: secret.tokenHash,
            tokenExpiresAt: secret.tokenExpiresAt,
          }),
          updatedAt: new Date(),
        })
        .where(eq(rentals.id, id))
        .returning();
      if (!after) throw new Error('the rental was not returned');
      await syncBeds(tx, [before.bedId, bed.id], [before.listingId]);
      const names = await bedNames(tx, [before.bedId, bed.id]);
      await recordHistory(tx, id, lister.id, 'edited', changeLines(before, after, names));
      return {
        mailing: secret ? await invitationMail(tx, after, lister, secret.token, member?.id ?? null) : null,
      };
    }),
  );
  if (mailing) await mail(ctx, log, mailing);
  return { id, message: M.updated };
}

/**
 * AutoPay on an edit: a pending invitation may ask for it (the lister being ready); a current tenant's AutoPay
 * changes only through its own calls (modules/autopay/autopay-requests.ts), and once asked for, the amounts it charges are locked
 * (docs/product/specification/3-money-and-messaging.md §4: "fields are locked once the rental is accepted").
 */
function lockedAutopay(lister: UserRow, before: RentalRow, terms: ReturnType<typeof termsOf>) {
  if (before.status === 'pending') {
    if (terms.autoPay === AUTO_PAY.on && before.autoPay !== AUTO_PAY.on) assertAutopayReady(lister);
    return terms;
  }
  if (
    autopayLocks(before.autoPay) &&
    (terms.rentalAmountCents !== before.rentalAmountCents ||
      terms.depositCents !== before.depositCents ||
      terms.paymentDay !== before.paymentDay)
  )
    throw new Conflict(AUTOPAY_MESSAGES.locked, 'AUTOPAY_LOCKED');
  return { ...terms, autoPay: before.autoPay };
}

async function bedNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: listingBeds.id, bed: listingBeds.bedName, room: listingRooms.roomName })
    .from(listingBeds)
    .innerJoin(listingRooms, eq(listingRooms.id, listingBeds.roomId))
    .where(inArray(listingBeds.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.room}, ${r.bed}`]));
}

/** Resend invitation: a new link; the old one stops working (docs/decisions/021-tenants-and-rentals.md "Links"). */
export async function resendInvitation(
  ctx: AppContext,
  lister: UserRow,
  id: number,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  assertLister(lister);
  const mailing = await ctx.db.transaction(async (tx) => {
    const rental = await ownRental(tx, lister.id, id, true);
    if (rental.status !== 'pending') throw new Conflict(M.notPending, 'NOT_PENDING');
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${rental.email}`);
    const secret = newInvitationToken();
    await tx
      .update(rentals)
      .set({
        tokenHash: secret.tokenHash,
        tokenExpiresAt: secret.tokenExpiresAt,
        userId: member?.id ?? null,
        updatedAt: new Date(),
      })
      .where(eq(rentals.id, id));
    await recordHistory(tx, id, lister.id, 'resent', []);
    return invitationMail(tx, rental, lister, secret.token, member?.id ?? null);
  });
  await mail(ctx, log, mailing);
  return { message: M.resent };
}

/** Cancel invite (pending) or remove tenant (accepted): the rental is deleted and its bed freed. */
export async function withdrawRental(
  ctx: AppContext,
  lister: UserRow,
  id: number,
  kind: 'cancel' | 'remove',
): Promise<{ message: string }> {
  assertLister(lister);
  return ctx.db.transaction(async (tx) => {
    const rental = await ownRental(tx, lister.id, id, true);
    const allowed = kind === 'cancel' ? rental.status === 'pending' : rental.status === 'accepted';
    if (!allowed)
      throw new Conflict(
        kind === 'cancel' ? M.notPending : 'Only a current tenant can be removed.',
        'RENTAL_STATUS',
      );
    await endRental(tx, rental, {
      status: 'deleted',
      now: new Date(),
      actorId: lister.id,
      action: kind === 'cancel' ? 'cancelled' : 'removed',
    });
    await syncBeds(tx, [rental.bedId], [rental.listingId]);
    return { message: kind === 'cancel' ? M.cancelled : 'The tenant has been removed.' };
  });
}

/** PUT /rental/{id}/update-tenant-note: the lister's private notes on a tenant. */
export async function saveNote(ctx: AppContext, lister: UserRow, id: number, note: string) {
  assertLister(lister);
  return ctx.db.transaction(async (tx) => {
    const rental = await ownRental(tx, lister.id, id, true);
    await tx.update(rentals).set({ noteAgreement: note, updatedAt: new Date() }).where(eq(rentals.id, id));
    if (rental.noteAgreement !== note) await recordHistory(tx, id, lister.id, 'edited', ['Notes updated']);
    return { message: M.noteSaved };
  });
}
