// The member's own profile, password, e-mail, photo and phone visibility (docs/product/specification/1-accounts-and-shell.md §2 "Account settings", §7).
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  emailChangeRequest,
  passwordChangeRequest,
  phoneVisibilityRequest,
  profileUpdateRequest,
} from '@crashpad/shared/api/account-settings';
import { messageAnswer, sessionAnswer as sessionAnswerSchema, userView } from '@crashpad/shared/api/accounts';
import { EMAIL_CHANGE_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '@crashpad/shared/rules/profile';
import { LISTER_PLANS } from '@crashpad/shared/plans';
import { photoUploaded } from '@crashpad/shared/api/uploads';
import type { App, AppContext } from '../../context';
import { users } from '../../db/schema';
import { signedIn } from '../../http/auth';
import { Conflict, Forbidden, HttpError, Invalid, Refused } from '../../errors';
import { profilePhotoImage } from '../uploads';
import { sendEmailChangeEmail } from './account-emails';
import { issueToken } from './account-tokens';
import { sessionAnswer } from './login-service';
import { hashPassword, passwordMatches } from '../../lib/passwords';
import { revokeAllSessions, startSession } from './sessions';
import { toUserView } from './user-view';
import { assertKnownCountry } from './users';

const tags = ['accounts'];
export const PHOTO_MAX_BYTES = 6 * 1024 * 1024;
const TOO_BIG = 'The image must be at most 6 MB.';

export async function profileRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post(
    '/account/user/update',
    { schema: { tags, body: profileUpdateRequest, response: { 200: userView } }, preHandler: ctx.auth.user },
    async (request) => {
      const auth = signedIn(request);
      const b = request.body;
      await assertKnownCountry(db, b.country_code);
      const [user] = await db
        .update(users)
        .set({
          firstName: b.first_name.trim(),
          lastName: b.last_name.trim(),
          middleName: b.middle_name.trim() || null,
          displayName: b.display_name.trim(),
          phoneNumber: b.phone_number.trim(),
          countryCode: b.country_code,
          birthdateYear: b.birthdate_year,
          birthdateMonth: b.birthdate_month,
          birthdateDay: b.birthdate_day,
          gender: b.gender || auth.user.gender,
          airlines: b.airlines || auth.user.airlines,
          about: b.about,
          updatedAt: new Date(),
        })
        .where(eq(users.id, auth.user.id))
        .returning();
      await ctx.caches.clearAll(); // a lister's name and phone show on their listings' pages
      return toUserView(user!, auth.adminId !== null);
    },
  );

  app.post(
    '/user/update-password',
    {
      schema: { tags, body: passwordChangeRequest, response: { 200: sessionAnswerSchema } },
      preHandler: [ctx.auth.user, ctx.limits.perAddress('update-password', ctx.config.authLimitPer15Min * 3)],
    },
    async (request) => {
      const auth = signedIn(request);
      if (!(await passwordMatches(auth.user.passwordHash, request.body.current_password)))
        throw new Refused(PASSWORD_CHANGE_MESSAGES.wrongCurrent, 'WRONG_PASSWORD');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.new_password), updatedAt: new Date() })
        .where(eq(users.id, auth.user.id));
      // Every session ends, this browser's too; it gets a new one so the member stays signed in here.
      await revokeAllSessions(db, auth.user.id);
      const token = await startSession(ctx.sessions, auth.user, { keep: false });
      return sessionAnswer(token, auth.user);
    },
  );

  app.post(
    '/user/update-email',
    {
      schema: { tags, body: emailChangeRequest, response: { 200: messageAnswer } },
      preHandler: [ctx.auth.user, ctx.limits.perAddress('update-email', ctx.config.authLimitPer15Min * 3)],
    },
    async (request) => {
      const auth = signedIn(request);
      const email = request.body.email.trim();
      if (email.toLowerCase() === auth.user.email.toLowerCase())
        throw new Invalid(EMAIL_CHANGE_MESSAGES.same, { email: [EMAIL_CHANGE_MESSAGES.same] });
      if (!(await passwordMatches(auth.user.passwordHash, request.body.password)))
        throw new Refused(PASSWORD_CHANGE_MESSAGES.wrongCurrent, 'WRONG_PASSWORD');
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, auth.user.id)));
      if (taken.length > 0) throw new Conflict(EMAIL_CHANGE_MESSAGES.taken, 'EMAIL_TAKEN');
      const token = await issueToken(db, auth.user.id, 'email_change', email);
      await sendEmailChangeEmail(ctx, email, auth.user.firstName, token);
      return {
        message: `We have sent a link to ${email}. Your e-mail changes when you open it, and your other devices are then signed out.`,
      };
    },
  );

  app.post(
    '/upload/user/images',
    {
      schema: { tags, response: { 200: photoUploaded } },
      // Counted with the listing uploads, before the body is read (docs/decisions/015-image-safety.md).
      preHandler: [ctx.auth.user, ctx.uploads.perMember],
    },
    async (request) => {
      const auth = signedIn(request);
      const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'image')
        throw new Invalid('Please choose an image to upload.', {
          image: ['Please choose an image to upload.'],
        });
      let input: Buffer;
      try {
        input = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, TOO_BIG, { image: [TOO_BIG] }, 'FILE_TOO_LARGE');
        throw err;
      }
      const photo = await profilePhotoImage(ctx, input);
      const url = await ctx.storage.put(
        `users/${auth.user.id}/${randomBytes(12).toString('hex')}.webp`,
        photo,
        'image/webp',
      );
      await db.update(users).set({ photo: url, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
      await ctx.caches.clearAll();
      return { url };
    },
  );

  app.post(
    '/user/approval-public-phone',
    {
      schema: { tags, body: phoneVisibilityRequest, response: { 200: userView } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      const auth = signedIn(request);
      if (!(LISTER_PLANS as readonly (string | null)[]).includes(auth.user.userPlan))
        throw new Forbidden('Only listers choose who sees their phone number.');
      const b = request.body;
      const change =
        b.approval_public_phone === 1
          ? { approvalPublicPhoneUser: b.approval_public_phone_user ?? 1 }
          : { approvalPublicPhoneTenant: b.approval_public_phone_tenant ?? 2 };
      const [user] = await db
        .update(users)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id))
        .returning();
      await ctx.caches.clearAll();
      return toUserView(user!, auth.adminId !== null);
    },
  );
}
