// The tenant's side (docs/product/specification/2-listings-and-tenants.md §2.6, §2.7; docs/product/specification/1-accounts-and-shell.md §4, §7): which rentals are a member's, the pending count,
// accepting by link or on My CrashPad Rentals (a saved card first), declining, and the invitation a sign-up takes.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { lockListings } from '../listings';
import { AUTO_PAY, RENTAL_MESSAGES as M } from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { rentalHistory, rentals, users } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { tokenHash } from '../../lib/tokens';
import type { UserRow } from '../accounts';
import { hasCard } from '../payments';
import { syncBeds, type Tx } from './bed-holds';
import { recordHistory } from './history';
import { endRental } from './rental-end';

type RentalRow = typeof rentals.$inferSelect;
type Member = Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>;

/**
 * A member's rentals: those made for their account, and, once the member has proved the e-mail is theirs,
 * invitations to it made before the account existed. An unverified e-mail shows no one else's invitation.
 */
export function rentalsOf(member: Member): SQL {
  if (!member.emailVerifiedAt) return eq(rentals.userId, member.id);
  return or(
    eq(rentals.userId, member.id),
    and(isNull(rentals.userId), eq(rentals.email, member.email.trim().toLowerCase())),
  ) as SQL;
}

/** GET /user/get-count-pending-invite */
export async function pendingInviteCount(db: Db, member: Member): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rentals)
    .where(and(rentalsOf(member), eq(rentals.status, 'pending'), gt(rentals.tokenExpiresAt, new Date())));
  return row?.n ?? 0;
}

/** The pending, unexpired invitation a link's token opens; null when unknown, used, voided or expired. */
async function invitationByToken(tx: Tx | Db, token: string, lock = false): Promise<RentalRow | null> {
  if (!token) return null;
  const query = tx
    .select()
    .from(rentals)
    .where(
      and(
        eq(rentals.tokenHash, tokenHash(token)),
        eq(rentals.status, 'pending'),
        gt(rentals.tokenExpiresAt, new Date()),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  // its listing before anything of the rental changes (docs/decisions/037-search-read-model.md "Lock order")
  if (row && lock) await lockListings(tx, [row.listingId]);
  return row ?? null;
}

const expired = () => new NotFound(M.expiredInvite, 'INVITE_EXPIRED');

/**
 * Why a link's token opens no invitation to answer, told truly (docs/decisions/043-money-and-rental-states.md, "An
 * invitation link already used"): accepted, declined, cancelled by the lister, or expired (also a link a resend
 * replaced). The token's hash stays on the rental after it is answered for this, and opens nothing else.
 */
async function usedLink(db: Tx | Db, token: string): Promise<NotFound> {
  if (!token) return expired();
  const [row] = await db
    .select({ id: rentals.id, status: rentals.status, acceptedAt: rentals.acceptedAt })
    .from(rentals)
    .where(eq(rentals.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row || row.status === 'pending') return expired();
  if (row.acceptedAt) return new NotFound(M.inviteAccepted, 'INVITE_ACCEPTED');
  const [last] = await db
    .select({ action: rentalHistory.action })
    .from(rentalHistory)
    .where(eq(rentalHistory.rentalId, row.id))
    .orderBy(desc(rentalHistory.id))
    .limit(1);
  return last?.action === 'declined'
    ? new NotFound(M.inviteDeclined, 'INVITE_DECLINED')
    : new NotFound(M.inviteCancelled, 'INVITE_CANCELLED');
}

/** GET /rental/check-invite?email&vcode: the invited person's name and airline for the sign-up form. */
export async function checkInvite(db: Db, email: string, vcode: string) {
  const rental = await invitationByToken(db, vcode);
  if (!rental) throw await usedLink(db, vcode);
  if (rental.email !== email.trim().toLowerCase()) throw expired();
  return { tenant: { first_name: rental.firstName, last_name: rental.lastName, airline: rental.airline } };
}

/**
 * Accept Invitation needs a saved card, whatever the invitation (docs/product/specification/2-listings-and-tenants.md §2.6; docs/decisions/054-accepting-needs-a-card.md).
 * The member's row is read under a share lock, after the rental's and its listing's: a card removed at the same
 * moment either lands first (and the acceptance is refused) or waits for the acceptance and then sees the rental.
 */
async function assertCard(tx: Tx, rental: RentalRow, memberId: number): Promise<void> {
  const [card] = await tx
    .select({ paymentMethod: users.paymentMethod, paymentMethodInvalidAt: users.paymentMethodInvalidAt })
    .from(users)
    .where(eq(users.id, memberId))
    .for('share');
  if (card && hasCard(card)) return;
  throw new Conflict(rental.autoPay > 0 ? M.cardToAcceptAutoPay : M.cardToAccept, 'SETUP_PAYMENT_METHOD');
}

/** Accepts the invitation; answers whether AutoPay started with it (its deposit is then charged, decision 026). */
async function accept(tx: Tx, rental: RentalRow, member: UserRow): Promise<boolean> {
  // A lister who closed their account has no crashpad to move into.
  const [lister] = await tx.select({ status: users.status }).from(users).where(eq(users.id, rental.listerId));
  if (lister?.status !== 'ACTIVE') throw expired();
  await assertCard(tx, rental, member.id);
  const autopay = rental.autoPay === AUTO_PAY.on;
  await tx
    .update(rentals)
    .set({
      status: 'accepted',
      userId: member.id,
      acceptedAt: new Date(),
      // An invitation with AutoPay starts it now (docs/decisions/026-autopay-on-rentals.md).
      ...(autopay && { autopayStartedAt: new Date() }),
      updatedAt: new Date(),
    })
    .where(eq(rentals.id, rental.id));
  await syncBeds(tx, [rental.bedId], [rental.listingId]);
  await recordHistory(tx, rental.id, member.id, 'accepted', [
    'Status: pending → accepted',
    ...(autopay ? ['AutoPay: on'] : []),
  ]);
  return autopay;
}

async function memberRow(tx: Tx, where: SQL): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(where);
  return row ?? null;
}

/**
 * GET /rental/accept?token: the link is the proof (docs/product/specification/2-listings-and-tenants.md §2.7 works logged out too). It accepts for the member
 * the invitation was made for; a different signed-in member is refused, and nothing changes.
 */
export async function acceptByToken(db: Db, token: string, signedIn: UserRow | null) {
  return db.transaction(async (tx) => {
    const rental = await invitationByToken(tx, token, true);
    if (!rental) throw await usedLink(tx, token);
    const member = await memberRow(
      tx,
      rental.userId !== null ? eq(users.id, rental.userId) : sql`lower(${users.email}) = ${rental.email}`,
    );
    if (!member || member.status !== 'ACTIVE') throw expired();
    if (signedIn && signedIn.id !== member.id) throw new Forbidden(M.notYourInvite, 'NOT_YOUR_INVITE');
    const autopay = await accept(tx, rental, member);
    return { id: rental.id, message: M.accepted, autopay };
  });
}

/**
 * The signed-in member's own rental in the status the action needs, locked; anyone else's is unknown to them
 * (404), and one in another status answers 409.
 */
export async function memberRental(
  tx: Tx,
  member: UserRow,
  id: number,
  status: 'pending' | 'accepted',
): Promise<RentalRow> {
  const [rental] = await tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.id, id), rentalsOf(member)))
    .for('update');
  if (!rental) throw new NotFound(M.notFound, 'RENTAL_NOT_FOUND');
  // its listing before anything of the rental changes (docs/decisions/037-search-read-model.md "Lock order")
  await lockListings(tx, [rental.listingId]);
  if (rental.status !== status)
    throw status === 'pending'
      ? new Conflict(M.notPending, 'NOT_PENDING')
      : new Conflict(M.notAccepted, 'NOT_ACCEPTED');
  return rental;
}

