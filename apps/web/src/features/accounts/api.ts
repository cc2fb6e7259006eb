// The accounts feature's server calls (docs/product/specification/1-accounts-and-shell.md): sign-up, login, recovery, e-mail confirmation, the settings
// panels, the services list and the admin's member list. Typed by the shared contracts; the pages keep what
// happens after an answer.
import { queryOptions } from '@tanstack/react-query';
import type {
  AccountServicesAnswer,
  DeactivationAnswer,
  DeactivationCodeRequest,
  EmailChangeRequest,
  EmailRequest,
  PasswordChangeRequest,
  PasswordResetRequest,
  PhoneVisibilityRequest,
  ProfileUpdateRequest,
  ResetTokenAnswer,
  TokenRequest,
} from '@crashpad/shared/api/account-settings';
import type {
  EmailExistsAnswer,
  EmailExistsRequest,
  LoginRequest,
  LoginWithTokenRequest,
  MessageAnswer,
  RegisterAnswer,
  RegisterRequest,
  SessionAnswer,
  UserView,
} from '@crashpad/shared/api/accounts';
import type { AdminUsersAnswer } from '@crashpad/shared/api/admin';
import type {
  OAuthCodeRequest,
  OAuthSessionAnswer,
  OAuthSessionRequest,
  OAuthStartAnswer,
  OAuthStartRequest,
  SocialSignUpAnswer,
} from '@crashpad/shared/api/oauth';
import type { SocialProvider } from '@crashpad/shared/social-providers';
import type { MessageNoticesRequest, UnsubscribeRequest } from '@crashpad/shared/api/message-notices';
import type { CheckInviteAnswer } from '@crashpad/shared/api/rentals';
import type { PhotoUploaded } from '@crashpad/shared/api/uploads';
import { api } from '../../lib/api-client';
import { upload } from '../../lib/upload';

// ---- sign-up and login ----

export const emailExists = (email: string) =>
  api<EmailExistsAnswer>('/email-exists', { method: 'POST', body: { email } satisfies EmailExistsRequest });

/**
 * The invitation a sign-up by invitation starts from (docs/product/specification/1-accounts-and-shell.md §2, docs/product/specification/2-listings-and-tenants.md §2.7): the invited person's name and
 * airline to prefill the form; 404 is the page's expired-invite message.
 */
export const checkInviteQuery = (email: string, vcode: string) =>
  queryOptions({
    queryKey: ['check-invite', email, vcode],
    queryFn: () =>
      api<CheckInviteAnswer>(`/rental/check-invite?${new URLSearchParams({ email, vcode }).toString()}`, {
        handles: [404],
      }),
    staleTime: Infinity,
  });

/** A free registration; 409 (the e-mail is taken) is the notice page's own case. */
export const registerMember = (registration: RegisterRequest) =>
  api<RegisterAnswer>('/rental/register', { method: 'POST', body: registration, handles: [409] });

export const logIn = (values: LoginRequest) =>
  api<SessionAnswer>('/login', { method: 'POST', body: values, handles: [401, 403] });

// ---- Google and Apple (docs/decisions/063-social-sign-in.md) ----

/** The provider's address to send the browser to; 404 (not offered) and 503 (not answering) are the button's. */
export const startSocialSignIn = (provider: SocialProvider, body: OAuthStartRequest) =>
  api<OAuthStartAnswer>(`/oauth/${provider}`, { method: 'POST', body, handles: [404, 503] });

/** Unlinks the member's Google or Apple sign-in; the member as they are now. */
export const unlinkSocial = () => api<UserView>('/oauth/link', { method: 'DELETE' });

/** The one-time sign-in code for a session; 400 (expired or used) and 403 (closed) are the landing page's. */
export const socialSession = (body: OAuthSessionRequest) =>
  api<OAuthSessionAnswer>('/oauth/session', { method: 'POST', body, handles: [400, 403] });

/** A new member's verified identity, to prefill the sign-up; 400 (expired or used) is the landing page's. */
export const socialSignUpIdentity = (body: OAuthCodeRequest) =>
  api<SocialSignUpAnswer>('/oauth/sign-up', { method: 'POST', body, handles: [400] });

