// The accounts module's public file: what other modules, flows, jobs and the app use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { sendDeactivationCodeEmail } from './account-emails';
export { sessionAnswer } from './login-service';
export { EMAIL_TAKEN, newUserValues, welcome } from './registration-service';
export { sessionSigningKey, sixDigitCode } from './secrets';
export {
  keepSocialPhoto,
  liveSocialSignUp,
  SOCIAL_CODE_INVALID,
  socialSignUpMade,
  takeSocialSignUp,
  type SocialSignUp,
} from './social-sign-in';
export {
  authenticate,
  liveSessions,
  onSessionsRevoked,
  refreshToken,
  revokeAllSessions,
  startSession,
  type Authenticated,
  type SessionContext,
} from './sessions';
export { toUserView, type UserRow } from './user-view';
export { assertKnownCountry, isUniqueViolation, userByEmail } from './users';
