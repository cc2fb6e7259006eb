import type { UserView } from '@crashpad/shared/api/accounts';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toUserView(user: UserRow, switchedByAdmin = false): UserView {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: user.middleName,
    display_name: user.displayName,
    status: user.status,
    user_plan: user.userPlan,
    is_admin: user.role === 'admin',
    total_location: user.totalLocation,
    expire_at: user.expireAt?.toISOString() ?? null,
    photo: user.photo,
    gender: user.gender,
    phone_number: user.phoneNumber,
    country_code: user.countryCode,
    airlines: user.airlines,
    hear_about_us: user.hearAboutUs,
    referral_code: user.referralCode,
    birthdate_year: user.birthdateYear,
    birthdate_month: user.birthdateMonth,
    birthdate_day: user.birthdateDay,
    about: user.about,
    approval_public_phone_user: user.approvalPublicPhoneUser,
    approval_public_phone_tenant: user.approvalPublicPhoneTenant,
    message_notices: user.messageNotices,
    language: user.language,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
    switched_by_admin: switchedByAdmin,
    social_type: user.socialType,
  };
}

/** account_type in the session token: the plan, "admin", or "tenant" for a free member. */
export function accountType(user: UserRow): string {
  if (user.role === 'admin') return 'admin';
  return user.userPlan ?? 'tenant';
}