export const loginWithToken = (token: string) =>
  api<SessionAnswer>('/login-with-token', {
    method: 'POST',
    body: { token } satisfies LoginWithTokenRequest,
    handles: [401],
  });

// ---- recovery and confirmation links ----

export const recoverPassword = (email: string) =>
  api<MessageAnswer>('/password-recovery', { method: 'POST', body: { email } satisfies EmailRequest });

export const resendConfirmation = (email: string) =>
  api<MessageAnswer>('/email/resend', { method: 'POST', body: { email } satisfies EmailRequest });

/** Whether a password-reset link still works: 400 and 404 are the page's "ask again" state. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-token', token],
    queryFn: () =>
      api<ResetTokenAnswer>('/verify-token-email', {
        method: 'POST',
        body: { token } satisfies TokenRequest,
        handles: [400, 404],
      }),
  });

export const resetPassword = (request: PasswordResetRequest) =>
  api<MessageAnswer>('/password-reset', { method: 'POST', body: request, handles: [404] });

/** The sign-up confirmation link, or (change) the link that confirms a new e-mail address. */
export const verifyEmail = (token: string, change: boolean) =>
  api<MessageAnswer>(change ? '/verify-token-new-email' : '/verify-email', {
    method: 'POST',
    body: { token } satisfies TokenRequest,
    handles: [400, 404, 409],
  });

// ---- account settings ----

export const accountServicesQuery = queryOptions({
  queryKey: ['account-service'],
  queryFn: () => api<AccountServicesAnswer>('/account-service'),
});

export const updateProfile = (form: ProfileUpdateRequest) =>
  api<UserView>('/account/user/update', { method: 'POST', body: form });

export const changePassword = (form: PasswordChangeRequest) =>
  api<SessionAnswer>('/user/update-password', { method: 'POST', body: form });

export const changeEmail = (form: EmailChangeRequest) =>
  api<MessageAnswer>('/user/update-email', { method: 'POST', body: form, handles: [409] });

export const setPhoneVisibility = (change: PhoneVisibilityRequest) =>
  api<UserView>('/user/approval-public-phone', { method: 'POST', body: change });

/** "E-mail me when I get a new message" (docs/decisions/031-message-notices-and-bulk-threads.md). */
export const setMessageNotices = (on: boolean) =>
  api<UserView>('/user/message-notices', {
    method: 'PUT',
    body: { message_notices: on } satisfies MessageNoticesRequest,
  });

/** The unsubscribe link of a new-message e-mail: works signed out. */
export const unsubscribeFromMessages = (token: string) =>
  api<MessageAnswer>('/messages/unsubscribe', {
    method: 'POST',
    body: { token } satisfies UnsubscribeRequest,
    handles: [400],
  });

export function uploadPhoto(file: File): Promise<PhotoUploaded> {
  const body = new FormData();
  body.append('image', file);
  return upload<PhotoUploaded>('/upload/user/images', body);
}

/** Closing the account: a code is e-mailed first, then the code closes it. */
export const requestDeactivation = () => api<MessageAnswer>('/user/request-deactivation-account');

export const closeAccount = (code: string) =>
  api<DeactivationAnswer>('/user/verify-deactivation-code', {
    method: 'DELETE',
    body: { code } satisfies DeactivationCodeRequest,
    handles: [422, 429],
  });

// ---- the admin's member list and switching ----

/** Every search of the list, as a reopened account invalidates them. */
export const adminUsersKey = ['admin-users'];

export const adminUsersQuery = (search: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, search],
    queryFn: () => api<AdminUsersAnswer>(`/admin/users?search=${encodeURIComponent(search)}`),
  });

export const switchToUser = (id: number) => api<SessionAnswer>(`/admin/switch-user/${id}`);

export const reopenAccount = (id: number) =>
  api<MessageAnswer>(`/admin/users/${id}/reopen`, { method: 'POST' });

/** Back from a member to the admin (the header's "Return to admin"). */
export const returnToAdmin = () => api<SessionAnswer>('/admin/return', { method: 'POST', body: {} });