/** POST /rental/{id}/accept: Accept Invitation on My CrashPad Rentals. */
export async function acceptById(db: Db, member: UserRow, id: number) {
  return db.transaction(async (tx) => {
    const rental = await memberRental(tx, member, id, 'pending');
    if (rental.tokenExpiresAt && rental.tokenExpiresAt <= new Date()) throw expired();
    const autopay = await accept(tx, rental, member);
    return { id, message: M.accepted, autopay };
  });
}

/** POST /rental/{id}/decline: the invitation is deleted and its bed freed. */
export async function declineInvitation(db: Db, member: UserRow, id: number) {
  return db.transaction(async (tx) => {
    const rental = await memberRental(tx, member, id, 'pending');
    // the declined invitation is the member's own from now on (their history lists it)
    await tx.update(rentals).set({ userId: member.id }).where(eq(rentals.id, id));
    await endRental(tx, rental, {
      status: 'deleted',
      now: new Date(),
      actorId: member.id,
      action: 'declined',
    });
    await syncBeds(tx, [rental.bedId], [rental.listingId]);
    return { message: M.declined };
  });
}

export type TenantAtSignUp = { id: number; status: string; token: string; auto_pay: number } | null;

/**
 * Sign-up by invitation (docs/product/specification/1-accounts-and-shell.md §4): the invitation whose code came with the form becomes the new account's. Accepting
 * needs a saved card, which a new account does not have yet: the invitation stays pending, `data.tenant` names it,
 * and the client asks for the card and accepts it as soon as the card is saved, with no second Accept
 * (docs/decisions/054-accepting-needs-a-card.md). The code proves the e-mail is the member's. Null when the code
 * opens no invitation.
 */
export async function takeInvitationAtSignUp(
  db: Db,
  member: UserRow,
  vcode: string,
): Promise<TenantAtSignUp> {
  if (!vcode) return null;
  return db.transaction(async (tx) => {
    const rental = await invitationByToken(tx, vcode, true);
    if (!rental || rental.userId !== null || rental.email !== member.email.trim().toLowerCase()) return null;
    await tx.update(rentals).set({ userId: member.id }).where(eq(rentals.id, rental.id));
    return { id: rental.id, status: 'pending', token: '', auto_pay: rental.autoPay };
  });
}

/**
 * The listings of the member's pending invitations and current rentals: closing the account locks them with the
 * member's own listings before changing anything (docs/decisions/037 "Lock order").
 */
export async function listingsRentedBy(tx: Tx, member: Member): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: rentals.listingId })
    .from(rentals)
    .where(and(rentalsOf(member), inArray(rentals.status, ['pending', 'accepted'])));
  return rows.map((r) => r.id);
}

/**
 * Closing an account (docs/decisions/008-accounts-and-sessions.md): the member's pending invitations are
 * cancelled and the rentals they live in end, so every bed they held is free.
 */
export async function releaseRentalsOfClosedAccount(tx: Tx, member: Member): Promise<void> {
  const held = await tx
    .select()
    .from(rentals)
    .where(and(rentalsOf(member), inArray(rentals.status, ['pending', 'accepted'])))
    .orderBy(asc(rentals.id))
    .for('update');
  // every listing they lived in, in id order, before any rental changes (docs/decisions/037 "Lock order")
  await lockListings(
    tx,
    held.map((r) => r.listingId),
  );
  const now = new Date();
  for (const rental of held)
    await endRental(tx, rental, {
      status: rental.status === 'pending' ? 'deleted' : 'ended',
      now,
      actorId: member.id,
      action: 'closed',
    });
  await syncBeds(
    tx,
    held.map((r) => r.bedId),
    held.map((r) => r.listingId),
  );
}
